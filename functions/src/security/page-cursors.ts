import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { derivedKey, open, seal } from './sealed-box';
import type { KeyRing } from './signing-keys';
import { signingKeyRing } from './signing-key-ring';

/**
 * Page cursors as clients see them: the list's position sealed (sealed-box.ts) under a key
 * derived from the current access-token signing key, bound to the list, tenant, company and
 * user it was read for. A client can neither read the DynamoDB keys inside nor replay the
 * cursor on another list, tenant, company or user. Cursors sealed under the previous signing key
 * still open, so a rotation does not break someone paging at that moment (docs/decisions/017).
 */
export interface CursorScope {
  /** The list: the route id. */
  list: string;
  clientId: string;
  companyId: string | undefined;
  userId: string;
}

// Changing the purpose retires every cursor in circulation (their next page is a 400).
const PURPOSE = 'recyclens/page-cursor/v1';

const associatedData = (scope: CursorScope): Buffer =>
  Buffer.from(JSON.stringify([scope.list, scope.clientId, scope.companyId ?? null, scope.userId]), 'utf8');

// A position repeats the tenant, company and item ids in its index's keys: deflated it seals into
// about half the text. Compressing before encrypting leaks only how compressible the position is,
// and it holds nothing its holder does not know already (their own ids, an item's sort key).
const compress = (position: Buffer): Buffer => deflateRawSync(position);
// Only a cursor that opened, hence one we sealed, is inflated; the bound is a second guard.
const POSITION_MAX_BYTES = 8192;
const decompress = (packed: Buffer): Buffer | undefined => {
  try {
    return inflateRawSync(packed, { maxOutputLength: POSITION_MAX_BYTES });
  } catch {
    return undefined;
  }
};

type CursorKeys = Pick<KeyRing, 'signingKey' | 'verificationKeys' | 'reloadedKeys'>;

export const pageCursors = (keys: CursorKeys) => {
  const openWithAny = (secrets: { secret: string }[], cursor: string, scope: CursorScope) => {
    for (const { secret } of secrets) {
      const packed = open(derivedKey(secret, PURPOSE), cursor, associatedData(scope));
      if (packed) return decompress(packed);
    }
    return undefined;
  };

  return {
    seal: async (position: Buffer, scope: CursorScope): Promise<string> =>
      seal(derivedKey((await keys.signingKey()).secret, PURPOSE), compress(position), associatedData(scope)),

    /** The position sealed in the cursor, or undefined for a cursor not sealed by us for this scope. */
    open: async (cursor: string, scope: CursorScope): Promise<Buffer | undefined> => {
      const position = openWithAny(await keys.verificationKeys(), cursor, scope);
      if (position) return position;
      const reloaded = await keys.reloadedKeys();
      return reloaded ? openWithAny(reloaded, cursor, scope) : undefined;
    },
  };
};

export const sealedPageCursors = pageCursors(signingKeyRing);
