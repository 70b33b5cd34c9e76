import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client';

export interface ApiContextValue {
  client: ApiClient;
  /** A client that sends a one-time token instead of the session's (the reset-password link). */
  withToken: (token: string) => ApiClient;
}

const ApiContext = createContext<ApiContextValue | null>(null);

/** The app provides its client; tests provide one over a fake fetch. */
export const ApiProvider = ({ value, children }: { value: ApiContextValue; children: ReactNode }) => (
  <ApiContext.Provider value={value}>{children}</ApiContext.Provider>
);

const useApiContext = (): ApiContextValue => {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi needs an <ApiProvider>');
  return value;
};

export const useApi = (): ApiClient => useApiContext().client;
export const useApiWithToken = (): ApiContextValue['withToken'] => useApiContext().withToken;
