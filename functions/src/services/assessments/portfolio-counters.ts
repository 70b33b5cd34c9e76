import type { Grade } from '@recyclens/shared';
import {
  ppwrHorizons,
  type PpwrHorizonSummary,
  type PpwrSummary,
  type RecycledContentPart,
} from '../../compliance/ppwr/summary';
import type { PackageFields } from '../../data/repositories/packages';
import { addChange, counterNames, type CounterChanges } from '../../data/repositories/portfolio';

type Counted = Pick<PackageFields, 'categoryId' | 'grades' | 'outdatedCountries'>;

/**
 * How each change of a packaging moves its company's counters (decision 011). Every write path
 * of packaging (create, duplicate, template, import, edit, delete, assessment) passes its change
 * through here and writes the result in its own transaction.
 */
export const portfolioChanges = {
  created: (packages: readonly Pick<PackageFields, 'categoryId'>[]): CounterChanges => {
    const changes: CounterChanges = new Map();
    addChange(changes, counterNames.packages, packages.length);
    for (const pkg of packages)
      if (pkg.categoryId) addChange(changes, counterNames.category(pkg.categoryId), 1);
    return changes;
  },

  /** An edit: its category may move, and every country's latest result becomes outdated. */
  edited: (before: Counted, after: Pick<PackageFields, 'categoryId'>): CounterChanges => {
    const changes: CounterChanges = new Map();
    if (before.categoryId !== after.categoryId) {
      if (before.categoryId) addChange(changes, counterNames.category(before.categoryId), -1);
      if (after.categoryId) addChange(changes, counterNames.category(after.categoryId), 1);
    }
    for (const countryId of newlyOutdated(before)) addChange(changes, counterNames.outdated(countryId), 1);
    return changes;
  },

  deleted: (before: Counted): CounterChanges => {
    const changes: CounterChanges = new Map();
    addChange(changes, counterNames.packages, -1);
    if (before.categoryId) addChange(changes, counterNames.category(before.categoryId), -1);
    for (const [countryId, grade] of Object.entries(before.grades ?? {}))
      addChange(changes, counterNames.grade(countryId, grade), -1);
    for (const countryId of before.outdatedCountries ?? [])
      addChange(changes, counterNames.outdated(countryId), -1);
    return changes;
  },

  /** New latest results: each country's grade moves, and it is current again. */
  assessed: (before: Counted, grades: Readonly<Record<string, Grade>>): CounterChanges => {
    const changes: CounterChanges = new Map();
    for (const [countryId, grade] of Object.entries(grades)) {
      const previous = before.grades?.[countryId];
      if (previous) addChange(changes, counterNames.grade(countryId, previous), -1);
      addChange(changes, counterNames.grade(countryId, grade), 1);
      if (before.outdatedCountries?.includes(countryId))
        addChange(changes, counterNames.outdated(countryId), -1);
    }
    return changes;
  },

  /** A packaging's PPWR summary replaced (either side absent: none before, or the packaging gone). */
  ppwrChanged: (before: PpwrSummary | undefined, after: PpwrSummary | undefined): CounterChanges => {
    const changes: CounterChanges = new Map();
    const add = (horizon: string, answer: PpwrHorizonSummary, delta: number, from?: string) => {
      if (answer.status === 'met') addChange(changes, counterNames.ppwrMeets(horizon, from), delta);
      for (const ruleId of [...answer.notMet, ...answer.evidenceMissing])
        addChange(changes, counterNames.ppwrGap(horizon, ruleId, from), delta);
    };
    const count = (summary: PpwrSummary | undefined, delta: 1 | -1) => {
      if (!summary) return;
      addChange(changes, counterNames.ppwrSummaries, delta);
      for (const horizon of ppwrHorizons) add(horizon, summary.horizons[horizon], delta);
      if (summary.recycledContent) addRecycledContent(changes, summary.recycledContent, delta);
      // Today's answer moves on later days without a write: so do today's counts, from those days.
      let last = summary.horizons.today;
      for (const change of summary.changes) {
        add('today', last, -delta, change.from);
        add('today', change.today, delta, change.from);
        last = change.today;
      }
    };
    count(before, -1);
    count(after, 1);
    return changes;
  },
};

/** A packaging's part in the portfolio's Art. 7 figure, added or taken off (decision 057). */
const addRecycledContent = (changes: CounterChanges, part: RecycledContentPart, delta: 1 | -1) => {
  if (part.scope === 'out') {
    addChange(changes, counterNames.art7LeftOut(part.reason), delta);
    return;
  }
  addChange(changes, counterNames.art7Category(part.category), delta);
  if (!part.years) {
    addChange(changes, counterNames.art7Unknown(part.category), delta);
    return;
  }
  for (const { year, plasticTonnes, recycledTonnes } of part.years) {
    addChange(changes, counterNames.art7Year(part.category, year, 'packages'), delta);
    addChange(changes, counterNames.art7Year(part.category, year, 'plastic'), delta * plasticTonnes);
    addChange(changes, counterNames.art7Year(part.category, year, 'recycled'), delta * recycledTonnes);
  }
};

/** Countries with a latest result that an edit makes outdated now (the others already were). */
export const newlyOutdated = (before: Counted): string[] =>
  Object.keys(before.grades ?? {}).filter((countryId) => !before.outdatedCountries?.includes(countryId));
