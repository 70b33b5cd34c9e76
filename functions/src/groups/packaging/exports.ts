import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { createExport as start, exportStatus } from '../../services/exports';

export const createExport: Operation<Routes['createExport']> = async ({ caller, body, logger }) =>
  json(await start(caller, body, logger));

export const exportJob: Operation<Routes['exportJob']> = async ({ caller, params }) =>
  json(await exportStatus(caller, params.exportId));
