import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { renderSummaryXlsx } from '../../src/reports/index';
import { component, finding, pkg, result, tenant } from './fixtures';

const at = new Date('2026-11-22T04:05:00Z');

const read = async (xlsx: Buffer): Promise<ExcelJS.Workbook> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
  return workbook;
};

const rowValues = (sheet: ExcelJS.Worksheet, row: number): unknown[] =>
  (sheet.getRow(row).values as unknown[]).slice(1);

const selection = () => [
  pkg({ id: 'p1', name: 'Water bottle', draft: false }),
  pkg({
    id: 'p2',
    name: 'Yoghurt cup',
    category: null,
    project: null,
    draft: true,
    components: [],
    results: [
      result({
        country: 'Austria',
        grade: 'A',
        score: 100,
        assessedAt: '2026-11-21T08:30:00.000Z',
        findings: [],
      }),
    ],
  }),
  pkg({ id: 'p3', name: 'Not assessed', results: [] }),
];

describe('renderSummaryXlsx', () => {
  it('has one row per packaging with grade, score, date and outdated flag per country', async () => {
    const workbook = await read(await renderSummaryXlsx(selection(), tenant(), 'en', at));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Packaging',
      'Findings',
      'Layers',
      'Components PPWR',
    ]);
    const sheet = workbook.getWorksheet('Packaging');
    if (!sheet) throw new Error('no packaging sheet');
    expect(sheet.rowCount).toBe(4);
    // Countries sorted by name: Austria, France, Germany.
    expect(rowValues(sheet, 1)).toEqual([
      'Name',
      'Category',
      'Project',
      'Draft',
      'Components',
      'Austria: Grade',
      'Austria: Score',
      'Austria: Assessed',
      'Austria: Outdated',
      'France: Grade',
      'France: Score',
      'France: Assessed',
      'France: Outdated',
      'Germany: Grade',
      'Germany: Score',
      'Germany: Assessed',
      'Germany: Outdated',
      'Packaging role',
      'Contact sensitivity',
      'Single-use plastic beverage bottle',
      'Reusable',
      'Packaging volume (ml)',
      'Content volume (ml)',
      'Item that must be compostable',
      'Material composition label',
      'Restricted format (Annex V)',
      'Recycled content exemption (Art. 7)',
      'Empty-space ratio (%)',
      'Units placed (country year: units)',
      'ID',
    ]);
    const water = rowValues(sheet, 2);
    expect(water.slice(0, 5)).toEqual(['Water bottle', 'Beverages', 'Spring launch', 'No', 5]);
    expect(water.slice(5, 9)).toEqual([undefined, undefined, undefined, undefined]);
    expect(water.slice(9, 13)).toEqual(['Not recyclable', 0, new Date('2026-11-20T10:15:00.000Z'), 'Yes']);
    expect(water.slice(13, 17)).toEqual(['B', 90, new Date('2026-11-20T10:15:00.000Z'), 'No']);
    // No PPWR field given: each written out as unknown, never left blank or read as no.
    // No units entered: an empty cell, as the import reads it back (none).
    expect(water.slice(17)).toEqual([...Array<string>(11).fill('Unknown'), undefined, 'p1']);
    const cup = rowValues(sheet, 3);
    expect(cup.slice(0, 9)).toEqual([
      'Yoghurt cup',
      undefined,
      undefined,
      'Yes',
      0,
      'A',
      100,
      new Date('2026-11-21T08:30:00.000Z'),
      'No',
    ]);
    expect(rowValues(sheet, 4)[0]).toBe('Not assessed');
    expect(sheet.getCell('H2').numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it('has one row per finding with packaging, country, component, rating, message, rule and source', async () => {
    const workbook = await read(await renderSummaryXlsx(selection(), tenant(), 'en', at));
    const sheet = workbook.getWorksheet('Findings');
    if (!sheet) throw new Error('no findings sheet');
    // p1: Germany 2 findings, France 1; p2 and p3 none.
    expect(sheet.rowCount).toBe(4);
    expect(rowValues(sheet, 1)).toEqual([
      'Packaging',
      'Country',
      'Component',
      'Rating',
      'Message',
      'Rule',
      'Source',
      'Method',
      'ID',
    ]);
    expect(rowValues(sheet, 2)).toEqual([
      'Water bottle',
      'Germany',
      'Component 1',
      'Yellow',
      'Dark colours without carbon black sort less reliably.',
      'pe-film.color.dark',
      'CEFLEX D4ACE 2025-07',
      'CEFLEX D4ACE 1.0.0',
      'p1',
    ]);
    expect(rowValues(sheet, 3).slice(1, 4)).toEqual(['Germany', 'Packaging as a whole', 'Info']);
    expect(rowValues(sheet, 4).slice(1, 5)).toEqual([
      'France',
      'Component 1',
      'Red',
      'PVC labels are incompatible with PET recycling.',
    ]);
  });

  it('styles the header in the tenant colour, freezes it and puts a filter on it', async () => {
    const workbook = await read(
      await renderSummaryXlsx(selection(), tenant({ primaryColor: '#1F4E79' }), 'en', at),
    );
    for (const sheet of workbook.worksheets) {
      const header = sheet.getCell('A1');
      expect(header.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } });
      expect(header.font).toMatchObject({ bold: true, color: { argb: 'FFFFFFFF' } });
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();
      for (const column of sheet.columns) expect(column.width ?? 0).toBeGreaterThanOrEqual(8);
    }
    // A pale tenant colour gets dark header text.
    const pale = await read(
      await renderSummaryXlsx(selection(), tenant({ primaryColor: '#ffe066' }), 'en', at),
    );
    expect(pale.worksheets[0]?.getCell('A1').font).toMatchObject({ color: { argb: 'FF111111' } });
  });

  it('writes the reader’s language and drops characters Excel cannot store', async () => {
    const items = [
      pkg({
        name: 'Beutel\u0007 mit Zipper',
        results: [
          result({
            country: 'Deutschland',
            grade: 'needs-testing',
            score: null,
            findings: [finding({ rating: 'needs-testing' })],
          }),
        ],
      }),
    ];
    const workbook = await read(await renderSummaryXlsx(items, tenant(), 'de', at));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Verpackungen',
      'Befunde',
      'Schichten',
      'Komponenten PPWR',
    ]);
    const sheet = workbook.worksheets[0];
    expect(rowValues(sheet as ExcelJS.Worksheet, 1).slice(3, 7)).toEqual([
      'Entwurf',
      'Komponenten',
      'Deutschland: Klasse',
      'Deutschland: Punktzahl',
    ]);
    expect(rowValues(sheet as ExcelJS.Worksheet, 2).slice(0, 7)).toEqual([
      'Beutel mit Zipper',
      'Beverages',
      'Spring launch',
      'Nein',
      5,
      'Prüfung erforderlich',
      undefined,
    ]);
    expect(rowValues(workbook.worksheets[1] as ExcelJS.Worksheet, 2)[3]).toBe('Prüfung erforderlich');
  });

  it('has one row per layer of a multilayer component, with its share of the layered weight and blend', async () => {
    const pouch = component(0, {
      name: 'Pouch',
      weight: 5,
      layers: [
        { role: 'Druckfarbe', material: 'NC-Druckfarbe', weight: 0.5, blend: [] },
        {
          role: 'Folie',
          material: 'PE-LLD',
          weight: 4,
          blend: [{ material: 'PE-LD / LLDPE', share: 30 }],
        },
        { role: 'Barriere oder Metallisierung', material: 'Metallisierung', weight: 0, blend: [] },
        { role: 'EVOH-Koextrusionsschicht', material: 'EVOH', weight: 0.5, blend: [] },
      ],
    });
    const selected = [pkg({ id: 'p9', name: 'Kaffeebeutel', components: [pouch, component(1)] })];
    const workbook = await read(await renderSummaryXlsx(selected, tenant(), 'de', at));
    const layers = workbook.getWorksheet('Schichten') as ExcelJS.Worksheet;
    expect(rowValues(layers, 1)).toEqual([
      'Verpackung',
      'Komponente',
      'Schicht',
      'Rolle',
      'Material',
      'Gewicht (g)',
      'Anteil (%)',
      'Beimischung',
      'ID',
    ]);
    // Empty cells read back as holes: null for the comparison.
    expect([2, 3, 4, 5].map((row) => Array.from(rowValues(layers, row), (value) => value ?? null))).toEqual([
      ['Kaffeebeutel', 'Pouch', 1, 'Druckfarbe', 'NC-Druckfarbe', 0.5, 10, null, 'p9'],
      ['Kaffeebeutel', 'Pouch', 2, 'Folie', 'PE-LLD', 4, 80, '30 % PE-LD / LLDPE', 'p9'],
      ['Kaffeebeutel', 'Pouch', 3, 'Barriere oder Metallisierung', 'Metallisierung', 0, 0, null, 'p9'],
      ['Kaffeebeutel', 'Pouch', 4, 'EVOH-Koextrusionsschicht', 'EVOH', 0.5, 10, null, 'p9'],
    ]);
    // The single-material component adds no layer row.
    expect(layers.rowCount).toBe(5);
  });

  it('answers header-only sheets for an empty selection', async () => {
    const workbook = await read(await renderSummaryXlsx([], tenant(), 'fr', at));
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['Emballages', 1],
      ['Constats', 1],
      ['Couches', 1],
      ['Composants PPWR', 1],
    ]);
    expect(workbook.creator).toBe('Recyclens');
    expect(workbook.created.toISOString()).toBe(at.toISOString());
  });
});
