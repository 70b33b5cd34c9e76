import { describe, expect, it } from 'vitest';
import { CONSTITUENTS_MAX } from '@recyclens/shared';
import { useApi } from './support/api';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

const call = useApi();
const tenant = await createTestTenant('constituents');
const engineer = await companyMember(tenant);

type Constituent = {
  role: string;
  materialId: string;
  weight: number;
  blend?: { materialId: string; share: number }[];
};
type Pack = {
  id: string;
  version: number;
  packageComponents: { name: string; weight?: number | null; constituents?: Constituent[] }[];
  code?: string;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, string>;
};

/** A stand-up pouch as a flexible-packaging engineer describes it: PE/EVOH/PE with print. */
const pouchLayers: Constituent[] = [
  { role: 'ink', materialId: 'nc-ink', weight: 0.1 },
  { role: 'film', materialId: 'mdo-pe', weight: 2.5 },
  { role: 'adhesive', materialId: 'pu-adhesive-aliphatic', weight: 0.12 },
  { role: 'tie', materialId: 'pe-g-mah', weight: 0.2 },
  { role: 'evoh-coex', materialId: 'evoh', weight: 0.3 },
  { role: 'film', materialId: 'lldpe', weight: 3, blend: [{ materialId: 'ldpe', share: 30 }] },
  { role: 'barrier', materialId: 'metallisation', weight: 0 },
];
const pouch = (constituents: unknown, overrides: Record<string, unknown> = {}) => ({
  name: 'Pouch',
  typeId: 'body',
  familyId: 'flexible-plastic',
  materialId: 'ldpe',
  fillerId: 'none',
  adhesiveId: 'lamination',
  colorId: 'natural',
  densityFrom: 0.92,
  densityTo: 0.94,
  constituents,
  ...overrides,
});
const create = (components: unknown[], malformed = false) =>
  call<Pack>('POST', '/packages', {
    token: engineer.token,
    malformed,
    body: { name: 'Layered pouch', draft: false, components },
  });
const stored = async (id: string) =>
  (await call<Pack>('GET', `/packages/${id}`, { token: engineer.token })).body.packageComponents;

describe('the lookups for layered components', () => {
  it('serves the constituent roles and the materials of flexible structures in three languages', async () => {
    const answer = await call<Record<string, { id: string; names: Record<string, string> }[]>>(
      'GET',
      '/lookups',
      { token: engineer.token },
    );
    expect(answer.body.constituentRole?.map((r) => r.id).sort()).toEqual(
      ['adhesive', 'barrier', 'coating', 'evoh-coex', 'film', 'ink', 'lacquer', 'other', 'tie'].sort(),
    );
    const materials = new Map(answer.body.material?.map((m) => [m.id, m.names]));
    for (const id of ['lldpe', 'bopp', 'cpp', 'opa', 'pe-g-mah', 'nc-ink', 'pu-adhesive-aromatic', 'alox'])
      expect(materials.has(id), id).toBe(true);
    expect(materials.get('pu-adhesive-aromatic')).toEqual({
      en: 'Aromatic PU laminating adhesive',
      de: 'Aromatischer PU-Kaschierklebstoff',
      fr: 'Adhésif de lamination PU aromatique',
    });
  });
});

