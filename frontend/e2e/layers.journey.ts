import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runTag, withAdminSession } from './support/admin-session';
import { inspectScreen } from './support/page-tools';
import { api, WEB_URL } from './support/stack';

interface Layer {
  role: string;
  materialId: string;
  weight: number;
}
interface PackageItem {
  id: string;
  version: number;
  packageComponents: { name: string; weight?: number | null; constituents?: Layer[] }[];
}

let page: Page;
let token: string;
const tag = runTag();

withAdminSession((session) => ({ page, token } = session));

const layerRow = (pouch: Locator, position: number) =>
  pouch.getByRole('group', { name: `Layer ${position}`, exact: true });

/** Adds a layer at the end of the pouch's layers and fills it in. */
const addLayer = async (pouch: Locator, position: number, role: string, material: string, grams: string) => {
  await pouch.getByRole('button', { name: /^Add layer to / }).click();
  const row = layerRow(pouch, position);
  await row.getByLabel('Role').selectOption({ label: role });
  await row.getByLabel('Layer material').selectOption({ label: material });
  await row.getByLabel('Layer weight (g)').fill(grams);
};

describe('Layered components in Chromium', () => {
  it('a pouch gets three layers in the editor, with live shares, and keeps them through save and reload', async () => {
    const name = `Layered pouch ${tag}`;
    const created = await api<PackageItem>('POST', '/packages', token, {
      name,
      draft: true,
      components: [{ name: 'Pouch' }],
    });
    await page.goto(`${WEB_URL}/packages/${created.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const pouch = page.getByRole('group', { name: 'Component 1: Pouch', exact: true });
    await pouch.getByText('No layers: the component is one material.', { exact: false }).waitFor();

    await addLayer(pouch, 1, 'Ink', 'NC ink (nitrocellulose)', '0.5');
    await addLayer(pouch, 2, 'EVOH coex layer', 'EVOH', '0.5');
    await addLayer(pouch, 3, 'Film', 'LLDPE', '4');
    // The film belongs outside the barrier: moved up by keyboard.
    await pouch.getByRole('button', { name: 'Move layer 3 up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => layerRow(pouch, 2).getByLabel('Layer weight (g)').inputValue()).toBe('4');
    await pouch.getByText('80 %', { exact: true }).waitFor();
    expect(await pouch.getByLabel('Weight (g), sum of the layers').inputValue()).toBe('5');
    expect(await inspectScreen(page, 'packaging-editor-layers')).toEqual([]);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('All changes saved').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await layerRow(pouch, 3).waitFor();
    const shown = [];
    for (const position of [1, 2, 3]) {
      const row = layerRow(pouch, position);
      shown.push([
        await row.getByLabel('Role').locator('option:checked').textContent(),
        await row.getByLabel('Layer weight (g)').inputValue(),
        (await row.getByText(/ %$/).textContent())?.trim(),
      ]);
    }
    expect(shown).toEqual([
      ['Ink', '0.5', '10 %'],
      ['Film', '4', '80 %'],
      ['EVOH coex layer', '0.5', '10 %'],
    ]);
    // On a phone the component's and layers' cards fit the screen: nothing scrolls sideways
    // (issue 36; a long material name in a select used to widen its fieldset past the edge).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    const rightEdges = await page
      .locator('fieldset')
      .evaluateAll((sets) => sets.map((set) => Math.round(set.getBoundingClientRect().right)));
    expect(Math.max(...rightEdges)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });

    const stored = await api<PackageItem>('GET', `/packages/${created.id}`, token);
    expect(stored.packageComponents[0]?.weight).toBe(5);
    expect(stored.packageComponents[0]?.constituents).toEqual([
      { role: 'ink', materialId: 'nc-ink', weight: 0.5 },
      { role: 'film', materialId: 'lldpe', weight: 4 },
      { role: 'evoh-coex', materialId: 'evoh', weight: 0.5 },
    ]);
    await api('DELETE', `/packages/${created.id}?version=${stored.version}`, token);
  });
});
