import type { SigningKeyDocument } from '../config/signing-key-document';

export interface SigningKey {
  kid: string;
  secret: string;
}

export interface KeyRingOptions {
  /**
   * Reads the current key document (Secrets Manager, or the environment locally); `fresh` when
   * the ring reads early and a cached copy would not do.
   */
  load: (fresh: boolean) => Promise<SigningKeyDocument>;
  /** How long a document is used before it is read again: how late a rotation reaches us. */
  maxAgeMs: number;
  /**
   * A token naming a key we do not hold makes us read the document again (another function may
   * already sign with a newer key), but not more often than this, so forged key ids cannot make
   * every request a Secrets Manager call.
   */
  minRefreshMs: number;
  now?: () => number;
}

/**
 * The signing keys of this process: read once, kept for `maxAgeMs`, and read again early when a
 * token names an unknown key. New tokens are signed with the current key; tokens are verified
 * with the current or the previous key, so a rotation signs nobody out (docs/decisions/009).
 */
export const keyRing = ({ load, maxAgeMs, minRefreshMs, now = () => Date.now() }: KeyRingOptions) => {
  let held: { document: Promise<SigningKeyDocument>; loadedAt: number } | undefined;

  const read = (fresh: boolean) => {
    const document = load(fresh);
    held = { document, loadedAt: now() };
    // A failed read is not kept: the next request tries again.
    document.catch(() => {
      if (held?.document === document) held = undefined;
    });
    return document;
  };
  const current = () => (held && now() - held.loadedAt < maxAgeMs ? held.document : read(false));

  const keysOf = (document: SigningKeyDocument): SigningKey[] => [
    { kid: document.currentKid, secret: document.current },
    ...(document.previousKid && document.previous
      ? [{ kid: document.previousKid, secret: document.previous }]
      : []),
  ];

  return {
    signingKey: async (): Promise<SigningKey> => {
      const document = await current();
      return { kid: document.currentKid, secret: document.current };
    },
    /** The key a token's `kid` names, if it is the current or the previous one. */
    verificationKey: async (kid: string): Promise<SigningKey | undefined> => {
      const find = (document: SigningKeyDocument) => keysOf(document).find((key) => key.kid === kid);
      const found = find(await current());
      if (found || !held || now() - held.loadedAt < minRefreshMs) return found;
      return find(await read(true));
    },
    /** The current and the previous key, for sealed values that do not name their key (page cursors). */
    verificationKeys: async (): Promise<SigningKey[]> => keysOf(await current()),
    /**
     * The keys read again, when none of the held ones opened a value: another function may already
     * seal with a newer key. Undefined when the document was read too recently, so garbage values
     * cannot make every request a Secrets Manager call.
     */
    reloadedKeys: async (): Promise<SigningKey[] | undefined> =>
      held && now() - held.loadedAt < minRefreshMs ? undefined : keysOf(await read(true)),
  };
};
export type KeyRing = ReturnType<typeof keyRing>;
