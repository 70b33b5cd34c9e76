import { assess } from '../assess';
import { findMainComponent, mainGroupsFor, materialGroups, streamFor } from '../streams';
import type { AssessedComponent, AssessmentInput, AssessmentResult, Grade } from '../types';
import { applyChanges, isLayerChange, type ComponentChange, type PackFacts } from './change';
import { changeGenerators } from './generators/index';

/**
 * How far the search goes. Each try is one run of the engine (well under a millisecond for a
 * pack of a few parts); the time budget keeps a request of a large pack short on a slow Lambda.
 */
export interface ImprovementBounds {
  maxProposals: number;
  maxTries: number;
  timeBudgetMs: number;
}
export const improvementBounds: ImprovementBounds = { maxProposals: 5, maxTries: 400, timeBudgetMs: 1500 };

export interface Proposal {
  changes: ComponentChange[];
  grade: Grade;
  score: number | null;
}

export interface ImprovementSearch {
  /** The pack as it is. */
  baseline: AssessmentResult;
  /** Changes that raise the grade: fewest changes first, then the best grade and score. */
  proposals: Proposal[];
  /** How many modified copies the engine assessed. */
  tried: number;
  /** False when a bound stopped the search before every candidate was tried. */
  complete: boolean;
}

/** Only A, B and C are grades a change can raise; the other outcomes rank below C alike. */
const gradeRank: Record<Grade, number> = {
  A: 3,
  B: 2,
  C: 1,
  'not-recyclable': 0,
  'needs-testing': 0,
  'no-infrastructure': 0,
};

const packFacts = (components: readonly AssessedComponent[]): PackFacts => {
  const { index: mainIndex } = findMainComponent([...components]);
  const main = components[mainIndex];
  const stream = main === undefined ? null : streamFor(main, [...components]);
  const groups = main === undefined || stream === null ? [] : mainGroupsFor(stream, main);
  return { mainIndex, mainMaterials: groups.flatMap((group) => materialGroups[group] ?? []) };
};

/** Every generator's candidates, once each, without those that change nothing. */
export const candidateChanges = (components: readonly AssessedComponent[]): ComponentChange[] => {
  const facts = packFacts(components);
  const seen = new Set<string>();
  return changeGenerators
    .flatMap((generate) => generate(components, facts))
    .filter((change) => {
      if (seen.has(change.id) || change.from === change.to) return false;
      seen.add(change.id);
      return true;
    });
};

/**
 * Two changes make a pair when they touch different components, different layers of one, or
 * different fields of one.
 */
const combinable = (a: ComponentChange, b: ComponentChange): boolean => {
  if (a.componentIndex !== b.componentIndex) return true;
  if (a.kind === 'drop' || b.kind === 'drop') return false;
  if (isLayerChange(a) && isLayerChange(b)) return a.constituentIndex !== b.constituentIndex;
  return a.kind !== b.kind;
};

const pairsOf = (singles: readonly ComponentChange[]): ComponentChange[][] =>
  singles.flatMap((a, i) => singles.slice(i + 1).flatMap((b) => (combinable(a, b) ? [[a, b]] : [])));

/**
 * Proposals that edit the same parts in the same way and reach the same grade and score are one
 * option to the reader ("PP or HDPE for the cap"): only the preferred one is kept, so the few
 * proposals shown are different options.
 */
const distinct = (proposals: readonly Proposal[]): Proposal[] => {
  const seen = new Set<string>();
  return proposals.filter((proposal) => {
    const key = JSON.stringify([
      proposal.changes.map((change) => [change.kind, change.componentIndex, change.constituentIndex]),
      proposal.grade,
      proposal.score,
    ]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const byPreference = (a: Proposal, b: Proposal): number =>
  a.changes.length - b.changes.length ||
  gradeRank[b.grade] - gradeRank[a.grade] ||
  (b.score ?? -1) - (a.score ?? -1);

/**
 * The smallest changes that raise a pack's grade, each assessed by the engine on a modified copy
 * for the same country and methodology: single changes, and pairs only when no single change
 * raises the grade; one per way of editing the same parts to the same result. Nothing for a pack
 * graded A. Bounded by `bounds` (tries, time, proposals).
 */
export const proposeImprovements = (
  input: AssessmentInput,
  bounds: ImprovementBounds = improvementBounds,
  clock: () => number = () => performance.now(),
): ImprovementSearch => {
  const baseline = assess(input);
  if (baseline.grade === 'A' || input.components.length === 0) {
    return { baseline, proposals: [], tried: 0, complete: true };
  }
  const deadline = clock() + bounds.timeBudgetMs;
  let tried = 0;
  let complete = true;
  const raising = (candidates: readonly ComponentChange[][]): Proposal[] => {
    const found: Proposal[] = [];
    for (const changes of candidates) {
      if (tried >= bounds.maxTries || clock() > deadline) {
        complete = false;
        break;
      }
      tried += 1;
      const components = applyChanges(input.components, changes);
      if (components.length === 0) continue;
      const result = assess({ ...input, components });
      if (gradeRank[result.grade] > gradeRank[baseline.grade])
        found.push({ changes, grade: result.grade, score: result.score });
    }
    return found;
  };
  const singles = candidateChanges(input.components);
  let proposals = raising(singles.map((change) => [change]));
  if (proposals.length === 0 && complete) proposals = raising(pairsOf(singles));
  return {
    baseline,
    proposals: distinct(proposals.sort(byPreference)).slice(0, bounds.maxProposals),
    tried,
    complete,
  };
};

/** The proposal's id: its changes' ids, so the same pack gives the same id on every read. */
export const proposalId = (proposal: Pick<Proposal, 'changes'>): string =>
  proposal.changes.map((change) => change.id).join('+');

/**
 * The changes a proposal id names, if the pack (as it is now) still offers each of them: a pack
 * edited since the proposal was read may not.
 */
export const changesOfProposal = (
  components: readonly AssessedComponent[],
  id: string,
): ComponentChange[] | null => {
  const candidates = new Map(candidateChanges(components).map((change) => [change.id, change]));
  const ids = id.split('+');
  if (ids.length > 2) return null;
  const changes = ids.map((changeId) => candidates.get(changeId));
  if (changes.some((change) => change === undefined)) return null;
  const found = changes.filter((change): change is ComponentChange => change !== undefined);
  const [first, second] = found;
  if (first !== undefined && second !== undefined && !combinable(first, second)) return null;
  return found;
};
