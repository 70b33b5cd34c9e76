import type { NotificationType } from '@recyclens/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export const notificationsQueryKey = (types: readonly NotificationType[], limit: number) =>
  ['notifications', { types, limit }] as const;

/** Newest first; each further page continues from the cursor of the one before. */
export const notificationsQueryOptions = (
  api: ApiClient,
  types: readonly NotificationType[],
  limit: number,
) =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey(types, limit),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call('notifications', { query: { types: [...types], limit, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useNotifications = (types: readonly NotificationType[], limit: number) =>
  useInfiniteQuery(notificationsQueryOptions(useApi(), types, limit));
