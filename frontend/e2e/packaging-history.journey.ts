import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLetters, runTag, withAdminSession } from './support/admin-session';
import { inspectScreen } from './support/page-tools';
import { api, WEB_URL } from './support/stack';

let page: Page;
let token: string;
const tag = inLetters(runTag());

withAdminSession((session) => ({ page, token } = session));

type Diff = {
  fields: unknown[];
  components: { added: unknown[]; removed: unknown[]; changed: unknown[]; reordered: boolean };
};

describe('Packaging history in Chromium', () => {
  it('edit twice → three versions → compare the first and the last → restore the first → a fourth equal to it', async () => {
    const name = `History pot ${tag}`;
    const created = await api<{ id: string }>('POST', '/packages', token, {
      name,
      description: 'As first written',
      draft: true,
      components: [{ name: 'Pot' }],
    });
    await page.goto(`${WEB_URL}/packages/${created.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const versions = page.getByRole('table', { name: 'Versions of this packaging, newest first' });
    const versionRows = versions.getByRole('row');
    const saveDraft = async (popup: string) => {
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByTestId('popup').getByText(popup).first().waitFor();
    };

    await page.getByLabel('Name', { exact: true }).fill(`${name}, renamed`);
    await saveDraft('Draft saved');
    await page.getByRole('heading', { level: 1, name: `${name}, renamed` }).waitFor();
    await page.getByLabel('Description', { exact: true }).fill('Written again');
    await saveDraft('Draft saved');
    await versions.getByRole('rowheader', { name: '3', exact: true }).waitFor();
    expect(await versionRows.count()).toBe(1 + 3);

    await page.getByRole('checkbox', { name: 'Compare version 1' }).check();
    await page.getByRole('checkbox', { name: 'Compare version 3' }).check();
    const differences = page.getByRole('region', { name: 'Differences between version 1 and version 3' });
    await differences.getByText('As first written').waitFor();
    expect(await differences.getByText('Written again').count()).toBe(1);
    expect(await differences.getByText(`${name}, renamed`).count()).toBe(1);

    await page.getByRole('button', { name: 'Restore version 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore version 1?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await page.getByTestId('popup').getByText('Version 1 restored as version 4').waitFor();
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await versions.getByRole('rowheader', { name: '4', exact: true }).waitFor();
    expect(await versionRows.count()).toBe(1 + 4);
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe('As first written');

    await page.getByRole('checkbox', { name: 'Compare version 4' }).check();
    await page.getByRole('checkbox', { name: 'Compare version 1' }).check();
    await page
      .getByRole('region', { name: 'Differences between version 1 and version 4' })
      .getByText('No differences.')
      .waitFor();
    const sameAsFirst = await api<Diff>('GET', `/packages/${created.id}/version-diff?from=1&to=4`, token);
    expect(sameAsFirst.fields).toEqual([]);
    expect(sameAsFirst.components).toEqual({ added: [], removed: [], changed: [], reordered: false });

    await versions.scrollIntoViewIfNeeded();
    expect(await inspectScreen(page, 'packaging-history')).toEqual([]);
  });
});
