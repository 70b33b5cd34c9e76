import { describe, expect, it } from 'vitest';
import { csvHeaders } from '../src/import/columns';
import { useApi } from './support/api';
import { companyMember } from './support/company-members';
import { fileForm } from './support/images';
import { importCsv, potRow } from './support/import-csv';
import { createTestTenant } from './support/tenants';

/** The import's PPWR columns (issue 34 §1, docs/import-format.md): read into the fields, unknown when empty. */
const call = useApi();
const tenant = await createTestTenant('import-ppwr');
const member = await companyMember(tenant);

type RowError = { row: number; column: string; code?: string };
type Listed = {
  items: (Record<string, unknown> & { name: string; packageComponents: Record<string, unknown>[] })[];
};

const upload = (bytes: Buffer) =>
  call<{ imported: number; code?: string; rowErrors?: RowError[] }>('POST', '/packages/import', {
    token: member.token,
    form: fileForm(bytes, 'ppwr.csv', 'text/csv'),
  });
describe('PPWR columns in the import', () => {
  it('reads the packaging’s and the component’s PPWR cells; empty cells stay unknown', async () => {
    const answer = await upload(
      importCsv([
        potRow('PPWR pot', {
          'Packaging role': 'ECOMMERCE',
          'Contact sensitivity': 'food',
          'Single-use plastic beverage bottle (yes/no)': 'no',
          'Packaging volume (ml)': '3000',
          'Content volume (ml)': '1200,5',
          'Recycled content (%)': '30',
          'Recycled content basis': 'supplier_declaration',
          'PFAS intentionally added (yes/no/unknown)': 'nein',
          'Heavy metals Pb + Cd + Hg + Cr(VI) (mg/kg)': '12',
        }),
      ]),
    );
    expect(answer.body).toMatchObject({ imported: 1 });
    const items = (await call<Listed>('GET', '/packages?search=PPWR%20pot', { token: member.token })).body
      .items;
    const imported = items.find((item) => item.name === 'PPWR pot');
    expect(imported).toMatchObject({
      packagingRole: 'ecommerce',
      contactSensitivity: 'food',
      singleUsePlasticBeverageBottle: false,
      packagingVolumeMl: 3000,
      contentVolumeMl: 1200.5,
    });
    expect(imported?.reusable ?? null).toBeNull();
    expect(imported?.packageComponents[0]).toMatchObject({
      recycledContentPercent: 30,
      recycledContentBasis: 'supplier_declaration',
      pfasIntentionallyAdded: 'no',
      heavyMetalsSumMgPerKg: 12,
    });
    expect(imported?.packageComponents[0]?.compostabilityCertified ?? null).toBeNull();
  });

  it('names a bad PPWR cell by its row, column and code, and imports nothing', async () => {
    const answer = await upload(
      importCsv([
        potRow('Bad pot', {
          'Packaging role': 'pallet',
          'Recycled content (%)': '130',
          'Reusable (yes/no)': 'sometimes',
        }),
      ]),
    );
    expect(answer.status).toBe(400);
    const problems = (answer.body.rowErrors ?? []).map(({ row, column, code }) => ({ row, column, code }));
    expect(problems).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'Packaging role', code: 'INVALID_CHOICE' },
        { row: 2, column: 'Recycled content (%)', code: 'PERCENT_OUT_OF_RANGE' },
        expect.objectContaining({ row: 2, column: 'Reusable (yes/no)' }),
      ]),
    );
  });

  it('reads a file without the PPWR columns as before', async () => {
    const headers = csvHeaders.slice(0, csvHeaders.indexOf('Layer blend (%)') + 1);
    const answer = await upload(importCsv([potRow('Old pot')], headers));
    expect(answer.body).toMatchObject({ imported: 1 });
  });
});
