import type { QueryClient } from '@tanstack/react-query';

/** Queries that do not depend on the current company: the user, the tenant and its look. */
const companyIndependent = new Set(['me', 'client', 'client-by-url', 'companies', 'theme', 'theme-logo']);

/**
 * Reloads every answer that belongs to the current company (packaging, projects, notifications,
 * the portfolio…): after the user switches company, or lost the one they were working in.
 */
export const invalidateCompanyData = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => !companyIndependent.has(String(query.queryKey[0])) });
