import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runTag, withAdminSession } from './support/admin-session';
import { componentBody } from './support/components';
import { inspectScreen } from './support/page-tools';
import { api, WEB_URL } from './support/stack';

let page: Page;
let token: string;
const tag = runTag();

withAdminSession((session) => ({ page, token } = session));

/** One row of units placed, added from the keyboard as the editor offers it. */
const addUnits = async (country: string, year: string, units: string) => {
  const section = page.getByRole('region', { name: 'Units placed on the market' });
  await section.getByRole('button', { name: 'Add country and year' }).click();
  const row = section.getByRole('listitem').last();
  await row.getByLabel('Country').selectOption({ label: country });
  await row.getByLabel('Year').fill(year);
  await row.getByLabel('Units').fill(units);
};

describe('EPR fees in Chromium', () => {
  it('units for two countries → the estimate’s lines per country → a proposal’s saving → the dashboard’s fees', async () => {
    // An aluminium can under a 5 g PP lid (Ecoembes 2026: other rigid plastics 0.748 €/kg, aluminium 0.04 €/kg).
    const can = await api<{ id: string; name: string }>('POST', '/packages', token, {
      name: `Soup can ${tag}`,
      draft: false,
      components: [
        componentBody('Can body', 'body', 'metal', 'aluminium', 'metallic', [2.6, 2.75], 11),
        componentBody('Lid', 'lid', 'rigid-plastic', 'pp', 'natural', [0.9, 0.91], 5),
      ],
    });
    await page.goto(`${WEB_URL}/packages/${can.id}`);
    await page.getByRole('heading', { level: 1, name: can.name }).waitFor();
    await addUnits('Spain', '2026', '10.000');
    await addUnits('Germany', '2026', '5000');
    await page.getByRole('button', { name: 'Save as complete' }).click();
    await page.getByText('All changes saved').waitFor();

    const fees = page.getByRole('region', { name: 'EPR fees' });
    await fees.getByText('Estimate this packaging’s fees per country').click();
    await fees.getByLabel('Fee year').selectOption('2026');
    const lid = fees.getByRole('row', { name: /Lid/ });
    await expect
      .poll(() => lid.textContent(), { timeout: 30_000 })
      .toMatch(/5 g.*Resto plásticos rígidos.*€0\.748 per kg/);
    await fees
      .getByText(/Ecoembes/)
      .first()
      .waitFor();
    // (11 g × 0.04 + 5 g × 0.748) €/kg = €0.00418 a unit, × 10,000.
    await fees.getByText('10,000 units: €41.80 in the year').waitFor();
    const germany = fees
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Germany' }) });
    expect(await germany.textContent()).toMatch(/No public schedule/);
    expect(await inspectScreen(page, 'epr-estimate')).toEqual([]);

    // The proposals, once assessed, say what their change saves where units are placed.
    const assessment = page.getByRole('region', { name: 'Assessment', exact: true });
    for (const country of ['Germany', 'Austria', 'France', 'United Kingdom', 'United States'])
      await assessment.getByRole('checkbox', { name: country }).setChecked(country === 'Germany');
    await assessment.getByRole('button', { name: 'Run assessment' }).click();
    const proposals = page
      .getByRole('region', { name: 'What would make it better' })
      .getByRole('list', { name: 'Proposals for Germany, CEFLEX D4ACE' });
    await proposals.waitFor({ timeout: 30_000 });
    await proposals.getByText('Saves €35.40 in EPR fees in Spain in 2026 (10,000 units)').waitFor();

    // The dashboard sums the saved units: Spain in euros, the can among the costliest, linked.
    await page.goto(`${WEB_URL}/dashboard`);
    const card = page.getByRole('region', { name: 'EPR fees' });
    await card.getByLabel('Fee year').selectOption('2026');
    await card
      .getByRole('list', { name: 'Fees per country in 2026' })
      .getByText(/Spain · Ecoembes/)
      .waitFor();
    const costliest = card.getByRole('list', { name: 'Packaging that cost most in 2026' });
    await costliest.getByRole('listitem').filter({ hasText: can.name }).getByText('€41.80').waitFor();
    await costliest.getByRole('link', { name: can.name }).click();
    await page.getByRole('heading', { level: 1, name: can.name }).waitFor();
  }, 180_000);

  it('units placed in the EU weigh the PPWR card’s Art. 7 recycled content', async () => {
    // A million 20 g PET bottles at 25 % recycled PET in Germany: below the category's 30 % for 2030.
    await api('POST', '/packages', token, {
      name: `Water bottle ${tag}`,
      draft: false,
      contactSensitivity: 'beverage',
      singleUsePlasticBeverageBottle: true,
      unitsPlaced: [{ countryCode: 'DE', year: 2026, units: 1_000_000 }],
      components: [
        {
          ...componentBody('Bottle', 'body', 'rigid-plastic', 'pet', 'natural', [1.38, 1.4], 20),
          recycledContentPercent: 25,
        },
      ],
    });
    await page.goto(`${WEB_URL}/dashboard`);
    const card = page.getByRole('region', { name: 'PPWR conformity' });
    await card.getByLabel('Year placed on the market').selectOption('2026');
    const bottles = card
      .getByRole('list', { name: 'Recycled content per category in 2026' })
      .getByRole('listitem')
      .filter({ hasText: 'Single-use plastic beverage bottles' });
    await bottles.getByText('below the 2030 minimum').waitFor();
    expect(await bottles.textContent()).toMatch(/25%.*Minimum from 2030: 30% · 2040: 65%/);
    expect(await inspectScreen(page, 'dashboard-recycled-content')).toEqual([]);
  }, 60_000);
});
