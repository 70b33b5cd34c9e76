import { randomUUID } from 'node:crypto';
import type { RouteBody, Routes } from '@recyclens/shared';
import { env } from '../config/env';
import { tenantKeys } from '../data/keys';
import { auditPut, putAuditEntry } from '../data/repositories/audit-entries';
import { getClientProfile, type ClientProfile } from '../data/repositories/clients';
import { nowIso, transactWrite, updateVersioned } from '../data/table';
import { AppError } from '../errors/app-error';
import { cleanImage } from '../images/clean-image';
import type { Caller } from '../http/caller';
import type { UploadedFile } from '../http/types';
import { deleteObject, putObject } from '../storage/objects';
import { auditEntryBy } from './audit-log';
import { clientView } from './tenant-views';

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
  const TableName = env().TABLE_NAME;
  const now = nowIso();
  const positions = new Map<string, number>();
  const newFaqs = body.faqs.map((faq) => {
    const position = positions.get(faq.language) ?? 0;
    positions.set(faq.language, position + 1);
    const id = randomUUID();
    return {
      ...tenantKeys.faq(caller.clientId, faq.language, position, id),
      entity: 'Faq',
      id,
      clientId: caller.clientId,
      language: faq.language,
      question: faq.question,
      answer: faq.answer,
      position,
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
  });
  await transactWrite([
    {
      Update: {
        TableName,
        Key: tenantKeys.client(caller.clientId),
        UpdateExpression:
          'SET #name = :name, email = :email, theme = :theme, updatedAt = :now, version = version + :one',
        ConditionExpression: 'attribute_exists(pk) AND version = :expected',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':name': body.name,
          ':email': body.email,
          ':theme': {
            primaryColor: body.primaryColor.toLowerCase(),
            secondaryColor: body.secondaryColor.toLowerCase(),
          },
          ':now': now,
          ':one': 1,
          ':expected': body.version,
        },
      },
    },
    ...profile.faqs.map((faq) => ({ Delete: { TableName, Key: { pk: faq.pk, sk: faq.sk } } })),
    ...newFaqs.map((faq) => ({ Put: { TableName, Item: faq } })),
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
    await updateVersioned(tenantKeys.client(caller.clientId), profile.client.version, { logoPath: path });
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
  const now = nowIso();
  const TableName = env().TABLE_NAME;
  await transactWrite([
    {
      Put: {
        TableName,
        Item: {
          ...tenantKeys.blacklistEntry(caller.clientId, emailDomain),
          entity: 'BlacklistEntry',
          id: emailDomain,
          clientId: caller.clientId,
          emailDomain,
          createdAt: now,
          updatedAt: now,
          version: 1,
        },
      },
    },
    auditPut(auditEntryBy(caller, 'BLACKLIST_ADDED', domainTarget(emailDomain))),
  ]);
  return tenantSettingsOf(caller);
};

export const removeBlacklistEntry = async (caller: Caller, emailDomain: string) => {
  await transactWrite([
    { Delete: { TableName: env().TABLE_NAME, Key: tenantKeys.blacklistEntry(caller.clientId, emailDomain) } },
    auditPut(auditEntryBy(caller, 'BLACKLIST_REMOVED', domainTarget(emailDomain))),
  ]);
  return tenantSettingsOf(caller);
};
