import { ppwrSummaryOf, type PpwrSummary } from '../../compliance/ppwr/summary';
import { nowIso } from '../../data/clock';
import { documentsOfPackage } from '../../data/repositories/evidence-documents';
import { packagesOfCompany } from '../../data/repositories/packages';
import { portfolioUpdate } from '../../data/repositories/portfolio';
import {
  lapsedPackageIds,
  ppwrSummaryUnchanged,
  ppwrSummaryWrites,
  storedPpwrSummaries,
  storedPpwrSummary,
  type PpwrSummaryItem,
} from '../../data/repositories/ppwr-summaries';
import { mapLimited } from '../../data/map-limited';
import { transactWrite } from '../../data/transactions';
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

/** Lapsed summaries recomputed per read of the portfolio; more wait for the next read. */
const LAPSED_PER_READ = 500;

export const today = () => nowIso().slice(0, 10);

/**
 * Recomputes a packaging's PPWR summary from what is stored now (its data, latest grades and
 * evidence) and writes it with its postings and the company's counters in one transaction
 * (decision 051). Every change of an input calls it after its own write: packaging save,
 * restore, import, delete, assessment results and evidence upload or removal.
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
    const after = pkg.deletedAt ? undefined : ppwrSummaryOf(pkg, evidence, euCountryIds, on);
    if (!before && !after) return undefined;
    // A bulk assessment that moves no answer writes nothing more.
    if (before && after && ppwrSummaryUnchanged(pkg, before, after)) return after;
    try {
      await transactWrite([
        ...ppwrSummaryWrites(pkg, before, after, evidence),
        ...(options.counters
          ? portfolioUpdate(
              owner.clientId,
              owner.companyId,
              portfolioChanges.ppwrChanged(before?.summary, after),
            )
          : []),
      ]);
      return after;
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

/** The recompute above for many packaging of one company (an import, a bulk assessment). */
export const recomputePpwrSummaries = async (owner: PpwrOwner, packageIds: readonly string[]) => {
  await mapLimited([...packageIds], RECOMPUTES_IN_FLIGHT, (packageId) =>
    recomputePpwrSummary(owner, packageId),
  );
};

/**
 * Recomputes the summaries whose answer may have changed with the date alone (a document expired,
 * a requirement began to apply): their last valid day is before today. Called before the
 * portfolio's counts or PPWR filters are read, so those count what holds today without a
 * nightly job; a day's lapses are few, and each is recomputed once.
 */
export const refreshLapsedSummaries = async (owner: PpwrOwner, on = today()) =>
  recomputePpwrSummaries(owner, await lapsedPackageIds(owner.clientId, owner.companyId, on, LAPSED_PER_READ));
