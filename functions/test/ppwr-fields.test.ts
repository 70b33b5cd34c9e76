import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { asComponentInput, completeBody } from './support/components';
import { companyMember } from './support/company-members';
import { completePackagingCreator, type AnsweredPackaging } from './support/complete-packaging';
import { createTestTenant } from './support/tenants';

/**
 * The PPWR fields of a packaging and its components (issue 34 §1, docs/ppwr.md): stored, read
 * back, refused with their own codes when out of bounds, in the history, and unknown when unset.
 */
const call = useApi();
const tenant = await createTestTenant('ppwr-fields');
const editor = await companyMember(tenant);

const packagingFields = {
  packagingRole: 'ecommerce',
  contactSensitivity: 'food',
  singleUsePlasticBeverageBottle: false,
  reusable: false,
  packagingVolumeMl: 3000,
  contentVolumeMl: 1200,
  compostableItem: 'none',
  materialCompositionLabel: true,
  restrictedFormat: 'none',
};
const componentFields = {
  recycledContentPercent: 30,
  recycledContentBasis: 'supplier_declaration',
  pfasIntentionallyAdded: 'no',
  pfasSingleMaxPpb: 4,
  pfasTargetedSumPpb: 12,
  pfasTotalMgPerKg: 0.5,
  totalFluorineMgPerKg: 3,
  heavyMetalsSumMgPerKg: 20,
  compostabilityCertified: false,
};

const create = completePackagingCreator(call, editor.token, { packaging: 'Mailer', component: 'Box' });
describe('PPWR fields', () => {
  it('are stored and read back for the packaging and each component', async () => {
    const created = await create({
      ...packagingFields,
      components: [{ ...completeBody, name: 'Box', ...componentFields }],
    });
    expect(created.status).toBe(200);
    const read = (
      await call<AnsweredPackaging>('GET', `/packages/${created.body.id}`, { token: editor.token })
    ).body;
    expect(read).toMatchObject(packagingFields);
    expect(read.packageComponents[0]).toMatchObject(componentFields);
  });

  it('stay unknown on a packaging that does not give them (never read as "no")', async () => {
    const created = await create({});
    expect(created.status).toBe(200);
    const read = (
      await call<AnsweredPackaging>('GET', `/packages/${created.body.id}`, { token: editor.token })
    ).body;
    expect(read.reusable ?? null).toBeNull();
    expect(read.packagingRole ?? null).toBeNull();
    expect(read.packageComponents[0]?.pfasIntentionallyAdded ?? null).toBeNull();
  });

  it.each([
    [
      'components.0.recycledContentPercent',
      { components: [{ ...completeBody, recycledContentPercent: 100.5 }] },
      'PERCENT_OUT_OF_RANGE',
    ],
    [
      'components.0.recycledContentPercent',
      { components: [{ ...completeBody, recycledContentPercent: -1 }] },
      'PERCENT_OUT_OF_RANGE',
    ],
    [
      'components.0.heavyMetalsSumMgPerKg',
      { components: [{ ...completeBody, heavyMetalsSumMgPerKg: -0.1 }] },
      'ZERO_OR_MORE_REQUIRED',
    ],
    [
      'components.0.pfasTotalMgPerKg',
      { components: [{ ...completeBody, pfasTotalMgPerKg: 1_000_001 }] },
      'CONCENTRATION_TOO_HIGH',
    ],
    ['packagingVolumeMl', { packagingVolumeMl: 0 }, 'VOLUME_TOO_LOW'],
    ['contentVolumeMl', { packagingVolumeMl: 1000, contentVolumeMl: 1001 }, 'CONTENT_VOLUME_ABOVE_PACKAGING'],
    [
      'pfasIntentionallyAdded',
      { components: [{ ...completeBody, pfasIntentionallyAdded: 'maybe' }] },
      'INVALID_CHOICE',
    ],
  ])('refuses %s out of bounds with its code', async (path, body, code) => {
    const answer = await create(body, code !== 'CONTENT_VOLUME_ABOVE_PACKAGING');
    expect(answer.status).toBe(400);
    const fieldCodes = answer.body.fieldCodes ?? {};
    const key = path === 'pfasIntentionallyAdded' ? 'components.0.pfasIntentionallyAdded' : path;
    expect(fieldCodes[key]).toBe(code);
  });

  it('accepts the bounds themselves: 0 and 100 %, contents filling the packaging', async () => {
    const answer = await create({
      packagingVolumeMl: 1000,
      contentVolumeMl: 1000,
      components: [
        { ...completeBody, name: 'A', recycledContentPercent: 0 },
        { ...completeBody, name: 'B', recycledContentPercent: 100 },
      ],
    });
    expect(answer.status).toBe(200);
  });

  it('are in the history: a version diff names them, and a restore brings the unknown back', async () => {
    const first = (await create({ components: [{ ...completeBody, name: 'Box' }] })).body;
    const edited = await call<AnsweredPackaging>('PUT', `/packages/${first.id}`, {
      token: editor.token,
      body: {
        name: first.name,
        draft: false,
        version: first.version,
        packagingRole: 'transport',
        components: first.packageComponents.map((component) => ({
          ...asComponentInput(component),
          recycledContentPercent: 25,
        })),
      },
    });
    expect(edited.status).toBe(200);
    const diff = (
      await call<{
        fields: { field: string; before: unknown; after: unknown }[];
        components: { changed: { fields: { field: string; after: unknown }[] }[] };
      }>('GET', `/packages/${first.id}/version-diff?from=1&to=2`, { token: editor.token })
    ).body;
    expect(diff.fields).toContainEqual({ field: 'packagingRole', before: null, after: 'transport' });
    expect(diff.components.changed[0]?.fields).toContainEqual(
      expect.objectContaining({ field: 'recycledContentPercent', after: 25 }),
    );
    const version2 = (
      await call<{ snapshot: Record<string, unknown> }>('GET', `/packages/${first.id}/versions/2`, {
        token: editor.token,
      })
    ).body;
    expect(version2.snapshot.packagingRole).toBe('transport');

    const restored = await call<AnsweredPackaging>('POST', `/packages/${first.id}/versions/1/restore`, {
      token: editor.token,
      body: { version: 2 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.packagingRole ?? null).toBeNull();
    expect(restored.body.packageComponents[0]?.recycledContentPercent ?? null).toBeNull();
  });
});
