import type { EvidenceRef } from '@recyclens/shared';
import { ppwrSummaryOf, type PpwrSummary } from '../../compliance/ppwr/summary';
import { nowIso } from '../../data/clock';
import { documentsOfPackage } from '../../data/repositories/evidence-documents';
import { packagesOfCompany, type PackageItem } from '../../data/repositories/packages';
import { addChange, portfolioUpdate, type CounterChanges } from '../../data/repositories/portfolio';
import {
  lapsedPackageIds,
  packagingUnchanged,
  ppwrSummaryItems,
  ppwrSummaryUnchanged,
  ppwrSummaryWrites,
  storedPpwrSummaries,
  storedPpwrSummary,
  type PpwrSummaryItem,
} from '../../data/repositories/ppwr-summaries';
import { mapLimited } from '../../data/map-limited';
import { transactWrite, type TransactItem } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import { portfolioChanges } from '../assessments/portfolio-counters';
import { euCountryIds } from './packaging-conformity';

/** Whose packaging: the tenant and the company. */
export interface PpwrOwner {
  clientId: string;
  companyId: string;
}

/** Another recompute of the same packaging may win the race; the loser reads again. */
const RECOMPUTE_ATTEMPTS = 4;

/** Recomputes of a list of packaging (an import, a bulk assessment) in flight at once. */
const RECOMPUTES_IN_FLIGHT = 8;

/**
 * Summaries whose stored postings and entries no longer describe the day (rare: decision 051)
 * recomputed per read of the portfolio or a PPWR filter; more wait for the next read.
 */
export const ppwrRefreshLimits = { lapsedPerRead: 500 };

export const today = () => nowIso().slice(0, 10);

/**
 * The writes that take a packaging's stored summary to the one of `pkg` as a write stores it
 * (none when it is deleted), with `evidence` as that write leaves its documents: the summary
 * conditioned on the revision read (a concurrent writer of the same packaging retries), its
 * postings and dated entries, and the counters' change. Always written, even when the answer is
 * the same: the raised revision is what tells a concurrent writer that it read too early.
 */
export const ppwrSummaryChange = (
  pkg: PackageItem,
  stored: PpwrSummaryItem | undefined,
  evidence: readonly EvidenceRef[],
  on: string,
): { summary: PpwrSummary | undefined; items: TransactItem[]; counters: CounterChanges } => {
  const summary = pkg.deletedAt ? undefined : ppwrSummaryOf(pkg, evidence, euCountryIds, on);
  if (!stored && !summary) return { summary, items: [], counters: new Map() };
  return {
    summary,
    items: ppwrSummaryWrites(pkg, stored, summary, evidence),
    counters: portfolioChanges.ppwrChanged(stored?.summary, summary),
  };
};

/**
 * Recomputes a packaging's PPWR summary from what is stored now (its data, latest grades and
 * evidence), outside any write of its own: for the rebuild, a summary the date made stale, and a
 * bulk assessment's refresh that lost a race. Conditioned on the packaging and the summary read;
 * a lost race reads again.
 *
 * Answers the summary written (none for a deleted packaging). The portfolio rebuild, which writes
 * the counters as absolute values, passes `counters: false`.
 */
export const recomputePpwrSummary = async (
  owner: PpwrOwner,
  packageId: string,
  on = today(),
  options: { counters: boolean } = { counters: true },
): Promise<PpwrSummary | undefined> => {
  for (let attempt = 1; ; attempt++) {
    // One round trip: the evidence is keyed by the packaging's id, known before it is read.
    const [[pkg], before, evidence] = await Promise.all([
      packagesOfCompany(owner.clientId, owner.companyId, [packageId], { consistent: true }),
      storedPpwrSummary(owner.clientId, owner.companyId, packageId),
      documentsOfPackage({ ...owner, packageId }),
    ]);
    if (!pkg) return undefined;
    const change = ppwrSummaryChange(pkg, before, evidence, on);
    if (change.items.length === 0) return undefined;
    try {
      await transactWrite([
        ...change.items,
        // A deleted packaging changes no more.
        ...(pkg.deletedAt ? [] : [packagingUnchanged(pkg)]),
        ...(options.counters ? portfolioUpdate(owner.clientId, owner.companyId, change.counters) : []),
      ]);
      return change.summary;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'VERSION_CONFLICT') || attempt === RECOMPUTE_ATTEMPTS)
        throw error;
    }
  }
};

/**
 * After a bulk assessment wrote new grades: each summary is checked again against the evidence it
 * was computed with (no read of every packaging's documents), and written only when its answer
 * moved. A packaging without a summary (stored before summaries existed) gets one from the
 * rebuild, not here, so a bulk job over 50,000 such packaging costs one read per group.
 */
export const refreshAfterGrades = async (owner: PpwrOwner, packageIds: readonly string[]) => {
  const [packages, stored] = await Promise.all([
    packagesOfCompany(owner.clientId, owner.companyId, packageIds, { consistent: true }),
    storedPpwrSummaries(owner.clientId, owner.companyId, packageIds),
  ]);
  const on = today();
  await mapLimited(packages, RECOMPUTES_IN_FLIGHT, async (pkg) => {
    const before: PpwrSummaryItem | undefined = stored.get(pkg.id);
    if (!before || pkg.deletedAt) return;
    const after = ppwrSummaryOf(pkg, before.evidence, euCountryIds, on);
    if (ppwrSummaryUnchanged(pkg, before, after)) return;
    try {
      await transactWrite([
        ...ppwrSummaryWrites(pkg, before, after, before.evidence),
        packagingUnchanged(pkg),
        ...portfolioUpdate(
          owner.clientId,
          owner.companyId,
          portfolioChanges.ppwrChanged(before.summary, after),
        ),
      ]);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'VERSION_CONFLICT')) throw error;
      // Changed meanwhile (an upload, an edit): computed afresh from everything stored.
      await recomputePpwrSummary(owner, pkg.id, on);
    }
  });
};

/** The recompute above for many packaging of one company (the summaries the date made stale). */
const recomputePpwrSummaries = async (owner: PpwrOwner, packageIds: readonly string[]) => {
  await mapLimited([...packageIds], RECOMPUTES_IN_FLIGHT, (packageId) =>
    recomputePpwrSummary(owner, packageId),
  );
};

/**
 * An imported packaging's summary (no documents, no grades yet): the items the import writes
 * before the packaging in its batches, so a stored packaging always has its summary, and the
 * counters the import raises with its other counts, once.
 */
export const importedSummaries = (packages: readonly PackageItem[], on = today()) => {
  const items = new Map<string, ReturnType<typeof ppwrSummaryItems>>();
  const counters: CounterChanges = new Map();
  for (const pkg of packages) {
    const summary = ppwrSummaryOf(pkg, [], euCountryIds, on);
    items.set(pkg.id, ppwrSummaryItems(pkg, summary, [], 1));
    for (const [name, delta] of portfolioChanges.ppwrChanged(undefined, summary))
      addChange(counters, name, delta);
  }
  return { itemsOf: (pkg: PackageItem) => items.get(pkg.id) ?? [], counters };
};

/**
 * Recomputes the summaries whose answer may have changed with the date alone (a document expired,
 * a requirement began to apply): their last valid day is before today. Called before the
 * portfolio's counts or PPWR filters are read, so those count what holds today without a
 * nightly job; a day's lapses are few, and each is recomputed once.
 */
export const refreshLapsedSummaries = async (owner: PpwrOwner, on = today()) =>
  recomputePpwrSummaries(
    owner,
    await lapsedPackageIds(owner.clientId, owner.companyId, on, ppwrRefreshLimits.lapsedPerRead),
  );
