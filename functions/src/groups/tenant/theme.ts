import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { themeForUrl } from '../../services/tenants/tenants';

export const theme: Operation<Routes['theme']> = async ({ query }) => json(await themeForUrl(query.url));
