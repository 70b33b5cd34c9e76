import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { completeBody } from './support/components';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

/**
 * The "EPR declaration" export (issue 35 §4, docs/epr.md): for a year, per country and scheme,
 * the tonnes per schedule row and the units placed, as a job like the other exports. Rows and
 * rates are Ecoembes' 2026 household schedule (functions/src/epr/editions/ecoembes-2026.ts);
 * Germany has no public schedule, so its tonnes are by our materials. At 50,000 packaging:
 * portfolio-at-scale.test.ts, on the portfolio it seeds anyway.
 */
const call = useApi();
const tenant = await createTestTenant('epr-declaration');
const member = await companyMember(tenant);

type Job = { status: string; download: { url: string } | null; fieldCodes?: Record<string, string> };

const create = (body: Record<string, unknown>) =>
  call<{ id: string }>('POST', '/packages', { token: member.token, body: { draft: false, ...body } });

const rowsOf = (sheet: ExcelJS.Worksheet | undefined): unknown[][] => {
  const rows: unknown[][] = [];
  sheet?.eachRow((row, index) => {
    if (index > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

describe('the EPR declaration export', () => {
  it('sums tonnes per schedule row and units per country for the year; the tonnes add up', async () => {
    // 25 g of PET + a 2 g PP cap + a label without weight: 1,000 in Spain and 400 in Germany in 2026.
    const bottle = await create({
      name: 'Water bottle',
      categoryId: 'bottle',
      unitsPlaced: [
        { countryCode: 'ES', year: 2026, units: 1000 },
        { countryCode: 'DE', year: 2026, units: 400 },
        { countryCode: 'ES', year: 2025, units: 999 },
      ],
      components: [
        { ...completeBody, name: 'Body', familyId: 'rigid-plastic', materialId: 'pet', weight: 25 },
        { ...completeBody, name: 'Cap', weight: 2 },
        { name: 'Label', materialId: 'paper' },
      ],
    });
    expect(bottle.status).toBe(200);
    // 30 g of PE-HD, 2,000 in Spain.
    const canister = await create({
      name: 'Canister',
      categoryId: 'jar',
      unitsPlaced: [{ countryCode: 'ES', year: 2026, units: 2000 }],
      components: [{ ...completeBody, materialId: 'hdpe', weight: 30 }],
    });
    expect(canister.status).toBe(200);

    const job = await call<Job>('POST', '/exports', {
      token: member.token,
      body: { format: 'xlsx', kind: 'epr_declaration', year: 2026 },
    });
    expect(job.body.status).toBe('done');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await fetch(job.body.download?.url ?? '')).arrayBuffer());

    const tonnes = rowsOf(book.getWorksheet('Tonnes 2026'));
    const spain = tonnes.filter((row) => row[0] === 'Spain');
    // 25 g × 1,000 = 0.025 t of PET bottles; 30 g × 2,000 = 0.06 t of PE-HD (the 2025 units are not counted).
    expect(spain).toContainEqual(['Spain', 'Ecoembes', expect.any(String), 'PET – Otras botellas', 0.025, 0]);
    expect(spain).toContainEqual(['Spain', 'Ecoembes', expect.any(String), 'HDPE – Cuerpo rígido', 0.06, 0]);
    // The label is named, with no tonnes made up for it.
    expect(spain).toContainEqual(['Spain', 'Ecoembes', expect.any(String), 'Not priced: no weight', 0, 1]);
    // Every gram placed in Spain is under some row: (27 g × 1,000 + 30 g × 2,000) = 0.087 t.
    const spainTonnes = spain.reduce((sum, row) => sum + Number(row[4]), 0);
    expect(spainTonnes).toBeCloseTo(0.087, 9);
    // Germany: no public schedule, so by our materials (0.01 t of PET, 0.0008 t of PP).
    const germany = tonnes.filter((row) => row[0] === 'Germany');
    expect(germany).toContainEqual(['Germany', 'No schedule held: by material', '', 'PET', 0.01, 0]);
    expect(germany).toContainEqual(['Germany', 'No schedule held: by material', '', 'PP', 0.0008, 0]);

    expect(rowsOf(book.getWorksheet('Units 2026'))).toEqual([
      ['Germany', 'No schedule held: by material', 1, 400],
      ['Spain', 'Ecoembes', 2, 3000],
    ]);
    const [source] = rowsOf(book.getWorksheet('Sources 2026'));
    expect(source?.[0]).toBe('Ecoembes');
    expect(String(source?.[4])).toMatch(/^[0-9a-f]{64}$/);
  });

  it('needs the year it is for', async () => {
    const answer = await call<Job>('POST', '/exports', {
      token: member.token,
      // A rule between two fields, which the API document cannot say: the server refuses it.
      body: { format: 'xlsx', kind: 'epr_declaration' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldCodes?.year).toBe('REQUIRED');
  });
});
