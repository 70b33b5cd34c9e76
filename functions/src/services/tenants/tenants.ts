import { can, defaultTheme, type Theme } from '@recyclens/shared';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { findClientIdByUrl, getClientProfile, type ClientProfile } from '../../data/repositories/clients';
import { getObject, type StoredObject } from '../../storage/objects';
import { clientView, publicClientView } from './views';

/**
 * Public calls find the tenant from the URL they are given, matched against registered tenant
 * URLs only (docs/architecture.md#auth-and-tenancy); protected calls take it from the session.
 */
const profileForUrl = async (url: string): Promise<ClientProfile | undefined> => {
  const clientId = await findClientIdByUrl(url);
  return clientId ? getClientProfile(clientId) : undefined;
};

const requireProfileForUrl = async (url: string): Promise<ClientProfile> => {
  const profile = await profileForUrl(url);
  if (!profile) throw new AppError('CLIENT_NOT_FOUND');
  return profile;
};

export const publicClientForUrl = async (url: string) => publicClientView(await requireProfileForUrl(url));

/** docs/product.md#tenant-theme-and-pop-ups: the default colours apply when there is no tenant theme. */
export const themeForUrl = async (url: string): Promise<Theme> =>
  (await profileForUrl(url))?.client.theme ?? { ...defaultTheme };

/** The tenant's logo, or undefined when it has none (or its file is gone). */
export const logoForUrl = async (url: string): Promise<StoredObject | undefined> => {
  const { client } = await requireProfileForUrl(url);
  return client.logoPath ? getObject('uploads', client.logoPath) : undefined;
};

export const clientForCaller = async (caller: Caller) => {
  const profile = await getClientProfile(caller.clientId);
  if (!profile) throw new AppError('UNAUTHORIZED');
  return clientView(profile, { withBlacklist: can(caller.role, 'tenant:settings') });
};
