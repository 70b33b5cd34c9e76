import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvHeaders } from '../src/import/columns';
import { useApi } from './support/api';
import { fileForm } from './support/images';
import { componentHeaders, importWorkbook, layerHeaders } from './support/import-workbook';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

const call = useApi();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type RowError = { sheet: string; row: number; column: string; message: string; code?: string };
type ImportAnswer = { imported: number; components: number; code?: string; rowErrors?: RowError[] };
type Constituent = { role: string; materialId: string; weight: number; blend?: unknown[] };
type Listed = {
  items: {
    name: string;
    packageComponents: { name: string; weight?: number; constituents?: Constituent[] }[];
  }[];
};

const member = async (language: 'EN' | 'DE' = 'EN') => {
  const tenant = await createTestTenant('import-layers');
  return companyMember(tenant, { language });
};
const upload = (token: string, bytes: Buffer, name = 'layers.xlsx', type = XLSX) =>
  call<ImportAnswer>('POST', '/packages/import', { token, form: fileForm(bytes, name, type) });
const listed = async (token: string) =>
  (await call<Listed>('GET', '/packages?limit=100', { token })).body.items;

const workbook = (components: (string | number)[][], headers = [...componentHeaders, ...layerHeaders]) =>
  importWorkbook([['P1', 'Coffee pouch', '', 'Pouch or bag', '', 'Germany', 'no']], components, headers);

/** The component's own cells: a PE pouch, weight left empty (it is the layers' sum). */
const pouchRow = (weight: string | number = '') => [
  'P1',
  'Pouch',
  'Body',
  'Flexible plastic',
  'LLDPE',
  'None',
  'Lamination adhesive',
  'White',
  0.92,
  0.94,
  0,
  weight,
];
const furtherLayer = (...cells: (string | number)[]) => [...Array<string>(12).fill(''), ...cells];

/** Rows 2–5 of the Components sheet: a four-layer pouch as the CEFLEX examples lay it out. */
const pouchRows = [
  [...pouchRow(), 'Ink', 'NC ink (nitrocellulose)', 0.1, ''],
  furtherLayer('Film', 'MDO-PE (machine-direction oriented PE)', 2.5),
  // A further layer may repeat its packaging key, and names may be German.
  ['P1', ...furtherLayer('Klebstoff', 'Aliphatischer PU-Kaschierklebstoff', '0,12').slice(1)],
  furtherLayer('Film', 'LLDPE', 3, '30 % PE-LD / LLDPE; 10% hdpe'),
];
const capRow = ['P1', 'Label', 'Label', 'Paper and board', 'Paper', 'None', 'None', 'White', 0.8, 0.9, 0, 1];

