import { randomUUID } from 'node:crypto';
import type { RouteBody, RouteQuery, Routes } from '@recyclens/shared';
import { notificationPut } from '../../data/repositories/notifications';
import {
  getPackage,
  packageItem,
  packagePut,
  projectPackagesPage,
  type PackageItem,
} from '../../data/repositories/packages';
import {
  getProject,
  getProjectEvenDeleted,
  projectCreation,
  projectDeletion,
  projectItem,
  projectReplacement,
  projectsPage,
  type ProjectItem,
} from '../../data/repositories/projects';
import { postingWrites } from '../../data/repositories/search-postings';
import { nowIso } from '../../data/clock';
import { transactWrite } from '../../data/transactions';
import { auditPut } from '../../data/repositories/audit-entries';
import { AppError, hasErrorCode } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { auditEntryBy } from '../tenants/audit-log';
import { projectView } from './package-views';
import { companyOf } from './package-access';
import { historyWrites } from './packaging-history';

const requireProject = async (caller: Caller, projectId: string): Promise<ProjectItem> => {
  const project = await getProject(caller.clientId, companyOf(caller), projectId);
  if (!project) throw new AppError('NOT_FOUND');
  return project;
};

export const listProjects = async (caller: Caller, query: RouteQuery<Routes['projects']>) => {
  const page = await projectsPage(caller.clientId, companyOf(caller), query);
  return { items: page.items.map(projectView), nextCursor: page.nextCursor };
};

export const createProject = async (caller: Caller, body: RouteBody<Routes['createProject']>) => {
  const now = nowIso();
  const item = projectItem({
    id: randomUUID(),
    clientId: caller.clientId,
    companyId: companyOf(caller),
    name: body.name,
    description: body.description,
    packageCount: 0,
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
  await transactWrite([
    projectCreation(item),
    notificationPut({
      clientId: caller.clientId,
      companyId: item.companyId,
      type: 'NEW_PROJECT',
      meta: {
        projectId: item.id,
        name: item.name,
        by: `${caller.user.firstName} ${caller.user.lastName}`,
      },
    }),
  ]);
  return projectView(item);
};

/** Writes a change to one package, re-reading and retrying when it was edited meanwhile. */
const changePackage = async (
  caller: Caller,
  item: PackageItem,
  change: (item: PackageItem) => PackageItem,
) => {
  let current: PackageItem | undefined = item;
  for (let attempt = 0; current && attempt < 3; attempt++) {
    const next = change(current);
    try {
      await transactWrite([
        packagePut(next, current),
        ...postingWrites(current, next),
        ...historyWrites(caller, current, next, 'changed', { origin: 'project' }),
      ]);
      return;
    } catch (error) {
      if (!hasErrorCode(error, 'VERSION_CONFLICT')) throw error;
      current = await getPackage(caller.clientId, item.companyId, item.id);
    }
  }
  if (current) throw new AppError('VERSION_CONFLICT');
};

/**
 * Applies a change to every packaging of a project, page by page. Used when a project is renamed
 * (packages keep its name for sorting by project) and when it is deleted (they leave it). Not one
 * transaction, as a project may hold thousands: repeating the call finishes an interrupted run.
 */
const forEachPackageOf = async (
  caller: Caller,
  projectId: string,
  change: (item: PackageItem) => PackageItem,
): Promise<void> => {
  let cursor: string | undefined;
  do {
    const page = await projectPackagesPage(caller.clientId, companyOf(caller), projectId, {
      limit: 25,
      cursor,
    });
    for (const item of page.items) await changePackage(caller, item, change);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
};

export const updateProject = async (
  caller: Caller,
  projectId: string,
  body: RouteBody<Routes['updateProject']>,
) => {
  const existing = await requireProject(caller, projectId);
  if (existing.version !== body.version) throw new AppError('VERSION_CONFLICT');
  const now = nowIso();
  const item = projectItem({
    ...existing,
    name: body.name,
    description: body.description,
    updatedAt: now,
    version: existing.version + 1,
  });
  await transactWrite([projectReplacement(item, body.version)]);
  if (existing.name !== body.name) {
    await forEachPackageOf(caller, projectId, (pkg) =>
      packageItem({ ...pkg, projectName: body.name, updatedAt: nowIso(), version: pkg.version + 1 }),
    );
  }
  return projectView(item);
};

/**
 * Soft-deletes a project; its packaging stays, without project (packaging issue, item 4).
 * Deleting an already deleted project finishes detaching its packaging, should a first run
 * have been interrupted.
 */
export const deleteProject = async (caller: Caller, projectId: string, expectedVersion: number) => {
  const existing = await getProjectEvenDeleted(caller.clientId, companyOf(caller), projectId);
  if (!existing) throw new AppError('NOT_FOUND');
  if (!existing.deletedAt) {
    const now = nowIso();
    await transactWrite([
      projectDeletion(existing, expectedVersion, now),
      auditPut(
        auditEntryBy(
          caller,
          'PROJECT_DELETED',
          { kind: 'project', id: existing.id, label: existing.name },
          { company: existing.companyId },
        ),
      ),
    ]);
  }
  await forEachPackageOf(caller, projectId, (pkg) =>
    packageItem({
      ...pkg,
      projectId: null,
      projectName: null,
      updatedAt: nowIso(),
      version: pkg.version + 1,
    }),
  );
};
