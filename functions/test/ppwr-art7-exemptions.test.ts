import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkConformity, type PpwrPackaging } from '../src/compliance/ppwr';
import { recycledContentShare } from '../src/compliance/ppwr/recycled-content';
import { useApi } from './support/api';
import { asComponentInput, completeBody } from './support/components';
import { companyMember } from './support/company-members';
import { completePackagingCreator, type AnsweredPackaging } from './support/complete-packaging';
import { fileForm } from './support/images';
import { importCsv, potRow } from './support/import-csv';
import { createTestTenant } from './support/tenants';

/**
 * Art. 7(4)–(5)'s exemptions beyond the contact-sensitive ones (issue 34 §2, docs/ppwr.md):
 * compostable plastic packaging (4)(e) read from the components' certification, and those no
 * data of ours can tell — (4)(d), (f), (h) and (5)(a) — from the packaging's recorded exemption.
 * An exempt packaging is "not applicable" with a note naming the paragraph, and left out of the
 * portfolio figure with its reason; an unknown one is never read as exempt.
 */
const context = { today: '2026-11-28', language: 'EN' as const, euCountryIds: new Set(['DE', 'FR']) };
const art7 = (pkg: PpwrPackaging) => {
  const rule = checkConformity(pkg, [], context).rules.find(
    (candidate) => candidate.id === 'ppwr-7-recycled-content',
  );
  if (!rule) throw new Error('no Art. 7 rule');
  return rule.outcomes.by2030;
};

/** A single-use PET bottle at 20 % rPET: Art. 7 not met for 2030 unless an exemption applies. */
const bottle = (fields: Partial<PpwrPackaging> = {}): PpwrPackaging => ({
  contactSensitivity: 'beverage',
  singleUsePlasticBeverageBottle: true,
  components: [
    { id: 'c1', familyId: 'rigid-plastic', materialId: 'pet', weight: 20, recycledContentPercent: 20 },
  ],
  ...fields,
});

describe('Art. 7 exemptions recorded on the packaging', () => {
  it.each([
    ['medicinal_outer_packaging', 'Art. 7(4)(d)'],
    ['dangerous_goods_transport', 'Art. 7(4)(f)'],
    ['medicinal_manufacturing_supplies', 'Art. 7(4)(h)'],
    ['food_contact_recycled_content_health_risk', 'Art. 7(5)(a)'],
  ] as const)('%s makes Art. 7 not applicable, its note naming %s', (exemption, paragraph) => {
    const outcome = art7(bottle({ recycledContentExemption: exemption }));
    expect(outcome?.status).toBe('not_applicable');
    expect(outcome?.note).toContain(paragraph);
    expect(recycledContentShare(bottle({ recycledContentExemption: exemption }))).toEqual({
      scope: 'out',
      reason: 'exemption_recorded',
    });
  });

  it('none, null or absent exempts nothing: the bottle still fails 2030', () => {
    for (const recycledContentExemption of ['none', null, undefined] as const) {
      expect(art7(bottle({ recycledContentExemption }))?.status).toBe('not_met');
      expect(recycledContentShare(bottle({ recycledContentExemption }))).toMatchObject({ scope: 'in' });
    }
  });
});

describe('Art. 7(4)(e) compostable plastic packaging', () => {
  const pouch = (capCertified: boolean | null): PpwrPackaging => ({
    contactSensitivity: 'food',
    singleUsePlasticBeverageBottle: false,
    components: [
      { id: 'film', materialId: 'pla', weight: 10, recycledContentPercent: 0, compostabilityCertified: true },
      {
        id: 'cap',
        materialId: 'pp',
        weight: 2,
        recycledContentPercent: 0,
        compostabilityCertified: capCertified,
      },
      { id: 'label', materialId: 'paper', weight: 1 },
    ],
  });

  it('every plastic part certified compostable: not applicable, naming Art. 7(4)(e); out of the portfolio figure', () => {
    const outcome = art7(pouch(true));
    expect(outcome?.status).toBe('not_applicable');
    expect(outcome?.note).toContain('Art. 7(4)(e)');
    expect(recycledContentShare(pouch(true))).toEqual({ scope: 'out', reason: 'compostable_plastic' });
  });

  it('a plastic part not certified, or not known to be, keeps the minimums', () => {
    for (const capCertified of [false, null]) {
      expect(art7(pouch(capCertified))?.status).not.toBe('not_applicable');
      expect(recycledContentShare(pouch(capCertified))).toMatchObject({ scope: 'in' });
    }
  });
});

