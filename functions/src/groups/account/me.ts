import type { Routes } from '@recyclens/shared';
import { getCompanies } from '../../data/repositories/companies';
import { firstSignInOf } from '../../data/repositories/users';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { userView } from '../../services/accounts/user-views';

export const me: Operation<Routes['me']> = async ({ caller }) =>
  json({
    ...userView(caller.user, await getCompanies(caller.clientId, caller.user.companyIds)),
    firstSignIn: firstSignInOf(caller.user),
  });
