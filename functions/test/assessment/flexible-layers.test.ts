import { describe, expect, it } from 'vitest';
import { type AssessedComponent, type Rating } from '../../src/assessment/index';
import { layerRules } from '../../src/assessment/rules/d4ace-layer-rules';
import { componentOf, flexibleStructures } from './flexible-structures';
import { part, pouch, run } from './helpers';

/**
 * Layers of multilayer components against the CEFLEX D4ACE table (issue 24,
 * docs/assessment-flexibles.md). Shares are of the whole pack's weight.
 */
const layerFindings = (result: ReturnType<typeof run>, layer: number) =>
  result.findings.filter((f) => f.componentIndex === 0 && f.constituentIndex === layer);
const layerFinding = (result: ReturnType<typeof run>, layer: number) => {
  const found = layerFindings(result, layer);
  if (found.length !== 1) throw new Error(`expected one finding for layer ${layer}, got ${found.length}`);
  return found[0] as (typeof found)[number];
};

/**
 * The film sheets of D4ACE-July-2025.txt (docs/sources/ceflex-d4ace-2025, MIT) for the lines a
 * layer can stand for, in the file's own notation, copied by hand: the code's table is checked
 * against this transcription, not against itself. Every sheet opens with the same general
 * exclusions and thin barriers and closes with the same inks and varnishes at 5 %.
 */
const generalLines = [
  'PVC | R>0',
  'PET | R>0',
  'Biodegradable and compostable materials | R>0',
  'PVC copolymers and terpolymers | R>0',
  'met | G<=100',
  'PVDC | R>0',
  'Paper | R>0',
  'Aluminium foil | R>0',
  'AlOx | G<=100',
  'SiOx | G<=100',
];
const inkLines = [
  'Digital inkjet ink | G<=5',
  'PVB Ink | G<=5',
  'PU Ink | G<=5',
  'Other inks and overprint varnishes | G<=5',
  'Water-based acrylic ink | G<=5',
];

const d4aceText: Record<string, string[]> = {
  'pe-film': [
    ...generalLines,
    'PE | G<=100',
    'VA | G<=10',
    'EMAA Zn Ionomer | G<=40',
    'MAH | G<=100',
    'PA6 coex | G<=35',
    'PA6 laminated | Y>0 Y<=20',
    'PA6/6.6 coex | G<=20 Y>20 Y<=35',
    'Aromatic PU adhesive | G<=5',
    'Other laminating adhesives | G<=5',
    'Cold seal | G<=5',
    'Heat seal | G<=5',
    'EVOH coex | G<=10',
    'EVOH solution coating | G<=5',
    'PVOH coex | G<=5',
    'PVOH coatings | G<=5',
    'Acrylic coatings | G<=5',
    'NC Ink | G<=3 Y>3 Y<=5',
    ...inkLines,
  ],
  'pp-film': [
    ...generalLines,
    'PP | G<=100',
    'MAH | G<=100',
    'PA6 coex | G<=20',
    'PA6/6.6 coex | Y>0 Y<=20',
    'Aromatic PU adhesive | G<=5',
    'Other laminating adhesives | G<=5',
    'Cold seal | G<=5',
    'Heat seal | G<=5',
    'EVOH coex | G<=7',
    'EVOH solution coating | G<=5',
    'PVOH coex | G<=5',
    'PVOH coatings | G<=5',
    'Acrylic coatings | G<=5',
    'NC Ink | G<=5',
    ...inkLines,
  ],
  'mixed-po-film': [
    ...generalLines,
    'PP | G<=100',
    'MAH | G<=100',
    'PE | G<=100',
    'Aromatic PU adhesive | G<=5',
    'Other laminating adhesives | G<=5',
    'Cold seal | G<=5',
    'Heat seal | G<=5',
    'PVOH coex | G<=5',
    'PVOH coatings | G<=5',
    'EVOH coex | G<=5',
    'EVOH solution coating | G<=5',
    'Acrylic coatings | G<=5',
    'NC Ink | G<=5',
    ...inkLines,
  ],
};

