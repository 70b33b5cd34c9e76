import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Role, UserStatus } from '@recyclens/shared';
import { errorCodeText } from '../../lib/messages';
import { roleNames, statusNames } from '../../lib/user-display-names';

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
