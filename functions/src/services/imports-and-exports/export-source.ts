import { exportPartIds, type ExportJobItem } from '../../data/repositories/export-jobs';
import {
  companyPackagesPage,
  packagesOfCompany,
  projectPackagesPage,
  type PackageItem,
} from '../../data/repositories/packages';

/** Packaging per read: one DynamoDB page (≤ 1 MB) of typical items, and a bounded page in memory. */
const PAGE_SIZE = 500;

interface SourcePage {
  items: PackageItem[];
  /** Reads the page after this one; null on the last. */
  next: (() => Promise<SourcePage>) | null;
}

const allPage = (job: ExportJobItem, cursor?: string) => async (): Promise<SourcePage> => {
  const page = await companyPackagesPage(job.clientId, job.companyId, { limit: PAGE_SIZE, cursor });
  return { items: page.items, next: page.nextCursor ? allPage(job, page.nextCursor) : null };
};

const projectPage =
  (job: ExportJobItem, projectId: string, cursor?: string) => async (): Promise<SourcePage> => {
    const page = await projectPackagesPage(job.clientId, job.companyId, projectId, {
      limit: PAGE_SIZE,
      cursor,
    });
    return {
      items: page.items.filter((pkg) => !pkg.deletedAt),
      next: page.nextCursor ? projectPage(job, projectId, page.nextCursor) : null,
    };
  };

const firstPage = (job: ExportJobItem): Promise<SourcePage> => {
  if (job.scope === 'all') return allPage(job)();
  if (job.scope === 'project' && job.projectId) return projectPage(job, job.projectId)();
  return selectionPage(job, 0)();
};

const selectionPage = (job: ExportJobItem, part: number) => async (): Promise<SourcePage> => {
  const ids = await exportPartIds(job, part);
  const found = await packagesOfCompany(job.clientId, job.companyId, ids);
  const byId = new Map(found.filter((pkg) => !pkg.deletedAt).map((pkg) => [pkg.id, pkg]));
  return {
    items: ids.flatMap((id) => byId.get(id) ?? []),
    next: part + 1 < job.parts ? selectionPage(job, part + 1) : null,
  };
};

/**
 * The packaging of an export job, page by page as the job runs: "all" by the company's name index,
 * a project by the project's (so the file is sorted by name, and packaging deleted meanwhile is
 * left out), a selection part
 * by part in the order chosen. The next page is read while the caller works on this one, so the
 * table's round trips overlap the rendering; at most two pages are in memory.
 */
export async function* exportPackagePages(job: ExportJobItem): AsyncGenerator<PackageItem[]> {
  let reading: Promise<SourcePage> | null = firstPage(job);
  while (reading) {
    const page: SourcePage = await reading;
    reading = page.next ? page.next() : null;
    // A read failing while the caller has stopped early must not become an unhandled rejection.
    reading?.catch(() => undefined);
    if (page.items.length > 0) yield page.items;
  }
}
