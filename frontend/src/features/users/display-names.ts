import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role, UserStatus } from '@recyclens/shared';

/** The roles' display names (docs/product.md#enumerations), translated (the wire keeps the enum values). */
export const roleNames: Record<Role, MessageDescriptor> = {
  CLIENT_ADMIN: msg`Admin`,
  MANAGER_USER: msg`Country Admin`,
  DEFAULT_USER: msg`User`,
};

/** docs/product.md#enumerations: Rejected reads 'Not approved' in German and French. */
export const statusNames: Record<UserStatus, MessageDescriptor> = {
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  PENDING: msg`Pending`,
};
