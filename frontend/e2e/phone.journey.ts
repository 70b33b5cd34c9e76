import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { runTag, withAdminSession } from './support/admin-session';
import { accessibilityProblems, shoot } from './support/page-tools';
import { api, signUpByApi, userByEmail, WEB_URL } from './support/stack';

/**
 * A phone is a first-class screen (issue 36 §1): every page of the web app, signed in and public,
 * at 390 × 844 without sideways scroll, neither of the page nor inside a box, and without a box
 * taller than what it holds. The walk is in German (§5), so each page also shows that its numbers
 * are written the reader's way. And the keyboard finds its way back from each dialog (§7).
 */
let page: Page;
let token: string;
const tag = runTag();
const password = 'Journey-pass-1';

withAdminSession((session) => ({ page, token } = session));

/**
 * How far the page scrolls sideways, and when it does the elements reaching furthest past the
 * right edge (the outermost of each overflowing branch), so a failure names what to fix.
 */
const sidewaysScroll = (on: Page) =>
  on.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
      const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes.length ? `.${classes.slice(0, 4).join('.')}` : ''} "${label}"`;
    };
    const overflowing = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.right > width + 0.5 && rect.width > 0)
      .filter(
        ({ element }, _, all) =>
          !all.some((other) => other.element !== element && other.element.contains(element)),
      )
      .sort((a, b) => b.rect.right - a.rect.right)
      .slice(0, 3)
      .map(
        ({ element, rect }) =>
          `${describe(element)} (${Math.round(rect.width)} px wide, right edge ${Math.round(rect.right)})`,
      );
    return `scrolls to ${scrollWidth} px: ${overflowing.join('; ')}`;
  });

/**
 * What a phone reader trips over inside the page, each naming the element: a box that scrolls
 * sideways within itself (a table too wide for the screen), a scroll box with an empty band
 * below its content (a fixed height the content does not fill), and a decimal number written the
 * English way in the German interface ("0.5 g" for "0,5 g"), in the text or in a field.
 */
const phoneProblems = (on: Page) =>
  on.evaluate(() => {
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
      const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes.length ? `.${classes.slice(0, 4).join('.')}` : ''} "${label}"`;
    };
    const problems: string[] = [];
    const formControls = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
    for (const element of document.body.querySelectorAll('*')) {
      if (formControls.has(element.tagName) || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
      if (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
        problems.push(
          `${describe(element)} scrolls sideways inside (${element.scrollWidth} px in ${element.clientWidth} px)`,
        );
      if (
        scrolls(style.overflowY) &&
        element.scrollHeight <= element.clientHeight + 1 &&
        element.children.length
      ) {
        const box = element.getBoundingClientRect();
        const contentBottom = Math.max(
          ...[...element.children].map((child) => child.getBoundingClientRect().bottom),
        );
        const band = box.bottom - contentBottom;
        if (band > 48)
          problems.push(`${describe(element)} has ${Math.round(band)} px empty below its content`);
      }
    }
    // 0.5 or 12.75, not a date (28.11.2026), a version (1.2.3), German thousands (1.250) or a
    // material's name (PA6/6.6, polyamide 6.6).
    const englishDecimal = /(?<![\d.,/])\d+\.\d+(?![\d.,])/g;
    const germanThousands = /^[1-9]\d{0,2}\.\d{3}$/;
    const fieldValues = [...document.querySelectorAll<HTMLInputElement>('input:not([type=hidden])')]
      .filter((input) => input.getClientRects().length > 0)
      .map(
        (input) =>
          `field "${input.getAttribute('aria-label') ?? input.name}": ${input.value} ${input.placeholder}`,
      );
    for (const line of [...document.body.innerText.split('\n'), ...fieldValues])
      for (const [found] of line.matchAll(englishDecimal))
        if (!germanThousands.test(found))
          problems.push(`"${found}" written the English way in "${line.trim().slice(0, 80)}"`);
    return problems;
  });

/** The page has its final layout: its title, no request in flight and no loading placeholder. */
const settled = async (on: Page, heading?: string | RegExp) => {
  await on
    .getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })
    .first()
    .waitFor({ timeout: 30_000 });
  await on.waitForLoadState('networkidle');
  // English or German ("Wird geladen…", "Projekte werden geladen"), as the walk runs in German; not
  // any status with "geladen" in it ("konnte nicht geladen werden", "eingeladen"), which no wait ends.
  const loading = on.getByRole('status').filter({ hasText: /Loading|[Ww]ird (neu )?geladen|werden geladen/ });
  await expect.poll(() => loading.count(), { timeout: 30_000 }).toBe(0);
};

