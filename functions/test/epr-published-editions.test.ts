import { describe, expect, it } from 'vitest';
import { publishedEdition } from '../src/epr/editions/published-edition';
import { scheduleEditions } from '../src/epr';

/**
 * An edition's published rows and source come from a JSON file beside it (decision 058): a
 * mistake in one fails when the module loads instead of pricing a packaging against a rate that
 * is not there.
 */
const row = { id: 'glass', label: 'Glass', rate: 192, per: 'tonne' };
const edition = {
  id: 'packuk-2025-base-fees',
  scheme: { id: 'packuk', name: 'PackUK', url: 'https://www.gov.uk/government/organisations/packuk' },
  countryCode: 'GB',
  year: 2024,
  currency: 'GBP',
  source: { title: 'Table 1', url: 'https://www.gov.uk/', readOn: '2026-11-28' },
  rows: [row, { ...row, id: 'other', rate: null }],
};

describe('an EPR edition read from JSON', () => {
  it('keeps what the scheme published, a rate we could not read as null', () => {
    expect(publishedEdition(edition)).toEqual(edition);
    const spain = scheduleEditions.find((entry) => entry.countryCode === 'ES');
    expect(spain?.rows.find((entry) => entry.id === 'other-materials')?.rate).toBeNull();
  });

  it('refuses a row named twice, a negative or missing rate, an unknown basis and no rows', () => {
    expect(() => publishedEdition({ ...edition, rows: [row, row] })).toThrow(/glass/);
    expect(() => publishedEdition({ ...edition, rows: [{ ...row, rate: -1 }] })).toThrow();
    expect(() =>
      publishedEdition({ ...edition, rows: [{ id: 'glass', label: 'Glass', per: 'tonne' }] }),
    ).toThrow();
    expect(() => publishedEdition({ ...edition, rows: [{ ...row, per: 'litre' }] })).toThrow();
    expect(() => publishedEdition({ ...edition, rows: [] })).toThrow();
  });

  it('refuses an unknown currency, a country that is no ISO code and a source without its date', () => {
    expect(() => publishedEdition({ ...edition, currency: 'USD' })).toThrow();
    expect(() => publishedEdition({ ...edition, countryCode: 'Spain' })).toThrow();
    expect(() => publishedEdition({ ...edition, source: { ...edition.source, readOn: '' } })).toThrow();
  });
});
