import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import {
  createPackage as create,
  deletePackage as remove,
  duplicatePackage as duplicate,
  listPackages,
  readPackage,
  updatePackage as update,
} from '../../services/packaging/packages';

export const packages: Operation<Routes['packages']> = async ({ caller, query }) =>
  json(await listPackages(caller, query));

export const createPackage: Operation<Routes['createPackage']> = async ({ caller, body }) =>
  json(await create(caller, body));

export const getPackage: Operation<Routes['getPackage']> = async ({ caller, params }) =>
  json(await readPackage(caller, params.packageId));

export const updatePackage: Operation<Routes['updatePackage']> = async ({ caller, params, body }) =>
  json(await update(caller, params.packageId, body));

export const deletePackage: Operation<Routes['deletePackage']> = async ({ caller, params, query }) => {
  await remove(caller, params.packageId, query.version);
  return json({ success: true as const });
};

export const duplicatePackage: Operation<Routes['duplicatePackage']> = async ({ caller, params }) =>
  json(await duplicate(caller, params.packageId));
