import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { assessPackage as assess, resultHistory } from '../../services/assessments';

export const assessPackage: Operation<Routes['assessPackage']> = async ({ caller, params, body }) =>
  json(await assess(caller, params.packageId, body));

export const packageResults: Operation<Routes['packageResults']> = async ({ caller, params, query }) =>
  json(await resultHistory(caller, params.packageId, query));
