import { useMutation } from '@tanstack/react-query';
import type { SignUpForm } from '@recyclens/shared';
import { useApi } from '../../../lib/api-context';
import { i18n, toInterfaceLocale, toLanguage } from '../../../lib/i18n';
import { siteUrl } from '../../../lib/site';

/**
 * The account starts unconfirmed and pending, so the answer's token is not kept: the user signs
 * in once the address is confirmed and an admin approved them (docs/product.md#what-the-product-does).
 */
export const useSignUp = () => {
  const api = useApi();
  return useMutation({
    mutationFn: (form: SignUpForm) => {
      // The language of the page the user filled in, not the browser's (issue 20).
      const locale = toInterfaceLocale(i18n.locale);
      return api.call('signUp', {
        body: { ...form, currentClientUrl: siteUrl(), ...(locale ? { language: toLanguage(locale) } : {}) },
      });
    },
  });
};
