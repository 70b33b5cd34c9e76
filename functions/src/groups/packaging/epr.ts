import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { packagingEprEstimate } from '../../services/epr/packaging-epr-estimate';

export const packageEprEstimate: Operation<Routes['packageEprEstimate']> = async ({
  caller,
  params,
  query,
}) => json(await packagingEprEstimate(caller, params.packageId, query.year));
