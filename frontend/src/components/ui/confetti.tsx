import { confetti } from '@recyclens/shared';
import { useEffect, useMemo, useSyncExternalStore, type CSSProperties } from 'react';
import { createStore } from '../../lib/storage';
import { isLocalDevelopmentAddress } from '../../lib/site';

const running = createStore(0);

/** docs/product.md#tenant-theme-and-pop-ups and #constants-and-limits: a 6 s celebration, only on a local development address. */
export const celebrate = () => {
  if (!isLocalDevelopmentAddress()) return;
  running.set(running.get() + 1);
};

const colours = [
  'var(--color-primary)',
  'var(--color-secondary)',
  '#f59e0b',
  '#10b981',
  '#3b82f6',
  '#ef4444',
];

const Pieces = ({ onDone }: { onDone: () => void }) => {
  const pieces = useMemo(
    () =>
      Array.from({ length: confetti.pieces }, (_, index) => ({
        left: Math.random() * 100,
        delay: Math.random() * 1500,
        duration: confetti.durationMs - 1500 - Math.random() * 1000,
        drift: (Math.random() - 0.5) * 200,
        rotate: Math.random() * 720,
        colour: colours[index % colours.length],
        size: 6 + Math.random() * 6,
      })),
    [],
  );
  useEffect(() => {
    const timer = setTimeout(onDone, confetti.durationMs);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div
      aria-hidden
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 z-[90] overflow-hidden"
    >
      {pieces.map((piece, index) => (
        <span
          key={index}
          className="confetti-piece absolute top-[-20px] block"
          style={
            {
              left: `${piece.left}%`,
              width: piece.size,
              height: piece.size * 0.4,
              background: piece.colour,
              animationDelay: `${piece.delay}ms`,
              animationDuration: `${piece.duration}ms`,
              '--drift': `${piece.drift}px`,
              '--rotate': `${piece.rotate}deg`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
};

export const ConfettiHost = () => {
  const run = useSyncExternalStore(running.subscribe, running.get);
  if (run === 0) return null;
  return <Pieces key={run} onDone={() => running.set(0)} />;
};
