import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLetters, runTag, withAdminSession } from './support/admin-session';
import { shoot } from './support/page-tools';
import { api, WEB_URL } from './support/stack';

let page: Page;
let token: string;
const tag = inLetters(runTag());

withAdminSession((session) => ({ page, token } = session));

/** The editor's PPWR conformity table, opened. */
const openConformity = async () => {
  const section = page.getByRole('region', { name: 'PPWR conformity' });
  await section.getByText('Check this packaging against the EU packaging regulation').click();
  return section.getByRole('table', { name: 'PPWR requirements for this packaging' });
};
const cellsOf = async (table: ReturnType<Page['getByRole']>, requirement: string) => {
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(requirement) }) });
  await row.waitFor();
  return row.getByRole('cell').allInnerTexts();
};

/** The water bottle of the first journey, whose recycled content waits for its supplier declaration. */
let bottleId = '';

/** A smallest PDF: the server types a file by its first bytes (%PDF-). */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A draft single-use PET water bottle of 20 g with 20 % recycled PET, and what else its body declares. */
const petBottle = (name: string, declared: Record<string, unknown> = {}) => ({
  name,
  draft: true,
  contactSensitivity: 'beverage',
  singleUsePlasticBeverageBottle: true,
  components: [
    {
      name: 'Bottle',
      familyId: 'rigid-plastic',
      materialId: 'pet',
      weight: 20,
      recycledContentPercent: 20,
      ...declared,
    },
  ],
});

describe('PPWR conformity in Chromium', () => {
  it('a single-use PET water bottle with 20 % rPET fails Art. 7 for 2030; typed up to 30 % in the editor it no longer fails', async () => {
    const name = `Water bottle ${tag}`;
    const created = await api<{ id: string }>(
      'POST',
      '/packages',
      token,
      // Declared, like its recycled content, by the supplier declaration of the second journey.
      petBottle(name, { heavyMetalsSumMgPerKg: 10, pfasIntentionallyAdded: 'no' }),
    );
    bottleId = created.id;
    await page.goto(`${WEB_URL}/packages/${created.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    let table = await openConformity();
    const at20 = await cellsOf(table, 'Minimum recycled content in plastic packaging');
    expect(at20[0]).toMatch(/^Applies from Jan 1, 2030/);
    expect(at20[1]).toMatch(/^Not met/);

    const bottle = page.getByRole('group', { name: 'Component 1: Bottle' });
    await bottle.getByText('PPWR data of this component').click();
    await bottle.getByLabel('Post-consumer recycled content (%)').fill('30');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByTestId('popup').getByText('Draft saved').first().waitFor();
    table = page.getByRole('table', { name: 'PPWR requirements for this packaging' });
    await table
      .getByRole('cell', { name: /Missing: Supplier declaration/ })
      .first()
      .waitFor();
    const at30 = await cellsOf(table, 'Minimum recycled content in plastic packaging');
    // Met once the supplier declaration is on file (evidence documents); without it, never met.
    expect(at30[1]).toMatch(/^Evidence missing/);
    await shoot(page, 'ppwr-conformity');
  });

  it('uploading the missing supplier declaration turns Art. 7 for 2030 from "evidence missing" into "met"', async () => {
    expect(bottleId).not.toBe('');
    const evidence = page.getByRole('region', { name: 'Evidence documents' });
    await evidence.getByRole('button', { name: 'Upload document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload evidence document' });
    await dialog.getByLabel('Kind of document').selectOption('supplier_declaration');
    await dialog.getByLabel('Name', { exact: true }).fill('rPET supplier declaration');
    await dialog.getByLabel('Issued on').fill('2026-01-10');
    await dialog.getByLabel('Covers').selectOption({ label: 'Bottle' });
    await dialog
      .getByLabel('Document file')
      .setInputFiles({ name: 'declaration.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'detached' });
    await evidence.getByRole('rowheader', { name: /rPET supplier declaration/ }).waitFor();

    const table = page.getByRole('table', { name: 'PPWR requirements for this packaging' });
    const row = table.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: /Minimum recycled content in plastic packaging/ }),
    });
    await row.getByRole('cell').nth(1).filter({ hasText: /^Met/ }).waitFor();
    expect((await cellsOf(table, 'Minimum recycled content in plastic packaging'))[1]).toMatch(/^Met/);
  });

  it('the overview’s filter "PPWR evidence missing" lists a 20 % bottle without papers, not the declared 30 % one', async () => {
    expect(bottleId).not.toBe('');
    const bare = `Bare bottle ${tag}`;
    await api('POST', '/packages', token, petBottle(bare));
    await page.goto(`${WEB_URL}/packages/overview?q=${tag}`);
    const list = page.getByRole('region', { name: 'Packaging list' });
    await list.getByRole('link', { name: `Water bottle ${tag}`, exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'PPWR' }).selectOption('evidenceMissing');
    // The declared bottle leaves the list; the bare one, whose heavy metals and PFAS are unproven, stays.
    await list.getByRole('link', { name: `Water bottle ${tag}`, exact: true }).waitFor({ state: 'detached' });
    await list.getByRole('link', { name: bare, exact: true }).waitFor();
    expect(await list.getByRole('link').allTextContents()).toEqual([bare]);
  });

  it('a food-contact paper wrap with PFAS intentionally added fails Art. 5(5) today', async () => {
    const name = `Burger wrap ${tag}`;
    const created = await api<{ id: string }>('POST', '/packages', token, {
      name,
      draft: true,
      contactSensitivity: 'food',
      components: [
        { name: 'Wrap', familyId: 'paper-board', materialId: 'paper', pfasIntentionallyAdded: 'yes' },
      ],
    });
    await page.goto(`${WEB_URL}/packages/${created.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const cells = await cellsOf(await openConformity(), 'PFAS in food contact packaging');
    expect(cells.map((cell) => cell.split('\n')[0])).toEqual(['Not met', 'Not met', 'Not met']);
  });
});
