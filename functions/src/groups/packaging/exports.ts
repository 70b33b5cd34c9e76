import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';

// Report rendering and job dispatch serve these routes only: loaded on the first of them.
const exportService = () => import('../../services/imports-and-exports/exports');

export const createExport: Operation<Routes['createExport']> = async ({ caller, body, logger }) => {
  const { createExport: start } = await exportService();
  return json(await start(caller, body, logger));
};

export const exportJob: Operation<Routes['exportJob']> = async ({ caller, params }) => {
  const { exportStatus } = await exportService();
  return json(await exportStatus(caller, params.exportId));
};

export const retryExport: Operation<Routes['retryExport']> = async ({ caller, params, logger }) => {
  const { retryExport: retry } = await exportService();
  return json(await retry(caller, params.exportId, logger));
};
