import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact JWTs with HMAC-SHA256 from node:crypto. The access tokens use this one algorithm, so a
 * JWT library, and the start-up cost of its dependencies, is not needed. Tokens are byte for byte
 * what jsonwebtoken wrote (header `{"alg":"HS256","typ":"JWT"}`, claims in its order), and tokens
 * it signed verify here, so sessions survive the switch.
 */

/** What a verified token may carry; registered claims are checked here, the rest by the caller. */
export type JwtPayload = Record<string, unknown>;

export interface SignOptions {
  subject: string;
  audience: string;
  issuer: string;
  expiresInSeconds: number;
  /** Seconds since the epoch; the clock by default. */
  now?: number;
}

export interface VerifyOptions {
  audience: string;
  issuer: string;
  now?: number;
}

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const segment = /^[A-Za-z0-9_-]+$/;

const nowSeconds = () => Math.floor(Date.now() / 1000);

const signatureOf = (signedPart: string, secret: string): string =>
  createHmac('sha256', secret).update(signedPart).digest('base64url');

/** The claims a token carries besides the registered ones signHs256 sets itself. */
export type CustomClaims = JwtPayload & { [Registered in 'iat' | 'exp' | 'aud' | 'iss' | 'sub']?: never };

export const signHs256 = (claims: CustomClaims, secret: string, options: SignOptions): string => {
  const issuedAt = options.now ?? nowSeconds();
  const payload = {
    ...claims,
    iat: issuedAt,
    exp: issuedAt + options.expiresInSeconds,
    aud: options.audience,
    iss: options.issuer,
    sub: options.subject,
  };
  const signedPart = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signedPart}.${signatureOf(signedPart, secret)}`;
};

const parseJsonObject = (encoded: string): JwtPayload | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as JwtPayload)
      : undefined;
  } catch {
    return undefined;
  }
};

const sameSignature = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const hasAudience = (aud: unknown, audience: string): boolean =>
  Array.isArray(aud) ? aud.includes(audience) : aud === audience;

/**
 * The payload of a token we signed that is in force now, else undefined. Only `alg: HS256` is
 * accepted, so unsigned (`none`), other HMAC and public-key tokens are refused before any
 * signature check; `exp` is required, `nbf` honoured when present.
 */
export const verifyHs256 = (
  token: string,
  secret: string,
  options: VerifyOptions,
): JwtPayload | undefined => {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => segment.test(part))) return undefined;
  const [encodedHeader = '', encodedPayload = '', signature = ''] = parts;
  if (parseJsonObject(encodedHeader)?.alg !== 'HS256') return undefined;
  if (!sameSignature(signature, signatureOf(`${encodedHeader}.${encodedPayload}`, secret))) return undefined;

  const payload = parseJsonObject(encodedPayload);
  if (!payload) return undefined;
  const now = options.now ?? nowSeconds();
  if (typeof payload.exp !== 'number' || now >= payload.exp) return undefined;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return undefined;
  if (!hasAudience(payload.aud, options.audience) || payload.iss !== options.issuer) return undefined;
  return payload;
};
