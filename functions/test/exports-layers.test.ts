import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { readPdf } from './support/pdf-read';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

const call = useApi();
const tenant = await createTestTenant('exports-layers');
const engineer = await companyMember(tenant, { language: 'FR' });

type Job = { id: string; status: string; download: { url: string } | null };

/** A printed PE pouch with an EVOH barrier, stored through the API with its layers. */
const createPouch = async () =>
  (
    await call<{ id: string }>('POST', '/packages', {
      token: engineer.token,
      body: {
        name: 'Sachet café',
        draft: true,
        components: [
          {
            name: 'Sachet',
            constituents: [
              { role: 'ink', materialId: 'nc-ink', weight: 0.5 },
              { role: 'film', materialId: 'lldpe', weight: 4, blend: [{ materialId: 'ldpe', share: 30 }] },
              { role: 'evoh-coex', materialId: 'evoh', weight: 0.5 },
            ],
          },
          { name: 'Bouchon', materialId: 'pp', weight: 2 },
        ],
      },
    })
  ).body.id;

const exported = async (format: 'xlsx' | 'pdf', packageId: string) => {
  const job = await call<Job>('POST', '/exports', {
    token: engineer.token,
    body: { format, packageIds: [packageId] },
  });
  expect(job.body.status).toBe('done');
  return Buffer.from(await (await fetch(job.body.download?.url ?? '')).arrayBuffer());
};

describe('exports of layered components', () => {
  it('lists the stored layers in the XLSX summary, names in the reader’s language', async () => {
    const id = await createPouch();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exported('xlsx', id)) as unknown as ArrayBuffer);
    const layers = book.getWorksheet('Couches');
    const rows: unknown[][] = [];
    layers?.eachRow((row, index) => {
      if (index > 1) rows.push((row.values as unknown[]).slice(1, 8));
    });
    expect(rows).toEqual([
      ['Sachet café', 'Sachet', 1, 'Encre', 'Encre NC (nitrocellulose)', 0.5, 10],
      ['Sachet café', 'Sachet', 2, 'Film', 'PEBDL', 4, 80],
      ['Sachet café', 'Sachet', 3, 'Couche EVOH coextrudée', 'EVOH', 0.5, 10],
    ]);
  });

  it('prints the stored layers under their component in the PDF report', async () => {
    const id = await createPouch();
    const { text } = await readPdf(await exported('pdf', id));
    expect(text).toContain('Couche 1 : Encre, Encre NC (nitrocellulose), 0,5 g (10 %)');
    expect(text).toContain('Couche 2 : Film, PEBDL, 4 g (80 %) · mélange : 30 % PEBD / PEBDL');
    expect(text).toContain('Couche 3 : Couche EVOH coextrudée, EVOH, 0,5 g (10 %)');
  });
});
