import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { listNotifications } from '../../services/content/notifications';

export const notifications: Operation<Routes['notifications']> = async ({ caller, query }) =>
  json(await listNotifications(caller, query));
