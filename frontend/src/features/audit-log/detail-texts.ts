import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Role, UserStatus } from '@recyclens/shared';
import { errorCodeText } from '../../lib/messages';

/**
 * An entry's details in words (issue 36 §5): the server records them as codes ("role":
 * "DEFAULT_USER → MANAGER_USER", "reason": "EMAIL_NOT_CONFIRMED"), and the CSV keeps those codes
 * for tools (decision 044); the page names them as the rest of the app does.
 */
const detailNames: Partial<Record<string, MessageDescriptor>> = {
  role: msg`Role`,
  status: msg`Status`,
  companies: msg`Companies`,
  company: msg`Company`,
  rows: msg`Rows`,
  scope: msg`Scope`,
  packages: msg`Packaging`,
  email: msg`E-mail`,
  reason: msg`Reason`,
  pseudonym: msg`Pseudonym`,
  name: msg`Name`,
  primaryColor: msg`Primary colour`,
  secondaryColor: msg`Secondary colour`,
  faqs: msg`FAQs`,
};

// The users page's names for the same values (docs/product.md#enumerations).
const roleNames: Record<Role, MessageDescriptor> = {
  CLIENT_ADMIN: msg`Admin`,
  MANAGER_USER: msg`Country Admin`,
  DEFAULT_USER: msg`User`,
};
const statusNames: Record<UserStatus, MessageDescriptor> = {
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  PENDING: msg`Pending`,
};
const scopeNames: Record<string, MessageDescriptor> = {
  all: msg`All packaging`,
  selection: msg`Selected packaging`,
};

const valueNames: Partial<Record<string, (value: string) => MessageDescriptor | undefined>> = {
  role: (value) => (value in roleNames ? roleNames[value as Role] : undefined),
  status: (value) => (value in statusNames ? statusNames[value as UserStatus] : undefined),
  scope: (value) => scopeNames[value],
  reason: errorCodeText,
};

export const detailName = (i18n: I18n, name: string): string => {
  const descriptor = detailNames[name];
  return descriptor ? i18n._(descriptor) : name;
};

/** A value, or a change "before → after", in words; a value without a name stays as recorded. */
export const detailValue = (i18n: I18n, name: string, value: string): string => {
  const named = valueNames[name];
  if (!named) return value;
  return value
    .split(' → ')
    .map((part) => {
      const descriptor = named(part);
      return descriptor ? i18n._(descriptor) : part;
    })
    .join(' → ');
};
