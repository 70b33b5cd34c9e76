import { getClientProfile, type ClientItem } from '../../data/repositories/clients';
import { getEmailMarker, getUser, type UserItem } from '../../data/repositories/users';
import { AppError } from '../../errors/app-error';
import { clientIdForUrl } from '../tenants/directory';
import { admitAccountMailRequest } from './account-mail-limits';

/**
 * The start every mail a visitor asks for an address shares (forgot password, resend
 * confirmation): the request counts against its source, the page names the tenant, and the
 * address's live account there is looked up with the tenant. Undefined when there is none; the
 * caller then answers as if it had mailed, so the form does not tell who has an account.
 */
export const accountForMailRequest = async (
  input: { email: string; currentClientUrl: string },
  sourceIp: string,
): Promise<{ user: UserItem; client: ClientItem } | undefined> => {
  await admitAccountMailRequest(sourceIp);
  const clientId = await clientIdForUrl(input.currentClientUrl);
  if (!clientId) throw new AppError('CLIENT_NOT_FOUND');
  const marker = await getEmailMarker(input.email);
  if (!marker || marker.clientId !== clientId) return undefined;
  const [user, profile] = await Promise.all([getUser(clientId, marker.userId), getClientProfile(clientId)]);
  if (!user || user.deletedAt || !profile) return undefined;
  return { user, client: profile.client };
};
