import { describe, expect, it } from 'vitest';
import { lookupCatalog } from '../../src/catalog/lookups';
import {
  assess,
  assessmentMessages,
  densityRules,
  formatFinding,
  infrastructureTable,
  ruleTable,
  streams,
  tableCoverage,
} from '../../src/assessment/index';
import { peFilm } from './helpers';

const catalogIds = (kind: keyof typeof lookupCatalog) => new Set(lookupCatalog[kind].map((e) => e.id));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('rule tables as data', () => {
  it('every rule id is unique', () => {
    const ids = ruleTable.map((r) => r.ruleId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every value a row names exists in the catalog (no typo silently matches nothing)', () => {
    for (const row of ruleTable) {
      const known = catalogIds(row.aspect);
      for (const value of row.values) expect(known.has(value), `${row.ruleId}: ${value}`).toBe(true);
    }
  });

  it('every stream has a table that rates its own material green', () => {
    for (const stream of streams) {
      const rows = ruleTable.filter((r) => r.stream === stream.id);
      expect(rows.length, stream.id).toBeGreaterThan(0);
      expect(
        rows.some((r) => r.aspect === 'material' && r.rating === 'green'),
        stream.id,
      ).toBe(true);
    }
  });

  it('no value appears twice for the same stream, aspect, role and methodology', () => {
    const seen = new Set<string>();
    for (const row of ruleTable) {
      for (const value of row.values) {
        for (const role of row.role === undefined ? ['main', 'attachment'] : [row.role]) {
          const key = `${row.stream}|${row.aspect}|${value}|${role}|${row.methodology ?? '*'}`;
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
        }
      }
    }
  });

  it('every row, density rule and infrastructure row cites a source with a name and version', () => {
    for (const { source } of [...ruleTable, ...densityRules, ...infrastructureTable]) {
      expect(source.name.length).toBeGreaterThan(0);
      expect(source.version.length).toBeGreaterThan(0);
    }
  });

  it('coverage lists every catalog value as covered or missing, and missing values rate needs-testing', () => {
    const coverage = tableCoverage();
    for (const row of coverage) {
      expect([...row.covered, ...row.missing].sort()).toEqual([...catalogIds(row.aspect)].sort());
    }
    // spot check against the engine: silicone is missing from the PE film table
    expect(coverage.find((r) => r.stream === 'pe-film' && r.aspect === 'material')?.missing).toContain(
      'silicone',
    );
    expect(
      assess({ components: [peFilm(), { ...peFilm(), materialId: 'silicone' }], countryId: 'DE' }).grade,
    ).toBe('needs-testing');
  });

  it('film rows come from CEFLEX D4ACE July 2025, except the PRE rows', () => {
    for (const row of ruleTable.filter((r) => r.stream.endsWith('-film'))) {
      expect(row.source.id).toBe(row.methodology === 'pre' ? 'pre-recyclass-films' : 'ceflex-d4ace');
    }
  });
});

describe('messages', () => {
  const engineKeys = [
    'input.no-components',
    'stream.none',
    'stream.main-heaviest',
    'stream.main-body',
    'stream.main-first',
    'infra.available',
    'infra.not-collected',
    'infra.not-sorted',
    'infra.not-recycled',
    'infra.no-data',
    'infra.uncertain',
    'rule.not-in-table',
    'rule.share-needs-weight',
    'rule.adhesive-share-bound',
    'rule.adhesive-weight-needed',
    'pack.no-weights',
    'pack.main-share-ok',
    'pack.main-share-limited',
    'pack.main-share-low',
    'paper.fibre-share-low',
    'paper.fibre-share-composite',
    'paper.fibre-share-mono',
    'paper.cerec-pulping',
    'score.separated-loss',
    'score.yellow-cap',
    'score.metal-floor',
    'density.unknown',
    'layer.compatible',
    'layer.limited',
    'layer.incompatible',
    'layer.within-limit',
    'layer.in-yellow-band',
    'layer.above-limit',
    'layer.above-limit-incompatible',
    'layer.counted-with',
    'layer.not-in-table',
    'layer.share-needs-weight',
    'layer.rated-whole',
    'layer.pre.limited',
    'layer.pre.within-limit',
    'layer.pre.above-limit-incompatible',
    'layer.pre.counted-with',
    'layer.pre.share-needs-weight',
  ];
  const tableKeys = [
    ...ruleTable.map((r) => r.messageKey),
    ...densityRules.flatMap((r) => Object.values(r.messageKeys)),
  ];

  it('every message key the engine and the tables use has a message', () => {
    for (const key of [...engineKeys, ...tableKeys]) expect(assessmentMessages[key], key).toBeDefined();
  });

  it('has no unused message', () => {
    const used = new Set([...engineKeys, ...tableKeys]);
    expect(Object.keys(assessmentMessages).filter((key) => !used.has(key))).toEqual([]);
  });

  it('German and French use the same placeholders as English, and differ from it', () => {
    for (const [key, message] of Object.entries(assessmentMessages)) {
      expect(placeholders(message.de), key).toEqual(placeholders(message.en));
      expect(placeholders(message.fr), key).toEqual(placeholders(message.en));
      expect(message.de, key).not.toBe(message.en);
      expect(message.fr, key).not.toBe(message.en);
    }
  });

  it('formats a finding with catalog names in the reader’s language', () => {
    const result = assess({ components: [peFilm({ fillerId: 'talc' })], countryId: 'DE' });
    const finding = result.findings.find((f) => f.messageKey === 'rule.not-in-table');
    if (finding === undefined) throw new Error('no finding');
    expect(formatFinding(finding, 'en')).toBe(
      'Film: filler “Talc” is not in the PE film rule table. Test it before claiming recyclability.',
    );
    expect(formatFinding(finding, 'de')).toBe(
      'Film: Füllstoff „Talkum“ steht nicht in der Regeltabelle für PE-Folie. Vor einer Aussage zur Recyclingfähigkeit testen.',
    );
    expect(formatFinding(finding, 'fr')).toContain('« Talc »');
  });

  it('every finding of the common packs formats without a leftover placeholder', () => {
    const result = assess({
      components: [
        peFilm({ weight: 94 }),
        { ...peFilm({ materialId: 'evoh', typeId: 'barrier-layer' }), weight: 6 },
      ],
      countryId: 'DE',
    });
    for (const finding of result.findings) {
      for (const lang of ['en', 'de', 'fr'] as const)
        expect(formatFinding(finding, lang)).not.toMatch(/\{\w+\}/);
    }
  });
});
