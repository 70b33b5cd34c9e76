import { tenantKeys } from '../data/keys';
import { exportPartIds, type ExportJobItem } from '../data/repositories/export-jobs';
import { packageSortIndexes, type PackageItem } from '../data/repositories/packages';
import { batchGetItems, queryPage } from '../data/table';

/** Packaging per read: one DynamoDB page (≤ 1 MB) of typical items, and a bounded page in memory. */
const PAGE_SIZE = 500;

/**
 * The packaging of an export job, page by page as the job runs: "all" by the company's name index
 * (so the file is sorted by name, and packaging deleted meanwhile is left out), a selection part
 * by part in the order chosen. Only one page is in memory at a time.
 */
export async function* exportPackagePages(job: ExportJobItem): AsyncGenerator<PackageItem[]> {
  if (job.scope === 'all') {
    let cursor: string | undefined;
    do {
      const page = await queryPage<PackageItem>({
        index: packageSortIndexes.company.name,
        partition: tenantKeys.packagesPartition(job.clientId, job.companyId),
        limit: PAGE_SIZE,
        cursor,
      });
      if (page.items.length > 0) yield page.items;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return;
  }
  for (let part = 0; part < job.parts; part++) {
    const ids = await exportPartIds(job, part);
    const found = await batchGetItems<PackageItem>(
      ids.map((id) => tenantKeys.package(job.clientId, job.companyId, id)),
    );
    const byId = new Map(found.filter((pkg) => !pkg.deletedAt).map((pkg) => [pkg.id, pkg]));
    const page = ids.flatMap((id) => byId.get(id) ?? []);
    if (page.length > 0) yield page;
  }
}
