import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';

// The assessment engine and job dispatch serve these routes only: loaded on the first of them.
const bulkService = () => import('../../services/assessments/bulk-assessment');

export const startAssessmentJob: Operation<Routes['startAssessmentJob']> = async ({
  caller,
  body,
  logger,
}) => {
  const { startAssessmentJob: start } = await bulkService();
  return json(await start(caller, body, logger));
};

export const reassessOutdated: Operation<Routes['reassessOutdated']> = async ({ caller, logger }) => {
  const { reassessOutdated: start } = await bulkService();
  return json(await start(caller, logger));
};

export const assessmentJob: Operation<Routes['assessmentJob']> = async ({ caller, params }) => {
  const { assessmentJobStatus } = await bulkService();
  return json(await assessmentJobStatus(caller, params.jobId));
};

export const resumeAssessmentJob: Operation<Routes['resumeAssessmentJob']> = async ({
  caller,
  params,
  logger,
}) => {
  const { resumeAssessmentJob: resume } = await bulkService();
  return json(await resume(caller, params.jobId, logger));
};
