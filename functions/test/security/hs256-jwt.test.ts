import { createHmac, generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from '../../src/security/hs256-jwt';

const secret = 'a signing secret of at least thirty-two characters';
const now = 1_800_000_000;
const checks = { audience: 'recyclens-web', issuer: 'recyclens', now };
const claims = { cid: 'tenant-1', sid: 'session-1', dom: 'example.com' };
const signOptions = {
  subject: 'user-1',
  audience: 'recyclens-web',
  issuer: 'recyclens',
  expiresInSeconds: 600,
};

const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url');
/** A token with any header and payload, signed with HMAC-SHA256 whatever the header claims. */
const handMade = (header: unknown, payload: unknown, key = secret) => {
  const signedPart = `${encode(header)}.${encode(payload)}`;
  return `${signedPart}.${createHmac('sha256', key).update(signedPart).digest('base64url')}`;
};
const valid = { ...claims, iat: now, exp: now + 600, aud: 'recyclens-web', iss: 'recyclens', sub: 'user-1' };

describe('HS256 tokens', () => {
  it('round-trips its own tokens with every claim', () => {
    expect(verifyHs256(signHs256(claims, secret, { ...signOptions, now }), secret, checks)).toEqual(valid);
  });

  it('writes the header and claims jsonwebtoken wrote, byte for byte', () => {
    const ours = signHs256(claims, secret, { ...signOptions, now });
    const theirs = jwt.sign({ ...claims, iat: now }, secret, {
      algorithm: 'HS256',
      subject: 'user-1',
      audience: 'recyclens-web',
      issuer: 'recyclens',
      expiresIn: 600,
    });
    expect(ours).toBe(theirs);
    expect(jwt.verify(ours, secret, { algorithms: ['HS256'], clockTimestamp: now })).toEqual(valid);
  });

  it('refuses a signature made with another key', () => {
    expect(verifyHs256(handMade({ alg: 'HS256', typ: 'JWT' }, valid, `${secret}!`), secret, checks)).toBe(
      undefined,
    );
  });

  it('refuses a payload changed after signing', () => {
    const [header, , signature] = signHs256(claims, secret, { ...signOptions, now }).split('.');
    expect(verifyHs256(`${header}.${encode({ ...valid, sub: 'user-2' })}.${signature}`, secret, checks)).toBe(
      undefined,
    );
  });

  it('refuses unsigned tokens (alg none), with or without a signature segment', () => {
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(valid)}`;
    expect(verifyHs256(`${unsigned}.`, secret, checks)).toBe(undefined);
    expect(verifyHs256(handMade({ alg: 'none', typ: 'JWT' }, valid), secret, checks)).toBe(undefined);
  });

  it.each(['HS512', 'HS384', 'RS256', 'hs256', ''])('refuses alg %j even when the HMAC matches', (alg) => {
    expect(verifyHs256(handMade({ alg, typ: 'JWT' }, valid), secret, checks)).toBe(undefined);
  });

  it('refuses RS256 tokens signed with a real key pair', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const token = jwt.sign(valid, privateKey, { algorithm: 'RS256' });
    expect(verifyHs256(token, secret, checks)).toBe(undefined);
  });

  it('refuses a header without alg or one that is not a JSON object', () => {
    expect(verifyHs256(handMade({ typ: 'JWT' }, valid), secret, checks)).toBe(undefined);
    expect(verifyHs256(handMade(['HS256'], valid), secret, checks)).toBe(undefined);
    expect(verifyHs256(handMade('HS256', valid), secret, checks)).toBe(undefined);
  });

  it('refuses expired tokens, from the second exp names', () => {
    const token = signHs256(claims, secret, { ...signOptions, now });
    expect(verifyHs256(token, secret, { ...checks, now: now + 599 })).toBeDefined();
    expect(verifyHs256(token, secret, { ...checks, now: now + 600 })).toBe(undefined);
  });

  it('refuses tokens without a numeric exp', () => {
    const { exp: _exp, ...withoutExp } = valid;
    expect(verifyHs256(handMade({ alg: 'HS256' }, withoutExp), secret, checks)).toBe(undefined);
    expect(
      verifyHs256(handMade({ alg: 'HS256' }, { ...valid, exp: String(now + 600) }), secret, checks),
    ).toBe(undefined);
  });

  it('refuses tokens that are not valid yet (nbf)', () => {
    expect(verifyHs256(handMade({ alg: 'HS256' }, { ...valid, nbf: now + 10 }), secret, checks)).toBe(
      undefined,
    );
    expect(verifyHs256(handMade({ alg: 'HS256' }, { ...valid, nbf: now }), secret, checks)).toBeDefined();
  });

  it('refuses another audience or issuer, and accepts our audience in a list', () => {
    expect(verifyHs256(handMade({ alg: 'HS256' }, { ...valid, aud: 'someone-else' }), secret, checks)).toBe(
      undefined,
    );
    const { aud: _aud, ...withoutAudience } = valid;
    expect(verifyHs256(handMade({ alg: 'HS256' }, withoutAudience), secret, checks)).toBe(undefined);
    expect(verifyHs256(handMade({ alg: 'HS256' }, { ...valid, iss: 'someone-else' }), secret, checks)).toBe(
      undefined,
    );
    expect(
      verifyHs256(handMade({ alg: 'HS256' }, { ...valid, aud: ['other', 'recyclens-web'] }), secret, checks),
    ).toBeDefined();
  });

  it.each([
    ['no dots', 'garbage'],
    ['two segments', 'a.b'],
    ['four segments', 'a.b.c.d'],
    ['empty segments', '..'],
    ['characters outside base64url', 'a+b.c/d.e=f'],
    ['padding', `${encode({ alg: 'HS256' })}=.${encode(valid)}.abc`],
    ['spaces', ` ${handMade({ alg: 'HS256' }, valid)}`],
  ])('refuses malformed tokens: %s', (_label, token) => {
    expect(verifyHs256(token, secret, checks)).toBe(undefined);
  });

  it('refuses payloads that are not a JSON object, even when correctly signed', () => {
    const signedRaw = (payload: string) => {
      const signedPart = `${encode({ alg: 'HS256' })}.${Buffer.from(payload).toString('base64url')}`;
      return `${signedPart}.${createHmac('sha256', secret).update(signedPart).digest('base64url')}`;
    };
    for (const payload of ['not json', '{"exp":', '"a string"', '42', 'null', '[1,2]']) {
      expect(verifyHs256(signedRaw(payload), secret, checks), payload).toBe(undefined);
    }
  });
});
