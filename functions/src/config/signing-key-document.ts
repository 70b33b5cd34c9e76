import * as z from 'zod';

/**
 * The access-token signing keys as Secrets Manager holds them (and `JWT_KEYS` locally): the key
 * new tokens are signed with, and the one it replaced, each under its key id. Tokens name the key
 * in their `kid` header, so after a rotation tokens signed with the previous key keep working
 * until they expire, and those of any older key do not (docs/decisions/009).
 */
const keyId = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/);
// 32 characters at least: HS256's key should carry 256 bits.
const secret = z.string().min(32);

export const signingKeyDocumentSchema = z
  .object({
    currentKid: keyId,
    current: secret,
    previousKid: keyId.optional(),
    previous: secret.optional(),
  })
  .refine((doc) => (doc.previousKid === undefined) === (doc.previous === undefined), {
    message: 'previousKid and previous come together',
  })
  .refine((doc) => doc.previousKid !== doc.currentKid, { message: 'the previous key needs its own id' });
export type SigningKeyDocument = z.infer<typeof signingKeyDocumentSchema>;

/** Parses the document's JSON text; undefined for anything else. */
export const parseSigningKeyDocument = (text: string): SigningKeyDocument | undefined => {
  try {
    const parsed = signingKeyDocumentSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};
