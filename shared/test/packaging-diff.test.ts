import { describe, expect, it } from 'vitest';
import { changedFieldsOf, diffPackaging, isEmptyDiff } from '../src/domain/packaging-diff';

const tub = { id: 'c1', name: 'Tub', materialId: 'pp', createdAt: 'a', updatedAt: 'a', version: 1 };
const lid = { id: 'c2', name: 'Lid', materialId: 'pe', createdAt: 'a', updatedAt: 'a', version: 1 };
const pack = { name: 'Pot', description: '', categoryId: null, components: [tub, lid] };

describe('the difference of two packaging states', () => {
  it('finds nothing between equal states, whatever their stamps and key order', () => {
    const restamped = {
      components: [
        { ...tub, updatedAt: 'b', version: 2 },
        { version: 3, materialId: 'pe', name: 'Lid', id: 'c2' },
      ],
      categoryId: undefined,
      description: '',
      name: 'Pot',
    };
    expect(isEmptyDiff(diffPackaging(pack, restamped))).toBe(true);
  });

  it('names changed fields, and added, removed, changed and reordered components by id', () => {
    const cap = { id: 'c3', name: 'Cap', materialId: 'pp' };
    const diff = diffPackaging(pack, {
      ...pack,
      name: 'Pot, new',
      components: [cap, { ...tub, materialId: 'pet' }],
    });
    expect(diff.fields).toEqual([{ field: 'name', before: 'Pot', after: 'Pot, new' }]);
    expect(diff.components.added).toEqual([{ id: 'c3', name: 'Cap' }]);
    expect(diff.components.removed).toEqual([{ id: 'c2', name: 'Lid' }]);
    expect(diff.components.changed).toEqual([
      { id: 'c1', name: 'Tub', fields: [{ field: 'materialId', before: 'pp', after: 'pet' }] },
    ]);
    expect(diff.components.reordered).toBe(false);
    expect(changedFieldsOf(diff)).toEqual(['name', 'components']);
    expect(diffPackaging(pack, { ...pack, components: [lid, tub] }).components.reordered).toBe(true);
  });

  it('compares a field it has never heard of, such as layers, as a value', () => {
    const layered = (thickness: number) => ({
      ...pack,
      components: [{ ...tub, constituents: [{ materialId: 'evoh', thickness }] }],
    });
    const diff = diffPackaging(layered(5), layered(7));
    expect(diff.components.changed).toEqual([
      {
        id: 'c1',
        name: 'Tub',
        fields: [
          {
            field: 'constituents',
            before: [{ materialId: 'evoh', thickness: 5 }],
            after: [{ materialId: 'evoh', thickness: 7 }],
          },
        ],
      },
    ]);
  });
});
