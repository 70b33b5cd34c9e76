import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from './support/browser';
import { accessibilityProblems, ADMIN, open as openIn, shoot, signIn } from './support/page-tools';
import { api, mailsTo, WEB_URL } from './support/stack';

const newUser = {
  firstName: 'Greta',
  lastName: 'Journey',
  company: 'Journey Packaging',
  email: `greta.${Date.now()}@example.com`,
  password: 'Journey-pass-1',
};

let chrome: LaunchedBrowser;
let context: BrowserContext;
const problems: string[] = [];

const open = (path: string): Promise<Page> => openIn(context, path);
const checkAccessibility = async (page: Page, name: string) => {
  problems.push(...(await accessibilityProblems(page, name)));
};

beforeAll(async () => {
  chrome = await launchBrowser({ locale: 'en-US' });
  context = chrome.context;
});

afterAll(async () => {
  await chrome?.close();
});

describe('Account journeys in Chromium', () => {
  it('sign up → confirm by mail → refused until approved → approved → greeted by first name', async () => {
    const page = await open('/signUp');
    await page.getByLabel('First name').fill(newUser.firstName);
    await page.getByLabel('Last name').fill(newUser.lastName);
    await page.getByLabel('Company').fill(newUser.company);
    await page.getByLabel('Email').fill(newUser.email);
    await page.getByLabel('Create password').fill(newUser.password);
    await page.getByLabel('Confirm password').fill(newUser.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Please confirm your email address').waitFor();
    await shoot(page, 'sign-up-sent');

    // Not confirmed yet: the server refuses with its own reason.
    await signIn(page, newUser.email, newUser.password);
    await page.getByText('Email address has not been confirmed').waitFor();

    const [mail] = await mailsTo(newUser.email);
    const link = mail?.text.match(/https?:\/\/\S+\/confirmEmail\?token=[\w-]+/)?.[0];
    expect(link, 'confirmation link in the mail').toBeTruthy();
    await page.goto(link!);
    await page.getByText('Email address confirmed').waitFor();
    await shoot(page, 'confirm-email-success');

    await signIn(page, newUser.email, newUser.password);
    await page.getByRole('alert').getByText('User is not approved').waitFor();
    await shoot(page, 'login-refused');

    const { token } = await api<{ token: string }>('POST', '/auth/login', undefined, ADMIN);
    const admin = await api<{ companies: { id: string }[] }>('GET', '/me', token);
    const users = await api<{ items: { id: string; email: string; version: number }[] }>(
      'GET',
      '/users',
      token,
    );
    const created = users.items.find((user) => user.email === newUser.email);
    expect(created).toBeDefined();
    await api('PUT', `/user/${created!.id}`, token, {
      role: 'DEFAULT_USER',
      status: 'APPROVED',
      companyIds: [admin.companies[0]!.id],
      version: created!.version,
    });

    await signIn(page, newUser.email, newUser.password);
    // The user's stored language applies on sign-in; a new account starts in German.
    await page
      .getByRole('heading', { name: new RegExp(`^(Welcome|Willkommen), ${newUser.firstName}`) })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByTestId('confetti').waitFor();
    await page.close();
  }, 120_000);

  it('keeps a language switch across a reload and saves it for the user', async () => {
    const page = await context.newPage();
    await signIn(page, newUser.email, newUser.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: new RegExp(newUser.firstName) }).waitFor();
    const selector = page.getByRole('banner').getByRole('combobox', { name: /Language|Sprache|Langue/ });
    // The switch is saved for the account in the background: the reload comes once it answered,
    // as a reload during the save would cancel it (the page itself keeps the choice either way).
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/updateLanguage') && response.request().method() === 'POST',
    );
    await selector.selectOption('fr');
    await page.getByRole('heading', { name: `Bon retour, ${newUser.firstName}` }).waitFor();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: `Bon retour, ${newUser.firstName}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    const token = await page.evaluate(() => localStorage.getItem('recyclens.accessToken'));
    const me = await api<{ language: string }>('GET', '/me', token ?? '');
    expect(me.language).toBe('FR');
    await page.close();
  }, 60_000);

  it('ends the session on a 401: token gone, back on /login, pop-up says why', async () => {
    const page = await context.newPage();
    await signIn(page, newUser.email, newUser.password);
    await page.waitForURL('**/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('recyclens.accessToken'));
    await api('POST', '/auth/logout', token ?? '');
    await page.reload();
    await page.waitForURL('**/login**');
    await page.getByTestId('popup').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('recyclens.accessToken'))).toBeNull();
    await shoot(page, 'session-ended');
    await page.close();
  }, 60_000);

  it('shows the not-found page with a way back', async () => {
    const page = await open('/this/does/not/exist');
    await page
      .getByRole('heading', { name: /Page not found|Seite nicht gefunden|Page introuvable/ })
      .waitFor();
    await shoot(page, 'not-found');
    await page.close();
  }, 30_000);

  it('captures every screen at 1440 and 390 px', async () => {
    const page = await context.newPage();
    await page.goto(`${WEB_URL}/login`);
    await page.evaluate(() => {
      localStorage.removeItem('recyclens.accessToken');
      localStorage.setItem('recyclens.language', 'en');
    });
    for (const [path, name] of [
      ['/login', 'login'],
      ['/signUp', 'sign-up'],
      ['/forgotPassword', 'forgot-password'],
      ['/resetPassword', 'reset-password-no-token'],
      ['/resetPassword?token=not-a-real-token-123', 'reset-password'],
      ['/confirmEmail?token=not-a-real-token-123', 'confirm-email-invalid'],
    ] as const) {
      await page.goto(`${WEB_URL}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForTimeout(300);
      await shoot(page, name);
      await checkAccessibility(page, name);
    }
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/dashboard');
    await page.waitForTimeout(6500); // let the confetti finish before the pictures
    for (const [path, name] of [
      ['/dashboard', 'dashboard'],
      ['/packages/overview', 'packages-overview'],
      ['/guidelines', 'guidelines'],
      ['/aboutUs', 'about-us'],
      ['/faqs', 'faqs'],
      ['/contact', 'contact'],
      ['/legalNotice', 'legal-notice'],
      ['/privacyPolicy', 'privacy-policy'],
      ['/user/profile', 'profile'],
      ['/user/management', 'user-management'],
    ] as const) {
      await page.goto(`${WEB_URL}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForTimeout(300);
      await shoot(page, name);
      await checkAccessibility(page, name);
    }
    await page.getByRole('button', { name: 'User menu' }).click();
    await shoot(page, 'user-menu');
    await page.close();
    expect(problems).toEqual([]);
  }, 120_000);
});
