import type { RouteAnswer, Routes } from '@recyclens/shared';

export interface UserCounts {
  users: number;
  pending: number;
}

/** The counters' answer by company id; a company without users has no entry. */
export const userCountsByCompany = (answer: RouteAnswer<Routes['userCounts']>): Map<string, UserCounts> =>
  new Map(answer.companies.map(({ companyId, users, pending }) => [companyId, { users, pending }]));
