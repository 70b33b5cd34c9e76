import { useLingui } from '@lingui/react/macro';

/** Dates in the interface language (Lingui's date helper formats with Intl in the active locale). */
export const useFormatDate = () => {
  const { i18n } = useLingui();
  return (value: Date) => i18n.date(value, { dateStyle: 'medium', timeStyle: 'short' });
};
