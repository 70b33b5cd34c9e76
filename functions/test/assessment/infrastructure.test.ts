import { describe, expect, it } from 'vitest';
import { assess, infrastructureTable, streams } from '../../src/assessment/index';
import { only, peFilm, ppFilm } from './helpers';

describe('step 2: infrastructure table', () => {
  const countries = ['DE', 'AT', 'FR', 'GB', 'US'];

  it('has exactly one row per country and stream, each with a source, a year and a note', () => {
    for (const country of countries) {
      for (const stream of streams) {
        const rows = infrastructureTable.filter((r) => r.countryId === country && r.stream === stream.id);
        expect(rows, `${country} ${stream.id}`).toHaveLength(1);
        const row = rows[0];
        expect(row?.source.name.length).toBeGreaterThan(0);
        expect(row?.source.version.length).toBeGreaterThan(0);
        expect(row?.note.length).toBeGreaterThan(0);
        expect(row?.year).toBeGreaterThanOrEqual(2024);
      }
    }
    expect(infrastructureTable).toHaveLength(countries.length * streams.length);
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

  it('FR: PP film is collected and sorted but not recycled at scale → one finding for the missing step', () => {
    const result = assess({ components: [ppFilm()], countryId: 'FR' });
    expect(result.grade).toBe('no-infrastructure');
    expect(
      result.findings.filter((f) => f.ruleId.startsWith('infrastructure.')).map((f) => f.ruleId),
    ).toEqual(['infrastructure.recycled']);
  });

  it('a country without data → no infrastructure, naming the country', () => {
    const result = assess({ components: [peFilm()], countryId: 'IT' });
    expect(result.grade).toBe('no-infrastructure');
    expect(only(result, 'infrastructure.no-data').params.country).toBe('IT');
  });

  it('DE: PE film infrastructure is available and says so', () => {
    const result = assess({ components: [peFilm()], countryId: 'DE' });
    expect(only(result, 'infrastructure.available')).toMatchObject({
      rating: 'info',
      params: { country: 'DE', stream: 'pe-film' },
    });
  });
});
