import { vi } from 'vitest';

export interface ScriptedAnswer {
  status: number;
  body: unknown;
}

/**
 * A fetch that answers each "METHOD /path" from a script, one answer per call, the last one
 * repeated: a job that is running on the first poll and done on the next.
 */
export const scriptedFetch = (script: Record<string, ScriptedAnswer[]>) => {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const { pathname } = new URL(String(url));
    const method = init?.method ?? 'GET';
    sent.push({
      method,
      path: pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answers = script[`${method} ${pathname}`] ?? [];
    const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? {
      status: 404,
      body: { code: 'ROUTE_NOT_FOUND', message: 'Not Found' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetchImpl as unknown as typeof fetch, sent };
};
