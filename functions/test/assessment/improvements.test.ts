import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  assess,
  changesOfProposal,
  proposalId,
  proposeImprovements,
  type AssessedComponent,
} from '../../src/assessment/index';
import { part, peFilm, petBottle } from './helpers';

const pvcCap = part('Cap', 'closure', 'rigid-plastic', 'pvc', {
  densityFrom: 1.3,
  densityTo: 1.4,
  weight: 2,
});
const opplabel = part('Label', 'label', 'flexible-plastic', 'opp', {
  densityFrom: 0.9,
  densityTo: 0.92,
  adhesiveId: 'hot-wash-releasable',
  weight: 0.6,
});
const bottleWithPvcCap: AssessedComponent[] = [petBottle({ weight: 24 }), pvcCap, opplabel];
/** Aluminium can under a heavy PP lid: the lid is lost in melting, the metal floor holds it at C. */
const canWithPlasticLid: AssessedComponent[] = [
  part('Can body', 'body', 'metal', 'aluminium', {
    colorId: 'metallic',
    densityFrom: 2.6,
    densityTo: 2.75,
    weight: 11,
  }),
  part('Lid', 'lid', 'rigid-plastic', 'pp', { densityFrom: 0.9, densityTo: 0.91, weight: 5 }),
];

describe('improvement proposals', () => {
  it('replaces the PVC closure of a PET bottle by a polyolefin and reaches A', () => {
    const search = proposeImprovements({ components: bottleWithPvcCap, countryId: 'DE' });
    expect(search.baseline.grade).toBe('not-recyclable');
    const first = search.proposals[0];
    expect(first?.grade).toBe('A');
    expect(first?.changes).toEqual([
      expect.objectContaining({ kind: 'material', componentIndex: 1, from: 'pvc', to: 'pp' }),
    ]);
    // The proposal's grade is what the engine gives the changed pack, not a promise.
    const changed = applyChanges(bottleWithPvcCap, first?.changes ?? []);
    expect(assess({ components: changed, countryId: 'DE' }).grade).toBe('A');
    expect(changed[1]).toMatchObject({ materialId: 'pp', densityTo: 0.91 });
    expect(bottleWithPvcCap[1]?.materialId).toBe('pvc');
    // PP, HDPE or PET for the cap all reach A with 100: one option, shown once.
    const capSwaps = search.proposals.filter((proposal) =>
      proposal.changes.every((change) => change.kind === 'material' && change.componentIndex === 1),
    );
    expect(capSwaps).toHaveLength(1);
  });

  it('raises a metal pack graded C by changing or leaving off what is lost', () => {
    const search = proposeImprovements({ components: canWithPlasticLid, countryId: 'DE' });
    expect(search.baseline.grade).toBe('C');
    expect(search.proposals.length).toBeGreaterThan(0);
    for (const proposal of search.proposals) expect(['A', 'B']).toContain(proposal.grade);
    expect(search.proposals[0]?.changes[0]).toMatchObject({ componentIndex: 1, to: 'aluminium' });
  });

  it('proposes nothing for a pack graded A, and only grade-raising changes otherwise', () => {
    const good: AssessedComponent[] = [petBottle({ weight: 24 }), opplabel];
    expect(proposeImprovements({ components: good, countryId: 'DE' })).toMatchObject({
      proposals: [],
      tried: 0,
    });
    const pouch = [peFilm({ colorId: 'carbon-black' })];
    const search = proposeImprovements({ components: pouch, countryId: 'DE', methodology: 'pre' });
    for (const proposal of search.proposals) expect(proposal.grade).not.toBe(search.baseline.grade);
  });

  it('tries pairs only when no single change raises the grade', () => {
    // A PVC label glued on for good: a PP label still does not come off, a releasing glue still
    // leaves PVC. Leaving the label off is the one single change; without it, pairs are needed.
    const glued = part('Label', 'sleeve', 'rigid-plastic', 'pvc', {
      densityFrom: 1.3,
      densityTo: 1.4,
      adhesiveId: 'permanent',
      weight: 1,
    });
    const components = [petBottle({ weight: 24 }), glued];
    const withDrop = proposeImprovements({ components, countryId: 'DE' });
    expect(withDrop.proposals.every((proposal) => proposal.changes.length === 1)).toBe(true);
    expect(withDrop.proposals.map((proposal) => proposal.changes[0]?.kind)).toContain('drop');

    const seal = { ...glued, name: 'Seal', typeId: 'seal' };
    const pairs = proposeImprovements({ components: [petBottle({ weight: 24 }), seal], countryId: 'DE' });
    expect(pairs.proposals.length).toBeGreaterThan(0);
    expect(pairs.proposals[0]?.changes.map((change) => change.kind).sort()).toEqual(['adhesive', 'material']);
    expect(pairs.proposals[0]?.grade).toBe('A');
  });

  it('stops at its bounds and says so', () => {
    const bounded = proposeImprovements(
      { components: bottleWithPvcCap, countryId: 'DE' },
      { maxProposals: 1, maxTries: 2, timeBudgetMs: 1000 },
    );
    expect(bounded.tried).toBe(2);
    expect(bounded.complete).toBe(false);
    expect(bounded.proposals.length).toBeLessThanOrEqual(1);
  });

  it('finds the changes of a proposal id again, and none once the pack changed', () => {
    const [first] = proposeImprovements({ components: bottleWithPvcCap, countryId: 'DE' }).proposals;
    const id = proposalId(first ?? { changes: [] });
    expect(changesOfProposal(bottleWithPvcCap, id)).toEqual(first?.changes);
    const edited = applyChanges(bottleWithPvcCap, first?.changes ?? []);
    expect(changesOfProposal(edited, id)).toBeNull();
    expect(changesOfProposal(bottleWithPvcCap, 'drop:9:-')).toBeNull();
  });
});
