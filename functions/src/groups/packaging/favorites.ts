import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import {
  addFavorite as add,
  listFavorites,
  removeFavorite as remove,
} from '../../services/packaging/favorites';

export const packageFavorites: Operation<Routes['packageFavorites']> = async ({ caller, query }) =>
  json(await listFavorites(caller, query));

export const addFavorite: Operation<Routes['addFavorite']> = async ({ caller, params }) => {
  await add(caller, params.packageId);
  return json({ success: true as const });
};

export const removeFavorite: Operation<Routes['removeFavorite']> = async ({ caller, params }) => {
  await remove(caller, params.packageId);
  return json({ success: true as const });
};
