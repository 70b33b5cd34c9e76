import type { SigningKeyDocument } from '../../src/config/signing-key-document';
import { keyRing } from '../../src/security/signing-keys';

export const keySecret = (n: number) => `secret-number-${n}-`.padEnd(40, 'x');

export const keyDocument = (current: number, previous?: number): SigningKeyDocument => ({
  currentKid: `k${current}`,
  current: keySecret(current),
  ...(previous ? { previousKid: `k${previous}`, previous: keySecret(previous) } : {}),
});

/** A key ring over a key document we replace by hand, with a clock we move. */
export const manualKeyRing = () => {
  let stored = keyDocument(1);
  let time = 0;
  let loads = 0;
  const ring = keyRing({
    load: async () => {
      loads += 1;
      return stored;
    },
    maxAgeMs: 300_000,
    minRefreshMs: 10_000,
    now: () => time,
  });
  return {
    ring,
    rotate: (next: SigningKeyDocument) => (stored = next),
    advance: (ms: number) => (time += ms),
    loads: () => loads,
  };
};
