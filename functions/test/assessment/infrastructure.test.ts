import { describe, expect, it } from 'vitest';
import {
  assess,
  infrastructureTable,
  streamMap,
  streams,
  type AssessedComponent,
  type StreamId,
} from '../../src/assessment/index';
import { lookupCatalog } from '../../src/catalog/lookups';
import { only, part, peFilm, ppFilm, uncertainMarker } from './helpers';

// Written out rather than read from the code, so a country dropped from the table fails here.
const euMembers = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];
const countries = [...euMembers, 'GB', 'US'];

/** A one-material pack whose main component lands in the stream (a PE/PP laminate for mixed PO). */
const packFor = (stream: StreamId): AssessedComponent[] => {
  if (stream === 'mixed-po-film') return [peFilm({ weight: 9 }), ppFilm({ name: 'Sealant', weight: 1 })];
  const entry = streamMap.find((e) => e.stream === stream);
  if (entry === undefined) throw new Error(`no material maps to ${stream}`);
  return [part('Body', 'body', entry.familyId, entry.materialIds[0] ?? '')];
};

describe('step 2: infrastructure table', () => {
  it('covers the 27 EU member states, the United Kingdom and the United States', () => {
    expect(euMembers).toHaveLength(27);
    expect(new Set(infrastructureTable.map((r) => r.countryId))).toEqual(new Set(countries));
  });

  it('has exactly one row per country and stream, each citing a public page, with a year and a note', () => {
    for (const country of countries) {
      for (const stream of streams) {
        const rows = infrastructureTable.filter((r) => r.countryId === country && r.stream === stream.id);
        expect(rows, `${country} ${stream.id}`).toHaveLength(1);
        const row = rows[0];
        expect(row?.source.name.length, `${country} ${stream.id}`).toBeGreaterThan(0);
        expect(row?.source.version.length, `${country} ${stream.id}`).toBeGreaterThan(0);
        expect(row?.source.url, `${country} ${stream.id}`).toMatch(/^https?:\/\/[^\s]+\.[a-z]{2,}/);
        expect(row?.note.length, `${country} ${stream.id}`).toBeGreaterThan(0);
        expect(row?.year).toBeGreaterThanOrEqual(2024);
      }
    }
    expect(infrastructureTable).toHaveLength(countries.length * streams.length);
  });

  it('every country of the table can be chosen: the lookups hold exactly its countries', () => {
    expect(new Set(lookupCatalog.country.map((c) => c.id))).toEqual(new Set(countries));
  });

  it('an uncertain row puts a marker with its note and source into the result; a certain row does not', () => {
    for (const row of infrastructureTable) {
      const result = assess({ components: packFor(row.stream), countryId: row.countryId });
      expect(result.stream).toBe(row.stream);
      const markers = result.findings.filter((f) => f.ruleId === 'infrastructure.uncertain');
      if (row.certain) {
        expect(markers, `${row.countryId} ${row.stream}`).toEqual([]);
      } else {
        expect(markers, `${row.countryId} ${row.stream}`).toEqual([uncertainMarker(row)]);
      }
    }
  });

  it('the uncertainty marker leaves the grade and score as the steps make them', () => {
    // NL PE film: collected and sorted, but the source does not establish film as a fraction.
    const result = assess({ components: [peFilm()], countryId: 'NL' });
    expect(result.findings.some((f) => f.ruleId === 'infrastructure.available')).toBe(true);
    expect(only(result, 'infrastructure.uncertain').params.note).toMatch(/film/);
    expect(result.grade).toBe('A');
    expect(result.score).toBe(100);
  });

  it('an uncertain missing step still makes the pack not recyclable there, and says it is uncertain', () => {
    // RO PE film: collection at scale not established.
    const result = assess({ components: [peFilm()], countryId: 'RO' });
    expect(result.grade).toBe('no-infrastructure');
    expect(result.findings.map((f) => f.ruleId)).toEqual(
      expect.arrayContaining(['infrastructure.collected', 'infrastructure.uncertain']),
    );
  });

  it('US: PE film is not collected at the kerbside at scale (APR 60% access) → no infrastructure', () => {
    const result = assess({ components: [peFilm()], countryId: 'US' });
    expect(result.grade).toBe('no-infrastructure');
    expect(result.score).toBeNull();
    expect(result.stream).toBe('pe-film');
    const finding = only(result, 'infrastructure.collected');
    expect(finding).toMatchObject({
      rating: 'red',
      messageKey: 'infra.not-collected',
      params: { country: 'US' },
    });
    expect(finding.source.id).toBe('apr-definition');
    // the design is still rated, so the pack can be judged for other countries
    expect(result.findings.some((f) => f.ruleId === 'film-pe.material.polyolefin')).toBe(true);
  });

  it('GB: PE film is below the OPRL 75% councils line → no infrastructure', () => {
    expect(assess({ components: [peFilm()], countryId: 'GB' }).grade).toBe('no-infrastructure');
  });

  it('FR: PP film is collected and sorted but not recycled at scale → one finding for the missing step, marked uncertain', () => {
    const result = assess({ components: [ppFilm()], countryId: 'FR' });
    expect(result.grade).toBe('no-infrastructure');
    expect(
      result.findings.filter((f) => f.ruleId.startsWith('infrastructure.')).map((f) => f.ruleId),
    ).toEqual(['infrastructure.recycled', 'infrastructure.uncertain']);
  });

  it('a country without data → no infrastructure, naming the country', () => {
    const result = assess({ components: [peFilm()], countryId: 'CH' });
    expect(result.grade).toBe('no-infrastructure');
    expect(only(result, 'infrastructure.no-data').params.country).toBe('CH');
  });

  it('DE: PE film infrastructure is available and says so', () => {
    const result = assess({ components: [peFilm()], countryId: 'DE' });
    expect(only(result, 'infrastructure.available')).toMatchObject({
      rating: 'info',
      params: { country: 'DE', stream: 'pe-film' },
    });
  });
});
