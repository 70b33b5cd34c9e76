import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { packagingEprEstimate } from '../../services/epr/packaging-epr-estimate';
import { portfolioEpr as companyEprFees } from '../../services/epr/portfolio-epr';

export const packageEprEstimate: Operation<Routes['packageEprEstimate']> = async ({
  caller,
  params,
  query,
}) => json(await packagingEprEstimate(caller, params.packageId, query.year));

export const portfolioEpr: Operation<Routes['portfolioEpr']> = async ({ caller, query }) =>
  json(await companyEprFees(caller, query.year));
