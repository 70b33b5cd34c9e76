import { expect } from 'vitest';
import type { ApiAnswer, CallOptions } from './api';
import { companyMember } from './company-members';
import { createTestTenant } from './tenants';

type Call = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options?: CallOptions,
) => Promise<ApiAnswer<T>>;

/**
 * A new tenant with a member of its company, and calls made as that member: what an API test of a
 * company's packaging starts from. `signInAgain` gives a new session (after a test moved the clock
 * past the last one's expiry).
 */
export const memberCalls = async (call: Call, label: string) => {
  const tenant = await createTestTenant(label);
  let member = await companyMember(tenant);
  const signInAgain = async () => {
    member = await companyMember(tenant);
  };
  const as = <T = Record<string, unknown>>(method: string, path: string, options: CallOptions = {}) =>
    call<T>(method, path, { ...options, token: member.token });
  /** Creates a packaging, which must succeed. */
  const create = async (body: Record<string, unknown>) => {
    const answer = await as<{ id: string; version: number }>('POST', '/packages', { body });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  return { tenant, signInAgain, as, create };
};
