import type { Finding, PackageResult } from '@recyclens/shared';

/** One row of the side-by-side view: the same rule on the same part, as each methodology rated it. */
export interface ComparedFinding {
  key: string;
  componentIndex: number | null;
  componentName: string | null;
  ceflex: Finding | null;
  pre: Finding | null;
  /** The ratings differ, or only one methodology has the finding. */
  differs: boolean;
}

/**
 * A rule a methodology words its own way has its own id with the methodology appended
 * (`film-pe.material.evoh.pre`, functions/src/assessment/rules/rule-row.ts): without it, both
 * methodologies' findings of one rule meet in one row.
 */
const ruleOf = (ruleId: string) => ruleId.replace(/\.(ceflex|pre)$/, '');

/** Keys per result, numbered when one rule fires twice on one part, so no finding hides another. */
const keyed = (result: PackageResult | null) => {
  const seen = new Map<string, number>();
  return (result?.findings ?? []).map((finding) => {
    const base = JSON.stringify([finding.componentIndex, ruleOf(finding.ruleId)]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: `${base}#${count}`, finding };
  });
};

/**
 * The findings of a CEFLEX and a PRE result of one packaging and country as rows: the whole
 * packaging first, then the parts in their order, each in the order the engine found them.
 */
export const compareMethodologies = (
  ceflex: PackageResult | null,
  pre: PackageResult | null,
): ComparedFinding[] => {
  const rows = new Map<string, ComparedFinding>();
  const add = (side: 'ceflex' | 'pre', result: PackageResult | null) => {
    for (const { key, finding } of keyed(result)) {
      const row = rows.get(key) ?? {
        key,
        componentIndex: finding.componentIndex,
        componentName: finding.componentName,
        ceflex: null,
        pre: null,
        differs: false,
      };
      row[side] = finding;
      rows.set(key, row);
    }
  };
  add('ceflex', ceflex);
  add('pre', pre);
  return [...rows.values()]
    .map((row) => ({ ...row, differs: row.ceflex?.rating !== row.pre?.rating }))
    .sort((a, b) => (a.componentIndex ?? -1) - (b.componentIndex ?? -1));
};
