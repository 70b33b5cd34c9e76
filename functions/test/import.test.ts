import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { projectItem } from '../src/data/repositories/projects';
import { batchWrite } from '../src/data/table';
import { csvHeaders } from '../src/import/columns';
import { useApi } from './support/api';
import { fileForm } from './support/images';
import { importWorkbook } from './support/import-workbook';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

const call = useApi();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const freshCompany = async () => {
  const tenant = await createTestTenant('import');
  return companyMember(tenant);
};
type RowError = { sheet: string; row: number; column: string; message: string; code?: string };
type ImportAnswer = {
  imported: number;
  components: number;
  projectsCreated: number;
  code?: string;
  rowErrors?: RowError[];
};

const upload = (token: string, bytes: Buffer, name = 'packaging.xlsx', type = XLSX) =>
  call<ImportAnswer>('POST', '/packages/import', { token, form: fileForm(bytes, name, type) });
const count = async (token: string) =>
  (await call<{ items: unknown[] }>('GET', '/packages?limit=100', { token })).body.items.length;

const goodComponent = (key: string, material = 'PP') => [
  key,
  'Body',
  'Body',
  'Rigid plastic',
  material,
  'None',
  'None',
  'White',
  0.9,
  0.91,
  0,
  20,
];

describe('the import template', () => {
  it('has a packaging and a components sheet with dropdowns and a filled example, and imports as it is', async () => {
    const user = await freshCompany();
    const answer = await call('GET', '/packages/import-template', { token: user.token });
    expect(answer.headers.get('content-type')).toBe(XLSX);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const components = book.getWorksheet('Components');
    expect(book.getWorksheet('Packaging')?.getRow(2).getCell(2).value).toBe('Example bottle');
    expect(components?.getRow(2).getCell(5).value).toBe('PET');
    expect(components?.getCell('E3').dataValidation).toMatchObject({ type: 'list' });

    const imported = await upload(user.token, answer.bytes);
    expect(imported.body).toEqual({ imported: 2, components: 3, projectsCreated: 1 });
    const projects = await call<{ items: { name: string; packageCount: number }[] }>('GET', '/projects', {
      token: user.token,
    });
    expect(projects.body.items).toMatchObject([{ name: 'Example project', packageCount: 2 }]);
  });
});

describe('the import template in German', () => {
  it('has German sheet names and headers, and imports as it is', async () => {
    const tenant = await createTestTenant('import-de');
    const user = await companyMember(tenant, { language: 'DE' });
    const answer = await call('GET', '/packages/import-template', { token: user.token });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    expect(book.getWorksheet('Verpackungen')?.getRow(1).getCell(1).value).toBe('Schlüssel');
    expect(book.getWorksheet('Komponenten')?.getRow(1).getCell(12).value).toBe('Gewicht (g)');
    expect((await upload(user.token, answer.bytes)).body).toEqual({
      imported: 2,
      components: 3,
      projectsCreated: 1,
    });
  });
});

/** A file with a problem in nearly every column the import checks. */
const flawedPackaging = [
  ['A', 'First', '', 'Spaceship', '', '', 'no'],
  ['A', 'Twin', '', '', '', '', 'maybe'],
  ['B', '', '', '', '', '', 'no'],
];
const flawedComponents = [
  ['A', 'Body', 'Body', 'Rigid plastic', 'pp', 'none', 'none', 'white', '1,2', '0,9', 0, 20],
  ['Z', 'Orphan', 'Body', 'Rigid plastic', 'pp', 'none', 'none', 'white', 0.9, 0.91, 0, 20],
  ['B', 'Part', '', '', '', '', '', '', 'heavy', '', '', ''],
];

