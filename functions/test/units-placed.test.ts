import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { asComponentInput } from './support/components';
import { companyMember } from './support/company-members';
import { completePackagingCreator, type AnsweredPackaging } from './support/complete-packaging';
import { fileForm } from './support/images';
import { importCsv, potRow } from './support/import-csv';
import { createTestTenant } from './support/tenants';

/**
 * Units placed on the market per country and year (issue 35 §1, docs/epr.md): stored and read
 * back, refused with their own codes, in the history and a restore, read from the import's
 * column and written to the XLSX export the same way, so a file travels out and back in.
 */
const call = useApi();
const tenant = await createTestTenant('units-placed');
const editor = await companyMember(tenant);

type Row = { countryCode: string; year: number; units: number };
type Pack = AnsweredPackaging & { unitsPlaced?: Row[] };

const create = completePackagingCreator<Pack>(call, editor.token, { packaging: 'Bottle', component: 'Body' });

describe('units placed on the market', () => {
  it('are stored per country and year, several years kept, and read back in year order', async () => {
    const created = await create({
      unitsPlaced: [
        { countryCode: 'FR', year: 2026, units: 5000 },
        { countryCode: 'DE', year: 2026, units: 10_000 },
        { countryCode: 'DE', year: 2025, units: 8000 },
      ],
    });
    expect(created.status).toBe(200);
    const read = (await call<Pack>('GET', `/packages/${created.body.id}`, { token: editor.token })).body;
    expect(read.unitsPlaced).toEqual([
      { countryCode: 'DE', year: 2025, units: 8000 },
      { countryCode: 'DE', year: 2026, units: 10_000 },
      { countryCode: 'FR', year: 2026, units: 5000 },
    ]);
  });

  it.each([
    [
      'a country and year twice',
      [row('DE', 2026, 1), row('DE', 2026, 2)],
      'unitsPlaced.1.year',
      'UNITS_COUNTRY_YEAR_TWICE',
    ],
    ['fewer than 0 units', [row('DE', 2026, -1)], 'unitsPlaced.0.units', 'ZERO_OR_MORE_REQUIRED'],
    ['a part of a unit', [row('DE', 2026, 1.5)], 'unitsPlaced.0.units', 'WHOLE_NUMBER_REQUIRED'],
    ['a year out of range', [row('DE', 1989, 1)], 'unitsPlaced.0.year', 'UNITS_YEAR_OUT_OF_RANGE'],
    ['a country not in the list', [row('XX', 2026, 1)], 'unitsPlaced.0.countryCode', 'UNKNOWN_LOOKUP'],
  ])('refuses %s with its code', async (_case, unitsPlaced, path, code) => {
    // The first four are outside the API document's bounds, sent on purpose: the server refuses them too.
    const answer = await create(
      { unitsPlaced },
      code !== 'UNKNOWN_LOOKUP' && code !== 'UNITS_COUNTRY_YEAR_TWICE',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fieldCodes?.[path]).toBe(code);
  });

  it('are in the history: the diff names the change, and a restore brings the old units back', async () => {
    const first = (await create({ unitsPlaced: [row('DE', 2026, 10_000)] })).body;
    const edited = await call<Pack>('PUT', `/packages/${first.id}`, {
      token: editor.token,
      body: {
        name: first.name,
        draft: false,
        version: first.version,
        unitsPlaced: [row('DE', 2026, 12_000)],
        components: first.packageComponents.map(asComponentInput),
      },
    });
    expect(edited.status).toBe(200);
    const diff = (
      await call<{ fields: { field: string; before: unknown; after: unknown }[] }>(
        'GET',
        `/packages/${first.id}/version-diff?from=1&to=2`,
        { token: editor.token },
      )
    ).body;
    expect(diff.fields).toContainEqual({
      field: 'unitsPlaced',
      before: [row('DE', 2026, 10_000)],
      after: [row('DE', 2026, 12_000)],
    });
    const restored = await call<Pack>('POST', `/packages/${first.id}/versions/1/restore`, {
      token: editor.token,
      body: { version: 2 },
    });
    expect(restored.body.unitsPlaced).toEqual([row('DE', 2026, 10_000)]);
  });

  it('travel from the import’s column into the packaging and out to the XLSX export in the same words', async () => {
    const imported = await importPot<{ imported: number }>(
      'Units pot',
      // Quoted: the CSV's own separator is the semicolon too, as a spreadsheet writes it.
      '"de 2026: 10 000; France 2026: 5000; DE 2025: 8000"',
    );
    expect(imported.body).toMatchObject({ imported: 1 });
    const listed = (
      await call<{ items: Pack[] }>('GET', '/packages?search=Units%20pot', { token: editor.token })
    ).body.items;
    const pot = listed.find((item) => item.name === 'Units pot');
    expect(pot?.unitsPlaced).toEqual([row('DE', 2025, 8000), row('DE', 2026, 10_000), row('FR', 2026, 5000)]);

    const job = await call<{ status: string; download: { url: string } | null }>('POST', '/exports', {
      token: editor.token,
      body: { format: 'xlsx', packageIds: [pot?.id] },
    });
    expect(job.body.status).toBe('done');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await fetch(job.body.download?.url ?? '')).arrayBuffer());
    const rows: unknown[][] = [];
    book.worksheets[0]?.eachRow((sheetRow) => rows.push((sheetRow.values as unknown[]).slice(1)));
    const column = rows[0]?.indexOf('Units placed (country year: units)') ?? -1;
    expect(rows[1]?.[column]).toBe('DE 2025: 8000; DE 2026: 10000; FR 2026: 5000');
  });

  it('refuses an import cell it cannot read, naming its row and column', async () => {
    const answer = await importPot<{ rowErrors?: { row: number; column: string; code?: string }[] }>(
      'Bad units',
      'DE 2026 lots',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.rowErrors).toContainEqual(
      expect.objectContaining({
        row: 2,
        column: 'Units placed (country year: units)',
        code: 'INVALID_FORMAT',
      }),
    );
  });
});

/** Imports one draft packaging, a 20 g PP pot, whose units-placed cell is `units`. */
function importPot<T>(name: string, units: string) {
  const file = importCsv([potRow(name, { 'Units placed (country year: units)': units })]);
  return call<T>('POST', '/packages/import', {
    token: editor.token,
    form: fileForm(file, 'units.csv', 'text/csv'),
  });
}

function row(countryCode: string, year: number, units: number): Row {
  return { countryCode, year, units };
}
