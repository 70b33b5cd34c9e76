import { I18nProvider } from '@lingui/react';
import type { InterfaceLocale, RouteAnswerJson, Routes } from '@recyclens/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../src/app/query-client';
import { createApiClient } from '../src/lib/api-client';
import { ApiProvider } from '../src/lib/api-context';
import { activateLocale, i18n, loadPageMessages } from '../src/lib/i18n';
import { answerResponse, type FakeAnswer, jsonBody, routeOf, stubFetch } from './fake-fetch';

export type { FakeAnswer } from './fake-fetch';

/** The signed-in user as GET /me answers it. */
export const signedInUser: RouteAnswerJson<Routes['me']> = {
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
  companies: [{ id: 'c1', name: 'Analytical Packaging' }],
  firstSignIn: false,
};

/** The signed-in user's answer with what a test is about changed. */
export const meAnswer = (overrides: Record<string, unknown> = {}) => ({ ...signedInUser, ...overrides });

/**
 * A fetch that answers by "METHOD /path" and records what was sent. An answer given as a function
 * is asked at each call, for a server whose answer changes after a write or comes late.
 */
export const fakeFetch = (answers: Record<string, FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)>) =>
  stubFetch(
    async (request) => {
      const given = answers[routeOf(request)];
      const answer = typeof given === 'function' ? await given() : given;
      return answer && answerResponse(answer);
    },
    (request) => ({
      method: request.method,
      path: request.url.pathname,
      body: jsonBody(request),
      headers: (request.init?.headers ?? {}) as Record<string, string>,
    }),
  );

/** Renders a component in a language, with a real query client and an API client over `fetch`. */
export const renderWith = async (
  ui: ReactElement,
  {
    locale = 'en',
    fetch = fakeFetch({}).fetch,
  }: { locale?: InterfaceLocale; fetch?: typeof globalThis.fetch } = {},
) => {
  // Components render outside their routes here, so every catalogue part is loaded up front.
  await loadPageMessages();
  await activateLocale(locale);
  const options = { baseUrl: 'http://api.test', getToken: () => 'tok', fetch };
  const api = {
    client: createApiClient(options),
    withToken: (token: string) => createApiClient({ ...options, getToken: () => token }),
  };
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ApiProvider value={api}>{ui}</ApiProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
};
