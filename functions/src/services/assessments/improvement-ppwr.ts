import type { ConformityOutcome, Grade, Language, PpwrFixEffect, EvidenceRef } from '@recyclens/shared';
import { applyChanges, type ComponentChange } from '../../assessment';
import { checkConformity } from '../../compliance/ppwr';
import { ppwrHorizons } from '../../compliance/ppwr/summary';
import type { PackageItem } from '../../data/repositories/packages';
import { euCountryIds } from '../packaging/packaging-conformity';

/** How far from met: a change is a fix when it moves a requirement up this ladder. */
const rank: Partial<Record<ConformityOutcome['status'], number>> = {
  not_met: 0,
  evidence_missing: 1,
  met: 2,
};

/** The threshold this packaging is held to: the only one, or the one of its category (Art. 7). */
export const neededOf = (outcome: ConformityOutcome) => {
  if (outcome.thresholds.length <= 1) return outcome.thresholds[0] ?? null;
  const category = outcome.values.find((value) => value.name === 'category')?.value;
  return outcome.thresholds.find((threshold) => threshold.name === `minimum.${String(category)}`) ?? null;
};

/**
 * The PPWR requirements a proposal fixes (issue 34 §5): the check run on the trial copy (the
 * proposal's components, its grade for the country) against the packaging as it is (its grade
 * for the country by the same engine now), with the same evidence and day. Only the rules and
 * horizons whose answer moves up; never a guess.
 */
export const ppwrFixesOf = (input: {
  original: PackageItem;
  evidence: readonly EvidenceRef[];
  countryId: string;
  grade: Grade;
  changes: readonly ComponentChange[];
  proposalGrade: Grade;
  today: string;
  language: Language;
}): PpwrFixEffect[] => {
  const context = { today: input.today, language: input.language, euCountryIds };
  const withGrade = (grade: Grade) => ({ ...input.original.grades, [input.countryId]: grade });
  const current = (outdated: readonly string[] | undefined) =>
    (outdated ?? []).filter((countryId) => countryId !== input.countryId);
  const before = checkConformity(
    {
      ...input.original,
      grades: withGrade(input.grade),
      outdatedCountries: current(input.original.outdatedCountries),
    },
    input.evidence,
    context,
  );
  const after = checkConformity(
    {
      ...input.original,
      components: applyChanges(input.original.components, input.changes),
      grades: withGrade(input.proposalGrade),
      outdatedCountries: current(input.original.outdatedCountries),
    },
    input.evidence,
    context,
  );
  return after.rules.flatMap((rule, index) =>
    ppwrHorizons.flatMap((horizon): PpwrFixEffect[] => {
      const from = before.rules[index]?.outcomes[horizon];
      const to = rule.outcomes[horizon];
      const fromRank = from ? rank[from.status] : undefined;
      const toRank = rank[to.status];
      if (!from || fromRank === undefined || toRank === undefined || toRank <= fromRank) return [];
      return [
        {
          kind: 'ppwr_fix',
          ruleId: rule.id,
          article: rule.article,
          title: rule.title,
          horizon,
          from: from.status,
          to: to.status,
          needed: neededOf(to),
        },
      ];
    }),
  );
};
