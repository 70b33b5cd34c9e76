import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './query-keys';

/** How long the app's first page may wait for what it shows at once before it renders without. */
export const FIRST_PAGE_WAIT_MS = 1000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A loader's wait for the answer its page's title shows (the dashboard's user, the editor's
 * packaging) on the app's first signed-in page (no user loaded yet), at most FIRST_PAGE_WAIT_MS:
 * that page's first render then has its title, and nothing under it is rendered twice. Later
 * pages do not wait; they show their skeletons at once (decision 035).
 * Ask before starting the user's query: the check reads whether the user is already known.
 */
export const firstPageWait = (queryClient: QueryClient) => {
  const firstPage = queryClient.getQueryData(meQueryKey) === undefined;
  return (answer: Promise<unknown>) =>
    firstPage ? Promise.race([answer, delay(FIRST_PAGE_WAIT_MS)]) : undefined;
};
