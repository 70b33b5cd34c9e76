import { describe, expect, it } from 'vitest';
import type { PackagingEprEstimate, PortfolioEpr } from '@recyclens/shared';
import { useApi } from './support/api';
import { asComponentInput } from './support/components';
import { companyMember } from './support/company-members';
import { completeBody } from './support/components';
import { completePackagingCreator, type AnsweredPackaging } from './support/complete-packaging';
import { fileForm } from './support/images';
import { importCsv, potRow } from './support/import-csv';
import { createTestTenant } from './support/tenants';
import { eprCounterChanges, eprTotalsWrites, storedEprTotals } from '../src/data/repositories/epr-totals';
import { portfolioUpdate, replacePortfolio } from '../src/data/repositories/portfolio';
import { transactWrite } from '../src/data/transactions';
import { rebuildPortfolio } from '../src/services/assessments/portfolio-rebuild';
import { rebuildEprTotals } from '../src/services/epr/epr-rebuild';

/**
 * GET /portfolio/epr (issue 35 §4, decision 053): the company's yearly EPR fees per country and
 * currency, summed on every packaging write from the engine's per-packaging estimates, and the
 * packaging that cost most.
 */
const call = useApi();

type Row = { countryCode: string; year: number; units: number };
type Pack = AnsweredPackaging & { unitsPlaced?: Row[] };

