import { useLocalStackWhenUnconfigured } from './local-stack/cli-env';
import { scanCompanies } from './scan-items';

/**
 * `npm run portfolio:rebuild`: derives every company's portfolio counters (decision 011) from its
 * packaging and their results. Run it once after deploying the release that introduced them, and
 * whenever a check is wanted; a Scan finds the companies (scripts may scan, request paths may not).
 */
useLocalStackWhenUnconfigured();
const { rebuildPortfolio } = await import('@recyclens/functions/services/assessments/portfolio-rebuild');

let companies = 0;
let packages = 0;
for await (const company of scanCompanies()) {
  const rebuilt = await rebuildPortfolio(company.clientId, company.id);
  companies += 1;
  packages += rebuilt.packages;
  console.log(`${company.name}: ${rebuilt.packages} packaging counted`);
}
console.log(`Rebuilt the portfolio counters of ${companies} companies (${packages} packaging).`);
