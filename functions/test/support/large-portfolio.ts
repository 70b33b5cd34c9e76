import { randomUUID } from 'node:crypto';
import type { EvidenceRef } from '@recyclens/shared';
import type { PpwrSummary } from '../../src/compliance/ppwr/summary';
import { packageItem, type PackageItem } from '../../src/data/repositories/packages';
import { ppwrSummaryWrites } from '../../src/data/repositories/ppwr-summaries';
import { postingItems } from '../../src/data/repositories/search-postings';
import { batchWrite } from '../../src/data/table';

/** A minute after 2026-01-01: the n-th packaging of a portfolio is created n minutes in. */
export const portfolioStamp = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

/** The company a seeded portfolio belongs to, and its project "Bottles". */
export interface PortfolioOwner {
  clientId: string;
  companyId: string;
  projectId: string;
  projectName: string;
}

/**
 * The n-th packaging of a large test portfolio, with the index keys the repository builds: "Bottle
 * 00042", a draft without components, bottles (even n) in the given project, trays without one.
 */
export const portfolioPackage = (
  owner: PortfolioOwner,
  index: number,
  fields: Partial<PackageItem> = {},
): PackageItem =>
  packageItem({
    id: randomUUID(),
    clientId: owner.clientId,
    companyId: owner.companyId,
    name: `Bottle ${String(index).padStart(5, '0')}`,
    description: '',
    categoryId: index % 2 === 0 ? 'bottle' : 'tray',
    projectId: index % 2 === 0 ? owner.projectId : null,
    projectName: index % 2 === 0 ? owner.projectName : null,
    assessmentCountryId: null,
    draft: true,
    components: [],
    createdAt: portfolioStamp(10 + index),
    updatedAt: portfolioStamp(10 + index),
    contentUpdatedAt: portfolioStamp(10 + index),
    lastAssessedAt: null,
    version: 1,
    ...fields,
  });

/**
 * Writes packaging and their search postings straight into the table, as the import would
 * without thousands of API calls. Suites that never search may leave the postings out: they are
 * three quarters of the items, and of the time it takes to write 50,000 packaging.
 */
export const writePortfolio = (packages: PackageItem[], options: { searchIndex?: boolean } = {}) =>
  batchWrite(
    packages
      .flatMap((pkg) => (options.searchIndex === false ? [pkg] : [...postingItems(pkg), pkg]))
      .map((Item) => ({ PutRequest: { Item } })),
  );

/**
 * Writes the PPWR summaries of seeded packaging as the product stores them (decision 051): the
 * items the repository's own writes put (the summary, a posting per flag, the dated entries), in
 * batches instead of a transaction per packaging. The portfolio's PPWR counters are not kept.
 */
export const writePpwrSummaries = (
  summaries: readonly { pkg: PackageItem; evidence: EvidenceRef[]; summary: PpwrSummary }[],
) =>
  batchWrite(
    summaries
      .flatMap(({ pkg, evidence, summary }) => ppwrSummaryWrites(pkg, undefined, summary, evidence))
      .flatMap((write) => (write.Put ? [{ PutRequest: { Item: write.Put.Item } }] : [])),
  );
