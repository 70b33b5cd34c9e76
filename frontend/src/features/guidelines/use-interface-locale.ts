import { useLingui } from '@lingui/react/macro';
import { FALLBACK_LOCALE, type InterfaceLocale } from '@recyclens/shared';
import { toInterfaceLocale } from '../../lib/i18n';

/** The interface language, which picks both the guideline titles and the PDF's language. */
export const useInterfaceLocale = (): InterfaceLocale => {
  const { i18n } = useLingui();
  return toInterfaceLocale(i18n.locale) ?? FALLBACK_LOCALE;
};
