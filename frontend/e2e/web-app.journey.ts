import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';
import { beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from './support/browser';
import { runTag, withAdminSession } from './support/admin-session';
import { inspectScreen, shoot, signIn } from './support/page-tools';
import { api, mailsTo, signUpByApi, userByEmail, WEB_URL } from './support/stack';

/**
 * What a new user tripped over (issue 20), each walked as they would: every journey here failed
 * on the code before the fix.
 */
let chrome: LaunchedBrowser;
let page: Page;
let token: string;
const tag = runTag();
const screenshotDir = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));

const sessionEndedPopups = (on: Page) =>
  on.getByTestId('popup').filter({ hasText: /Session ended|Sitzung beendet/ });
const password = 'Journey-pass-1';

withAdminSession((session) => ({ chrome, page, token } = session));

// What the browser showed when a journey failed, beside the other screenshots.
beforeEach(({ task }) => {
  onTestFailed(async () => {
    for (const [index, open] of chrome.context.pages().entries())
      await open.screenshot({
        path: `${screenshotDir}failed-${task.name.slice(0, 40).replace(/\W+/g, '-')}-${index}.png`,
      });
  });
});

describe('Web app journeys in Chromium', () => {
  it('an admin creates a company, works in it from the header switch, and stays signed in', async () => {
    const companyName = `Switch Co ${tag}`;
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('link', { name: 'Company overview' }).click();
    await page.getByRole('heading', { level: 1, name: 'Company overview' }).waitFor();
    await page.getByRole('button', { name: 'Create company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create company' });
    await dialog.getByLabel('Company name').fill(companyName);
    await dialog.getByRole('button', { name: 'Create company' }).click();
    await dialog.getByText('The company was created successfully. You can now select the company.').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('row').filter({ hasText: companyName }).waitFor();

    const company = (await api<{ id: string; name: string }[]>('GET', '/companies', token)).find(
      (entry) => entry.name === companyName,
    );
    expect(company).toBeDefined();
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Current company' })
      .selectOption(company!.id);
    await page.goto(`${WEB_URL}/packages/overview`);
    await page.getByRole('heading', { level: 1, name: 'Packages and projects' }).waitFor();
    await page.getByRole('button', { name: 'Add Project' }).first().click();
    const projectDialog = page.getByRole('dialog', { name: 'Add Project' });
    await projectDialog.getByLabel('Project name').fill(`In ${companyName}`);
    await projectDialog.getByRole('button', { name: 'Add Project' }).click();
    await page.getByTestId('popup').getByText(`Project In ${companyName} created`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/packages/overview');
    expect(await sessionEndedPopups(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('recyclens.accessToken'))).toBeTruthy();
    // The project landed in the chosen company, not the admin's own.
    const projects = await api<{ items: { name: string }[] }>('GET', '/projects?limit=100', token);
    expect(projects.items.map((project) => project.name)).not.toContain(`In ${companyName}`);
    await shoot(page, 'admin-in-a-created-company');
  }, 120_000);

  it('a user removed from their current company meanwhile is switched to another, not signed out', async () => {
    const me = await api<{ companies: { id: string }[] }>('GET', '/me', token);
    const home = me.companies[0]!.id;
    const second = await api<{ id: string }>('POST', '/company/create', token, {
      companyName: `Second ${tag}`,
    });
    const email = `mover.${tag}@example.com`;
    await signUpByApi({ firstName: 'Mo', lastName: 'Ver', company: 'Mover Co', email, password });
    const [mail] = await mailsTo(email);
    const confirmToken = mail?.text.match(/confirmEmail\?token=([\w-]+)/)?.[1];
    await api('POST', '/auth/confirmEmail', undefined, { token: confirmToken });
    const users = await api<{ items: { id: string; email: string; version: number }[] }>(
      'GET',
      '/users',
      token,
    );
    const mover = users.items.find((user) => user.email === email)!;
    const assigned = await api<{ version: number }>('PUT', `/user/${mover.id}`, token, {
      role: 'MANAGER_USER',
      status: 'APPROVED',
      companyIds: [home, second.id],
      version: mover.version,
    });

    // Another browser: its own storage, so the admin's session stays as it is.
    const moverBrowser = await launchBrowser({ locale: 'en-US' });
    const moverPage = await moverBrowser.context.newPage();
    await signIn(moverPage, email, password);
    await moverPage.waitForURL('**/dashboard');
    await moverPage.getByRole('banner').getByRole('combobox').last().waitFor();
    await moverPage.evaluate((id) => localStorage.setItem('recyclens.currentCompanyId', id), second.id);
    // Meanwhile an admin takes them out of that company.
    await api('PUT', `/user/${mover.id}`, token, {
      role: 'MANAGER_USER',
      status: 'APPROVED',
      companyIds: [home],
      version: assigned.version,
    });
    // Their session ended with the change of rights (decision 004): they sign in again.
    await signIn(moverPage, email, password);
    await moverPage.waitForURL('**/dashboard');
    await moverPage.evaluate((id) => localStorage.setItem('recyclens.currentCompanyId', id), second.id);
    await moverPage.goto(`${WEB_URL}/packages/overview`);
    await moverPage
      .getByTestId('popup')
      .getByText(/Company no longer available|Unternehmen nicht mehr verfügbar/)
      .waitFor();
    await moverPage
      .getByRole('heading', { level: 1, name: /Packages and projects|Verpackungen und Projekte/ })
      .waitFor();
    expect(await sessionEndedPopups(moverPage).count()).toBe(0);
    expect(new URL(moverPage.url()).pathname).toBe('/packages/overview');
    await expect
      .poll(() => moverPage.evaluate(() => localStorage.getItem('recyclens.currentCompanyId')))
      .toBe(home);
    await moverBrowser.close();
  }, 120_000);

  it('a page that crashes shows our error page in the frame, translated, with its detail and a way back', async () => {
    const crashing = (route: Route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("Broken on purpose");' });
    // The guidelines page's own chunk of the build the journeys run on (assets/guidelines-<hash>.js).
    const guidelinesPage = (url: URL) => /\/assets\/guidelines-[\w-]+\.js$/.test(url.pathname);
    await page.route(guidelinesPage, crashing);
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: /Language|Sprache|Langue/ })
      .selectOption('de');
    await page.goto(`${WEB_URL}/guidelines`);
    await page.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen!' }).waitFor();
    await page.getByRole('navigation', { name: /Main|Haupt/ }).waitFor();
    expect(await page.getByText('Broken on purpose').count()).toBe(0);
    await page.getByRole('button', { name: 'Fehler anzeigen' }).click();
    await page.getByText(/Broken on purpose/).waitFor();
    await shoot(page, 'error-page');
    expect(await inspectScreen(page, 'error-page')).toEqual([]);
    await page.getByRole('button', { name: 'Fehler ausblenden' }).click();
    await page.unroute(guidelinesPage);

    // The page's code cannot be fetched at all (a new release, a dropped connection): reload.
    await page.route(guidelinesPage, (route) => route.abort());
    await page.goto(`${WEB_URL}/guidelines`);
    await page.getByRole('heading', { level: 1, name: 'Diese Seite konnte nicht geladen werden' }).waitFor();
    await page.getByRole('button', { name: 'Seite neu laden' }).waitFor();
    await shoot(page, 'error-page-chunk');
    await page.unroute(guidelinesPage);
    await page.getByRole('link', { name: 'Zurück zum Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: /Language|Sprache|Langue/ })
      .selectOption('en');
    await page.getByRole('heading', { name: /^Welcome back, / }).waitFor();
  }, 120_000);

  it('sign-up in French mails in French; a blocked domain is told its access is restricted, with the contact', async () => {
    const visitor = await launchBrowser({ locale: 'en-US' });
    const signUpPage = await visitor.context.newPage();
    await signUpPage.goto(`${WEB_URL}/signUp`);
    await signUpPage.getByRole('combobox', { name: /Language|Sprache|Langue/ }).selectOption('fr');
    const email = `bloque.${tag}@blocked.test`;
    await signUpPage.getByLabel('Prénom').fill('Blaise');
    await signUpPage.getByLabel('Nom', { exact: true }).fill('Bloqué');
    await signUpPage.getByLabel('Entreprise').fill('Domaine Bloqué');
    await signUpPage.getByLabel('E-mail').fill(email);
    await signUpPage.getByLabel('Créer un mot de passe').fill(password);
    await signUpPage.getByLabel('Confirmer le mot de passe').fill(password);
    await signUpPage.getByRole('checkbox').check();
    await signUpPage.getByRole('button', { name: /S’inscrire|S'inscrire/ }).click();
    await signUpPage.getByRole('status').waitFor();
    // The browser says English; the page was in French, and so is the mail.
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Veuillez confirmer votre adresse e-mail');

    const link = mail?.text.match(/https?:\/\/\S+\/confirmEmail\?token=[\w-]+/)?.[0];
    await signUpPage.goto(link!);
    const alert = signUpPage.getByRole('alert');
    await alert.getByText('Accès restreint').waitFor();
    expect(await alert.textContent()).toContain('support@recyclens.test');
    expect(await alert.textContent()).not.toMatch(/approuv|validation/i);
    await shoot(signUpPage, 'confirm-email-restricted');
    await visitor.close();
  }, 120_000);

  it('five countries read at a glance: a matrix, findings once per component; the dashboard charts the portfolio', async () => {
    interface Portfolio {
      packages: number;
      countries: { countryId: string; grades: Record<string, number>; notAssessed: number }[];
    }
    // The admin's own company, the one the API calls below work in.
    const home = (await api<{ companies: { id: string }[] }>('GET', '/me', token)).companies[0]!.id;
    await page.getByRole('banner').getByRole('combobox', { name: 'Current company' }).selectOption(home);
    const before = await api<Portfolio>('GET', '/portfolio', token);
    const templates = await api<{ id: string; name: string }[]>('GET', '/templates', token);
    const bottle = templates.find((template) => template.name === 'PET bottle with PP cap and OPP label')!;
    const created = await api<{ id: string }>('POST', '/packages', token, {
      name: `Five countries ${tag}`,
      draft: false,
      components: [],
      templateId: bottle.id,
    });
    await page.goto(`${WEB_URL}/packages/${created.id}`);
    await page.getByRole('heading', { level: 1, name: `Five countries ${tag}` }).waitFor();
    const assessment = page.getByRole('region', { name: 'Assessment', exact: true });
    const countries = ['Germany', 'Austria', 'France', 'United Kingdom', 'United States'];
    for (const country of countries) await assessment.getByRole('checkbox', { name: country }).check();
    await assessment.getByRole('button', { name: 'Run assessment' }).click();
    const matrix = assessment.getByRole('table', { name: 'Latest result per country' });
    await matrix.waitFor({ timeout: 30_000 });
    for (const country of countries) await matrix.getByRole('rowheader', { name: country }).waitFor();
    const findings = assessment.getByRole('region', { name: 'Findings by component' });
    for (const name of ['Bottle', 'Cap', 'Label'])
      expect(await findings.getByRole('region', { name, exact: true }).count()).toBe(1);
    // The greens are folded: what needs doing is read without scrolling past five countries' worth.
    const foldedOpen = await findings.locator('details[open]').count();
    expect(foldedOpen).toBe(0);
    const height = (await findings.boundingBox())!.height;
    expect(height, 'findings height in px').toBeLessThan(2_000);
    await assessment.scrollIntoViewIfNeeded();
    expect(await inspectScreen(page, 'results-matrix')).toEqual([]);

    // A black bottle the sorting cannot see, assessed for two countries, and a draft not assessed.
    const black = await api<{ id: string }>('POST', '/packages', token, {
      name: `Black bottle ${tag}`,
      draft: false,
      components: [
        {
          name: 'Black body',
          typeId: 'body',
          familyId: 'rigid-plastic',
          materialId: 'pet',
          fillerId: 'none',
          adhesiveId: 'none',
          colorId: 'carbon-black',
          densityFrom: 1.33,
          densityTo: 1.4,
          weight: 24,
        },
      ],
    });
    await api('POST', `/packages/${black.id}/assessments`, token, { countryIds: ['DE', 'FR'] });
    await api('POST', '/packages', token, { name: `Draft ${tag}`, draft: true, components: [] });

    await page.goto(`${WEB_URL}/dashboard`);
    const portfolio = page.getByRole('region', { name: 'Portfolio by grade' });
    const table = portfolio.getByRole('table', { name: 'Packaging per grade and country' });
    await table.waitFor();
    const after = await api<Portfolio>('GET', '/portfolio', token);
    expect(after.packages).toBe(before.packages + 3);
    const germany = (summary: Portfolio) => summary.countries.find((country) => country.countryId === 'DE');
    const assessedIn = (summary: Portfolio) =>
      Object.values(germany(summary)?.grades ?? {}).reduce((sum, count) => sum + count, 0);
    expect(assessedIn(after)).toBe(assessedIn(before) + 2);
    expect(germany(after)!.grades['not-recyclable']).toBe(
      (germany(before)?.grades['not-recyclable'] ?? 0) + 1,
    );
    const germanyRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Germany' }) });
    expect(await germanyRow.getByRole('cell').nth(6).textContent()).toBe(String(germany(after)!.notAssessed));
    await portfolio.scrollIntoViewIfNeeded();
    expect(await inspectScreen(page, 'portfolio-chart')).toEqual([]);
  }, 120_000);

  it('on a phone, no signed-in page shifts while its code, data and controls arrive', async () => {
    // A packaging with components and a second user, so the editor and the user form show in full.
    const templates = await api<{ id: string; name: string }[]>('GET', '/templates', token);
    const bottle = templates.find((template) => template.name === 'PET bottle with PP cap and OPP label')!;
    const packaging = await api<{ id: string; name: string }>('POST', '/packages', token, {
      name: `Phone bottle ${tag}`,
      draft: false,
      components: [],
      templateId: bottle.id,
    });
    const email = `phone.${tag}@example.com`;
    await signUpByApi({ firstName: 'Phoebe', lastName: 'Mobile', company: 'Phone Co', email, password });
    const other = await userByEmail(token, email);

    const phone = await chrome.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    // The layout shifts of each page load, as Lighthouse's CLS sums them (none after user input).
    await phone.addInitScript(() => {
      const store = window as unknown as { layoutShift: number; shifted: string[] };
      store.layoutShift = 0;
      store.shifted = [];
      const describe = (node: Node | null) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.getAttribute('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`
          : 'text';
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          store.layoutShift += entry.value;
          store.shifted.push(
            `${entry.value.toFixed(3)}: ${entry.sources.map((source) => describe(source.node)).join(', ')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A phone's CPU, as Lighthouse's mobile preset slows it: the in-between states (skeletons,
    // controls still loading) then last long enough to be painted, as they are on a real phone.
    const devtools = await chrome.context.newCDPSession(phone);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const shifts: Record<string, { total: number; shifted: string[] }> = {};
    for (const [path, heading] of [
      ['/dashboard', /^Welcome back, /],
      ['/packages/overview', /^Packages and projects$/],
      [`/packages/${packaging.id}`, packaging.name],
      ['/guidelines', /^Guidelines$/],
      ['/user/profile', /^Profile$/],
      ['/user/management', /^User management$/],
      [`/user/edit/${other.id}`, /^Edit user$/],
      ['/companies', /^Company overview$/],
      ['/settings', /^Tenant settings$/],
    ] as const) {
      await phone.goto(`${WEB_URL}${path}`);
      await phone.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
      await phone.waitForLoadState('networkidle');
      await phone
        .getByRole('banner')
        .getByRole('button', { name: /^User menu/ })
        .waitFor();
      // Until the loading placeholders are gone, the page has not taken its final layout.
      const loading = phone.getByRole('status').filter({ hasText: /Loading/ });
      await expect
        .poll(() => loading.count(), { timeout: 30_000, message: `${path} keeps showing placeholders` })
        .toBe(0);
      shifts[path] = await phone.evaluate(async () => {
        // Shifts are reported after the frame that made them.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const store = window as unknown as { layoutShift: number; shifted: string[] };
        return { total: store.layoutShift, shifted: store.shifted };
      });
    }
    await devtools.detach();
    await phone.close();
    // Every page that shifts, with what moved, in one failure.
    const shifting = Object.entries(shifts)
      .filter(([, { total }]) => total > 0.05)
      .map(([path, { total, shifted }]) => `${path} ${total.toFixed(3)} (${shifted.join('; ')})`);
    expect(shifting).toEqual([]);
  }, 300_000);

  it('Download template saves the file at once; a packaging saved as a template is offered in Add Packaging', async () => {
    // Back in the admin's own company, where the packaging below is made.
    const home = (await api<{ companies: { id: string }[] }>('GET', '/me', token)).companies[0]!.id;
    await page.getByRole('banner').getByRole('combobox', { name: 'Current company' }).selectOption(home);
    await page.goto(`${WEB_URL}/packages/overview`);
    await page.getByRole('heading', { level: 1, name: 'Packages and projects' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click();
    expect((await download).suggestedFilename()).toBe('recyclens-import-template.xlsx');
    expect(await page.getByRole('dialog').count()).toBe(0);

    const source = await api<{ id: string }>('POST', '/packages', token, {
      name: `Template source ${tag}`,
      draft: true,
      components: [],
    });
    await page.goto(`${WEB_URL}/packages/${source.id}`);
    await page.getByRole('heading', { level: 1, name: `Template source ${tag}` }).waitFor();
    await page.getByRole('button', { name: 'Save as template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as template' });
    await dialog.getByLabel('Template name').fill(`Our pouch ${tag}`);
    await shoot(page, 'save-as-template');
    await dialog.getByRole('button', { name: 'Save as template' }).click();
    await page.getByTestId('popup').getByText(`Template Our pouch ${tag} saved`).waitFor();

    await page.goto(`${WEB_URL}/packages/overview`);
    await page.getByRole('button', { name: 'Add Packaging' }).click();
    const add = page.getByRole('dialog', { name: 'Add Packaging' });
    await add.getByLabel('From a template').check();
    await add.getByLabel('Template', { exact: true }).selectOption({ label: `Our pouch ${tag}` });
    await add.getByLabel('Name', { exact: true }).fill(`From our pouch ${tag}`);
    await add.getByRole('button', { name: 'Add Packaging' }).click();
    await page.getByRole('heading', { level: 1, name: `From our pouch ${tag}` }).waitFor();

    await page.goto(`${WEB_URL}/dashboard`);
    await page.getByText(`Our pouch ${tag}`).first().waitFor();
  }, 120_000);
});
