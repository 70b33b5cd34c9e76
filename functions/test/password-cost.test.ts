import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../src/security/passwords';

/**
 * The test run hashes passwords at a low scrypt cost (test/support/setup-file.ts, decision 047);
 * deployed functions never call that setter, so they hash at OWASP's. A hash names its own
 * parameters, so one made at either cost verifies whatever the current cost is.
 */
const parametersOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('password hashing cost', () => {
  it('is OWASP’s (N=2^15, r=8, p=3) in code loaded as a function loads it', async () => {
    vi.resetModules();
    const production = await import('../src/security/passwords');
    const hash = await production.hashPassword('correct horse battery');
    expect(parametersOf(hash)).toBe('scrypt$32768$8$3');
    // A production hash checks out in the test run's code, and a wrong password does not.
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery!', hash)).toBe(false);
  });

  it('is low in the test run, and such a hash verifies in production code', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(parametersOf(hash)).toBe('scrypt$1024$8$1');
    vi.resetModules();
    const production = await import('../src/security/passwords');
    expect(await production.verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await production.verifyPassword('Correct horse battery', hash)).toBe(false);
  });
});
