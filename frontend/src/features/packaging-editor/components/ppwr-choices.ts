import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/** Yes and no as a choice; the empty option (unknown) is each field's placeholder. */
export const useYesNo = () => {
  const { t } = useLingui();
  return [
    { value: 'true', label: t`Yes` },
    { value: 'false', label: t`No` },
  ];
};

/** A choice's options from its labels (frontend/src/lib/ppwr-field-labels.ts), in the user's language. */
export const useChoices = () => {
  const { i18n } = useLingui();
  return (labels: Readonly<Record<string, MessageDescriptor>>) =>
    Object.entries(labels).map(([value, label]) => ({ value, label: i18n._(label) }));
};
