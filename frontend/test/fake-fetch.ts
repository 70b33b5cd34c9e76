import type { ErrorBody, FieldErrorCode } from '@recyclens/shared';
import { vi } from 'vitest';

/** An answer a test scripts: a status and the JSON body the API would send. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** One request as a fake fetch saw it. */
export interface FakeRequest {
  method: string;
  url: URL;
  init: RequestInit | undefined;
}

/** A 200 with this body. */
export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const answerResponse = ({ status, body }: FakeAnswer) => jsonResponse(status, body);

/**
 * The API's 400 for refused fields: each field path with its code, and beside it the text the
 * server wrote ('x' unless a test shows that the form says its own text, not the server's).
 */
export const fieldsRefused = (
  fieldCodes: Record<string, FieldErrorCode>,
  fields: Record<string, string> = Object.fromEntries(Object.keys(fieldCodes).map((path) => [path, 'x'])),
): FakeAnswer => ({
  status: 400,
  body: { code: 'VALIDATION_FAILED', message: 'Validation failed', fields, fieldCodes } satisfies ErrorBody,
});

/** What the API answers for a path it does not serve, for every request a test left unanswered. */
export const notFound = () => jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'Not Found' });

/** The "METHOD /path" a test's answers are keyed by. */
export const routeOf = ({ method, url }: FakeRequest) => `${method} ${url.pathname}`;

/** The JSON a request sent; undefined when it sent none or a file (a multipart body). */
export const jsonBody = ({ init }: FakeRequest): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;

/**
 * The one fetch stub the test fakes are made of: `answer` looks at each request (no answer is the
 * API's not-found), and `record` keeps what the test wants to check of it, in order, in `sent`.
 */
export const stubFetch = <Sent>(
  answer: (request: FakeRequest) => Response | undefined | Promise<Response | undefined>,
  record: (request: FakeRequest) => Sent,
) => {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = { method: init?.method ?? 'GET', url: new URL(String(input)), init };
    sent.push(record(request));
    return (await answer(request)) ?? notFound();
  });
  return { fetch: fetchImpl as unknown as typeof fetch, sent };
};
