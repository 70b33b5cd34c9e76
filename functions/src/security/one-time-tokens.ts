import { createHash, randomBytes } from 'node:crypto';

/** Mailed links carry 256 random bits; only the SHA-256 of the token is ever stored. */
export const newOneTimeToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
};

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const tokenLifetimes = {
  'confirm-email': 7 * 24 * 3600,
  'reset-password': 3600,
  /** A new tenant admin's first password: the link goes out with the tenant, so it lives longer. */
  'set-password': 7 * 24 * 3600,
  invite: 14 * 24 * 3600,
} as const;
export type TokenPurpose = keyof typeof tokenLifetimes;
