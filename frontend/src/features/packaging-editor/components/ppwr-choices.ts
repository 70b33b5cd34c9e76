import { useLingui } from '@lingui/react/macro';

/** Yes and no as a choice; the empty option (unknown) is each field's placeholder. */
export const useYesNo = () => {
  const { t } = useLingui();
  return [
    { value: 'true', label: t`Yes` },
    { value: 'false', label: t`No` },
  ];
};
