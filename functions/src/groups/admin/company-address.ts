import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { recordCompanyAddress } from '../../services/tenants/companies';

export const updateCompanyAddress: Operation<Routes['updateCompanyAddress']> = async ({
  caller,
  params,
  body,
}) => json(await recordCompanyAddress(caller, params.companyId, body.postalAddress));