describe('importing', () => {
  it('imports nothing when row 400 has an error, and everything once it is fixed', async () => {
    const user = await freshCompany();
    // Big enough for many batches of writes, small enough to be written well within a request's
    // 29 s on a busy machine (the time at 5,000 rows is the benchmark's: docs/benchmarks/packaging.md).
    const packaging = Array.from({ length: 399 }, (_, i) => [
      `P${i}`,
      `Pack ${i}`,
      '',
      'Bottle',
      i % 2 ? 'Line A' : '',
      'DE',
      'no',
    ]);
    const components = packaging.map((row) => goodComponent(String(row[0])));
    const broken = components.map((row, i) =>
      i === 398 ? goodComponent(String(row[0]), 'Kryptonite') : row,
    );
    const refused = await upload(user.token, await importWorkbook(packaging, broken));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('IMPORT_INVALID');
    expect(refused.body.rowErrors).toEqual([
      {
        sheet: 'Components',
        row: 400,
        column: 'Material',
        message: 'Unknown material: "Kryptonite"',
        code: 'UNKNOWN_LOOKUP',
        params: { kind: 'material', id: '"Kryptonite"' },
      },
    ]);
    expect(await count(user.token)).toBe(0);

    const accepted = await upload(user.token, await importWorkbook(packaging, components));
    expect(accepted.body).toEqual({ imported: 399, components: 399, projectsCreated: 1 });
    const line = await call<{ items: { packageCount: number }[] }>('GET', '/projects', { token: user.token });
    expect(line.body.items[0]?.packageCount).toBe(199);
  }, 120_000);

  it('says every problem of a file in the user’s language, with its code, never in the validator’s words', async () => {
    const tenant = await createTestTenant('import-de');
    const user = await companyMember(tenant, { language: 'DE' });
    const answer = await upload(
      user.token,
      await importWorkbook(
        [...flawedPackaging, ['C', 'Long', '', '', 'x'.repeat(300), '', 'no']],
        flawedComponents,
      ),
    );
    expect(answer.body.code).toBe('IMPORT_INVALID');
    const rowErrors = answer.body.rowErrors ?? [];
    expect(rowErrors.length).toBeGreaterThan(5);
    for (const problem of rowErrors) {
      expect(problem.code, problem.message).toBeDefined();
      expect(problem.message).not.toMatch(
        /Invalid input|expected .* received|Too (big|small)|Invalid (string|option)/,
      );
    }
    const byColumn = (column: string, row: number) =>
      rowErrors.find((problem) => problem.column === column && problem.row === row);
    expect(byColumn('Schlüssel', 3)).toMatchObject({
      code: 'IMPORT_KEY_USED_TWICE',
      message: 'Der Schlüssel „A“ kommt zweimal vor',
    });
    expect(byColumn('Entwurf (ja/nein)', 3)).toMatchObject({
      code: 'IMPORT_YES_OR_NO',
      message: 'Verwenden Sie ja oder nein',
    });
    expect(byColumn('Verpackungsschlüssel', 3)).toMatchObject({ code: 'IMPORT_UNKNOWN_PACKAGING_KEY' });
    expect(byColumn('Kategorie', 2)).toMatchObject({ code: 'UNKNOWN_LOOKUP' });
  });

  it('reports every problem with its sheet, row and column', async () => {
    const user = await freshCompany();
    const answer = await upload(user.token, await importWorkbook(flawedPackaging, flawedComponents));
    expect(answer.body.code).toBe('IMPORT_INVALID');
    const where = (answer.body.rowErrors ?? []).map((e) => `${e.sheet}!${e.row}:${e.column}`).sort();
    expect(where).toEqual(
      [
        'Packaging!2:Category',
        'Packaging!3:Key',
        'Packaging!3:Draft (yes/no)',
        'Packaging!4:Name',
        'Components!2:Density to (g/cm³)',
        'Components!3:Packaging key',
        'Components!4:Density from (g/cm³)',
      ].sort(),
    );
    expect(await count(user.token)).toBe(0);
  });

  it('calls a finished packaging without a complete component incomplete once, on its draft cell', async () => {
    const user = await freshCompany();
    const noDensity = goodComponent('A').map((cell, column) => (column === 8 || column === 9 ? '' : cell));
    const answer = await upload(
      user.token,
      await importWorkbook([['A', 'Tub', '', '', '', '', 'no']], [noDensity]),
    );
    expect(answer.body.code).toBe('IMPORT_INVALID');
    expect((answer.body.rowErrors ?? []).map((e) => [`${e.sheet}!${e.row}:${e.column}`, e.code])).toEqual([
      ['Packaging!2:Draft (yes/no)', 'COMPLETE_COMPONENT_REQUIRED'],
    ]);
  });

  it('takes the one-table CSV form as "CSV UTF-8" saves it, names in any language, decimal commas included', async () => {
    const user = await freshCompany();
    const csv = [
      csvHeaders.join(';'),
      'C1;Glasflasche;;Flasche;;Deutschland;nein;Flasche;Grundkörper;Glas;Kalk-Natron-Glas;Keiner;Keiner;Weißglas (farblos);2,4;2,6;0;180',
      'C1;Glasflasche;;Flasche;;Deutschland;nein;Deckel;Deckel;Metall;Stahl / Weißblech;Keiner;Keiner;Metallisch;7,8;7,9;0;12',
    ].join('\r\n');
    const answer = await upload(user.token, Buffer.from(`\uFEFF${csv}`), 'packaging.csv', 'text/csv');
    expect(answer.body).toEqual({ imported: 1, components: 2, projectsCreated: 0 });
    const listed = await call<{ items: { name: string; packageComponents: { materialId: string }[] }[] }>(
      'GET',
      '/packages',
      { token: user.token },
    );
    expect(listed.body.items[0]?.packageComponents.map((c) => c.materialId)).toEqual(['glass', 'steel']);
  });

  it('stores names in NFC and refuses control characters, as the packaging form does', async () => {
    const user = await freshCompany();
    const row = (name: string) =>
      `N1;${name};;Flasche;;Deutschland;nein;Flasche;Grundkörper;Glas;Kalk-Natron-Glas;Keiner;Keiner;Weißglas (farblos);2,4;2,6;0;180`;
    const csv = (name: string) => Buffer.from([csvHeaders.join(';'), row(name)].join('\r\n'));
    const refused = await upload(user.token, csv('Bell\u0007bottle'), 'packaging.csv', 'text/csv');
    expect(refused.body.code).toBe('IMPORT_INVALID');
    const answer = await upload(user.token, csv('Cafe\u0301 bottle'), 'packaging.csv', 'text/csv');
    expect(answer.body.imported).toBe(1);
    const listed = await call<{ items: { name: string }[] }>('GET', '/packages', { token: user.token });
    expect(listed.body.items.map((item) => item.name)).toEqual(['Caf\u00e9 bottle']);
  });

  it('finds an existing project however many the company holds, and does not create it again', async () => {
    const tenant = await createTestTenant('many-projects');
    const user = await companyMember(tenant);
    const now = new Date().toISOString();
    const projects = Array.from({ length: 10_001 }, (_, index) =>
      projectItem({
        id: randomUUID(),
        clientId: tenant.clientId,
        companyId: tenant.companyId,
        name: `Line ${String(index).padStart(5, '0')}`,
        description: '',
        packageCount: 0,
        createdAt: now,
        updatedAt: now,
        version: 1,
      }),
    );
    await batchWrite(projects.map((item) => ({ PutRequest: { Item: item } })));
    const last = projects[projects.length - 1];

    const answer = await upload(
      user.token,
      await importWorkbook([['A', 'Late bottle', '', '', 'line 10000', '', 'no']], [goodComponent('A')]),
    );
    expect(answer.body).toEqual({ imported: 1, components: 1, projectsCreated: 0 });
    const listed = await call<{ items: { projectId: string | null }[] }>('GET', '/packages', {
      token: user.token,
    });
    expect(listed.body.items.map((item) => item.projectId)).toEqual([last?.id]);
  }, 60_000);

  it('reads a CSV that German Excel saved in Windows-1252 with semicolons and German headers', async () => {
    const user = await freshCompany();
    const csv = [
      'Verpackungsschlüssel;Verpackungsname;Beschreibung;Kategorie;Projekt;Bewertungsland;Entwurf (ja/nein);Name der Komponente;Typ;Familie;Material;Füllstoff;Klebstoff;Farbe;Dichte von (g/cm³);Dichte bis (g/cm³);Genutzte NC-Verbindungen;Gewicht (g)',
      'S1;Große Schale;Crème brûlée, 2 € das Stück;;Schalen;;nein;Schale;Grundkörper;Starrer Kunststoff;PP;Keiner;Keiner;Weiß;0,9;0,91;0;20',
    ].join('\r\n');
    // Windows-1252 is Latin-1 but for a few letters such as €, which it keeps at 0x80.
    const bytes = Buffer.from([...csv].map((char) => (char === '€' ? 0x80 : char.charCodeAt(0))));
    expect(bytes.toString('utf8')).not.toBe(csv);

    const answer = await upload(user.token, bytes, 'packaging.csv', 'text/csv');
    expect(answer.body).toEqual({ imported: 1, components: 1, projectsCreated: 1 });
    const listed = await call<{ items: { name: string; description: string }[] }>('GET', '/packages', {
      token: user.token,
    });
    expect(listed.body.items).toMatchObject([
      { name: 'Große Schale', description: 'Crème brûlée, 2 € das Stück' },
    ]);
  });

  it('reads columns by their header: any order, French headers, extra columns ignored', async () => {
    const user = await freshCompany();
    const book = new ExcelJS.Workbook();
    const p = book.addWorksheet('Packaging');
    p.addRow(['Key', 'Name', 'Notes', 'Description', 'Category', 'Project', 'Assessment country', 'Draft']);
    p.addRow(['A', 'Tray pack', 'A tray', '', 'Tray', '', 'DE', 'no']);
    const c = book.addWorksheet('Components');
    c.addRow([
      'Poids (g)',
      'Nom du composant',
      'Clé de l’emballage',
      'Matériau',
      'Type',
      'Famille',
      'Charge',
      'Adhésif',
      'Couleur',
      'Densité de (g/cm³)',
      'Densité à (g/cm³)',
      'Liens NC utilisés',
      'Commentaire',
    ]);
    c.addRow([
      20,
      'Barquette',
      'A',
      'PP',
      'Corps',
      'Plastique rigide',
      'Aucune',
      'Aucun',
      'Blanc',
      0.9,
      0.91,
      0,
      'x',
    ]);
    const answer = await upload(user.token, Buffer.from(await book.xlsx.writeBuffer()));
    expect(answer.body).toEqual({ imported: 1, components: 1, projectsCreated: 0 });
    const listed = await call<{
      items: {
        name: string;
        categoryId: string;
        packageComponents: { materialId: string; weight: number }[];
      }[];
    }>('GET', '/packages', { token: user.token });
    expect(listed.body.items).toMatchObject([
      { name: 'Tray pack', categoryId: 'tray', packageComponents: [{ materialId: 'pp', weight: 20 }] },
    ]);
  });

  it('names a missing column, and the headers it could not read, and imports nothing', async () => {
    const user = await freshCompany();
    const book = new ExcelJS.Workbook();
    const p = book.addWorksheet('Packaging');
    p.addRow(['Key', 'Name', 'Description', 'Category', 'Project', 'Assessment country', 'Draft']);
    p.addRow(['A', 'Pack', '', '', '', '', 'yes']);
    const c = book.addWorksheet('Components');
    c.addRow([
      'Packaging key',
      'Component name',
      'Type',
      'Family',
      'Materiel',
      'Filler',
      'Adhesive',
      'Colour',
    ]);
    const answer = await upload(user.token, Buffer.from(await book.xlsx.writeBuffer()));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('IMPORT_INVALID');
    const missing = (answer.body.rowErrors ?? []).map((e) => `${e.sheet}!${e.row}:${e.column}`);
    expect(missing).toEqual([
      'Components!1:Material',
      'Components!1:Density from (g/cm³)',
      'Components!1:Density to (g/cm³)',
      'Components!1:NC links used',
      'Components!1:Weight (g)',
    ]);
    expect(answer.body.rowErrors?.[0]?.message).toContain('"Materiel"');

    const csv = Buffer.from(['Packaging key,Packaging name', 'A,Pack'].join('\n'));
    const refused = await upload(user.token, csv, 'packaging.csv', 'text/csv');
    expect(refused.body.code).toBe('IMPORT_INVALID');
    expect(refused.body.rowErrors?.map((e) => `${e.sheet}!${e.row}:${e.column}`)).toContain('CSV!1:Material');
    expect(await count(user.token)).toBe(0);
  });

  it('applies the limits of the packaging form: 51 components, long texts, numbers out of range', async () => {
    const user = await freshCompany();
    const answer = await upload(
      user.token,
      await importWorkbook(
        [
          ['A', 'Many parts', '', '', '', '', 'no'],
          ['B', 'x'.repeat(201), 'd'.repeat(2001), '', 'p'.repeat(201), '', 'yes'],
        ],
        [
          ...Array.from({ length: 51 }, () => goodComponent('A')),
          ['B', 'c'.repeat(121), '', '', '', '', '', '', 25, 30, 1001, 2_000_000],
        ],
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('IMPORT_INVALID');
    const where = (answer.body.rowErrors ?? []).map((e) => `${e.sheet}!${e.row}:${e.column}`).sort();
    expect(where).toEqual(
      [
        'Packaging!2:Key',
        'Packaging!3:Name',
        'Packaging!3:Description',
        'Packaging!3:Project',
        'Components!53:Component name',
        'Components!53:Density from (g/cm³)',
        'Components!53:Density to (g/cm³)',
        'Components!53:NC links used',
        'Components!53:Weight (g)',
      ].sort(),
    );
    expect(answer.body.rowErrors?.find((e) => e.row === 2)?.message).toContain('50');
    expect(await count(user.token)).toBe(0);

    const fifty = await upload(
      user.token,
      await importWorkbook(
        [['A', 'Many parts', '', '', '', '', 'no']],
        Array.from({ length: 50 }, () => goodComponent('A')),
      ),
    );
    expect(fifty.body).toEqual({ imported: 1, components: 50, projectsCreated: 0 });
  });

  it('refuses a broken or foreign file as unreadable, without a crash', async () => {
    const user = await freshCompany();
    const good = await importWorkbook([['A', 'First', '', '', '', '', 'yes']], []);
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    for (const bytes of [truncated, Buffer.from('just,some,text\n1,2,3\n')]) {
      const answer = await upload(user.token, bytes);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('IMPORT_UNREADABLE');
    }
    expect((await upload(user.token, Buffer.alloc(0))).body.code).toBe('FILE_MISSING');
  });
});
