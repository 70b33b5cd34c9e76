import { isPrivileged, type User } from '@recyclens/shared';
import { CompanySwitch } from '../../features/company/components/company-switch';
import { UserMenu } from './user-menu';

/** The header's controls for a signed-in user; loaded apart from the pages a visitor enters by. */
export const SignedInControls = ({ user }: { user: User | undefined }) => (
  <>
    {user && isPrivileged(user.role) ? <CompanySwitch /> : null}
    <UserMenu user={user} />
  </>
);
