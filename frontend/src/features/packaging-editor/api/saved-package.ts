import type { RouteAnswer, Routes } from '@recyclens/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  packageListsQueryKey,
  packageResultsQueryKey,
  packageVersionsQueryKey,
  projectsQueryKey,
} from '../../../lib/query-keys';
import { refreshQueries } from '../../../lib/refresh-queries';
import { packageQueryKey } from './get-package';

/**
 * A save or a restore answers the packaging as it now is: the editor shows it at once. Lists show
 * name, project and category; project counts, results' 'outdated' and the history follow edits.
 */
export const showSavedPackage = (
  queryClient: QueryClient,
  packageId: string,
  saved: RouteAnswer<Routes['getPackage']>,
) => {
  queryClient.setQueryData(packageQueryKey(packageId), saved);
  return refreshQueries(queryClient, [
    packageListsQueryKey,
    projectsQueryKey,
    packageResultsQueryKey(packageId),
    packageVersionsQueryKey(packageId),
  ]);
};
