import type { User } from '@recyclens/shared';
import { useEffect } from 'react';
import { session, useCurrentCompanyId } from '../lib/session';

/**
 * The current-company rules (docs/product.md#current-company): a kept choice stays while it is still one of the user's
 * companies (privileged users may pick any company they can see); otherwise the first of their
 * companies; otherwise none, and a non-default role must choose one.
 */
export const useCurrentCompany = (user: User | undefined) => {
  const companyId = useCurrentCompanyId();
  useEffect(() => {
    if (!user) return;
    const current = session.companyId();
    const own = user.companies.some((company) => company.id === current);
    if (current && (own || user.role !== 'DEFAULT_USER')) return;
    session.setCompanyId(user.companies[0]?.id ?? null);
  }, [user]);
  const needsSelection = Boolean(
    user && user.role !== 'DEFAULT_USER' && !companyId && user.companies.length === 0,
  );
  return { companyId, needsSelection };
};
