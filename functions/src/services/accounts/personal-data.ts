import type { RouteAnswerJson, Routes } from '@recyclens/shared';
import { getCompanies } from '../../data/repositories/companies';
import { notificationsAboutUser } from '../../data/repositories/notifications';
import type { Caller } from '../../http/caller';
import { signInsOf } from '../tenants/audit-log';
import { storedFieldsView } from '../stored-fields-view';
import { userView } from './user-views';

/** Sign-ins in the download: a year of them at most (the log keeps no more), newest first. */
const SIGN_INS_MAX = 2000;

/**
 * GET /me/data (issue 26 §4): what the platform holds about the caller as a person. Packaging
 * and results belong to the company, not the person, and are not part of it (docs/retention.md).
 */
export const personalDataOf = async (caller: Caller): Promise<RouteAnswerJson<Routes['myData']>> => {
  const [companies, signIns, notifications] = await Promise.all([
    getCompanies(caller.clientId, caller.user.companyIds),
    signInsOf(caller, SIGN_INS_MAX),
    notificationsAboutUser(caller.clientId, caller.userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: userView(caller.user, companies),
    memberships: companies.map((company) => ({ id: company.id, name: company.name })),
    signIns,
    notifications: notifications.map((item) => ({
      ...storedFieldsView(item),
      type: item.type,
      meta: item.meta,
    })),
  };
};