/** A catalog material (and role) for each D4ACE line, to put the line in a real layer. */
const materialFor: Record<string, [string, string]> = {
  PVC: ['pvc', 'film'],
  PET: ['bopet', 'film'],
  'Biodegradable and compostable materials': ['pla', 'film'],
  'PVC copolymers and terpolymers': ['pvc-ink', 'ink'],
  met: ['metallisation', 'barrier'],
  PVDC: ['pvdc', 'coating'],
  Paper: ['paper', 'film'],
  'Aluminium foil': ['aluminium-foil', 'barrier'],
  AlOx: ['alox', 'barrier'],
  SiOx: ['siox', 'barrier'],
  PE: ['lldpe', 'film'],
  PP: ['bopp', 'film'],
  VA: ['eva', 'film'],
  'EMAA Zn Ionomer': ['ionomer', 'film'],
  MAH: ['pe-g-mah', 'tie'],
  'PA6 coex': ['pa6', 'barrier'],
  'PA6 laminated': ['opa', 'film'],
  'PA6/6.6 coex': ['pa6-66', 'barrier'],
  'Aromatic PU adhesive': ['pu-adhesive-aromatic', 'adhesive'],
  'Other laminating adhesives': ['pu-adhesive-aliphatic', 'adhesive'],
  'Cold seal': ['cold-seal', 'adhesive'],
  'Heat seal': ['heat-seal-lacquer', 'lacquer'],
  'EVOH coex': ['evoh', 'evoh-coex'],
  'EVOH solution coating': ['evoh', 'coating'],
  'PVOH coex': ['pvoh', 'barrier'],
  'PVOH coatings': ['pvoh', 'coating'],
  'Acrylic coatings': ['acrylic-coating', 'coating'],
  'NC Ink': ['nc-ink', 'ink'],
  'Digital inkjet ink': ['digital-ink', 'ink'],
  'PVB Ink': ['pvb-ink', 'ink'],
  'PU Ink': ['pu-ink', 'ink'],
  'Other inks and overprint varnishes': ['overprint-varnish', 'lacquer'],
  'Water-based acrylic ink': ['acrylic-ink', 'ink'],
};

interface Notation {
  green?: number;
  yellow?: [number, number];
  red?: boolean;
}
const parse = (notation: string): Notation => {
  const green = /G<=(\d+)/.exec(notation);
  const yellow = /Y>(\d+) Y<=(\d+)/.exec(notation);
  return {
    ...(green ? { green: Number(green[1]) } : {}),
    ...(yellow ? { yellow: [Number(yellow[1]), Number(yellow[2])] as [number, number] } : {}),
    ...(notation.includes('R>0') ? { red: true } : {}),
  };
};

/**
 * A pack of 100 g in the stream: the tested layer at `share` g and the stream's polymer for the
 * rest (mixed PO: 20 g BOPP in PE). The tested line is PP's own in PP film, and PE's in mixed PO.
 */
const packWith = (stream: string, line: string, share: number): AssessedComponent => {
  const [listed, role] = materialFor[line] ?? ['', ''];
  // A tie resin goes with its backbone: PP film is tied with PP-g-MAH.
  const materialId = stream === 'pp-film' && listed === 'pe-g-mah' ? 'pp-g-mah' : listed;
  const tested = { role, materialId, weight: share };
  if (stream === 'pp-film')
    return pouch([{ role: 'film', materialId: 'bopp', weight: 100 - share }, tested], { materialId: 'pp' });
  if (stream === 'mixed-po-film')
    return pouch([
      { role: 'film', materialId: 'lldpe', weight: 80 - share },
      { role: 'film', materialId: 'bopp', weight: 20 },
      tested,
    ]);
  return pouch([{ role: 'film', materialId: 'lldpe', weight: 100 - share }, tested]);
};
const testedLayer = (stream: string) => (stream === 'mixed-po-film' ? 2 : 1);

describe('the D4ACE table, line by line, for layers', () => {
  const rows = Object.entries(d4aceText).flatMap(([stream, lines]) =>
    lines.map((text) => {
      const [line = '', notation = ''] = text.split(' | ');
      return { stream, line, notation };
    }),
  );

  it('encodes exactly the transcribed lines of the three film sheets', () => {
    const encoded = layerRules
      .filter((rule) => rule.methodology === undefined)
      .map((rule) => `${rule.stream} ${rule.line}`)
      .sort();
    expect(encoded).toEqual(rows.map((row) => `${row.stream} ${row.line}`).sort());
  });

  it.each(rows)('$stream, $line ($notation)', ({ stream, line, notation }) => {
    const limits = parse(notation);
    const rateAt = (share: number): Rating | 'info' => {
      const result = run([packWith(stream, line, share)]);
      expect(result.stream).toBe(stream);
      // The stream's own polymer is also the rest of the pack: its first layer carries the rating.
      const finding = result.findings.find((f) => f.params.line === line && f.rating !== 'info');
      if (finding === undefined) throw new Error(`no finding for ${line}`);
      return finding.rating;
    };
    if (limits.red) {
      expect(rateAt(1)).toBe('red');
      return;
    }
    if (limits.green === 100) {
      expect(rateAt(1)).toBe('green');
      return;
    }
    if (limits.green !== undefined) {
      expect(rateAt(limits.green)).toBe('green');
      expect(rateAt(limits.green + 0.01)).toBe(limits.yellow ? 'yellow' : 'needs-testing');
    }
    if (limits.yellow) {
      const [from, to] = limits.yellow;
      expect(rateAt(from + 0.01)).toBe('yellow');
      expect(rateAt(to)).toBe('yellow');
      expect(rateAt(to + 0.01)).toBe('needs-testing');
    }
  });
});

