import { describe, expect, it } from 'vitest';
import { runSmokeChecks } from '../src/smoke/checks';

const target = {
  baseUrl: 'https://api.test/api/',
  origin: 'https://acme.test',
  email: 'smoke@acme.test',
  password: 'secret-password',
};

type Answer = { status: number; body: unknown };
const fakeApi = (answers: Record<string, Answer>) => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = async (url: string, init?: RequestInit): Promise<Response> => {
    calls.push({ url, init });
    const key = `${init?.method ?? 'GET'} ${new URL(url).pathname}`;
    const answer = answers[key] ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return { calls, fetchFn };
};

describe('smoke checks', () => {
  it('checks health, then signs in at the tenant origin, reads /me with the token and signs out', async () => {
    const { calls, fetchFn } = fakeApi({
      'GET /api/health': { status: 200, body: { status: 'ok', time: '2026-11-25T20:00:00Z' } },
      'POST /api/auth/login': { status: 200, body: { token: 'tok' } },
      'GET /api/me': { status: 200, body: { email: 'Smoke@acme.test', firstName: 'Smoke' } },
      'POST /api/auth/logout': { status: 200, body: { ok: true } },
    });
    const checks = await runSmokeChecks(target, fetchFn);
    expect(checks.map((check) => check.name)).toEqual([
      'GET /health',
      'POST /auth/login',
      'GET /me',
      'POST /auth/logout',
    ]);
    expect(checks.every((check) => check.ok)).toBe(true);
    expect(calls[1]?.init?.headers).toMatchObject({ origin: 'https://acme.test' });
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({
      email: target.email,
      password: target.password,
    });
    expect(calls[2]?.init?.headers).toMatchObject({ authorization: 'Bearer tok' });
  });

  it('fails and stops when the API is down or the test user cannot sign in', async () => {
    const down = await runSmokeChecks(target, fakeApi({}).fetchFn);
    expect(down).toEqual([{ name: 'GET /health', ok: false, detail: 'answered 404' }]);

    const refused = await runSmokeChecks(
      target,
      fakeApi({
        'GET /api/health': { status: 200, body: { status: 'ok', time: 'now' } },
        'POST /api/auth/login': { status: 401, body: { code: 'INVALID_CREDENTIALS' } },
      }).fetchFn,
    );
    expect(refused.map((check) => [check.name, check.ok])).toEqual([
      ['GET /health', true],
      ['POST /auth/login', false],
    ]);
  });

  it('fails a 200 whose body is not what the route declares', async () => {
    const checks = await runSmokeChecks(
      target,
      fakeApi({ 'GET /api/health': { status: 200, body: '<html>' } }).fetchFn,
    );
    expect(checks[0]).toMatchObject({ ok: false, detail: 'answered 200 with a body of another shape' });
  });
});
