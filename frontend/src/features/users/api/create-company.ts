import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { companiesQueryKey } from '../../../lib/query-keys';

export type CreateCompanyBody = RouteBodyInput<Routes['createCompany']>;

/** Creates a company; the company lists reload so it can be picked at once. */
export const useCreateCompany = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyBody) => api.call('createCompany', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
};
