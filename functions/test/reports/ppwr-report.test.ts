import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { renderPackageReportPdf, renderSummaryXlsx } from '../../src/reports/index';
import { component, pkg, tenant } from './fixtures';
import { pdfText } from './pdf-inspect';

const at = new Date('2026-11-22T04:05:00Z');

/** A packaging with some PPWR fields answered and the rest unknown (issue 34 §1). */
const withPpwr = () =>
  pkg({
    ppwr: {
      packagingRole: 'ecommerce',
      contactSensitivity: 'food',
      packagingVolumeMl: 1000,
      contentVolumeMl: 375,
    },
    components: [
      component(0, { ppwr: { recycledContentPercent: 30.5, pfasIntentionallyAdded: 'no' } }),
      component(1),
    ],
  });

const sheetRows = async (xlsx: Buffer, sheetName: string): Promise<unknown[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** The value under `header` in the first data row. */
const cellUnder = (rows: unknown[][], header: string, row = 1): unknown => {
  const column = rows[0]!.indexOf(header);
  expect(column, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows[row]![column];
};

describe('PPWR data in the single-packaging PDF', () => {
  it('lists the answered fields in words and every other one as unknown, never as no', async () => {
    const text = await pdfText(
      await renderPackageReportPdf(withPpwr(), tenant(), 'en', at, { compress: false }),
    );
    for (const expected of [
      'PPWR data',
      'Packaging role',
      'E-commerce packaging',
      'Contact sensitivity',
      'Food',
      'Empty-space ratio',
      '62.5 %',
      'Post-consumer recycled content',
      '30.5 %',
      'PFAS intentionally added',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Reusable\s*Unknown/);
  });

  it('in German, with German words and decimal commas', async () => {
    const text = await pdfText(
      await renderPackageReportPdf(withPpwr(), tenant(), 'de', at, { compress: false }),
    );
    for (const expected of ['PPWR-Daten', 'Lebensmittel', '62,5 %', '30,5 %', 'Unbekannt'])
      expect(text).toContain(expected);
  });
  it('has no PPWR section in a report given none (a result’s own report shows the packaging as assessed)', async () => {
    const text = await pdfText(await renderPackageReportPdf(pkg(), tenant(), 'en', at, { compress: false }));
    expect(text).not.toContain('PPWR data');
  });
});

describe('PPWR columns in the XLSX summary', () => {
  it('gives the packaging sheet a column per field and a sheet of the components’ fields', async () => {
    const xlsx = await renderSummaryXlsx([withPpwr()], tenant(), 'en', at);
    const packaging = await sheetRows(xlsx, 'Packaging');
    expect(cellUnder(packaging, 'Contact sensitivity')).toBe('Food');
    expect(cellUnder(packaging, 'Reusable')).toBe('Unknown');
    expect(cellUnder(packaging, 'Empty-space ratio (%)')).toBe(62.5);
    const components = await sheetRows(xlsx, 'Components PPWR');
    expect(cellUnder(components, 'Component')).toBe('Component 0');
    expect(cellUnder(components, 'Post-consumer recycled content (%)')).toBe(30.5);
    expect(cellUnder(components, 'PFAS intentionally added')).toBe('No');
    expect(cellUnder(components, 'Heavy metals (mg/kg)')).toBe('Unknown');
    expect(cellUnder(components, 'PFAS intentionally added', 2)).toBe('Unknown');
  });

  it('in French', async () => {
    const xlsx = await renderSummaryXlsx([withPpwr()], tenant(), 'fr', at);
    const packaging = await sheetRows(xlsx, 'Emballages');
    expect(cellUnder(packaging, 'Sensibilité au contact')).toBe('Denrées alimentaires');
    expect(cellUnder(packaging, 'Réutilisable')).toBe('Inconnu');
  });
});
