import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { popups } from '../components/ui/popups';
import { readEnv } from '../config/env';
import { createApiClient, type ApiClientOptions } from '../lib/api-client';
import { invalidateCompanyData } from '../lib/company-data';
import type { ApiContextValue } from '../lib/api-context';
import { i18n } from '../lib/i18n';
import { session } from '../lib/session';

/**
 * The app's API client. A 401 anywhere but /login ends the session (docs/product.md#authentication): the token goes,
 * the cache is cleared, a pop-up says why and the user lands on /login. A 403 is not an ended
 * session (decision 010): the screen that asked shows why, and a current company the user has lost
 * meanwhile is dropped, so the app moves to one they still have.
 */
export const createAppApi = (queryClient: QueryClient, goToLogin: () => void): ApiContextValue => {
  const options: ApiClientOptions = {
    baseUrl: readEnv(import.meta.env).apiUrl,
    getToken: session.token,
    getCompanyId: session.companyId,
    isOnLoginPage: () => window.location.pathname === '/login',
    onUnauthorized: () => {
      // Several calls can fail at once when a session ends; one pop-up and one redirect suffice.
      const wasSignedIn = session.isAuthenticated();
      session.signOut();
      queryClient.clear();
      if (wasSignedIn) {
        popups.show({
          kind: 'info',
          title: i18n._(msg`Session ended`),
          message: i18n._(msg`Your session has ended. Please sign in again.`),
        });
      }
      goToLogin();
    },
    onCompanyLost: (lostCompanyId) => {
      // Several calls fail when a company is lost, some after the app switched away from it: one
      // switch and one pop-up suffice, for the company still current.
      if (session.companyId() !== lostCompanyId) return;
      session.setCompanyId(null);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
      void invalidateCompanyData(queryClient);
      popups.show({
        kind: 'info',
        title: i18n._(msg`Company no longer available`),
        message: i18n._(msg`You no longer have access to that company. The app switched to one you can use.`),
      });
    },
  };
  return {
    client: createApiClient(options),
    withToken: (token) => createApiClient({ ...options, getToken: () => token, onUnauthorized: undefined }),
  };
};
