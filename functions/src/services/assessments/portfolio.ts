import type { Grade, RouteAnswerJson, Routes } from '@recyclens/shared';
import { readPortfolio } from '../../data/repositories/portfolio';
import type { Caller } from '../../http/caller';
import { companyOf } from '../packaging/package-access';

type Summary = RouteAnswerJson<Routes['portfolio']>;
const grades: readonly Grade[] = ['A', 'B', 'C', 'not-recyclable', 'needs-testing', 'no-infrastructure'];

/**
 * The company's portfolio from its counters: one GetItem, the same at 50 packaging or 50,000.
 * A country appears once a packaging has a result for it.
 */
export const portfolioSummary = async (caller: Caller): Promise<Summary> => {
  const counts = await readPortfolio(caller.clientId, companyOf(caller));
  return {
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
