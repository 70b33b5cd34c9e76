import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadJsCap, firstLoadJsOverCap } from '../../scripts/src/bench/web-budget';
import { startProductionPreview, type ProductionPreview } from '../scripts/production-preview';
import { launchBrowser, type LaunchedBrowser } from './support/browser';
import { ADMIN } from './support/page-tools';
import { api, API_URL, WEB_URL } from './support/stack';

/**
 * The other journeys run on Vite's dev server, which serves modules one by one. This one runs the
 * production build as it is deployed: one bundle split into chunks (vite.config.ts), the
 * catalogue parts loaded on demand, and the API on the page's own origin under /api, which the
 * browser forwards here to the local gateway the way CloudFront forwards it to API Gateway.
 */
const PREVIEW_PORT = 4178;

let chrome: LaunchedBrowser;
let context: BrowserContext;
let preview: ProductionPreview;
const pageErrors: string[] = [];

/** The page's own scripts it has fetched so far, by URL path. */
const scriptsOf = (page: Page) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === preview.origin) scripts.add(url.pathname);
  });
  return scripts;
};

const open = async (path: string, options: { waitUntil?: 'networkidle' } = {}) => {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`));
  const scripts = scriptsOf(page);
  await page.goto(`${preview.origin}${path}`, options);
  return Object.assign(page, { scripts });
};

beforeAll(async () => {
  preview = await startProductionPreview(PREVIEW_PORT);
  chrome = await launchBrowser({ locale: 'en-US' });
  context = chrome.context;
  await context.route(`${preview.origin}/api/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    // The seeded tenant's address is the dev server's origin: this page stands in for it.
    if (url.searchParams.get('url') === preview.origin) url.searchParams.set('url', WEB_URL);
    const response = await route.fetch({
      url: `${API_URL}${url.pathname.replace(/^\/api/, '')}${url.search}`,
      headers: { ...request.headers(), origin: WEB_URL },
    });
    await route.fulfill({ response });
  });
  const { token } = await api<{ token: string }>('POST', '/auth/login', undefined, ADMIN);
  await api('POST', '/updateLanguage', token, { newLanguage: 'EN' });
  await api('POST', '/auth/logout', token);
});

afterAll(async () => {
  // Requests the last page still has in flight must not reach a closed browser.
  await context?.unrouteAll({ behavior: 'ignoreErrors' });
  await chrome?.close();
  preview?.stop();
});

describe('The production build in Chromium', () => {
  it('serves the public pages with their texts, signs in, and opens the work screens', async () => {
    // Every script a signed-out visit fetches, with the API answering (theme, tenant), against the
    // page's budget (docs/architecture.md#budgets): the figure `npm run bench` measures, kept in CI.
    const login = await open(firstLoadJsCap.path, { waitUntil: 'networkidle' });
    await login.getByRole('button', { name: 'Sign in' }).waitFor();
    const firstLoadJsGzipKb = [...login.scripts].reduce(
      (sum, script) => sum + preview.gzipBytes(script) / 1024,
      0,
    );
    expect(
      firstLoadJsOverCap([{ path: firstLoadJsCap.path, firstLoadJsGzipKb }]),
      [...login.scripts].join(' '),
    ).toEqual([]);

    // The information pages show texts from the catalogue part loaded after start.
    const about = await open('/aboutUs');
    await about.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    await about.close();

    await login.getByLabel('Email').fill(ADMIN.email);
    await login.getByLabel('Password').fill(ADMIN.password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await login.waitForURL('**/dashboard');
    // The admin signed in by the API above, so this sign-in is not their first.
    await login.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();

    // A screen whose route table, catalogue and components all load on first visit.
    await login.goto(`${preview.origin}/packages/overview`);
    await login.getByRole('heading', { level: 1, name: 'Packages and projects' }).waitFor();
    await login.getByRole('button', { name: 'Add Project' }).first().waitFor();

    expect(pageErrors).toEqual([]);
  });
});
