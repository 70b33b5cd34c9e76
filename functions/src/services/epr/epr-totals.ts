import { canonicalJson } from '@recyclens/shared';
import { yearlyEntries, type EprPackaging, type EprYearlyEntry } from '../../epr';
import {
  eprCounterChanges,
  eprTotalsItems,
  eprTotalsWrites,
  storedEprTotals,
  type EprTotalsItem,
  type EprTotalsOwner,
} from '../../data/repositories/epr-totals';
import { packagesOfCompany, type PackageItem } from '../../data/repositories/packages';
import { addChange, portfolioUpdate, type CounterChanges } from '../../data/repositories/portfolio';
import { mapLimited } from '../../data/map-limited';
import { transactWrite, type TransactItem } from '../../data/transactions';
import { AppError } from '../../errors/app-error';

/** Whose packaging: the tenant and the company. */
export interface EprOwner {
  clientId: string;
  companyId: string;
}

/** Another write of the same packaging's totals may win the race; the loser reads again. */
const RECOMPUTE_ATTEMPTS = 4;
const RECOMPUTES_IN_FLIGHT = 8;

/**
 * What a packaging write carries for the EPR dashboard (decision 053): the totals item and its
 * postings, and the change of the company's sums for the caller to merge into the one counters
 * update of its transaction. `after` is the packaging as it will be stored, or undefined when it
 * is deleted; `before` the totals as read before.
 */
export const eprDerivedWrites = (
  owner: EprTotalsOwner,
  before: EprTotalsItem | undefined,
  after: EprPackaging | undefined,
): { writes: TransactItem[]; counters: CounterChanges; entries: EprYearlyEntry[] } => {
  const entries = after ? yearlyEntries(after) : [];
  return {
    entries,
    writes: eprTotalsWrites(owner, before, entries),
    counters: eprCounterChanges(before?.entries ?? [], entries),
  };
};

/**
 * Prices a packaging's units again from what is stored now and writes its totals with the
 * company's sums in one transaction: after a write that did not carry them, and for the rebuild
 * after a new edition. The portfolio rebuild, which writes the sums as absolute values, passes
 * `counters: false` and adds the answered entries' sums itself.
 */
export const recomputeEprTotals = async (
  owner: EprOwner,
  packageId: string,
  options: { counters: boolean } = { counters: true },
) => {
  for (let attempt = 1; ; attempt++) {
    const [[pkg], stored] = await Promise.all([
      packagesOfCompany(owner.clientId, owner.companyId, [packageId], { consistent: true }),
      storedEprTotals(owner.clientId, owner.companyId, [packageId]),
    ]);
    if (!pkg) return [];
    const before = stored.get(packageId);
    const { writes, counters, entries } = eprDerivedWrites(pkg, before, pkg.deletedAt ? undefined : pkg);
    if (writes.length === 0) return entries;
    try {
      await transactWrite([
        ...writes,
        ...(options.counters ? portfolioUpdate(owner.clientId, owner.companyId, counters) : []),
      ]);
      return entries;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'VERSION_CONFLICT') || attempt === RECOMPUTE_ATTEMPTS)
        throw error;
    }
  }
};

/** The recompute above for many packaging of one company (an import, the rebuild). */
export const recomputeEprTotalsOf = async (owner: EprOwner, packageIds: readonly string[]) => {
  await mapLimited([...packageIds], RECOMPUTES_IN_FLIGHT, (packageId) =>
    recomputeEprTotals(owner, packageId),
  );
};

/**
 * An import's new packaging: the totals items each is written with (in its batch, before it) and
 * the company's sums they add, raised with the import's other counts.
 */
export const importedEprTotals = (packages: readonly PackageItem[]) => {
  const items = new Map<string, ReturnType<typeof eprTotalsItems>>();
  const counters: CounterChanges = new Map();
  for (const pkg of packages) {
    const entries = yearlyEntries(pkg);
    if (entries.length === 0) continue;
    items.set(pkg.id, eprTotalsItems(pkg, entries, 1));
    for (const [name, delta] of eprCounterChanges([], entries)) addChange(counters, name, delta);
  }
  return { itemsOf: (pkg: PackageItem) => items.get(pkg.id) ?? [], counters };
};

/** Packaging whose stored totals one batch read checks, in the portfolio rebuild. */
const REBUILD_BATCH = 100;

/**
 * For the portfolio rebuild, which writes the counters as absolute values: the sums of all these
 * packaging's entries, with the entries written (sums untouched) where they differ from the
 * stored ones. One batch read per 100 packaging; a packaging without units costs nothing more.
 */
export const rebuiltEprSums = async (owner: EprOwner, packages: readonly PackageItem[]) => {
  const sums: CounterChanges = new Map();
  for (let start = 0; start < packages.length; start += REBUILD_BATCH) {
    const batch = packages.slice(start, start + REBUILD_BATCH);
    const stored = await storedEprTotals(
      owner.clientId,
      owner.companyId,
      batch.map((pkg) => pkg.id),
    );
    const stale: string[] = [];
    for (const pkg of batch) {
      const entries = pkg.deletedAt ? [] : yearlyEntries(pkg);
      for (const [name, delta] of eprCounterChanges([], entries)) addChange(sums, name, delta);
      if (canonicalJson(stored.get(pkg.id)?.entries ?? []) !== canonicalJson(entries)) stale.push(pkg.id);
    }
    await mapLimited(stale, RECOMPUTES_IN_FLIGHT, (packageId) =>
      recomputeEprTotals(owner, packageId, { counters: false }),
    );
  }
  return sums;
};
