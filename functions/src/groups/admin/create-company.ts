import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { createCompanyForCaller } from '../../services/tenants/companies';

export const createCompany: Operation<Routes['createCompany']> = async ({ caller, body }) =>
  json(await createCompanyForCaller(caller, body.companyName));
