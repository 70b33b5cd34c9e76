import { canonicalJson } from '@recyclens/shared';
import { yearlyEntries } from '../../epr';
import { storedEprTotals } from '../../data/repositories/epr-totals';
import { companyPackagesPage } from '../../data/repositories/packages';
import { recomputeEprTotalsOf, type EprOwner } from './epr-totals';

/** Packaging read per page of the rebuild: one batch read of their stored totals each. */
const PAGE = 100;

/**
 * Prices every packaging of a company again by the editions of now (decision 053): after a
 * release that adds or corrects a schedule edition, `npm run epr:rebuild`. Page by page, so memory
 * does not grow with the company; only packaging whose stored entries differ are written, each
 * with the company's sums moved by its difference in one transaction on the totals' revision —
 * safe while the company is being edited, and a second run writes nothing.
 */
export const rebuildEprTotals = async (owner: EprOwner) => {
  let cursor: string | undefined;
  let packaging = 0;
  let repriced = 0;
  do {
    const page = await companyPackagesPage(owner.clientId, owner.companyId, { limit: PAGE, cursor });
    const stored = await storedEprTotals(
      owner.clientId,
      owner.companyId,
      page.items.map((pkg) => pkg.id),
    );
    const stale = page.items
      .filter((pkg) => canonicalJson(stored.get(pkg.id)?.entries ?? []) !== canonicalJson(yearlyEntries(pkg)))
      .map((pkg) => pkg.id);
    await recomputeEprTotalsOf(owner, stale);
    packaging += page.items.length;
    repriced += stale.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { packaging, repriced };
};
