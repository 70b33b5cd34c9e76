import type { InterfaceLocale } from '@recyclens/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { downloadBlob } from '../../../lib/download';
import { packageConformityQueryKey } from '../../../lib/query-keys';

/** Keyed by the packaging's version: each saved version is checked once, a save checks again. */
const conformityQueryOptions = (api: ApiClient, packageId: string, version: number) =>
  queryOptions({
    queryKey: [...packageConformityQueryKey(packageId), version] as const,
    queryFn: ({ signal }) => api.call('packageConformity', { params: { packageId }, query: {}, signal }),
  });

/** The packaging's PPWR conformity, asked for only once the user opens the section. */
export const usePackageConformity = (packageId: string, version: number, enabled: boolean) =>
  useQuery({ ...conformityQueryOptions(useApi(), packageId, version), enabled });

/** Fetches the draft EU declaration of conformity with its technical file in `language` and saves it. */
export const useDownloadDeclaration = (packageId: string, version: number) => {
  const api = useApi();
  return useMutation({
    mutationFn: async (language: InterfaceLocale) => {
      const file = await api.fetchFile('packageDeclaration', { params: { packageId }, query: { language } });
      if (!file) throw new Error('The declaration is not available.');
      downloadBlob(file, `recyclens-declaration-${packageId}-v${version}-${language}.pdf`);
    },
  });
};
