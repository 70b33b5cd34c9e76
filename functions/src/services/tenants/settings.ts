import { randomUUID } from 'node:crypto';
import type { RouteBody, Routes } from '@recyclens/shared';
import { auditPut, putAuditEntry } from '../../data/repositories/audit-entries';
import {
  blacklistEntryDelete,
  blacklistEntryPut,
  clientSettingsUpdate,
  faqReplacement,
  getClientProfile,
  setClientLogo,
  type ClientProfile,
} from '../../data/repositories/clients';
import { nowIso } from '../../data/clock';
import { transactWrite } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import { cleanImage } from '../../images/clean-image';
import type { Caller } from '../../http/caller';
import type { UploadedFile } from '../../http/types';
import { deleteObject, putObject } from '../../storage/objects';
import { auditEntryBy } from './audit-log';
import { clientView } from './views';

/**
 * Tenant settings, for the tenant's admins (beyond the spec). Public calls read the stored
 * tenant on every request, so a new theme or logo shows at once.
 */
const requireProfile = async (clientId: string): Promise<ClientProfile> => {
  const profile = await getClientProfile(clientId);
  if (!profile) throw new AppError('NOT_FOUND');
  return profile;
};

export const tenantSettingsOf = async (caller: Caller) =>
  clientView(await requireProfile(caller.clientId), { withBlacklist: true });

const tenantTarget = (name: string) => ({ kind: 'tenant' as const, id: 'settings', label: name });

/** What a settings save changed, for the audit log; the FAQs by their number only. */
const settingsChanges = (profile: ClientProfile, body: RouteBody<Routes['updateTenantSettings']>) => {
  const { client } = profile;
  const changes: Record<string, string> = {};
  const note = (field: string, before: string | undefined, after: string) => {
    if ((before ?? '') !== after) changes[field] = `${before ?? ''} → ${after}`;
  };
  note('name', client.name, body.name);
  note('email', client.email, body.email);
  note('primaryColor', client.theme.primaryColor, body.primaryColor.toLowerCase());
  note('secondaryColor', client.theme.secondaryColor, body.secondaryColor.toLowerCase());
  changes.faqs = `${profile.faqs.length} → ${body.faqs.length}`;
  return changes;
};

/**
 * Replaces name, contact, colours and the FAQ list in one transaction guarded by the version the
 * admin read: the old FAQs go and the new ones come together, or nothing changes.
 */
export const updateTenantSettings = async (
  caller: Caller,
  body: RouteBody<Routes['updateTenantSettings']>,
) => {
  const profile = await requireProfile(caller.clientId);
  const now = nowIso();
  await transactWrite([
    clientSettingsUpdate(
      caller.clientId,
      {
        name: body.name,
        email: body.email,
        theme: {
          primaryColor: body.primaryColor.toLowerCase(),
          secondaryColor: body.secondaryColor.toLowerCase(),
        },
      },
      body.version,
      now,
    ),
    ...faqReplacement(caller.clientId, profile.faqs, body.faqs, now),
    auditPut(
      auditEntryBy(
        caller,
        'TENANT_SETTINGS_UPDATED',
        tenantTarget(body.name),
        settingsChanges(profile, body),
      ),
    ),
  ]);
  return tenantSettingsOf(caller);
};

/**
 * A new logo: PNG or JPEG by content (SVG can carry script), at most 1 MB (route limit), stored as
 * its re-encoded pixels only.
 */
export const replaceTenantLogo = async (caller: Caller, file: UploadedFile | undefined) => {
  if (!file) throw new AppError('FILE_MISSING');
  const logo = await cleanImage(file.bytes);
  const profile = await requireProfile(caller.clientId);
  const path = `clients/${caller.clientId}/logo-${randomUUID()}`;
  await putObject('uploads', path, logo);
  try {
    await setClientLogo(caller.clientId, profile.client.version, path);
  } catch (error) {
    await deleteObject('uploads', path).catch(() => undefined);
    throw error;
  }
  if (profile.client.logoPath) await deleteObject('uploads', profile.client.logoPath).catch(() => undefined);
  await putAuditEntry(auditEntryBy(caller, 'TENANT_LOGO_REPLACED', tenantTarget(profile.client.name)));
  return tenantSettingsOf(caller);
};

const domainTarget = (emailDomain: string) => ({
  kind: 'email-domain' as const,
  id: emailDomain,
  label: emailDomain,
});

/** Blocking a domain and its audit entry are one transaction, as is unblocking. */
export const addBlacklistEntry = async (caller: Caller, emailDomain: string) => {
  await transactWrite([
    blacklistEntryPut(caller.clientId, emailDomain, nowIso()),
    auditPut(auditEntryBy(caller, 'BLACKLIST_ADDED', domainTarget(emailDomain))),
  ]);
  return tenantSettingsOf(caller);
};

export const removeBlacklistEntry = async (caller: Caller, emailDomain: string) => {
  await transactWrite(
    [
      blacklistEntryDelete(caller.clientId, emailDomain),
      auditPut(auditEntryBy(caller, 'BLACKLIST_REMOVED', domainTarget(emailDomain))),
    ],
    () => 'NOT_FOUND',
  );
  return tenantSettingsOf(caller);
};
