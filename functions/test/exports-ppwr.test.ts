import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { completeBody } from './support/components';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

/**
 * The PPWR fields travel from the stored packaging into the XLSX export (issue 34 §1): the
 * packaging's on its sheet, each component's on a sheet of its own, unknown written out.
 */
const call = useApi();
const tenant = await createTestTenant('exports-ppwr');
const engineer = await companyMember(tenant, { language: 'DE' });

const rowsOf = (sheet: ExcelJS.Worksheet | undefined): unknown[][] => {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};
const under = (rows: unknown[][], header: string) => rows[1]?.[rows[0]?.indexOf(header) ?? -1];

describe('the XLSX export of PPWR data', () => {
  it('writes the stored fields in the reader’s language and unknown where none was given', async () => {
    const created = await call<{ id: string }>('POST', '/packages', {
      token: engineer.token,
      body: {
        name: 'Mailer box',
        draft: false,
        contactSensitivity: 'food',
        components: [
          { ...completeBody, name: 'Box', pfasIntentionallyAdded: 'no', heavyMetalsSumMgPerKg: 12.5 },
        ],
      },
    });
    expect(created.status).toBe(200);
    const job = await call<{ status: string; download: { url: string } | null }>('POST', '/exports', {
      token: engineer.token,
      body: { format: 'xlsx', packageIds: [created.body.id] },
    });
    expect(job.body.status).toBe('done');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await fetch(job.body.download?.url ?? '')).arrayBuffer());
    const packaging = rowsOf(book.worksheets[0]);
    expect(under(packaging, 'Kontaktempfindlichkeit')).toBe('Lebensmittel');
    expect(under(packaging, 'Wiederverwendbar')).toBe('Unbekannt');
    const components = rowsOf(book.getWorksheet('Komponenten PPWR'));
    expect(under(components, 'PFAS absichtlich zugesetzt')).toBe('Nein');
    expect(under(components, 'Schwermetalle (mg/kg)')).toBe(12.5);
    expect(under(components, 'Gesamtfluor (mg/kg)')).toBe('Unbekannt');
  });
});