describe('storing a component made of layers', () => {
  it('keeps the layers in their order through create, get and update, blends and 0 g layers too', async () => {
    const created = await create([pouch(pouchLayers)]);
    expect(created.status).toBe(200);
    expect(created.body.packageComponents[0]?.constituents).toEqual(pouchLayers);
    expect((await stored(created.body.id))[0]?.constituents).toEqual(pouchLayers);

    const reversed = [...pouchLayers].reverse();
    const updated = await call<Pack>('PUT', `/packages/${created.body.id}`, {
      token: engineer.token,
      body: {
        name: 'Layered pouch',
        draft: false,
        version: created.body.version,
        components: [pouch(reversed), pouch(undefined, { name: 'Single-material label', weight: 1 })],
      },
    });
    expect(updated.status).toBe(200);
    const after = await stored(created.body.id);
    expect(after[0]?.constituents).toEqual(reversed);
    // A component without layers stays what it was before layers existed.
    expect(after[1]).toMatchObject({ name: 'Single-material label', weight: 1 });
    expect(after[1]?.constituents).toBeUndefined();
  });

  it('accepts the component weight only as the sum of its layers', async () => {
    const sum = pouchLayers.reduce((total, layer) => total + layer.weight, 0);
    expect((await create([pouch(pouchLayers, { weight: sum })])).status).toBe(200);
    const wrong = await create([pouch(pouchLayers, { weight: sum + 1 })]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      'components.0.weight': 'A component with layers weighs the sum of its layers',
    });
    expect(wrong.body.fieldCodes).toEqual({ 'components.0.weight': 'COMPONENT_WEIGHT_NOT_SUM_OF_LAYERS' });
  });

  it('names an unknown role or material by its layer, and stores nothing', async () => {
    const before = await call<{ items: { id: string }[] }>('GET', '/packages?limit=100', {
      token: engineer.token,
    });
    const answer = await create([
      pouch([
        { role: 'sandwich', materialId: 'lldpe', weight: 2 },
        { role: 'film', materialId: 'unobtainium', weight: 2 },
        { role: 'film', materialId: 'lldpe', weight: 2, blend: [{ materialId: 'kryptonite', share: 10 }] },
      ]),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.fields).toEqual({
      'components.0.constituents.0.role': 'Unknown constituentRole: sandwich',
      'components.0.constituents.1.materialId': 'Unknown material: unobtainium',
      'components.0.constituents.2.blend.0.materialId': 'Unknown material: kryptonite',
    });
    expect(Object.values(answer.body.fieldCodes ?? {})).toEqual([
      'UNKNOWN_LOOKUP',
      'UNKNOWN_LOOKUP',
      'UNKNOWN_LOOKUP',
    ]);
    const after = await call<{ items: { id: string }[] }>('GET', '/packages?limit=100', {
      token: engineer.token,
    });
    expect(after.body.items.length).toBe(before.body.items.length);
  });

  it('refuses a negative weight, too many layers and a blend that leaves nothing of the layer', async () => {
    const negative = await create([pouch([{ role: 'film', materialId: 'lldpe', weight: -1 }])], true);
    expect(negative.status).toBe(400);
    expect(negative.body.fields).toEqual({ 'components.0.constituents.0.weight': 'Use 0 or more' });

    const tooMany = await create(
      [pouch(Array.from({ length: CONSTITUENTS_MAX + 1 }, () => pouchLayers[1]))],
      true,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldCodes).toEqual({ 'components.0.constituents': 'CONSTITUENTS_TOO_MANY' });

    const overBlended = await create([
      pouch([
        {
          role: 'film',
          materialId: 'lldpe',
          weight: 3,
          blend: [
            { materialId: 'ldpe', share: 60 },
            { materialId: 'pp', share: 40 },
          ],
        },
      ]),
    ]);
    expect(overBlended.status).toBe(400);
    expect(overBlended.body.fieldCodes).toEqual({
      'components.0.constituents.0.blend': 'BLEND_SHARES_TOO_HIGH',
    });
  });
});

