import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { login as signIn } from '../../services/accounts/login';

/** The tenant is the one registered for the page the browser signs in on (its Origin). */
export const login: Operation<Routes['login']> = async ({ body, headers, sourceIp }) =>
  json(await signIn({ email: body.email, password: body.password, origin: headers.origin, sourceIp }));
