import { describe, expect, it } from 'vitest';
import { formatFinding, type AssessedConstituent } from '../../src/assessment/index';
import { pouch, run } from './helpers';

/**
 * A layer rated by a Plastics Recyclers Europe row is worded in PRE's terms (its RecyClass film
 * guidelines and their names for the material), never as a D4ACE line: issue 36 §3.
 */

const preFindings = (layers: AssessedConstituent[]) =>
  run([pouch(layers)], 'pre').findings.filter((finding) => finding.source.id === 'pre-recyclass-films');

/** A pack for each PRE row and outcome: EVOH within and above its limit, twice, unweighed, and a metallisation. */
const packs: AssessedConstituent[][] = [
  [
    { role: 'film', materialId: 'lldpe', weight: 96 },
    { role: 'evoh-coex', materialId: 'evoh', weight: 4 },
  ],
  [
    { role: 'film', materialId: 'lldpe', weight: 88 },
    { role: 'evoh-coex', materialId: 'evoh', weight: 6 },
    { role: 'evoh-coex', materialId: 'evoh', weight: 6 },
  ],
  [
    { role: 'film', materialId: 'lldpe', weight: 98 },
    { role: 'barrier', materialId: 'metallisation', weight: 0 },
  ],
];

describe('PRE layer findings', () => {
  it('each pack has PRE findings of each kind', () => {
    const keys = new Set(packs.flatMap((layers) => preFindings(layers).map((finding) => finding.rating)));
    expect([...keys].sort()).toEqual(['green', 'info', 'red', 'yellow']);
  });

  for (const lang of ['en', 'de', 'fr'] as const) {
    it(`speak PRE's terms, not D4ACE's, in ${lang}`, () => {
      for (const layers of packs) {
        for (const finding of preFindings(layers)) {
          const text = formatFinding(finding, lang);
          expect(text).not.toMatch(/D4ACE/);
          expect(text).toMatch(/RecyClass/);
          expect(text).not.toMatch(/“EVOH coex”|„EVOH coex“|« EVOH coex »|“met”|„met“|« met »/);
        }
      }
    });
  }
});
