import type { InterfaceLocale, RouteAnswer, Routes } from '@recyclens/shared';
import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

type GuidelineLink = RouteAnswer<Routes['guidelineLink']>;

/** A link is renewed this long before it expires, so a click never lands on an expired one. */
const RENEW_BEFORE_MS = 60_000;
/** Bounds for the renewal timer: no tight loop under clock skew, no setTimeout overflow (max ~24.8 days). */
const RENEW_MIN_MS = 30_000;
const RENEW_MAX_MS = 24 * 60 * 60 * 1000;

const msUntilRenewal = (query: Query<GuidelineLink, Error, GuidelineLink, readonly unknown[]>) => {
  const expiresAt = query.state.data?.expiresAt;
  return expiresAt
    ? Math.min(RENEW_MAX_MS, Math.max(0, expiresAt.getTime() - Date.now() - RENEW_BEFORE_MS))
    : 0;
};

export const guidelineLinkQueryKey = (id: string, language: InterfaceLocale, download: boolean) =>
  ['guideline-link', id, language, download] as const;

/**
 * The server answers a short-lived signed link (about 15 minutes). It stays fresh until shortly
 * before it expires, is renewed on a timer while the page is open and on return to the tab.
 */
export const guidelineLinkQueryOptions = (
  api: ApiClient,
  id: string,
  language: InterfaceLocale,
  download: boolean,
) =>
  queryOptions({
    queryKey: guidelineLinkQueryKey(id, language, download),
    queryFn: ({ signal }) =>
      api.call('guidelineLink', {
        params: { guidelineId: id },
        query: { language, download: download ? 'true' : 'false' },
        signal,
      }),
    staleTime: msUntilRenewal,
    refetchInterval: (query) => (query.state.data ? Math.max(RENEW_MIN_MS, msUntilRenewal(query)) : false),
    refetchOnWindowFocus: true,
  });

export const useGuidelineLink = (id: string, language: InterfaceLocale, download: boolean) =>
  useQuery(guidelineLinkQueryOptions(useApi(), id, language, download));
