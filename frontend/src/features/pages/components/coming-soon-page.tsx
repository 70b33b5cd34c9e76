import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** Pages whose screens come with later issues: the route, title and frame exist already. */
export const ComingSoonPage = ({ title }: { title: ReactNode }) => (
  <section>
    <PageTitle lead={<Trans>This screen is being built and will be available soon.</Trans>}>
      {title}
    </PageTitle>
  </section>
);
