import { describe, expect, it } from 'vitest';
import { builtInTemplates, checkedTemplates } from '../src/catalog/templates';

/**
 * The built-in templates come from templates.json (decision 058): one a user could not save as a
 * packaging fails when the module loads, not when someone starts from it.
 */
const bottle = {
  name: 'Bottle',
  typeId: 'body',
  familyId: 'rigid-plastic',
  materialId: 'pet',
  colorId: 'clear',
  densityFrom: 1.33,
  densityTo: 1.4,
  weight: 24,
};
const template = {
  id: 'pet-bottle',
  names: { en: 'PET bottle', de: 'PET-Flasche', fr: 'Bouteille PET' },
  categoryId: 'bottle',
  components: [bottle],
};

describe('built-in templates read from JSON', () => {
  it('fills what a template leaves out: no filler, no adhesive unless named, no links used', () => {
    const [read] = checkedTemplates([
      { ...template, components: [bottle, { ...bottle, name: 'Label', adhesiveId: 'hot-wash-releasable' }] },
    ]);
    expect(
      read?.components.map(({ fillerId, adhesiveId, ncLinksUsed }) => [fillerId, adhesiveId, ncLinksUsed]),
    ).toEqual([
      ['none', 'none', 0],
      ['none', 'hot-wash-releasable', 0],
    ]);
    expect(builtInTemplates.map((entry) => entry.id)).toContain('pet-bottle');
  });

  it('refuses a lookup id the catalogue does not know, an unknown category, a template id twice and a bad range', () => {
    expect(() =>
      checkedTemplates([{ ...template, components: [{ ...bottle, materialId: 'unobtainium' }] }]),
    ).toThrow(/materialId/);
    expect(() => checkedTemplates([{ ...template, categoryId: 'barrel-of-fun' }])).toThrow(/barrel-of-fun/);
    expect(() => checkedTemplates([template, template])).toThrow(/twice/);
    expect(() => checkedTemplates([{ ...template, components: [{ ...bottle, densityFrom: 2 }] }])).toThrow(
      /valid/,
    );
    expect(() => checkedTemplates([{ ...template, names: { en: 'PET bottle' } }])).toThrow();
  });
});
