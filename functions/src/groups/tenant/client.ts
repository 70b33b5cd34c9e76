import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { clientForCaller } from '../../services/tenants/tenants';

export const client: Operation<Routes['client']> = async ({ caller }) => json(await clientForCaller(caller));