/** A line's share at a limit and a thousandth of a percent above it, with the rating each gets. */
const atAndAbove = (
  stream: string,
  line: string,
  limit: number,
  at: string,
  above: string,
): [string, string, number, string][] => [
  [stream, line, limit, at],
  [stream, line, limit + 0.001, above],
];

describe('shares at the boundaries', () => {
  it.each([
    // EVOH coex: PE ≤ 10 %, PP ≤ 7 %, mixed PO ≤ 5 % green; above, D4ACE rates nothing.
    ...atAndAbove('pe-film', 'EVOH coex', 10, 'green', 'needs-testing'),
    ...atAndAbove('pp-film', 'EVOH coex', 7, 'green', 'needs-testing'),
    ...atAndAbove('mixed-po-film', 'EVOH coex', 5, 'green', 'needs-testing'),
    // NC ink in PE: green ≤ 3, yellow to 5.
    ...atAndAbove('pe-film', 'NC Ink', 3, 'green', 'yellow'),
    ...atAndAbove('pe-film', 'NC Ink', 5, 'yellow', 'needs-testing'),
    ['pp-film', 'NC Ink', 5, 'green'],
    // Laminating adhesives ≤ 5 % everywhere.
    ...atAndAbove('pe-film', 'Aromatic PU adhesive', 5, 'green', 'needs-testing'),
  ])('%s: %s at %f % → %s', (stream, line, share, rating) => {
    expect(layerFinding(run([packWith(stream, line, share)]), testedLayer(stream))).toMatchObject({
      rating,
      params: { line, share: Math.round(share * 100) / 100 },
    });
  });

  it.each([
    [10, 'pe-film'],
    [10.01, 'mixed-po-film'],
  ])('PP at %f % of a PE structure → %s', (ppShare, stream) => {
    const result = run([
      pouch([
        { role: 'film', materialId: 'lldpe', weight: 100 - ppShare },
        { role: 'film', materialId: 'cpp', weight: ppShare },
      ]),
    ]);
    expect(result.stream).toBe(stream);
    // In PE film the PE sheet has no PP line: the PP layer needs testing, as in the CEFLEX tool.
    expect(layerFinding(result, 1).rating).toBe(stream === 'pe-film' ? 'needs-testing' : 'green');
  });

  it.each([
    [79.99, 'red', 'not-recyclable'],
    [80, 'yellow', 'B'],
    [89.99, 'yellow', 'B'],
    [90, 'green', 'A'],
  ])('PE layers at %f % of the pack → main share %s, grade %s', (peShare, rating, grade) => {
    // AlOx is green at any share, so only the main share decides.
    const result = run([
      pouch([
        { role: 'film', materialId: 'lldpe', weight: peShare },
        { role: 'barrier', materialId: 'alox', weight: 100 - peShare },
      ]),
    ]);
    expect(result.findings.find((f) => f.ruleId === 'pack.main-share')?.rating).toBe(rating);
    expect(result.mainMaterialShare).toBe(peShare);
    expect(result.grade).toBe(grade);
  });

  it('PRE: EVOH coex above 5 % is red, at 5 % green', () => {
    expect(layerFinding(run([packWith('pe-film', 'EVOH coex', 5)], 'pre'), 1)).toMatchObject({
      rating: 'green',
      ruleId: 'film-pe.layer.evoh-coex.pre',
    });
    const above = run([packWith('pe-film', 'EVOH coex', 5.001)], 'pre');
    expect(layerFinding(above, 1)).toMatchObject({ rating: 'red', source: { id: 'pre-recyclass-films' } });
    expect(above.grade).toBe('not-recyclable');
  });
});

