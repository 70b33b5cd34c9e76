import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role, UserStatus } from '@recyclens/shared';

/** The roles' display names, as the users page and the audit log name them (docs/product.md#enumerations), translated (the wire keeps the enum values). */
export const roleNames: Record<Role, MessageDescriptor> = {
  CLIENT_ADMIN: msg`Admin`,
  MANAGER_USER: msg`Country Admin`,
  DEFAULT_USER: msg`User`,
};

/** What each role may do, in one line where roles are chosen (issue 36 §4). */
export const roleExplanations: Record<Role, MessageDescriptor> = {
  CLIENT_ADMIN: msg`everything, for every company of the platform: users, companies and settings`,
  MANAGER_USER: msg`approves and manages the users of their own company`,
  DEFAULT_USER: msg`works on their company’s packaging and projects`,
};

/** docs/product.md#enumerations: Rejected reads 'Not approved' in German and French. */
export const statusNames: Record<UserStatus, MessageDescriptor> = {
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  PENDING: msg`Pending`,
};
