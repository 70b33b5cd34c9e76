import {
  localize,
  recycledContentCategories,
  recycledContentLeftOutReasons,
  type Grade,
  type Language,
  type RouteAnswerJson,
  type Routes,
} from '@recyclens/shared';
import { ppwrRules, recycledContentRule } from '../../compliance/ppwr';
import { foldPastCounters, readPortfolio, type PortfolioCounts } from '../../data/repositories/portfolio';
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
  // Counted the same folded or not: folding only keeps the company's item from growing for good.
  if (counts.pastDated.size > 0) await foldPastCounters(owner.clientId, owner.companyId, counts.pastDated);
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
    recycledContent: recycledContentPortfolio(counts.recycledContent),
  };
};

type RecycledContent = Summary['ppwr']['recycledContent'];

/** Tonnes as summed by the counters, to the gram (the sums of decimals carry float noise). */
const tonnes = (value: number) => Math.max(0, Math.round(value * 1_000_000) / 1_000_000);

/**
 * Art. 7's figure over the portfolio (decision 057): per category and year with EU units, the
 * recycled part of the plastic placed, beside the category's minimums and what it covers.
 */
const recycledContentPortfolio = (counts: PortfolioCounts['ppwr']['recycledContent']): RecycledContent => {
  const categories = recycledContentCategories.flatMap((category) => {
    const { packages, unknown } = counts.packages.get(category) ?? { packages: 0, unknown: 0 };
    if (packages <= 0) return [];
    const figureUnknown = Math.max(0, unknown);
    const years = [...(counts.years.get(category) ?? [])]
      .filter(([, measures]) => measures.packages > 0)
      .sort(([a], [b]) => a - b)
      .map(([year, measures]) => {
        const plasticTonnes = tonnes(measures.plastic);
        const recycledTonnes = tonnes(measures.recycled);
        return {
          year,
          packages: measures.packages,
          withoutUnits: Math.max(0, packages - figureUnknown - measures.packages),
          plasticTonnes,
          recycledTonnes,
          percent: plasticTonnes > 0 ? (recycledTonnes / plasticTonnes) * 100 : null,
        };
      });
    const minimums = recycledContentRule.stages.flatMap((stage) =>
      stage.thresholds
        .filter((threshold) => threshold.name === `minimum.${category}`)
        .map((threshold) => ({ from: stage.from, percent: threshold.value })),
    );
    return [{ category, packages, figureUnknown, minimums, years }];
  });
  return {
    years: [...new Set(categories.flatMap((category) => category.years.map(({ year }) => year)))].sort(
      (a, b) => a - b,
    ),
    categories,
    leftOut: recycledContentLeftOutReasons.flatMap((reason) => {
      const packages = counts.leftOut.get(reason) ?? 0;
      return packages > 0 ? [{ reason, packages }] : [];
    }),
  };
};
