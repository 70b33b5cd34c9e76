import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/lib/api-client';
import { ApiError, MissingParameterError, UnauthorizedError } from '../src/lib/api-errors';
import { DEFAULT_API_URL, readEnv } from '../src/config/env';

interface Sent {
  url: string;
  init: RequestInit;
}

const answering = (status: number, body: unknown, sent: Sent[] = []) =>
  vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;

const user = {
  id: 'u1',
  createdAt: '2026-03-04T05:06:07.000Z',
  updatedAt: '2026-03-04T05:06:07.000Z',
  version: 3,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'DEFAULT_USER',
  status: 'APPROVED',
  language: 'DE',
  companies: [{ id: 'c1', name: 'Analytical Packaging' }],
  firstSignIn: false,
};

const client = (fetchImpl: typeof fetch, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({
    baseUrl: 'https://api.example.com',
    getToken: () => 'tok-123',
    fetch: fetchImpl,
    ...extra,
  });

describe('API client', () => {
  it('sends protected calls with the bearer token and parses dates', async () => {
    const sent: Sent[] = [];
    const me = await client(answering(200, user, sent)).call('me');
    expect(sent[0]?.url).toBe('https://api.example.com/me');
    expect((sent[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(me.createdAt).toBeInstanceOf(Date);
    expect(me.companies[0]?.name).toBe('Analytical Packaging');
  });

  it('names every call with a fresh X-Request-Id, the correlation id of its API log line', async () => {
    const sent: Sent[] = [];
    const api = client(answering(200, user, sent));
    await api.call('me');
    await api.call('me');
    const ids = sent.map(({ init }) => (init.headers as Record<string, string>)['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    expect(new Set(ids).size).toBe(2);
  });

  it('sends public calls without a token', async () => {
    const sent: Sent[] = [];
    await client(answering(200, { primaryColor: '#000000', secondaryColor: '#737373' }, sent)).call('theme', {
      query: { url: 'https://acme.example.com' },
    });
    expect(sent[0]?.url).toBe('https://api.example.com/theme?url=https%3A%2F%2Facme.example.com');
    expect((sent[0]?.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('fills path parameters and names a missing one before sending anything', async () => {
    const sent: Sent[] = [];
    const fetchImpl = answering(200, user, sent);
    await client(fetchImpl).call('user', { params: { userId: 'a/b' } });
    expect(sent[0]?.url).toBe('https://api.example.com/user/a%2Fb');
    await expect(client(fetchImpl).call('user', {})).rejects.toThrow(new MissingParameterError('userId'));
    await expect(client(fetchImpl).call('clientByUrl', { query: {} })).rejects.toThrow(
      'Missing required parameter: url',
    );
    expect(sent).toHaveLength(1);
  });

  it('names the current company on company-scoped calls and joins list parameters', async () => {
    const sent: Sent[] = [];
    await client(answering(200, { items: [], nextCursor: null }, sent), { getCompanyId: () => 'c9' }).call(
      'notifications',
      { query: { types: ['NEW_USER', 'NEW_PACKAGE'], limit: 5 } },
    );
    expect(sent[0]?.url).toBe('https://api.example.com/notifications?types=NEW_USER%2CNEW_PACKAGE&limit=5');
    expect((sent[0]?.init.headers as Record<string, string>)['x-company-id']).toBe('c9');
  });

  it('passes other errors through with the server code and field messages', async () => {
    const failing = answering(409, {
      code: 'EMAIL_ALREADY_EXISTS',
      message: 'exists',
      fields: { email: 'taken' },
    });
    const error = await client(failing)
      .call('me')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_ALREADY_EXISTS', fields: { email: 'taken' } });
  });

  it('ends the session on a 401 outside the login page only', async () => {
    const onUnauthorized = vi.fn();
    const denied = answering(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
    await expect(
      client(denied, { onUnauthorized, isOnLoginPage: () => false }).call('me'),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const refusedLogin = answering(403, { code: 'USER_NOT_APPROVED', message: 'User is not approved' });
    const error = await client(refusedLogin, { onUnauthorized, isOnLoginPage: () => true })
      .call('login', { body: { email: 'ada@example.com', password: '12345678' } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'USER_NOT_APPROVED' });
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a 403: the action is refused, the user stays signed in', async () => {
    const onUnauthorized = vi.fn();
    const onCompanyLost = vi.fn();
    const forbidden = answering(403, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    const error = await client(forbidden, { onUnauthorized, onCompanyLost, isOnLoginPage: () => false })
      .call('me')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onCompanyLost).not.toHaveBeenCalled();

    const lost = answering(403, {
      code: 'COMPANY_NOT_ACCESSIBLE',
      message: 'You no longer have access to this company.',
    });
    await expect(
      client(lost, {
        onUnauthorized,
        onCompanyLost,
        getCompanyId: () => 'company-gone',
        isOnLoginPage: () => false,
      }).call('portfolio'),
    ).rejects.toMatchObject({ code: 'COMPANY_NOT_ACCESSIBLE' });
    // Told which company the call was for, so calls answered after a switch change nothing.
    expect(onCompanyLost).toHaveBeenCalledExactlyOnceWith('company-gone');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as a network error', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(client(offline).call('me')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });
});

describe('environment', () => {
  it('falls back to the local API address', () => {
    expect(readEnv({}).apiUrl).toBe(DEFAULT_API_URL);
    expect(readEnv({ VITE_API_URL: 'https://api.acme.example.com/' }).apiUrl).toBe(
      'https://api.acme.example.com',
    );
  });

  it('names an invalid variable', () => {
    expect(() => readEnv({ VITE_API_URL: 'not a url' })).toThrow(/VITE_API_URL/);
  });
});