describe('importing components made of layers', () => {
  it('stores each layer row under its component, in order, with blends, the weight their sum', async () => {
    const user = await member();
    const answer = await upload(user.token, await workbook([...pouchRows, capRow]));
    expect(answer.body).toMatchObject({ imported: 1, components: 2 });
    const [pack] = await listed(user.token);
    const [pouch, label] = pack?.packageComponents ?? [];
    expect(pouch?.weight).toBe(5.72);
    expect(pouch?.constituents).toEqual([
      { role: 'ink', materialId: 'nc-ink', weight: 0.1 },
      { role: 'film', materialId: 'mdo-pe', weight: 2.5 },
      { role: 'adhesive', materialId: 'pu-adhesive-aliphatic', weight: 0.12 },
      {
        role: 'film',
        materialId: 'lldpe',
        weight: 3,
        blend: [
          { materialId: 'ldpe', share: 30 },
          { materialId: 'hdpe', share: 10 },
        ],
      },
    ]);
    // A component without layer cells is what it was before layers existed.
    expect(label).toMatchObject({ name: 'Label', weight: 1 });
    expect(label?.constituents).toBeUndefined();
  });

  it('takes layer rows in the one-table CSV, their packaging cells left empty', async () => {
    const user = await member();
    const packagingCells = 'C1;Chips bag;;Pouch or bag;;Germany;no';
    const csv = [
      csvHeaders.join(';'),
      `${packagingCells};Bag;Body;Flexible plastic;BOPP (biaxially oriented PP);None;Lamination adhesive;Metallic;0,9;0,91;0;;Film;BOPP (biaxially oriented PP);2;`,
      `;;;;;;;;;;;;;;;;;;Barrier or metallisation;Metallisation;0;`,
      `;;;;;;;;;;;;;;;;;;Film;CPP (cast PP);1,5;`,
    ].join('\r\n');
    const answer = await upload(user.token, Buffer.from(csv), 'layers.csv', 'text/csv');
    expect(answer.body).toMatchObject({ imported: 1, components: 1 });
    const [bag] = (await listed(user.token))[0]?.packageComponents ?? [];
    expect(bag?.constituents?.map((layer) => [layer.role, layer.materialId, layer.weight])).toEqual([
      ['film', 'bopp', 2],
      ['barrier', 'metallisation', 0],
      ['film', 'cpp', 1.5],
    ]);
    expect(bag?.weight).toBe(3.5);
  });

  it('refuses bad layer rows by their row, column and code, in the user’s language, storing nothing', async () => {
    const user = await member('DE');
    const rows = [
      [...pouchRow(), 'Ink', 'NC ink (nitrocellulose)', 0.1, ''],
      furtherLayer('Sandwich', 'LLDPE', 2.5),
      furtherLayer('Film', 'LLDPE', ''),
      furtherLayer('Film', 'LLDPE', 3, 'plenty of LDPE'),
      furtherLayer('Film', 'LLDPE', 3, '60 % ldpe; 40 % PP'),
    ];
    const answer = await upload(user.token, await workbook(rows));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('IMPORT_INVALID');
    const problems = (answer.body.rowErrors ?? [])
      .map(({ row, column, code, message }) => ({ row, column, code, message }))
      .sort((a, b) => a.row - b.row);
    expect(problems).toEqual([
      {
        row: 3,
        column: 'Rolle der Schicht',
        code: 'UNKNOWN_LOOKUP',
        message: 'Unbekannter Eintrag: "Sandwich"',
      },
      {
        row: 4,
        column: 'Gewicht der Schicht (g)',
        code: 'CONSTITUENT_WEIGHT_REQUIRED',
        message: 'Geben Sie ein Gewicht in g ein',
      },
      {
        row: 5,
        column: 'Beimischung der Schicht (%)',
        code: 'INVALID_FORMAT',
        message: 'Dieser Wert hat nicht das erwartete Format',
      },
      {
        row: 6,
        column: 'Beimischung der Schicht (%)',
        code: 'BLEND_SHARES_TOO_HIGH',
        message: 'Die beigemischten Materialien müssen dem eigenen Material der Schicht einen Anteil lassen',
      },
    ]);
    expect(await listed(user.token)).toEqual([]);
  });

  it('refuses a component weight other than its layers’ sum on the component’s row', async () => {
    const user = await member();
    const answer = await upload(user.token, await workbook([[...pouchRow(9), 'Film', 'LLDPE', 3, '']]));
    expect(answer.body.rowErrors).toEqual([
      expect.objectContaining({ row: 2, column: 'Weight (g)', code: 'COMPONENT_WEIGHT_NOT_SUM_OF_LAYERS' }),
    ]);
    expect(await listed(user.token)).toEqual([]);
  });

  it('names the layer columns a file half has, and reads a file with none of them as before', async () => {
    const user = await member();
    const half = await upload(
      user.token,
      await workbook(
        [[...pouchRow(3), 'Film', 'LLDPE']],
        [...componentHeaders, 'Layer role', 'Layer material'],
      ),
    );
    expect(half.body.rowErrors?.map((problem) => `${problem.row}:${problem.column}`)).toEqual([
      '1:Layer weight (g)',
      '1:Layer blend (%)',
    ]);
    const before = await upload(user.token, await workbook([pouchRow(3)], componentHeaders));
    expect(before.body).toMatchObject({ imported: 1, components: 1 });
  });

  it('offers a template whose example pouch holds its layers one row each, explained in the user’s language', async () => {
    const user = await member('DE');
    const template = await call('GET', '/packages/import-template', { token: user.token });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.bytes as unknown as ArrayBuffer);
    const components = book.getWorksheet('Komponenten');
    expect(components?.getRow(1).getCell(13).value).toBe('Rolle der Schicht');
    expect(components?.getRow(5).getCell(2).value).toBeNull();
    expect(components?.getRow(5).getCell(14).value).toBe('MDO-PE (längsgerecktes PE)');
    const instructions = book.getWorksheet('Anleitung')?.getColumn(1).values.join('\n');
    expect(instructions).toContain('Jede weitere Schicht steht in einer Zeile darunter');

    expect((await upload(user.token, template.bytes)).body).toMatchObject({ imported: 2, components: 3 });
    const pouch = (await listed(user.token))
      .flatMap((pack) => pack.packageComponents)
      .find((component) => component.name === 'Beutel');
    expect(pouch?.constituents?.map((layer) => layer.role)).toEqual(['ink', 'film', 'adhesive', 'film']);
    expect(pouch?.weight).toBe(5.72);
  });
});