const call = useApi();
const tenant = await createTestTenant('ppwr-art7-exemptions');
const member = await companyMember(tenant, { language: 'DE' });
const create = completePackagingCreator(call, member.token, { packaging: 'Drum', component: 'Body' });

describe('the recorded exemption travels', () => {
  it('is saved and read back, and refused when it is not one of the choices', async () => {
    const created = await create({ recycledContentExemption: 'dangerous_goods_transport' });
    expect(created.status).toBe(200);
    const read = (
      await call<AnsweredPackaging>('GET', `/packages/${created.body.id}`, { token: member.token })
    ).body;
    expect(read.recycledContentExemption).toBe('dangerous_goods_transport');
    const refused = await create({ recycledContentExemption: 'because' }, true);
    expect(refused.status).toBe(400);
  });

  it('is in the packaging history: a version diff names it', async () => {
    const first = (await create({})).body;
    const edited = await call<AnsweredPackaging>('PUT', `/packages/${first.id}`, {
      token: member.token,
      body: {
        name: first.name,
        draft: false,
        version: first.version,
        recycledContentExemption: 'medicinal_manufacturing_supplies',
        components: first.packageComponents.map((component) => asComponentInput(component)),
      },
    });
    expect(edited.status).toBe(200);
    const diff = (
      await call<{ fields: { field: string; before: unknown; after: unknown }[] }>(
        'GET',
        `/packages/${first.id}/version-diff?from=1&to=2`,
        { token: member.token },
      )
    ).body;
    expect(diff.fields).toContainEqual({
      field: 'recycledContentExemption',
      before: null,
      after: 'medicinal_manufacturing_supplies',
    });
  });

  it('is read from the import template’s column', async () => {
    const answer = await call<{ imported: number }>('POST', '/packages/import', {
      token: member.token,
      form: fileForm(
        importCsv([
          potRow('Exempt pot', { 'Recycled content exemption (Art. 7)': 'medicinal_outer_packaging' }),
        ]),
        'exempt.csv',
        'text/csv',
      ),
    });
    expect(answer.body).toMatchObject({ imported: 1 });
    const items = (
      await call<{ items: AnsweredPackaging[] }>('GET', '/packages?search=Exempt%20pot', {
        token: member.token,
      })
    ).body.items;
    expect(items.find((item) => item.name === 'Exempt pot')?.recycledContentExemption).toBe(
      'medicinal_outer_packaging',
    );
  });

  it('is written into the XLSX export in the reader’s language', async () => {
    const exempt = await create({
      name: 'Gefahrgutfass',
      recycledContentExemption: 'dangerous_goods_transport',
      components: [{ ...completeBody, name: 'Body' }],
    });
    const job = await call<{ status: string; download: { url: string } | null }>('POST', '/exports', {
      token: member.token,
      body: { format: 'xlsx', packageIds: [exempt.body.id] },
    });
    expect(job.body.status).toBe('done');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await fetch(job.body.download?.url ?? '')).arrayBuffer());
    const rows: unknown[][] = [];
    book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const column = rows[0]?.indexOf('Ausnahme vom Rezyklatanteil (Art. 7)') ?? -1;
    expect(column).toBeGreaterThanOrEqual(0);
    expect(rows[1]?.[column]).toBe('Transport gefährlicher Güter (Art. 7(4)(f))');
  });
});
