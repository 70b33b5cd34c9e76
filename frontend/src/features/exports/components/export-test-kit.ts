import { vi } from 'vitest';

interface Answer {
  status: number;
  body: object;
}

/**
 * A fetch that answers each "METHOD /path" from a script, one answer per call, the last one
 * repeated: a job that is running on the first poll and done on the next.
 */
export const scriptedFetch = (script: Record<string, Answer[]>) => {
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

const LINK_SECONDS = 900;

/** An export job as the server writes it. */
export const job = (
  fields: Partial<{ status: string; total: number; done: number; format: string; error: string | null }> & {
    id?: string;
    linked?: boolean;
  } = {},
) => {
  const { id = 'e1', linked = false, ...rest } = fields;
  return {
    id,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    version: 1,
    format: 'pdf',
    status: 'queued',
    total: 30,
    done: 0,
    error: null,
    download: linked
      ? {
          url: `https://reports.test/${id}.pdf?signature=abc`,
          expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString(),
        }
      : null,
    ...rest,
  };
};
