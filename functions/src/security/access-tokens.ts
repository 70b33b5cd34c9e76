import * as z from 'zod';
import { env } from '../config/env';
import { signingKeyRing } from './signing-key-ring';

/**
 * Access tokens are HS256 JWTs (jsonwebtoken) naming a session; the session in DynamoDB is what
 * makes them valid (logout and revocation delete it). Each token names its signing key in `kid`;
 * verification accepts HS256 only and the current or previous key only, so `none`, other
 * algorithms, retired keys, other audiences, issuers and expired tokens are refused.
 */

// Loaded with the first token signed or checked, not by every cold start (docs/bundles.md).
const jsonwebtoken = async () => (await import('jsonwebtoken')).default;

const claimsSchema = z.object({
  sub: z.string().min(1),
  cid: z.string().min(1),
  sid: z.string().min(1).optional(),
  /** The user's e-mail domain, so the blacklist is checked in the same read as the session. */
  dom: z.string().min(1).optional(),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

export const signAccessToken = async (
  claims: { userId: string; clientId: string; sessionId?: string; emailDomain?: string },
  ttlSeconds: number,
) => {
  const settings = env();
  const [jwt, key] = await Promise.all([jsonwebtoken(), signingKeyRing.signingKey()]);
  return jwt.sign(
    {
      cid: claims.clientId,
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      ...(claims.emailDomain ? { dom: claims.emailDomain } : {}),
    },
    key.secret,
    {
      algorithm: 'HS256',
      keyid: key.kid,
      subject: claims.userId,
      expiresIn: ttlSeconds,
      audience: settings.JWT_AUDIENCE,
      issuer: settings.JWT_ISSUER,
    },
  );
};

/** The token's claims, or undefined for any token we did not issue, with a retired key, or expired. */
export const verifyAccessToken = async (token: string): Promise<AccessClaims | undefined> => {
  const settings = env();
  const jwt = await jsonwebtoken();
  const decoded = jwt.decode(token, { complete: true });
  const kid = decoded?.header.kid;
  if (!decoded || decoded.header.alg !== 'HS256' || !kid) return undefined;
  const key = await signingKeyRing.verificationKey(kid);
  if (!key) return undefined;
  try {
    const payload = jwt.verify(token, key.secret, {
      algorithms: ['HS256'],
      audience: settings.JWT_AUDIENCE,
      issuer: settings.JWT_ISSUER,
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
};
