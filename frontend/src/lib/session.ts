import { storageKeys } from '@recyclens/shared';
import { useSyncExternalStore } from 'react';
import { createStore, storage } from './storage';

/**
 * The browser's side of a session: the access token (docs/product.md#authentication: signed in means a non-empty
 * token exists) and the current company. Both survive a reload in localStorage.
 */
const tokenStore = createStore<string | null>(storage.get(storageKeys.accessToken) || null);
const companyStore = createStore<string | null>(storage.get(storageKeys.currentCompany) || null);

export const session = {
  token: () => tokenStore.get(),
  isAuthenticated: () => Boolean(tokenStore.get()),
  signIn: (token: string) => {
    storage.set(storageKeys.accessToken, token);
    tokenStore.set(token);
  },
  signOut: () => {
    storage.remove(storageKeys.accessToken);
    storage.remove(storageKeys.currentCompany);
    tokenStore.set(null);
    companyStore.set(null);
  },
  companyId: () => companyStore.get(),
  setCompanyId: (companyId: string | null) => {
    if (companyId) storage.set(storageKeys.currentCompany, companyId);
    else storage.remove(storageKeys.currentCompany);
    companyStore.set(companyId);
  },
};

export const useToken = () => useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
export const useCurrentCompanyId = () => useSyncExternalStore(companyStore.subscribe, companyStore.get);
