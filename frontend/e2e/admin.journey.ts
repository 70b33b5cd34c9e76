import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLetters, runTag, withAdminSession } from './support/admin-session';
import { inspectScreen } from './support/page-tools';
import { api, mailsTo, signUpByApi, WEB_URL } from './support/stack';

let page: Page;
let token: string;
const tag = runTag();
// A person's name holds letters only (no digits).
const nameTag = inLetters(tag);

/** An 8×8 green PNG: small, but a real picture the browser can draw. */
const greenPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAEklEQVR42mMQCdb9jw8zjAwFAKOlZMEEdQkOAAAAAElFTkSuQmCC',
  'base64',
);

/** Pictures and axe; a serious problem fails the journey that shows it, where it shows it. */
const check = async (name: string) => {
  expect(await inspectScreen(page, name)).toEqual([]);
};

const goTo = async (path: string, heading: string) => {
  await page.goto(`${WEB_URL}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
};

/** How wide the picture the browser actually drew is: 0 for one it could not decode. */
const drawnWidth = (image: Locator) =>
  image.evaluate((element) => (element instanceof HTMLImageElement ? element.naturalWidth : -1));

withAdminSession((session) => ({ page, token } = session));

describe('Profile and administration journeys in Chromium', () => {
  it('profile picture: a PNG is shown after upload; a text file named .png is refused by the server and the old picture stays', async () => {
    await goTo('/user/profile', 'Profile');
    const pictureInput = page.getByLabel('New profile picture');

    await pictureInput.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: greenPng });
    await page.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await page.getByTestId('popup').getByText('Profile picture updated').waitFor();
    const current = page.getByRole('img', { name: 'Your current profile picture' });
    await current.waitFor();
    await expect.poll(() => drawnWidth(current)).toBe(8);
    const { profilePictureUrl } = await api<{ profilePictureUrl?: string }>('GET', '/me', token);
    expect(profilePictureUrl).toBeTruthy();
    await check('profile-picture-uploaded');

    // The browser trusts the name; only the server reads the bytes.
    await pictureInput.setInputFiles({
      name: 'not-a-picture.png',
      mimeType: 'image/png',
      buffer: Buffer.from('This is a text file, not a picture.\n'),
    });
    const answer = page.waitForResponse(
      (response) =>
        response.url().includes('/user/profile-picture/upload') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Upload picture' }).click();
    expect((await answer).status()).toBe(415);
    await page.getByRole('alert').getByText('Only PNG, JPG and JPEG files are accepted.').waitFor();
    await check('profile-picture-refused');

    expect((await api<{ profilePictureUrl?: string }>('GET', '/me', token)).profilePictureUrl).toBe(
      profilePictureUrl,
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await current.waitFor();
    await expect.poll(() => drawnWidth(current)).toBe(8);
    await page.reload();
    await current.waitFor();
    await expect.poll(() => drawnWidth(current)).toBe(8);
  }, 90_000);

  it('admin sees a pending user stand out, creates their company (once), approves and assigns them', async () => {
    const pending = {
      firstName: 'Pia',
      lastName: `Pending ${nameTag}`,
      company: `Pending Packaging ${tag}`,
      email: `pia.${tag}@example.com`,
      password: 'Journey-pass-1',
    };
    await signUpByApi(pending);
    const [mail] = await mailsTo(pending.email);
    const confirmation = mail?.text.match(/confirmEmail\?token=([\w-]+)/)?.[1];
    expect(confirmation, 'confirmation link in the mail').toBeTruthy();
    await api('POST', '/auth/confirmEmail', undefined, { token: confirmation });
    const login = { email: pending.email, password: pending.password };
    await expect(api('POST', '/auth/login', undefined, login)).rejects.toThrow(/not approved/);

    await goTo('/user/management', 'User management');
    const fullName = `${pending.firstName} ${pending.lastName}`;
    const row = page.getByRole('row').filter({ hasText: pending.lastName });
    await row.waitFor();
    expect(await row.getAttribute('data-pending')).toBe('true');
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Pending E-mail confirmed', `Requested: ${pending.company}`]),
    );
    await page
      .getByRole('status')
      .getByText(/\d+ users? awaiting approval/)
      .waitFor();
    // Those awaiting approval come first.
    const pendingFlags = await page
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((tableRow) => tableRow.hasAttribute('data-pending')));
    expect(pendingFlags).toEqual([...pendingFlags].sort((a, b) => Number(b) - Number(a)));
    await check('user-management-pending');

    await page.getByRole('button', { name: 'Create company' }).click();
    const companyDialog = page.getByRole('dialog', { name: 'Create company' });
    await companyDialog.getByLabel('Company name').fill(pending.company);
    await check('create-company-dialog');
    await companyDialog.getByRole('button', { name: 'Create company' }).click();
    await companyDialog
      .getByText('The company was created successfully. You can now select the company.')
      .waitFor();
    await companyDialog.getByRole('button', { name: 'Create another company' }).click();
    await companyDialog.getByLabel('Company name').fill(pending.company);
    await companyDialog.getByRole('button', { name: 'Create company' }).click();
    await companyDialog.getByText('Company name already exists').waitFor();
    await check('create-company-name-exists');
    await companyDialog.getByRole('button', { name: 'Cancel' }).click();
    await companyDialog.waitFor({ state: 'detached' });

    // Issue 36 §4: the row offers the approval itself (its status cell said the address is
    // confirmed), with the company the newcomer named already ticked.
    await page.getByRole('button', { name: `Approve ${fullName}`, exact: true }).click();
    const editDialog = page.getByRole('dialog', { name: 'Approve user' });
    await editDialog.getByText(`Requested: ${pending.company}`).waitFor();
    expect(await editDialog.getByRole('checkbox', { name: pending.company }).isChecked()).toBe(true);
    expect(await editDialog.getByLabel('Status').inputValue()).toBe('APPROVED');
    await check('edit-user-dialog');
    await editDialog.getByRole('button', { name: 'Approve', exact: true }).click();
    // Either outcome ends the wait, so a refused save fails with the message the admin read.
    const saved = page.getByTestId('popup').getByText('User saved');
    const refused = editDialog.getByRole('alert');
    await saved.or(refused).first().waitFor();
    expect(await refused.allTextContents()).toEqual([]);
    await editDialog.waitFor({ state: 'detached' });

    await expect.poll(() => row.getAttribute('data-pending')).toBeNull();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Approved', pending.company]),
    );
    const approved = await api<{ token: string }>('POST', '/auth/login', undefined, login);
    const me = await api<{ status: string; companies: { name: string }[] }>('GET', '/me', approved.token);
    expect(me.status).toBe('APPROVED');
    expect(me.companies.map((company) => company.name)).toEqual([pending.company]);
  }, 120_000);

  it('company overview and tenant settings', async () => {
    await goTo('/companies', 'Company overview');
    await page
      .getByRole('row')
      .filter({ hasText: `Pending Packaging ${tag}` })
      .waitFor();
    await check('company-overview');

    await goTo('/settings', 'Tenant settings');
    await page.getByRole('heading', { level: 2, name: 'Blocked e-mail domains' }).waitFor();
    await check('tenant-settings');
  }, 60_000);
});
