import { INFRASTRUCTURE_UNCERTAIN_RULE, type Finding, type PackageResult } from '@recyclens/shared';

/**
 * What needs the engineer first: red, then untested, then yellow; green and info fold away, except
 * the note that the infrastructure fact behind the grade is uncertain, which must be read.
 */
const ratingOrder: Record<Finding['rating'], number> = {
  red: 0,
  'needs-testing': 1,
  yellow: 2,
  info: 3,
  green: 4,
};
export const isFolded = (finding: Finding) =>
  (finding.rating === 'green' || finding.rating === 'info') &&
  finding.ruleId !== INFRASTRUCTURE_UNCERTAIN_RULE;

export interface MergedFinding {
  /** Unique in the list: what makes two findings one (keyOf). */
  key: string;
  finding: Finding;
  /** The countries whose result has this finding, in the results' order. */
  countryIds: string[];
}

export interface ComponentFindings {
  /** null: findings about the whole packaging (stream, infrastructure, shares). */
  componentIndex: number | null;
  componentName: string | null;
  /** Red, untested and yellow findings, worst first. */
  attention: MergedFinding[];
  /** Green and informational findings. */
  folded: MergedFinding[];
}

export interface GroupedFindings {
  components: ComponentFindings[];
  /** Whether any finding holds for some of the countries only: only then is a country column shown. */
  countriesDiffer: boolean;
}

/**
 * The same rule on the same part (and layer) with the same outcome and wording is one finding,
 * whichever country gave it; a layer's finding is not merged into another layer's.
 */
const keyOf = (finding: Finding) =>
  JSON.stringify([
    finding.componentIndex,
    finding.constituentIndex ?? null,
    finding.ruleId,
    finding.rating,
    finding.message,
  ]);

/**
 * The latest result of each country, as one list of findings per component: a finding every
 * country shares is listed once; one that only some countries have names them.
 */
export const groupFindings = (results: readonly PackageResult[]): GroupedFindings => {
  const merged = new Map<string, MergedFinding>();
  for (const result of results) {
    for (const finding of result.findings) {
      const key = keyOf(finding);
      const entry = merged.get(key);
      if (!entry) merged.set(key, { key, finding, countryIds: [result.assessmentCountryId] });
      else if (!entry.countryIds.includes(result.assessmentCountryId))
        entry.countryIds.push(result.assessmentCountryId);
    }
  }
  const byComponent = new Map<number | null, ComponentFindings>();
  for (const entry of merged.values()) {
    const { componentIndex, componentName } = entry.finding;
    let group = byComponent.get(componentIndex);
    if (!group) {
      group = { componentIndex, componentName, attention: [], folded: [] };
      byComponent.set(componentIndex, group);
    }
    (isFolded(entry.finding) ? group.folded : group.attention).push(entry);
  }
  const components = [...byComponent.values()]
    .map((group) => ({
      ...group,
      attention: group.attention.sort(
        (a, b) => ratingOrder[a.finding.rating] - ratingOrder[b.finding.rating],
      ),
    }))
    // The whole packaging first, then components in their own order.
    .sort((a, b) => (a.componentIndex ?? -1) - (b.componentIndex ?? -1));
  const countriesDiffer = [...merged.values()].some((entry) => entry.countryIds.length < results.length);
  return { components, countriesDiffer };
};
