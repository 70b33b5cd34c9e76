import { useLingui } from '@lingui/react/macro';
import { interfaceLocales } from '@recyclens/shared';
import { focusRing } from './ui/button';
import { activateLocale, localeNames, rememberLocale, toInterfaceLocale, toLanguage } from '../lib/i18n';
import { useToken } from '../lib/session';
import { useUpdateLanguage } from '../lib/api/update-language';

/** docs/product.md#language: the language changes at once; a signed-in user's choice is saved too. */
export const LanguageSelector = () => {
  const { t, i18n } = useLingui();
  const token = useToken();
  const updateLanguage = useUpdateLanguage();
  return (
    <select
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(event) => {
        const locale = toInterfaceLocale(event.target.value);
        if (!locale) return;
        rememberLocale(locale);
        void activateLocale(locale);
        if (token) updateLanguage.mutate(toLanguage(locale));
      }}
      className={`rounded-md border border-neutral-300 bg-white px-2 py-1 text-sm ${focusRing}`}
    >
      {interfaceLocales.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {localeNames[locale]}
        </option>
      ))}
    </select>
  );
};