describe('assessing a component made of layers', () => {
  type Result = {
    grade: string;
    score: number | null;
    stream: string | null;
    findings: {
      componentIndex: number | null;
      constituentIndex?: number;
      ruleId: string;
      rating: string;
      message: string;
      params: Record<string, string | number>;
    }[];
  };
  const assess = (id: string, methodology: 'ceflex' | 'pre') =>
    call<Result[]>('POST', `/packages/${id}/assessments`, {
      token: engineer.token,
      body: { countryIds: ['DE'], methodology },
    });

  it('rates each layer against D4ACE and says so in the reader’s language', async () => {
    const created = await create([pouch(pouchLayers)]);
    const [ceflex] = (await assess(created.body.id, 'ceflex')).body;
    // MDO-PE, the LLDPE/LDPE blend and the tie are PE (5.7 g of 6.22 g, 91.6 %), EVOH 4.8 %, NC ink 1.6 %.
    expect(ceflex).toMatchObject({ stream: 'pe-film', grade: 'A', score: 100 });
    const evoh = ceflex?.findings.find((f) => f.constituentIndex === 4);
    expect(evoh).toMatchObject({
      componentIndex: 0,
      ruleId: 'film-pe.layer.evoh-coex',
      rating: 'green',
      params: { line: 'EVOH coex', share: 4.82, limit: 10 },
    });
    expect(evoh?.message).toBe(
      'Pouch, layer 5 (EVOH coex layer, EVOH): D4ACE “EVOH coex” makes up 4.82% of the pack, within the 10% limit in PE film.',
    );
    // PRE: the metallisation is of limited compatibility, one yellow.
    const [pre] = (await assess(created.body.id, 'pre')).body;
    expect(pre).toMatchObject({ grade: 'B', score: 94 });
    expect(pre?.findings.find((f) => f.constituentIndex === 6)?.ruleId).toBe('film-pe.layer.met.pre');
  });
});

describe('a component made of layers counts as complete by what its layers say (decision 041)', () => {
  type Result = {
    grade: string;
    score: number | null;
    stream: string | null;
    findings: { componentIndex: number | null; messageKey: string; params: Record<string, unknown> }[];
  };
  const assess = (id: string) =>
    call<Result[]>('POST', `/packages/${id}/assessments`, {
      token: engineer.token,
      body: { countryIds: ['DE'] },
    });
  const unset = { materialId: null, adhesiveId: null, densityFrom: null, densityTo: null };

  it('saves a printed film pouch as complete without its own material, adhesive or density, graded as before', async () => {
    const created = await create([pouch(pouchLayers, unset)]);
    expect(created.status, JSON.stringify(created.body.fieldCodes)).toBe(200);
    const [result] = (await assess(created.body.id)).body;
    expect(result).toMatchObject({ stream: 'pe-film', grade: 'A', score: 100 });
  });

  it('computes a rigid tray’s density from its layers, and asks for it where a layer has no known density', async () => {
    const trayLayers: Constituent[] = [
      { role: 'film', materialId: 'pp', weight: 10 },
      { role: 'tie', materialId: 'pp-g-mah', weight: 0.5 },
      { role: 'evoh-coex', materialId: 'evoh', weight: 1 },
      { role: 'tie', materialId: 'pp-g-mah', weight: 0.5 },
      { role: 'film', materialId: 'pp', weight: 10 },
    ];
    const tray = pouch(trayLayers, { ...unset, name: 'Tray', familyId: 'rigid-plastic' });
    const created = await create([tray]);
    expect(created.status, JSON.stringify(created.body.fieldCodes)).toBe(200);
    const [result] = (await assess(created.body.id)).body;
    expect(result?.stream).toBe('po-rigid');
    const density = result?.findings.find((f) => f.messageKey.startsWith('density.'));
    expect(density?.params).toMatchObject({ densityFrom: 0.908, densityTo: 0.921 });

    const printed = pouch([{ role: 'ink', materialId: 'nc-ink', weight: 0.1 }, ...trayLayers], {
      ...unset,
      name: 'Printed tray',
      familyId: 'rigid-plastic',
    });
    const refused = await create([printed]);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldCodes).toEqual({
      components: 'COMPLETE_COMPONENT_REQUIRED',
      'components.0.densityFrom': 'DENSITY_REQUIRED',
      'components.0.densityTo': 'DENSITY_REQUIRED',
    });
  });
});
