import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { lookupsFor } from '../../services/packaging/lookups';
import { listTemplates, saveTemplate } from '../../services/packaging/templates';

export const lookups: Operation<Routes['lookups']> = async ({ caller }) =>
  json(await lookupsFor(caller.user.language));

export const templates: Operation<Routes['templates']> = async ({ caller }) =>
  json(await listTemplates(caller));

export const createTemplate: Operation<Routes['createTemplate']> = async ({ caller, body }) =>
  json(await saveTemplate(caller, body));
