import { z } from 'zod';
import { routes } from '@recyclens/shared';

export interface SmokeTarget {
  /** The API's base URL: its own (`https://….execute-api…`) or a tenant host's `/api`. */
  readonly baseUrl: string;
  /** The tenant origin to sign in at (the login resolves the tenant by Origin). */
  readonly origin: string;
  readonly email: string;
  readonly password: string;
}

export interface SmokeCheck {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

const urlOf = (baseUrl: string, path: string): string => `${baseUrl.replace(/\/+$/, '')}${path}`;

/** The answer's body when it is the status and shape the route declares; else why not. */
const expectAnswer = async <T>(
  response: Response,
  schema: z.ZodType<T>,
): Promise<{ body: T } | { problem: string }> => {
  if (response.status !== 200) return { problem: `answered ${response.status}` };
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? { body: parsed.data } : { problem: 'answered 200 with a body of another shape' };
};

/**
 * What a deploy must not have broken, checked from outside as a browser would: the API and its
 * table answer, and a real user of a real tenant signs in, reads their account and signs out.
 * Stops at the first failed step, as the later ones depend on it.
 */
export const runSmokeChecks = async (target: SmokeTarget, fetchFn: Fetch = fetch): Promise<SmokeCheck[]> => {
  const checks: SmokeCheck[] = [];
  const record = (name: string, problem: string | undefined): boolean => {
    checks.push({ name, ok: problem === undefined, detail: problem ?? 'ok' });
    return problem === undefined;
  };
  const headers = { origin: target.origin, 'content-type': 'application/json' };

  const health = await expectAnswer(
    await fetchFn(urlOf(target.baseUrl, routes.health.path), { headers }),
    routes.health.answer,
  );
  if (!record('GET /health', 'problem' in health ? health.problem : undefined)) return checks;

  const login = await expectAnswer(
    await fetchFn(urlOf(target.baseUrl, routes.login.path), {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: target.email, password: target.password }),
    }),
    routes.login.answer,
  );
  if (!record('POST /auth/login', 'problem' in login ? login.problem : undefined) || 'problem' in login) {
    return checks;
  }
  const authorized = { ...headers, authorization: `Bearer ${login.body.token}` };

  // Only what says the token is the test user's: the rest of the user may change between releases.
  const me = await expectAnswer(
    await fetchFn(urlOf(target.baseUrl, routes.me.path), { headers: authorized }),
    z.object({ email: z.string() }),
  );
  record(
    'GET /me',
    'problem' in me
      ? me.problem
      : me.body.email.toLowerCase() === target.email.toLowerCase()
        ? undefined
        : 'answered another user',
  );

  // Signed out whatever /me said, so smoke runs leave no sessions behind.
  const logout = await fetchFn(urlOf(target.baseUrl, routes.logout.path), {
    method: 'POST',
    headers: authorized,
  });
  record('POST /auth/logout', logout.status === 200 ? undefined : `answered ${logout.status}`);
  return checks;
};
