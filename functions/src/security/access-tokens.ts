import * as z from 'zod';
import { env } from '../config/env';
import { signHs256, verifyHs256 } from './hs256-jwt';

/**
 * Access tokens are HS256 JWTs naming a session; the session in DynamoDB is what makes them
 * valid (logout and revocation delete it). Verification accepts HS256 only, so `none` and other
 * algorithms are refused, as are other audiences, issuers and expired tokens.
 */
let secret: Promise<string> | undefined;
const signingSecret = (): Promise<string> =>
  (secret ??= (async () => {
    const settings = env();
    if (settings.JWT_SECRET) return settings.JWT_SECRET;
    // Only deployed functions read the key from Secrets Manager, once: its client loads then.
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const client = new SecretsManagerClient({ region: settings.AWS_REGION });
    const answer = await client.send(new GetSecretValueCommand({ SecretId: settings.JWT_SECRET_ARN }));
    if (!answer.SecretString) throw new Error('The JWT signing secret is empty');
    return answer.SecretString;
  })());

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
  return signHs256(
    {
      cid: claims.clientId,
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      ...(claims.emailDomain ? { dom: claims.emailDomain } : {}),
    },
    await signingSecret(),
    {
      subject: claims.userId,
      expiresInSeconds: ttlSeconds,
      audience: settings.JWT_AUDIENCE,
      issuer: settings.JWT_ISSUER,
    },
  );
};

/** The token's claims, or undefined for any token we did not issue or that has expired. */
export const verifyAccessToken = async (token: string): Promise<AccessClaims | undefined> => {
  const settings = env();
  try {
    const payload = verifyHs256(token, await signingSecret(), {
      audience: settings.JWT_AUDIENCE,
      issuer: settings.JWT_ISSUER,
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
};
