import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { companiesQueryKey } from '../../../lib/query-keys';

export type CompanyAddressBody = RouteBodyInput<Routes['updateCompanyAddress']>;

/** Records a company's postal address; the company lists reload to show it. */
export const useUpdateCompanyAddress = (companyId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyAddressBody) =>
      api.call('updateCompanyAddress', { params: { companyId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
};