describe('the rules for layers, from the CEFLEX tool', () => {
  it('names for each layer the row that fired and the share it computed', () => {
    const result = run([componentOf(flexibleStructures[1] as (typeof flexibleStructures)[number])]);
    // S02: LDPE 40, tie 3, EVOH 8, tie 3, LLDPE 40, NC ink 1.5 g — 95.5 g.
    expect(layerFinding(result, 0)).toMatchObject({
      ruleId: 'film-pe.layer.pe',
      rating: 'green',
      params: { line: 'PE', share: 83.77, layerShare: 41.88, material: 'ldpe', role: 'film' },
    });
    expect(layerFinding(result, 1)).toMatchObject({ ruleId: 'film-pe.layer.mah', params: { share: 6.28 } });
    expect(layerFinding(result, 2)).toMatchObject({
      ruleId: 'film-pe.layer.evoh-coex',
      rating: 'green',
      params: { line: 'EVOH coex', share: 8.38, limit: 10 },
    });
    expect(layerFinding(result, 5)).toMatchObject({
      ruleId: 'film-pe.layer.nc-ink',
      params: { share: 1.57, limit: 3, yellowLimit: 5 },
    });
  });

  it('counts the same material in several layers once, summed, and rates it once', () => {
    // S04: NC ink 2 g + 2 g of 100 g: 4 % is yellow; each layer alone (2 %) would be green.
    const result = run([componentOf(flexibleStructures[3] as (typeof flexibleStructures)[number])]);
    expect(layerFinding(result, 0)).toMatchObject({ rating: 'yellow', params: { share: 4, layerShare: 2 } });
    expect(layerFinding(result, 2)).toMatchObject({
      rating: 'info',
      messageKey: 'layer.counted-with',
      params: { firstLayer: 1, share: 4 },
    });
    expect(result.findings.filter((f) => f.rating === 'yellow')).toHaveLength(1);
    expect(result.score).toBe(94);
  });

  it('folds film grades into their base polymer: MDO-PE, LLDPE, HDPE, BOPE are PE; BOPP, CPP, OPP are PP', () => {
    const pe = run([
      pouch(
        ['ldpe', 'lldpe', 'hdpe', 'mdo-pe', 'bope'].map((materialId) => ({
          role: 'film',
          materialId,
          weight: 10,
        })),
      ),
    ]);
    expect(pe).toMatchObject({ stream: 'pe-film', mainMaterialShare: 100, grade: 'A' });
    const pp = run([
      pouch(
        ['pp', 'opp', 'bopp', 'cpp'].map((materialId) => ({ role: 'film', materialId, weight: 10 })),
        {
          materialId: 'pp',
        },
      ),
    ]);
    expect(pp).toMatchObject({ stream: 'pp-film', mainMaterialShare: 100, grade: 'A' });
  });

  it('splits a blended layer by its shares, one finding per material of the layer', () => {
    // S11: the 60 g sealant is 80 % LLDPE and 20 % PP, so 12 g PP of 82 g: 14.63 % → mixed PO.
    const result = run([componentOf(flexibleStructures[10] as (typeof flexibleStructures)[number])]);
    expect(result.stream).toBe('mixed-po-film');
    const sealant = layerFindings(result, 3);
    expect(sealant.map((f) => [f.params.material, f.params.shareOfLayer, f.params.layerShare])).toEqual([
      ['lldpe', 80, 58.54],
      ['pp', 20, 14.63],
    ]);
  });

  it('counts a tie resin toward the main polymer, and a tie of the other polyolefin needs testing', () => {
    const tie = (materialId: string) =>
      run([
        pouch([
          { role: 'film', materialId: 'lldpe', weight: 85 },
          { role: 'tie', materialId, weight: 7 },
          { role: 'evoh-coex', materialId: 'evoh', weight: 8 },
        ]),
      ]);
    // With the PE-g-MAH tie, PE is 92 % (green); without it, it would be 85 % (yellow).
    expect(tie('pe-g-mah')).toMatchObject({ mainMaterialShare: 92, grade: 'A', score: 100 });
    const foreign = tie('pp-g-mah');
    expect(layerFinding(foreign, 1)).toMatchObject({
      rating: 'needs-testing',
      messageKey: 'layer.not-in-table',
    });
    expect(foreign.grade).toBe('needs-testing');
  });

  it('rates a 0 g metallisation: green in CEFLEX, limited under PRE', () => {
    const structure = flexibleStructures[4] as (typeof flexibleStructures)[number];
    expect(layerFinding(run([componentOf(structure)]), 3)).toMatchObject({
      ruleId: 'film-pp.layer.met',
      rating: 'green',
      params: { share: 0, layerShare: 0 },
    });
    expect(layerFinding(run([componentOf(structure)], 'pre'), 3)).toMatchObject({
      ruleId: 'film-pp.layer.met.pre',
      rating: 'yellow',
    });
  });

  it('tells EVOH and PVOH coex layers from coatings by their role', () => {
    const lineOf = (materialId: string, role: string) =>
      layerFinding(
        run([
          pouch([
            { role: 'film', materialId: 'lldpe', weight: 96 },
            { role, materialId, weight: 4 },
          ]),
        ]),
        1,
      ).params.line;
    expect(lineOf('evoh', 'evoh-coex')).toBe('EVOH coex');
    expect(lineOf('evoh', 'coating')).toBe('EVOH solution coating');
    expect(lineOf('pvoh', 'barrier')).toBe('PVOH coex');
    expect(lineOf('pvoh', 'coating')).toBe('PVOH coatings');
  });

  it('asks for weights when another component of the pack is not weighed', () => {
    const result = run([
      pouch([
        { role: 'film', materialId: 'lldpe', weight: 40 },
        { role: 'evoh-coex', materialId: 'evoh', weight: 3 },
      ]),
      part('Zip', 'closure', 'flexible-plastic', 'ldpe', { colorId: 'natural' }),
    ]);
    expect(layerFinding(result, 1)).toMatchObject({
      rating: 'needs-testing',
      messageKey: 'layer.share-needs-weight',
    });
    expect(result.grade).toBe('needs-testing');
  });

  it('reads a film grade picked for a whole component as its base polymer', () => {
    const component = (materialId: string) => {
      const plain = pouch([], { materialId, weight: 30 });
      delete plain.constituents;
      return plain;
    };
    expect(run([component('lldpe')])).toMatchObject({ stream: 'pe-film', grade: 'A' });
    expect(run([component('bopp')])).toMatchObject({ stream: 'pp-film', grade: 'A' });
    // A specific ink as a part of its own takes the generic ink row (NC ink in PE, the strictest).
    const printed = run([
      { ...component('lldpe'), weight: 96 },
      { ...component('pu-ink'), weight: 4 },
    ]);
    expect(printed.findings.find((f) => f.componentIndex === 1)?.ruleId).toBe('film-pe.material.ink');
  });

  it('keeps a component without layers as it was', () => {
    const plain = pouch([], { weight: 30 });
    delete plain.constituents;
    const result = run([plain]);
    expect(result).toMatchObject({ stream: 'pe-film', grade: 'A', score: 100 });
    expect(result.findings.some((f) => f.constituentIndex !== undefined)).toBe(false);
  });
});

