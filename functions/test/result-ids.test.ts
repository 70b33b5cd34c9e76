import { describe, expect, it } from 'vitest';
import { newResultId, resultKeyPartsOf } from '../src/data/result-ids';

describe('result ids', () => {
  it('name the key a result is stored under, and differ for results of the same instant', () => {
    const id = newResultId('2026-11-26T00:40:12.345Z', 'DE');
    expect(id).toMatch(/^20261126004012345-DE-[0-9a-f]{8}$/);
    expect(resultKeyPartsOf(id)).toEqual({ assessedAt: '2026-11-26T00:40:12.345Z', countryId: 'DE' });
    expect(newResultId('2026-11-26T00:40:12.345Z', 'DE')).not.toBe(id);
  });

  it('fall back to a UUID, which is searched, when the stamp is not a plain ISO instant', () => {
    const id = newResultId('2026-11-26T00:40:12Z', 'DE');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(resultKeyPartsOf(id)).toBeNull();
    expect(resultKeyPartsOf('20261126004012345-DE-0123ABCD')).toBeNull();
    expect(resultKeyPartsOf('x20261126004012345-DE-0123abcd')).toBeNull();
  });
});