describe('On a phone, 390 px wide', () => {
  it('no page of the web app scrolls sideways, signed in or not', async () => {
    const layered = await api<{ id: string; name: string }>('POST', '/packages', token, {
      name: `Phone pouch with three layers and a long name to wrap ${tag}`,
      draft: true,
      components: [
        {
          name: 'Pouch',
          // Decimal weights, shares and densities, which the German walk reads as 0,5 and 0,91.
          densityFrom: 0.91,
          densityTo: 0.94,
          constituents: [
            { role: 'ink', materialId: 'nc-ink', weight: 0.5 },
            { role: 'film', materialId: 'lldpe', weight: 4 },
            { role: 'evoh-coex', materialId: 'evoh', weight: 0.5 },
          ],
        },
      ],
    });
    // An assessed packaging, so the dashboard charts the portfolio (with its screen-reader table).
    const templates = await api<{ id: string; name: string }[]>('GET', '/templates', token);
    const bottle = templates.find((template) => template.name === 'PET bottle with PP cap and OPP label')!;
    const assessed = await api<{ id: string }>('POST', '/packages', token, {
      name: `Phone bottle ${tag}`,
      draft: false,
      components: [],
      templateId: bottle.id,
    });
    await api('POST', `/packages/${assessed.id}/assessments`, token, { countryIds: ['DE', 'FR', 'GB'] });
    const email = `phone.width.${tag}@example.com`;
    await signUpByApi({ firstName: 'Phil', lastName: 'Narrow', company: 'Narrow Co', email, password });
    const other = await userByEmail(token, email);

    // The interface in German, saved for the admin too, as a German reader would choose it.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('heading', { level: 1, name: /^Willkommen/ }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    const check = async (name: string) => {
      const problem = await sidewaysScroll(page);
      if (problem) problems.push(`${name} ${problem}`);
      problems.push(...(await phoneProblems(page)).map((inside) => `${name}: ${inside}`));
    };
    const visit = async (path: string, heading?: string | RegExp) => {
      await page.goto(`${WEB_URL}${path}`);
      await settled(page, heading);
      await check(path);
    };
    /** Opens one of the overview's dialogs, checks it, and closes it again. */
    const overviewDialog = async (button: string, title: string) => {
      await page.getByRole('button', { name: button, exact: true }).first().click();
      await page.getByRole('dialog', { name: title }).waitFor();
      await page.waitForLoadState('networkidle');
      await check(`/packages/overview, dialog "${title}"`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };

    await visit('/dashboard', /^Willkommen/);
    await shoot(page, 'dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await visit('/packages/overview', 'Verpackungen und Projekte');
    await shoot(page, 'overview');
    await page.setViewportSize({ width: 390, height: 844 });
    await overviewDialog('Verpackung hinzufügen', 'Verpackung hinzufügen');
    await overviewDialog('Projekt hinzufügen', 'Projekt hinzufügen');
    await overviewDialog('Verpackungen importieren', 'Verpackungen importieren');
    await visit(`/packages/${layered.id}`, layered.name);
    await shoot(page, 'editor');
    await page.setViewportSize({ width: 390, height: 844 });
    // The tables as a phone shows them (stacked cards) are pictured too.
    const pictured: Record<string, string> = { '/audit': 'audit-log', '/user/management': 'users' };
    for (const [path, heading] of [
      ['/guidelines', 'Leitfäden'],
      ['/faqs', undefined],
      ['/audit', undefined],
      ['/user/management', 'Benutzerverwaltung'],
      [`/user/edit/${other.id}`, 'Benutzer bearbeiten'],
      ['/user/profile', 'Profil'],
      ['/companies', 'Unternehmensverwaltung'],
      ['/settings', 'Mandanteneinstellungen'],
      ['/aboutUs', undefined],
      ['/no-such-page', undefined],
    ] as const) {
      await visit(path, heading);
      const picture = pictured[path];
      if (picture) {
        await shoot(page, picture);
        await page.setViewportSize({ width: 390, height: 844 });
      }
    }

    // The public pages, as a visitor without a session sees them.
    const visitor = await launchBrowser({ locale: 'de-DE' });
    const publicPage = await visitor.context.newPage();
    await publicPage.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/login',
      '/signUp',
      '/forgotPassword',
      '/resetPassword?token=not-a-real-token',
      '/confirmEmail?token=not-a-real-token',
      '/faqs',
      '/aboutUs',
      '/contact',
      '/legalNotice',
      '/privacyPolicy',
    ]) {
      await publicPage.goto(`${WEB_URL}${path}`);
      await settled(publicPage);
      const problem = await sidewaysScroll(publicPage);
      if (problem) problems.push(`${path} (signed out) ${problem}`);
      problems.push(...(await phoneProblems(publicPage)).map((inside) => `${path} (signed out): ${inside}`));
    }
    await visitor.close();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(problems).toEqual([]);
  }, 300_000);

  it('the dashboard does not scroll sideways at 1440 px either', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${WEB_URL}/dashboard`);
    await settled(page, /^Welcome/);
    expect(await sidewaysScroll(page)).toBeNull();
  });
});

describe('Dialogs by keyboard', () => {
  it('Escape or Cancel gives focus back to the button that opened the dialog, whose title is read once', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${WEB_URL}/packages/overview`);
    await settled(page, 'Packages and projects');
    const focused = () =>
      page.evaluate(() =>
        document.activeElement === document.body
          ? 'the page body'
          : (document.activeElement?.textContent?.trim() ?? 'nothing'),
      );
    const problems: string[] = [];
    for (const [button, close] of [
      ['Add Packaging', 'Escape'],
      ['Add Project', 'Cancel'],
      ['Import Packaging', 'Escape'],
    ] as const) {
      const opener = page.getByRole('button', { name: button, exact: true }).first();
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: button });
      await dialog.waitFor();
      await page.waitForLoadState('networkidle');
      // The title names the dialog; a description repeating it would be read a second time.
      const description = await dialog.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter(Boolean)
          .map((id) => document.getElementById(id)?.textContent?.trim())
          .join(' '),
      );
      if (description === button) problems.push(`${button}: the description repeats the title`);
      problems.push(...(await accessibilityProblems(page, `dialog ${button}`)));
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: close, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      const now = await focused();
      if (now !== button) problems.push(`${button}: after ${close} the focus is on ${now}`);
    }
    expect(problems).toEqual([]);
  });
});
