import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { publicClientForUrl } from '../../services/tenants/tenants';

export const clientByUrl: Operation<Routes['clientByUrl']> = async ({ query }) =>
  json(await publicClientForUrl(query.url));
