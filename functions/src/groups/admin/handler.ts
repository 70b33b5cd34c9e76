import { adminRoutes } from '@recyclens/shared';
import { createGroupHandler } from '../group-handler';
import { auditLog, auditLogCsv } from './audit-log';
import { companies } from './companies';
import { updateCompanyAddress } from './company-address';
import { createCompany } from './create-company';
import {
  addBlacklistEntry,
  removeBlacklistEntry,
  tenantSettings,
  updateTenantSettings,
  uploadTenantLogo,
} from './tenant-settings';
import { removeUser } from './remove-user';
import { updateUser } from './update-user';
import { user } from './user';
import { userCounts } from './user-counts';
import { users } from './users';

/** The admin group's Lambda: users, companies and tenant settings, within the caller's scope. */
export const handler = createGroupHandler('admin', adminRoutes, {
  users,
  userCounts,
  user,
  updateUser,
  removeUser,
  auditLog,
  auditLogCsv,
  companies,
  createCompany,
  updateCompanyAddress,
  tenantSettings,
  updateTenantSettings,
  uploadTenantLogo,
  addBlacklistEntry,
  removeBlacklistEntry,
});