/** A fresh company each: the sums are per company. */
const newCompany = async (name: string) => {
  const tenant = await createTestTenant(name);
  const member = await companyMember(tenant);
  const create = completePackagingCreator<Pack>(call, member.token, {
    packaging: 'Bottle',
    component: 'Body',
  });
  const fees = async (year?: number) => {
    const answer = await call<PortfolioEpr>('GET', `/portfolio/epr${year ? `?year=${year}` : ''}`, {
      token: member.token,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  /** The engine's yearly total of one packaging in one country, rounded to the cent as summed. */
  const engineTotal = async (id: string, year: number, countryCode: string) => {
    const estimate = await call<PackagingEprEstimate>('GET', `/packages/${id}/epr-estimate?year=${year}`, {
      token: member.token,
    });
    const country = estimate.body.countries.find((candidate) => candidate.countryCode === countryCode);
    if (country?.status !== 'estimated' || country.total === null)
      throw new Error(`no total in ${countryCode}`);
    return Math.round(country.total * 100);
  };
  const edit = async (pkg: Pack, body: Record<string, unknown>) => {
    const answer = await call<Pack>('PUT', `/packages/${pkg.id}`, {
      token: member.token,
      body: {
        name: pkg.name,
        draft: false,
        version: pkg.version,
        components: pkg.packageComponents.map(asComponentInput),
        ...body,
      },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const remove = async (pkg: Pack) =>
    expect(
      (await call('DELETE', `/packages/${pkg.id}?version=${pkg.version}`, { token: member.token })).status,
    ).toBeLessThan(300);
  const importPots = async (rows: Record<string, string>[]) => {
    const answer = await call('POST', '/packages/import', {
      token: member.token,
      form: fileForm(importCsv(rows), 'pots.csv', 'text/csv'),
    });
    expect(answer.status).toBe(200);
  };
  const idOf = async (name: string) => {
    const listed = await call<{ items: Pack[] }>('GET', `/packages?search=${encodeURIComponent(name)}`, {
      token: member.token,
    });
    const found = listed.body.items.find((item) => item.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found.id;
  };
  return { tenant, create, fees, engineTotal, edit, remove, importPots, idOf };
};

const row = (countryCode: string, year: number, units: number): Row => ({ countryCode, year, units });
const cents = (total: number) => Math.round(total * 100);
const countryIn = (fees: PortfolioEpr, code: string) => fees.countries.filter((c) => c.countryCode === code);

describe('the dashboard’s EPR fees', () => {
  it('sum the engine’s estimates per country in each scheme’s currency, move with an edit and a delete, and list the costliest', async () => {
    const company = await newCompany('epr-portfolio');
    const small = (
      await company.create({
        name: 'Small bottle',
        components: [{ ...completeBody, name: 'Bottle', materialId: 'pet', colorId: 'clear', weight: 25 }],
        unitsPlaced: [row('GB', 2024, 1_000_000), row('BE', 2024, 200_000), row('ES', 2026, 500_000)],
      })
    ).body;
    const large = (
      await company.create({
        name: 'Large bottle',
        components: [{ ...completeBody, name: 'Bottle', materialId: 'pet', colorId: 'clear', weight: 60 }],
        unitsPlaced: [row('GB', 2024, 3_000_000), row('DE', 2024, 10_000)],
      })
    ).body;

    const gbSmall = await company.engineTotal(small.id, 2024, 'GB');
    const gbLarge = await company.engineTotal(large.id, 2024, 'GB');
    const beSmall = await company.engineTotal(small.id, 2024, 'BE');
    const fees = await company.fees(2024);
    expect(fees.year).toBe(2024);
    expect(fees.years).toEqual([2024, 2026]);
    const [uk] = countryIn(fees, 'GB');
    expect(uk).toMatchObject({
      status: 'estimated',
      currency: 'GBP',
      packaging: 2,
      incomplete: 0,
      current: true,
    });
    expect(uk?.status === 'estimated' && cents(uk.total)).toBe(gbSmall + gbLarge);
    // Belgium is in euros: never added to the pounds.
    const [belgium] = countryIn(fees, 'BE');
    expect(belgium).toMatchObject({ status: 'estimated', currency: 'EUR', packaging: 1 });
    expect(belgium?.status === 'estimated' && cents(belgium.total)).toBe(beSmall);
    // Germany's units are counted, with no figure.
    expect(countryIn(fees, 'DE')).toMatchObject([{ status: 'no_public_schedule', packaging: 1 }]);
    expect(countryIn(fees, 'DE')[0]).not.toHaveProperty('total');
    // Highest first within a currency, each with its own currency.
    expect(
      fees.mostCostly.map((entry) => [entry.currency, entry.name, entry.countryCode, cents(entry.total)]),
    ).toEqual([
      ['EUR', 'Small bottle', 'BE', beSmall],
      ['GBP', 'Large bottle', 'GB', gbLarge],
      ['GBP', 'Small bottle', 'GB', gbSmall],
    ]);
    expect((await company.fees(2026)).countries).toMatchObject([
      { countryCode: 'ES', currency: 'EUR', packaging: 1 },
    ]);

    // An edit of the units moves the sum by the packaging's difference.
    const edited = await company.edit(small, {
      unitsPlaced: [row('GB', 2024, 10_000_000), row('BE', 2024, 200_000), row('ES', 2026, 500_000)],
    });
    const gbSmallAfter = await company.engineTotal(edited.id, 2024, 'GB');
    expect(gbSmallAfter).toBeGreaterThan(gbLarge);
    const afterEdit = await company.fees(2024);
    const [ukAfterEdit] = countryIn(afterEdit, 'GB');
    expect(ukAfterEdit?.status === 'estimated' && cents(ukAfterEdit.total)).toBe(gbSmallAfter + gbLarge);
    expect(
      afterEdit.mostCostly.filter((entry) => entry.currency === 'GBP').map((entry) => entry.name),
    ).toEqual(['Small bottle', 'Large bottle']);

    // A deleted packaging's share goes.
    await company.remove(large);
    const afterDelete = await company.fees(2024);
    const [ukAfterDelete] = countryIn(afterDelete, 'GB');
    expect(ukAfterDelete).toMatchObject({ packaging: 1 });
    expect(ukAfterDelete?.status === 'estimated' && cents(ukAfterDelete.total)).toBe(gbSmallAfter);
    expect(countryIn(afterDelete, 'DE')).toEqual([]);
    expect(afterDelete.mostCostly.map((entry) => entry.name)).toEqual(['Small bottle', 'Small bottle']);
  });

  it('call a sum with a component that maps to no rate incomplete, and answer the current year by default', async () => {
    const company = await newCompany('epr-portfolio-incomplete');
    const pot = (
      await company.create({
        name: 'Pot',
        draft: true,
        components: [
          { ...completeBody, name: 'Pot', weight: 30 },
          // Ecoembes prices PLA only as compostable packaging, which we cannot tell: no row.
          { ...completeBody, name: 'Lid', materialId: 'pla', weight: 5 },
        ],
        unitsPlaced: [row('ES', 2026, 100_000)],
      })
    ).body;
    const fees = await company.fees(2026);
    expect(countryIn(fees, 'ES')).toMatchObject([{ status: 'estimated', packaging: 1, incomplete: 1 }]);
    const [spain] = countryIn(fees, 'ES');
    expect(spain?.status === 'estimated' && cents(spain.total)).toBe(
      await company.engineTotal(pot.id, 2026, 'ES'),
    );
    expect(fees.mostCostly).toMatchObject([{ name: 'Pot', incomplete: true }]);

    const thisYear = new Date().getUTCFullYear();
    expect((await company.fees()).year).toBe(thisYear);
  });

  it('are empty for a company without units', async () => {
    const company = await newCompany('epr-portfolio-empty');
    await company.create({});
    expect(await company.fees(2026)).toEqual({ year: 2026, years: [], countries: [], mostCostly: [] });
  });

  it('of an edition a newer one replaced are marked so until the rebuild prices them again; the portfolio rebuild keeps them', async () => {
    const company = await newCompany('epr-portfolio-rebuild');
    const owner = { clientId: company.tenant.clientId, companyId: company.tenant.companyId };
    const bottle = (await company.create({ name: 'Bottle', unitsPlaced: [row('GB', 2024, 1_000_000)] })).body;
    const priced = await company.fees(2024);
    // As a release with another edition of PackUK's schedule would have stored them.
    const before = (await storedEprTotals(owner.clientId, owner.companyId, [bottle.id])).get(bottle.id);
    if (!before) throw new Error('no totals stored');
    const older = before.entries.map((entry) => ({ ...entry, fingerprint: '0'.repeat(64) }));
    await transactWrite([
      ...eprTotalsWrites({ ...owner, id: bottle.id, name: bottle.name }, before, older),
      ...portfolioUpdate(owner.clientId, owner.companyId, eprCounterChanges(before.entries, older)),
    ]);
    expect(countryIn(await company.fees(2024), 'GB')).toMatchObject([{ current: false, packaging: 1 }]);

    expect(await rebuildEprTotals(owner)).toEqual({ packaging: 1, repriced: 1 });
    expect(await company.fees(2024)).toEqual(priced);
    expect(await rebuildEprTotals(owner)).toEqual({ packaging: 1, repriced: 0 });

    // The portfolio rebuild writes the counters as absolute values: the EPR sums are among them.
    await replacePortfolio(owner.clientId, owner.companyId, new Map());
    await rebuildPortfolio(owner.clientId, owner.companyId);
    expect(await company.fees(2024)).toEqual(priced);
  });

  it('count imported packaging with their units', async () => {
    const company = await newCompany('epr-portfolio-import');
    const units = 'Units placed (country year: units)';
    await company.importPots([
      potRow('Pot one', { [units]: 'GB 2024: 1000000' }),
      // Quoted: the CSV's own separator is the semicolon too.
      potRow('Pot two', { [units]: '"GB 2024: 3000000; DE 2024: 50"' }),
    ]);
    const one = await company.engineTotal(await company.idOf('Pot one'), 2024, 'GB');
    const two = await company.engineTotal(await company.idOf('Pot two'), 2024, 'GB');
    const fees = await company.fees(2024);
    const [uk] = countryIn(fees, 'GB');
    expect(uk).toMatchObject({ packaging: 2, currency: 'GBP' });
    expect(uk?.status === 'estimated' && cents(uk.total)).toBe(one + two);
    expect(countryIn(fees, 'DE')).toMatchObject([{ status: 'no_public_schedule', packaging: 1 }]);
    expect(fees.mostCostly.map((entry) => entry.name)).toEqual(['Pot two', 'Pot one']);
  });
});
