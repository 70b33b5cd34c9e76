import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import {
  createProject as create,
  deleteProject as remove,
  listProjects,
  updateProject as update,
} from '../../services/packaging/projects';

export const projects: Operation<Routes['projects']> = async ({ caller, query }) =>
  json(await listProjects(caller, query));

export const createProject: Operation<Routes['createProject']> = async ({ caller, body }) =>
  json(await create(caller, body));

export const updateProject: Operation<Routes['updateProject']> = async ({ caller, params, body }) =>
  json(await update(caller, params.projectId, body));

export const deleteProject: Operation<Routes['deleteProject']> = async ({ caller, params, query }) => {
  await remove(caller, params.projectId, query.version);
  return json({ success: true as const });
};
