import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import {
  addBlacklistEntry as add,
  removeBlacklistEntry as remove,
  replaceTenantLogo,
  tenantSettingsOf,
  updateTenantSettings as update,
} from '../../services/tenants/settings';

export const tenantSettings: Operation<Routes['tenantSettings']> = async ({ caller }) =>
  json(await tenantSettingsOf(caller));

export const updateTenantSettings: Operation<Routes['updateTenantSettings']> = async ({ caller, body }) =>
  json(await update(caller, body));

export const uploadTenantLogo: Operation<Routes['uploadTenantLogo']> = async ({ caller, file }) =>
  json(await replaceTenantLogo(caller, file));

export const addBlacklistEntry: Operation<Routes['addBlacklistEntry']> = async ({ caller, body }) =>
  json(await add(caller, body.emailDomain));

export const removeBlacklistEntry: Operation<Routes['removeBlacklistEntry']> = async ({ caller, params }) =>
  json(await remove(caller, params.emailDomain));
