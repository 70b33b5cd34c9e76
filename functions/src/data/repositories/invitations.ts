import { expiryIn } from '../expiry';
import { tenantKeys } from '../keys';
import { deleteItem, getItem, nowIso, putItem, type StoredItem } from '../table';

const INVITATION_SECONDS = 14 * 24 * 3600;

export interface InvitationItem extends StoredItem {
  entity: 'Invitation';
  email: string;
  companyId: string;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  ttl: number;
}

/** Invites an address to a company; inviting again renews the invitation. */
export const putInvitation = async (
  clientId: string,
  email: string,
  companyId: string,
  invitedBy: string,
) => {
  await putItem({
    ...tenantKeys.invitation(clientId, email),
    entity: 'Invitation',
    email,
    companyId,
    invitedBy,
    createdAt: nowIso(),
    ...expiryIn(INVITATION_SECONDS),
  });
};

/** The live invitation of an address in a tenant, if any. */
export const findInvitation = async (
  clientId: string,
  email: string,
): Promise<InvitationItem | undefined> => {
  const invitation = await getItem<InvitationItem>(tenantKeys.invitation(clientId, email));
  return invitation && Date.parse(invitation.expiresAt) > Date.now() ? invitation : undefined;
};

export const deleteInvitation = (clientId: string, email: string) =>
  deleteItem(tenantKeys.invitation(clientId, email));

/** Puts back an invitation as it was read, e.g. after its renewal could not be mailed. */
export const restoreInvitation = (invitation: InvitationItem) => putItem(invitation);
