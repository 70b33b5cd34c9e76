import type { RouteAnswerJson, Routes } from '@recyclens/shared';
import { env } from '../../config/env';
import type { CompanyItem } from '../../data/repositories/companies';
import type { UserItem } from '../../data/repositories/users';
import { storedFieldsView } from '../stored-fields-view';

type UserJson = RouteAnswerJson<Routes['updateProfile']>;

/** What any answer shows of a user: never the password hash, tokens or sessions. */
export const userView = (user: UserItem, companies: Pick<CompanyItem, 'id' | 'name'>[]): UserJson => ({
  ...storedFieldsView(user),
  firstName: user.firstName,
  lastName: user.lastName,
  ...(user.specifiedCompanyName ? { specifiedCompanyName: user.specifiedCompanyName } : {}),
  email: user.email,
  ...(user.profilePicturePath
    ? { profilePictureUrl: `${env().API_PUBLIC_URL}/profile/profile-picture/${user.id}?v=${user.version}` }
    : {}),
  ...(user.privacyPolicyAcceptedAt ? { privacyPolicyAcceptedAt: user.privacyPolicyAcceptedAt } : {}),
  ...(user.emailConfirmedAt ? { emailConfirmedAt: user.emailConfirmedAt } : {}),
  role: user.role,
  status: user.status,
  language: user.language,
  clientId: user.clientId,
  companies: companies.map((company) => ({ id: company.id, name: company.name })),
});
