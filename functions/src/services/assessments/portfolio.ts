import { localize, type Grade, type Language, type RouteAnswerJson, type Routes } from '@recyclens/shared';
import { ppwrRules } from '../../compliance/ppwr';
import { readPortfolio, type PortfolioCounts } from '../../data/repositories/portfolio';
import type { Caller } from '../../http/caller';
import { companyOf } from '../packaging/package-access';
import { refreshLapsedSummaries } from '../packaging/ppwr-summaries';

type Summary = RouteAnswerJson<Routes['portfolio']>;
const grades: readonly Grade[] = ['A', 'B', 'C', 'not-recyclable', 'needs-testing', 'no-infrastructure'];

/**
 * The company's portfolio from its counters: one GetItem, the same at 50 packaging or 50,000.
 * A country appears once a packaging has a result for it.
 */
export const portfolioSummary = async (caller: Caller): Promise<Summary> => {
  const owner = { clientId: caller.clientId, companyId: companyOf(caller) };
  // Summaries an expired document or a requirement's start changed are recomputed first.
  await refreshLapsedSummaries(owner);
  const counts = await readPortfolio(owner.clientId, owner.companyId);
  return {
    ppwr: ppwrPortfolio(counts.ppwr, caller.user.language),
    packages: counts.packages,
    categories: [...counts.categories]
      .filter(([, count]) => count > 0)
      .map(([categoryId, count]) => ({ categoryId, count }))
      .sort((a, b) => a.categoryId.localeCompare(b.categoryId)),
    countries: [...counts.grades]
      .map(([countryId, byGrade]) => {
        const perGrade = Object.fromEntries(
          grades.map((grade) => [grade, byGrade.get(grade) ?? 0]),
        ) as Summary['countries'][number]['grades'];
        const assessed = grades.reduce((sum, grade) => sum + perGrade[grade], 0);
        return {
          countryId,
          grades: perGrade,
          notAssessed: Math.max(0, counts.packages - assessed),
          outdated: counts.outdated.get(countryId) ?? 0,
        };
      })
      .filter((country) => country.notAssessed < counts.packages)
      .sort((a, b) => a.countryId.localeCompare(b.countryId)),
  };
};

/** The PPWR figures from the counters: each requirement with a gap, most frequent by 2030 first. */
const ppwrPortfolio = (counts: PortfolioCounts['ppwr'], language: Language): Summary['ppwr'] => {
  const on = (horizon: 'today' | 'by2030' | 'by2038', ruleId?: string) =>
    Math.max(0, ruleId ? (counts.gaps.get(horizon)?.get(ruleId) ?? 0) : (counts.meets.get(horizon) ?? 0));
  return {
    packages: counts.summaries,
    meets: { today: on('today'), by2030: on('by2030'), by2038: on('by2038') },
    gaps: ppwrRules
      .map((rule) => ({
        ruleId: rule.id,
        article: rule.article,
        title: localize(rule.title, language),
        counts: { today: on('today', rule.id), by2030: on('by2030', rule.id), by2038: on('by2038', rule.id) },
      }))
      .filter(({ counts: gap }) => gap.today + gap.by2030 + gap.by2038 > 0)
      .sort((a, b) => b.counts.by2030 - a.counts.by2030 || b.counts.today - a.counts.today),
  };
};
