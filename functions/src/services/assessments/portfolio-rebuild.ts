import type { Grade } from '@recyclens/shared';
import { allResults, isMainResult } from '../../data/repositories/package-results';
import { allCompanyPackages, setPackageGrades } from '../../data/repositories/packages';
import { addChange, counterNames, replacePortfolio } from '../../data/repositories/portfolio';
import { rebuiltEprSums } from '../epr/epr-totals';
import { recomputePpwrSummary } from '../packaging/ppwr-summaries';
import { portfolioChanges } from './portfolio-counters';

/**
 * Derives a company's portfolio counters from what it holds (decision 011): for data written
 * before the counters existed, or to check them. Each packaging gets its latest grade per country
 * and its outdated countries from its results, and its PPWR summary afresh (a summary of an older
 * rule set is replaced with the rules of now, decision 051) and its EPR totals by the editions of now
 * (decision 053); then the counters are written as
 * absolute values.
 * Run it while the company is not being edited (a migration step, `npm run portfolio:rebuild`):
 * a change made during the run may be counted from the old state. Running it again corrects that.
 */
export const rebuildPortfolio = async (clientId: string, companyId: string) => {
  const packages = await allCompanyPackages(clientId, companyId);
  const counters = portfolioChanges.created(packages);
  for (const pkg of packages) {
    const results = await allResults(pkg);
    const grades: Record<string, Grade> = {};
    const outdatedCountries: string[] = [];
    for (const result of results.filter(isMainResult)) {
      if (result.countryId in grades) continue;
      grades[result.countryId] = result.grade;
      if (result.createdAt < pkg.contentUpdatedAt) outdatedCountries.push(result.countryId);
    }
    for (const [name, count] of portfolioChanges.assessed({ categoryId: null }, grades))
      addChange(counters, name, count);
    for (const countryId of outdatedCountries) addChange(counters, counterNames.outdated(countryId), 1);
    await setPackageGrades(pkg, grades, outdatedCountries);
    const summary = await recomputePpwrSummary(pkg, pkg.id, undefined, { counters: false });
    for (const [name, count] of portfolioChanges.ppwrChanged(undefined, summary))
      addChange(counters, name, count);
  }
  // The EPR sums live on the same item (decision 053): written absolute with the rest.
  for (const [name, count] of await rebuiltEprSums({ clientId, companyId }, packages))
    addChange(counters, name, count);
  await replacePortfolio(clientId, companyId, counters);
  return { packages: packages.length };
};
