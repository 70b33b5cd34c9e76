import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { companiesInScope } from '../../services/tenants/companies';

export const companies: Operation<Routes['companies']> = async ({ caller }) =>
  json(await companiesInScope(caller));
