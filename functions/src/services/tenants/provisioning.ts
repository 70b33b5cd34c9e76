import { randomUUID } from 'node:crypto';
import type { Theme } from '@recyclens/shared';
import { getClientProfile, newClientItems, type NewClient } from '../../data/repositories/clients';
import { newCompanyItems } from '../../data/repositories/companies';
import { membershipItem } from '../../data/repositories/memberships';
import { newTokenItem } from '../../data/repositories/one-time-tokens';
import { userCountChanges, userCountsUpdate } from '../../data/repositories/user-counts';
import { emailMarkerFor, newUserItem } from '../../data/repositories/users';
import { createWithMarkers } from '../../data/transactions';
import { cleanImage } from '../../images/clean-image';
import type { Logger } from '../../logging/logger';
import { newOneTimeToken } from '../../security/one-time-tokens';
import { hashPassword } from '../../security/passwords';
import { deleteObject, putObject } from '../../storage/objects';
import { sendTenantMail, tenantLink } from './mail';

export interface NewTenant {
  id?: string;
  url: string;
  name: string;
  email: string;
  theme: Theme;
  /** PNG or JPEG bytes; stored re-encoded, as an uploaded logo is. */
  logo?: Buffer;
  faqs?: NewClient['faqs'];
  blacklist?: string[];
  companyName: string;
  admin: { email: string; firstName: string; lastName: string; password?: string };
}

export interface CreatedTenant {
  clientId: string;
  companyId: string;
  adminId: string;
  /** Set when no password was given: the one-time link the admin uses to choose one. */
  setPasswordLink?: string;
}

/**
 * Registers a tenant with its first company and first admin (approved, confirmed, CLIENT_ADMIN).
 * Without a password the admin gets a one-time set-password link, mailed and returned, so no
 * password ever passes through a command line or a log. Used by the tenant CLI and the seed.
 */
export const createTenantWithAdmin = async (input: NewTenant, logger: Logger): Promise<CreatedTenant> => {
  const clientId = input.id ?? randomUUID();
  const logo = input.logo ? await cleanImage(input.logo) : undefined;
  const logoPath = logo ? `clients/${clientId}/logo-${randomUUID()}` : null;
  const tenant = newClientItems({
    id: clientId,
    url: input.url,
    name: input.name,
    email: input.email,
    theme: input.theme,
    logoPath,
    faqs: input.faqs ?? [],
    blacklist: input.blacklist ?? [],
  });
  const { company, marker: companyMarker } = newCompanyItems(clientId, input.companyName);
  const admin = newUserItem({
    id: randomUUID(),
    clientId,
    firstName: input.admin.firstName,
    lastName: input.admin.lastName,
    email: input.admin.email,
    passwordHash: input.admin.password ? await hashPassword(input.admin.password) : null,
    privacyPolicyAcceptedAt: new Date().toISOString(),
    emailConfirmedAt: new Date().toISOString(),
    role: 'CLIENT_ADMIN',
    status: 'APPROVED',
    language: 'EN',
    companyIds: [company.id],
  });
  const setPassword = input.admin.password ? undefined : newOneTimeToken();
  if (logo && logoPath) await putObject('uploads', logoPath, logo);
  try {
    // One transaction: the tenant, its URL, first company and admin exist together or not at all.
    await createWithMarkers(
      tenant.client,
      [tenant.marker, companyMarker, emailMarkerFor(admin)],
      [
        ...tenant.extraItems,
        company,
        admin,
        membershipItem(clientId, company.id, admin.id),
        ...(setPassword
          ? [newTokenItem(setPassword.hash, { purpose: 'set-password', clientId, userId: admin.id })]
          : []),
      ],
      userCountsUpdate(clientId, userCountChanges(undefined, admin)),
    );
  } catch (error) {
    if (logoPath) await deleteObject('uploads', logoPath).catch(() => undefined);
    throw error;
  }
  const created: CreatedTenant = { clientId, companyId: company.id, adminId: admin.id };
  if (setPassword) {
    const profile = await getClientProfile(clientId);
    if (profile) {
      const link = new URL(tenantLink(profile.client, '/resetPassword', setPassword.token));
      // The page then asks to choose a first password, not to reset one (issue 36 §4).
      link.searchParams.set('invited', 'true');
      created.setPasswordLink = link.toString();
      await sendTenantMail(
        {
          client: profile.client,
          to: admin.email,
          language: admin.language,
          template: 'setPassword',
          values: { url: created.setPasswordLink },
        },
        logger,
      );
    }
  }
  return created;
};
