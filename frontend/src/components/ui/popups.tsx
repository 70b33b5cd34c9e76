import { useLingui } from '@lingui/react/macro';
import { popupNotifications } from '@recyclens/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createStore } from '../../lib/storage';

export type PopupKind = 'success' | 'error' | 'info';
export interface Popup {
  id: number;
  kind: PopupKind;
  title: string;
  message?: string;
}

let nextId = 1;
/** Every pop-up asked for, oldest first; the first `limit` are shown, the rest wait (docs/product.md#tenant-theme-and-pop-ups). */
const queue = createStore<readonly Popup[]>([]);

export const popups = {
  show: (popup: Omit<Popup, 'id'>): number => {
    const id = nextId++;
    queue.set([...queue.get(), { ...popup, id }]);
    return id;
  },
  dismiss: (id: number) => queue.set(queue.get().filter((popup) => popup.id !== id)),
  clear: () => queue.set([]),
};

export const useVisiblePopups = () => {
  const all = useSyncExternalStore(queue.subscribe, queue.get);
  return {
    visible: all.slice(0, popupNotifications.limit),
    queued: Math.max(0, all.length - popupNotifications.limit),
  };
};

const kindStyles: Record<PopupKind, string> = {
  success: 'border-l-green-600',
  error: 'border-l-red-600',
  info: 'border-l-[var(--color-primary)]',
};

const PopupCard = ({ popup }: { popup: Popup }) => {
  const { t } = useLingui();
  const [leaving, setLeaving] = useState(false);
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    // The clock starts when the pop-up becomes visible, so a queued one gets its full 4 s too.
    const close = setTimeout(() => setLeaving(true), popupNotifications.autoCloseMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(close);
    };
  }, []);

  useEffect(() => {
    if (!leaving) return;
    const remove = setTimeout(() => popups.dismiss(popup.id), popupNotifications.transitionMs);
    return () => clearTimeout(remove);
  }, [leaving, popup.id]);

  return (
    <div
      role={popup.kind === 'error' ? 'alert' : 'status'}
      data-testid="popup"
      className={`pointer-events-auto overflow-hidden rounded-md border border-l-4 border-neutral-200 bg-white p-4 shadow-lg ${kindStyles[popup.kind]}`}
      style={{
        width: popupNotifications.widthPx,
        maxWidth: 'calc(100vw - 32px)',
        maxHeight: popupNotifications.maxHeightPx,
        transition: `opacity ${popupNotifications.transitionMs}ms ease, transform ${popupNotifications.transitionMs}ms ease`,
        opacity: entered && !leaving ? 1 : 0,
        transform: entered && !leaving ? 'translateX(0)' : 'translateX(24px)',
      }}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-neutral-900">{popup.title}</p>
          {popup.message ? (
            <p className="mt-1 line-clamp-5 text-sm text-neutral-700">{popup.message}</p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => setLeaving(true)}
          className="rounded p-1 text-neutral-500 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-[var(--color-primary)]"
          aria-label={t`Close`}
        >
          ×
        </button>
      </div>
    </div>
  );
};

/** docs/product.md#constants-and-limits: top right, at most 5 at once, 440 px wide, 200 px high at most. */
export const PopupHost = () => {
  const { visible } = useVisiblePopups();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-4 right-4 z-[100] flex flex-col items-end gap-2"
      data-position={popupNotifications.position}
    >
      {visible.map((popup) => (
        <PopupCard key={popup.id} popup={popup} />
      ))}
    </div>
  );
};
