import { Trans } from '@lingui/react/macro';
import { useMe } from '../../auth/api/get-me';
import { PageTitle } from './page-title';

/** The greeting of SPEC.md §2; the sections come with the dashboard issue. */
export const DashboardPage = () => {
  const { user } = useMe();
  const firstName = user?.firstName;
  return (
    <section>
      <PageTitle>
        {firstName ? <Trans>Welcome back, {firstName}</Trans> : <Trans>Welcome back</Trans>}
      </PageTitle>
    </section>
  );
};
