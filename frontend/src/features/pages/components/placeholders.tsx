import { Trans } from '@lingui/react/macro';
import { ComingSoonPage } from './coming-soon-page';

/** Screens delivered by later issues; each keeps its own chunk through its route file. */
export const PackagesOverviewPage = () => <ComingSoonPage title={<Trans>Packages and projects</Trans>} />;
export const GuidelinesPage = () => <ComingSoonPage title={<Trans>Guidelines</Trans>} />;
export const ProfilePage = () => <ComingSoonPage title={<Trans>Profile</Trans>} />;
export const UserManagementPage = () => <ComingSoonPage title={<Trans>User management</Trans>} />;
export const EditUserPage = () => <ComingSoonPage title={<Trans>Edit user</Trans>} />;
