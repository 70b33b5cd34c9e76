import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLetters, runTag, withAdminSession } from './support/admin-session';
import { inspectScreen } from './support/page-tools';
import { api, mailsTo, signUpByApi, WEB_URL } from './support/stack';

let page: Page;
let adminToken: string;
const tag = runTag();
// A person's name holds letters only (no digits).
const nameTag = inLetters(tag);

/** Pictures and axe; a serious problem fails the journey that shows it, where it shows it. */
const check = async (name: string) => {
  expect(await inspectScreen(page, name)).toEqual([]);
};

const goTo = async (path: string, heading: string) => {
  await page.goto(`${WEB_URL}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
};

const person = {
  firstName: 'Rosa',
  lastName: `Removed ${nameTag}`,
  company: 'Rosa Retail',
  email: `rosa.${tag}@example.com`,
  password: 'Journey-pass-1',
};
const signUp = () => signUpByApi(person);
const signInByApi = () =>
  api<{ token: string }>('POST', '/auth/login', undefined, {
    email: person.email,
    password: person.password,
  });

withAdminSession((session) => ({ page, token: adminToken } = session));

describe('Personal data journeys in Chromium', () => {
  it('the admin downloads their own data from the profile page', async () => {
    await goTo('/user/profile', 'Profile');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      profile: { email: string };
      signIns: { action: string }[];
    };
    expect(file.profile.email).toBe('admin@recyclens.test');
    expect(file.signIns.map((entry) => entry.action)).toContain('SIGN_IN');
    await check('profile-my-data');
  }, 60_000);

  it('an admin removes a user: the row goes, the user is signed out and cannot sign in, the address signs up again', async () => {
    await signUp();
    const [mail] = await mailsTo(person.email);
    const confirmation = mail?.text.match(/confirmEmail\?token=([\w-]+)/)?.[1];
    expect(confirmation, 'confirmation link in the mail').toBeTruthy();
    await api('POST', '/auth/confirmEmail', undefined, { token: confirmation });
    const users = await api<{ items: { id: string; lastName: string }[] }>(
      'GET',
      `/users?search=${encodeURIComponent(person.lastName)}`,
      adminToken,
    );
    const userId = users.items.find((user) => user.lastName === person.lastName)?.id;
    const companies = await api<{ id: string }[]>('GET', '/companies', adminToken);
    await api('PUT', `/user/${userId}`, adminToken, {
      role: 'DEFAULT_USER',
      status: 'APPROVED',
      companyIds: [companies[0]?.id],
    });
    const { token: userToken } = await signInByApi();
    await api('GET', '/me', userToken);

    // An admin is offered no way to remove themselves.
    await goTo('/user/management', 'User management');
    await page.getByRole('button', { name: 'Edit Dana Admin' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remove Dana Admin' }).count()).toBe(0);

    await goTo(`/user/management?q=${encodeURIComponent(person.lastName)}`, 'User management');
    const fullName = `${person.firstName} ${person.lastName}`;
    const row = page.getByRole('row').filter({ hasText: person.lastName });
    await row.waitFor();
    await row.getByRole('button', { name: `Remove ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove user' });
    await dialog.getByText(/cannot be undone/).waitFor();
    await check('remove-user-dialog');
    await dialog.getByRole('button', { name: 'Remove user' }).click();
    await page.getByTestId('popup').getByText(`${fullName} was removed`).waitFor();
    await row.waitFor({ state: 'detached' });

    // Signed out at once, and the address no longer signs in.
    await expect(api('GET', '/me', userToken)).rejects.toThrow(/401/);
    await expect(signInByApi()).rejects.toThrow(/Invalid email or password/);
    // The address is free: it signs up again as a new person.
    await signUp();

    await goTo('/audit', 'Audit log');
    await page.getByLabel('Action').selectOption({ label: 'User removed' });
    // The unfiltered rows stay drawn until the filtered page arrives; the removal's row is the one.
    const entry = page.getByRole('row').filter({ hasText: fullName }).filter({ hasText: 'User removed' });
    await entry.waitFor();
    await expect
      .poll(async () =>
        (await page.locator('tbody tr').allTextContents()).every((row) => row.includes('User removed')),
      )
      .toBe(true);
    expect(await entry.textContent()).toMatch(/Former user [a-z0-9]{4}/);
    await check('audit-log-user-removed');
  }, 120_000);
});
