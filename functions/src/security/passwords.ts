import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallel lanes). */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's parameters, what every deployed function hashes with. The parameters are stored with
 * each hash, so they can be raised later and old hashes still verify.
 */
export const productionPasswordCost: Readonly<PasswordCost> = { N: 2 ** 15, r: 8, p: 3 };
let current: Readonly<PasswordCost> = productionPasswordCost;
/**
 * What the test run and the browser journeys' local stack hash at: ~1 ms of CPU against ~0.3 s at
 * production's cost, for the hundreds of sign-ups and sign-ins they make (decision 047).
 */
export const testPasswordCost: Readonly<PasswordCost> = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * For the test run only (test/support/setup-file.ts), never called by function code: every
 * sign-up and password change of the API tests would otherwise take ~0.3 s of CPU on the test
 * process's four hashing threads. Hashes keep naming their own parameters, so a hash made at
 * either cost verifies under the other (decision 047).
 */
export const usePasswordCostForTests = (cost: PasswordCost): void => {
  current = cost;
  decoy = undefined;
};

const derive = (password: string, salt: Buffer, params: PasswordCost) =>
  new Promise<Buffer>((resolve, reject) => {
    // scrypt needs 128·N·r bytes; allow twice that so the default 32 MB cap does not refuse it.
    const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const cost = current;
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

/** A fixed hash to verify against when there is no user, so both paths take the same time. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('decoy password that never matches'));

export const verifyPassword = async (
  password: string,
  stored: string | null | undefined,
): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = (stored ?? (await decoyHash())).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return Boolean(stored) && actual.length === expected.length && timingSafeEqual(actual, expected);
};
