import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { api, WEB_URL } from './stack';

const screenshots = fileURLToPath(new URL('../../../artifacts/screenshots/', import.meta.url));
mkdirSync(screenshots, { recursive: true });

export const ADMIN = { email: 'admin@recyclens.test', password: 'Recyclens-admin-1' };

export const open = async (context: BrowserContext, path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(`${WEB_URL}${path}`);
  return page;
};

/** Full-page pictures at the two widths the issue asks for, kept as CI artifacts. */
export const shoot = async (page: Page, name: string) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${screenshots}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's WCAG 2 A/AA rules; the serious and critical findings, as "screen: rule at target". */
export const accessibilityProblems = async (page: Page, name: string): Promise<string[]> => {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
  return violations.map((violation) => `${name}: ${violation}`);
};

/** Signs in through the form, first dropping any session this browser profile still holds. */
export const signIn = async (page: Page, email: string, password: string) => {
  await page.goto(`${WEB_URL}/login`);
  await page.evaluate(() => localStorage.removeItem('recyclens.accessToken'));
  await page.goto(`${WEB_URL}/login`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
};

/** Both widths' pictures, then axe: the serious and critical problems of the screen in view. */
export const inspectScreen = async (page: Page, name: string): Promise<string[]> => {
  await shoot(page, name);
  return accessibilityProblems(page, name);
};

/**
 * Signs the demo admin in through the form, in English whatever another journey left stored
 * (the stored language applies on sign-in), and waits for the dashboard.
 */
export const signInAsAdmin = async (context: BrowserContext): Promise<{ page: Page; token: string }> => {
  const { token: apiToken } = await api<{ token: string }>('POST', '/auth/login', undefined, ADMIN);
  await api('POST', '/updateLanguage', apiToken, { newLanguage: 'EN' });
  await api('POST', '/auth/logout', apiToken);
  const page = await context.newPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/dashboard');
  // A first sign-in says "Welcome", later ones "Welcome back" (the server knows which).
  await page.getByRole('heading', { name: /^Welcome( back)?, / }).waitFor();
  const token = await page.evaluate(() => localStorage.getItem('recyclens.accessToken'));
  if (!token) throw new Error('No session token after signing in');
  return { page, token };
};
