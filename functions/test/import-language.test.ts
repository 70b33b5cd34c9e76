import ExcelJS from 'exceljs';
import type { Language } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { fileForm } from './support/images';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

/**
 * The import speaks the user's language (issue 36): the template's sheets, examples and
 * instructions, and every problem the server finds in a file, named by the sheet and column the
 * user sees. Files in any of the three languages are read alike.
 */
const call = useApi();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type RowError = { sheet: string; row: number; column: string; message: string; code?: string };
type ImportAnswer = { imported: number; code?: string; message?: string; rowErrors?: RowError[] };

const member = async (language: Language) => {
  const tenant = await createTestTenant('import-language');
  return companyMember(tenant, { language });
};
const upload = (token: string, bytes: Buffer, name = 'packaging.xlsx', type = XLSX) =>
  call<ImportAnswer>('POST', '/packages/import', { token, form: fileForm(bytes, name, type) });
const template = async (token: string) => {
  const answer = await call('GET', '/packages/import-template', { token });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
  return { bytes: answer.bytes, book };
};
/** Writes one cell of a sheet the template must have. */
const put = (book: ExcelJS.Workbook, sheet: string, address: string, value: string) => {
  const found = book.getWorksheet(sheet);
  if (!found) throw new Error(`no sheet ${sheet}`);
  found.getCell(address).value = value;
};
const cell = (sheet: ExcelJS.Worksheet | undefined, address: string) => sheet?.getCell(address).value;

describe('the import template in the user’s language', () => {
  it('names its sheets, fills its examples and says yes or no in German, and imports as it is', async () => {
    const user = await member('DE');
    const { bytes, book } = await template(user.token);
    expect(book.worksheets.filter((sheet) => sheet.state === 'visible').map((sheet) => sheet.name)).toEqual([
      'Verpackungen',
      'Komponenten',
      'Anleitung',
    ]);
    const packaging = book.getWorksheet('Verpackungen');
    expect([
      cell(packaging, 'B2'),
      cell(packaging, 'C2'),
      cell(packaging, 'E2'),
      cell(packaging, 'G2'),
    ]).toEqual(['Beispielflasche', 'Ersetzen oder löschen Sie dieses Beispiel', 'Beispielprojekt', 'nein']);
    const components = book.getWorksheet('Komponenten');
    expect([cell(components, 'B2'), cell(components, 'B3'), cell(components, 'B4')]).toEqual([
      'Flasche',
      'Verschluss',
      'Beutel',
    ]);
    expect(components?.getCell('E3').dataValidation).toMatchObject({
      errorTitle: 'Unbekannter Wert',
      error: 'Wählen Sie einen Wert aus der Liste.',
    });
    expect(book.getWorksheet('Anleitung')?.getColumn(1).values.join('\n')).toContain(
      'Verpackungen: eine Zeile je Verpackung',
    );
    expect((await upload(user.token, bytes)).body).toMatchObject({ imported: 2 });
  });

  it('is French for a French user, and a colleague working in English imports it as it is', async () => {
    const french = await member('FR');
    const { bytes, book } = await template(french.token);
    expect(cell(book.getWorksheet('Emballages'), 'B3')).toBe('Sachet d’exemple');
    expect(cell(book.getWorksheet('Composants'), 'B3')).toBe('Bouchon');
    const english = await member('EN');
    expect((await upload(english.token, bytes)).body).toMatchObject({ imported: 2 });
  });
});

describe('the problems of an imported file in the user’s language', () => {
  it('names the sheet and the column as the German template does, whatever language the file is in', async () => {
    const user = await member('DE');
    const { book } = await template(user.token);
    put(book, 'Komponenten', 'L2', 'schwer');
    const german = await upload(user.token, Buffer.from(await book.xlsx.writeBuffer()));
    expect(german.body.rowErrors).toEqual([
      {
        sheet: 'Komponenten',
        row: 2,
        column: 'Gewicht (g)',
        message: 'Geben Sie eine Zahl ein',
        code: 'NOT_A_NUMBER',
      },
    ]);

    const english = await template((await member('EN')).token);
    put(english.book, 'Components', 'L2', 'heavy');
    const fromEnglish = await upload(user.token, Buffer.from(await english.book.xlsx.writeBuffer()));
    expect(fromEnglish.body.rowErrors?.[0]).toMatchObject({ sheet: 'Komponenten', column: 'Gewicht (g)' });
  });

  it('says a missing column and an unreadable file in French', async () => {
    const user = await member('FR');
    const { book } = await template(user.token);
    book.getWorksheet('Composants')?.spliceColumns(12, 1);
    const missing = await upload(user.token, Buffer.from(await book.xlsx.writeBuffer()));
    expect(missing.body.rowErrors).toEqual([
      {
        sheet: 'Composants',
        row: 1,
        column: 'Poids (g)',
        message: expect.stringMatching(/^La colonne manque : ajoutez-la avec l’en-tête « Poids \(g\) »/),
      },
    ]);

    const notTheFormat = await upload(user.token, Buffer.from('a;b\n1;2'), 'packaging.csv', 'text/csv');
    expect(notTheFormat.body).toMatchObject({
      code: 'IMPORT_UNREADABLE',
      message: expect.stringMatching(/^La première ligne du CSV ne contient aucun des en-têtes du modèle/),
    });
  });
});
