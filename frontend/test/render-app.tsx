import { render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { App } from '../src/app/app';
import { activateLocale } from '../src/lib/i18n';
import { session } from '../src/lib/session';

/** The whole app, in English, opened at `path` in a browser whose fetch is `fetchImpl`. */
export const renderApp = async (path: string, fetchImpl: typeof fetch) => {
  vi.stubGlobal('fetch', fetchImpl);
  window.history.replaceState(null, '', path);
  await activateLocale('en');
  render(<App />);
};

/** Each test of the file starts signed in and ends signed out, with the real fetch back. */
export const signedInForEachTest = () => {
  beforeEach(() => session.signIn('token'));
  afterEach(() => {
    session.signOut();
    vi.unstubAllGlobals();
  });
};
