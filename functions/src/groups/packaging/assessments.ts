import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';

// The assessment engine (rule tables, finding texts) serves these routes only, so a cold start
// of the packaging function does not load it; the first assessment call does.
const assessmentService = () => import('../../services/assessments/assessments');

export const assessPackage: Operation<Routes['assessPackage']> = async ({ caller, params, body }) => {
  const { assessPackage: assess } = await assessmentService();
  return json(await assess(caller, params.packageId, body));
};

export const packageResults: Operation<Routes['packageResults']> = async ({ caller, params, query }) => {
  const { resultHistory } = await assessmentService();
  return json(await resultHistory(caller, params.packageId, query));
};

// The proposals run the engine too, so they load with it.
const improvementService = () => import('../../services/assessments/improvements');

export const packageImprovements: Operation<Routes['packageImprovements']> = async ({
  caller,
  params,
  query,
}) => {
  const { packageImprovements: propose } = await improvementService();
  return json(await propose(caller, params.packageId, query));
};

export const applyImprovement: Operation<Routes['applyImprovement']> = async ({ caller, params, body }) => {
  const { applyImprovement: apply } = await improvementService();
  return json(await apply(caller, params.packageId, body));
};
