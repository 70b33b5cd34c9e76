import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Grade } from '@recyclens/shared';
import { can } from '@recyclens/shared';
import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCountryChoices, useLookupNames } from '../../../lib/lookups-query';
import { useMe } from '../../../lib/api/get-me';
import { usePortfolio } from '../api/get-portfolio';
import { DashboardSection } from './dashboard-section';
import { SectionError } from '../../../components/section-state';

// The chart's code is not needed for the first paint of the dashboard.
const PortfolioChart = lazy(() => import('./portfolio-chart'));

const gradeNames: Record<Grade, MessageDescriptor> = {
  A: msg`Grade A`,
  B: msg`Grade B`,
  C: msg`Grade C`,
  'not-recyclable': msg`Not recyclable`,
  'needs-testing': msg`Needs testing`,
  'no-infrastructure': msg`No infrastructure`,
};

/** The chart's final size while it loads, so nothing below it moves (CLS). */
const ChartSkeleton = () => (
  <div role="status" className="flex min-h-44 flex-col gap-3">
    <span className="sr-only">
      <Trans>Loading…</Trans>
    </span>
    {Array.from({ length: 3 }, (_, index) => (
      <Skeleton key={index} className="h-6 w-full" />
    ))}
    <Skeleton className="h-4 w-2/3" />
  </div>
);

/**
 * The company's portfolio by grade and country (issue 20), with the shares meeting the packaging
 * regulation's 2030 and 2038 thresholds. Its figures are counters kept by the server: the same one
 * small call at 50 packaging or 50,000.
 */
export const PortfolioSection = ({
  reassessOutdatedDialog,
}: {
  /** The bulk-assessment feature's dialog, composed in by the route. */
  reassessOutdatedDialog: (props: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
}) => {
  const { i18n } = useLingui();
  const portfolio = usePortfolio();
  const countries = useLookupNames('country');
  const countryName = (id: string) => countries.data?.get(id) ?? id;
  const countryChoices = useCountryChoices();
  const euCountries = new Set(
    (countryChoices.data ?? []).filter((country) => country.group === 'eu').map((country) => country.value),
  );
  // Rendered from the deferred answer, in a render React may interrupt (decision 034), also when
  // it is cached at mount: the page's first frame stays light (decision 035).
  const summary = useDeferredValue(portfolio.data ?? null, null);
  const outdated = summary?.countries.filter((country) => country.outdated > 0) ?? [];
  const packages = summary?.packages ?? 0;
  const { user } = useMe();
  const [reassessing, setReassessing] = useState(false);
  // Offered without edits too: after an update of the assessment method, results are outdated.
  const mayReassess = Boolean(user && can(user.role, 'packaging') && summary && summary.countries.length > 0);
  return (
    <DashboardSection
      title={<Trans>Portfolio by grade</Trans>}
      className="lg:col-span-3"
      contentClassName="min-h-44"
      // The row below the chart is reserved from the first paint: the action moves nothing in.
      seeMore={
        mayReassess ? (
          <>
            <Button variant="secondary" onClick={() => setReassessing(true)}>
              <Trans>Re-assess outdated</Trans>
            </Button>
            {reassessOutdatedDialog({ open: reassessing, onOpenChange: setReassessing })}
          </>
        ) : null
      }
    >
      {summary === null && !portfolio.isError ? (
        <ChartSkeleton />
      ) : portfolio.isError ? (
        <SectionError error={portfolio.error} onRetry={() => void portfolio.refetch()} />
      ) : summary && summary.countries.length > 0 ? (
        <>
          <p className="text-sm text-neutral-700">
            <Trans>
              {packages} packaging of your company, drafts included, each counted under its latest result per
              country. 2030 and 2038 give the share of all of them meeting the EU packaging regulation's
              threshold for that year, in the EU member states, where it applies: grade C or better, and grade
              B or better.
            </Trans>
          </p>
          <Suspense fallback={<ChartSkeleton />}>
            <PortfolioChart
              summary={summary}
              countryName={countryName}
              gradeName={(grade) => i18n._(gradeNames[grade])}
              ppwrCountry={(id) => euCountries.has(id)}
            />
          </Suspense>
          {outdated.length > 0 ? (
            <p className="text-sm text-amber-900">
              <Trans>Latest results outdated by a later edit:</Trans>{' '}
              {outdated.map((country) => `${countryName(country.countryId)} ${country.outdated}`).join(' · ')}
            </p>
          ) : null}
        </>
      ) : (
        <EmptyState title={<Trans>No assessed packaging yet</Trans>}>
          <Trans>Assess packaging to see how your portfolio grades, country by country.</Trans>
        </EmptyState>
      )}
    </DashboardSection>
  );
};
