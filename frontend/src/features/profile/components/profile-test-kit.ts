import type { RouteAnswerJson, Routes } from '@recyclens/shared';
import { vi } from 'vitest';

export const ada: RouteAnswerJson<Routes['me']> = {
  id: 'u1',
  createdAt: '2026-03-04T05:06:07.000Z',
  updatedAt: '2026-03-04T05:06:07.000Z',
  version: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'CLIENT_ADMIN',
  status: 'APPROVED',
  language: 'EN',
  companies: [
    { id: 'c1', name: 'Analytical Packaging' },
    { id: 'c2', name: 'Difference Engines' },
  ],
};

/** jsdom has no object URLs; these stand in and record what was made and revoked. */
export const fakeObjectUrls = () => {
  let next = 0;
  const create = vi.fn((_blob: Blob) => `blob:test/${++next}`);
  const revoke = vi.fn((_url: string) => undefined);
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true });
  return { create, revoke };
};

interface Sent {
  method: string;
  path: string;
  body: BodyInit | null | undefined;
}

/**
 * A fetch for binary and multipart calls: each answer is a ready Response (a picture or JSON),
 * and every request's raw body (FormData included) is kept.
 */
export const fileFetch = (answers: Record<string, () => Response>) => {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(url)).pathname;
    sent.push({ method, path, body: init?.body });
    const answer = answers[`${method} ${path}`];
    return answer
      ? answer()
      : new Response(JSON.stringify({ code: 'ROUTE_NOT_FOUND', message: 'Not Found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
  });
  return { fetch: fetchImpl as unknown as typeof fetch, sent };
};

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
