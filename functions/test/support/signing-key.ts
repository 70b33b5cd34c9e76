import { parseSigningKeyDocument } from '../../src/config/signing-key-document';

/** The key the test environment's functions sign with (JWT_KEYS, set by setup-file.ts). */
export const currentSigningKey = (): { kid: string; secret: string } => {
  const document = parseSigningKeyDocument(process.env.JWT_KEYS ?? '');
  if (!document) throw new Error('JWT_KEYS is not set to a signing-key document');
  return { kid: document.currentKid, secret: document.current };
};