/** The CEFLEX tool's grade names, as ours. */
const toolGrade: Record<string, string> = {
  A: 'A',
  B: 'B',
  C: 'C',
  'Not recyclable': 'not-recyclable',
  'Cannot assess': 'needs-testing',
};
const toolStream: Record<string, string> = { PE: 'pe-film', PP: 'pp-film', mixedPO: 'mixed-po-film' };

describe('hand-built structures', () => {
  it('has at least ten structures the CEFLEX tool can assess', () => {
    expect(flexibleStructures.filter((s) => s.tool !== null).length).toBeGreaterThanOrEqual(10);
  });

  it.each(flexibleStructures)('$id $name: $expected.grade ($expected.why)', (structure) => {
    const result = run([componentOf(structure)]);
    expect({ grade: result.grade, score: result.score, stream: result.stream }).toEqual({
      grade: structure.expected.grade,
      score: structure.expected.score,
      stream: structure.expected.stream,
    });
    if (structure.tool !== null) {
      expect(result.grade).toBe(toolGrade[structure.tool.grade]);
      expect(result.score).toBe(structure.tool.score);
      expect(result.stream).toBe(toolStream[structure.tool.stream]);
    }
    if (structure.pre !== undefined) {
      const pre = run([componentOf(structure)], 'pre');
      expect({ grade: pre.grade, score: pre.score }).toEqual({
        grade: structure.pre.grade,
        score: structure.pre.score,
      });
    }
  });

  it('rates a layered component outside the film streams whole, by its dominant material', () => {
    const paperWrap = flexibleStructures.find((s) => s.id === 'S15');
    if (paperWrap === undefined) throw new Error('S15 missing');
    const result = run([componentOf(paperWrap)]);
    expect(result.findings.find((f) => f.ruleId === 'layer.rated-whole')?.params.material).toBe('paper');
    expect(result.mainMaterialShare).toBe(80);
  });
});
