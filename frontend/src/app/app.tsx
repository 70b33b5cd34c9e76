import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { i18n } from '../lib/i18n';
import { ApiProvider } from '../lib/api-context';
import { createAppApi } from './api';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** The query client, API and router of one page load, made before anything renders. */
export const createApp = () => {
  const queryClient = createQueryClient();
  // The router needs the client and the client's 401 handler needs the router: the handler
  // reads it late, when a call fails.
  const late: { router?: ReturnType<typeof createAppRouter> } = {};
  const api = createAppApi(queryClient, () => {
    void late.router?.navigate({ to: '/login' });
  });
  const router = createAppRouter({ queryClient, api: api.client });
  late.router = router;
  return { queryClient, api, router };
};

export type AppParts = ReturnType<typeof createApp>;

/** The app; main.tsx passes parts whose router already started loading the first page. */
export const App = ({ parts }: { parts?: AppParts }) => {
  const [{ queryClient, api, router }] = useState(() => parts ?? createApp());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={api}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
};
