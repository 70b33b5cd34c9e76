import { useLocalStackWhenUnconfigured } from './local-stack/cli-env';
import { scanCompanies } from './scan-items';

/**
 * `npm run epr:rebuild`: prices every company's packaging again by the schedule editions of the
 * release (decision 053) and moves the dashboard's EPR sums by the difference. Run it after
 * deploying a release that adds or corrects an edition; until then the dashboard marks the sums
 * of a replaced edition as such. A Scan finds the companies (scripts may scan, request paths may not).
 */
useLocalStackWhenUnconfigured();
const { rebuildEprTotals } = await import('@recyclens/functions/services/epr/epr-rebuild');

let companies = 0;
let repriced = 0;
for await (const company of scanCompanies()) {
  const rebuilt = await rebuildEprTotals({ clientId: company.clientId, companyId: company.id });
  companies += 1;
  repriced += rebuilt.repriced;
  console.log(`${company.name}: ${rebuilt.repriced} of ${rebuilt.packaging} packaging priced again`);
}
console.log(`Priced the EPR totals of ${companies} companies again (${repriced} packaging changed).`);
