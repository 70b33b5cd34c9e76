import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { packagingConformity } from '../../services/packaging/packaging-conformity';

export const packageConformity: Operation<Routes['packageConformity']> = async ({ caller, params, query }) =>
  json(await packagingConformity(caller, params.packageId, query));
