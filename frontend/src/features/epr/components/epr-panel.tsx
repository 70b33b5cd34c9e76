import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OnDemandSection } from '../../../components/on-demand-section';
import { ListSkeleton, SectionError } from '../../../components/section-state';
import { SelectField } from '../../../components/ui/select';
import { useApi } from '../../../lib/api-context';
import { lookupsQueryOptions } from '../../../lib/lookups-query';
import { useEprEstimate } from '../api/epr-estimate';
import { EprEstimateView } from './epr-estimate-view';

/** The fee years offered: the schedules we hold begin in 2024; planning looks one year ahead. */
const FIRST_FEE_YEAR = 2024;
const feeYears = (now: number) =>
  Array.from({ length: now + 1 - FIRST_FEE_YEAR + 1 }, (_, index) => FIRST_FEE_YEAR + index);

/**
 * What the packaging's EPR fees come to per country for a chosen year (docs/epr.md), beside its
 * PPWR conformity in the editor. Asked for when opened; each saved version is estimated again.
 */
export const EprPanel = ({ packageId, version }: { packageId: string; version: number }) => {
  const { t } = useLingui();
  const now = new Date().getFullYear();
  const [year, setYear] = useState(now);
  const [open, setOpen] = useState(false);
  const estimate = useEprEstimate(packageId, version, year, open);
  const lookups = useQuery(lookupsQueryOptions(useApi()));
  return (
    <OnDemandSection
      id="epr-heading"
      title={<Trans>EPR fees</Trans>}
      summary={<Trans>Estimate this packaging’s fees per country</Trans>}
      onOpenChange={setOpen}
    >
      <div className="mt-4 flex flex-col gap-4">
        <p className="text-sm text-neutral-700">
          <Trans>
            Each component’s weight times the rate of the scheme’s published schedule row, with the scheme’s
            own modulation. A component that maps to no row is named, never counted as free.
          </Trans>
        </p>
        <SelectField
          label={t`Fee year`}
          className="max-w-40"
          options={feeYears(now).map((option) => ({ value: String(option), label: String(option) }))}
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
        />
        {estimate.isPending && open && <ListSkeleton />}
        {estimate.isError && <SectionError error={estimate.error} onRetry={() => void estimate.refetch()} />}
        {estimate.data && (
          <EprEstimateView estimate={estimate.data} countries={lookups.data?.country ?? []} />
        )}
      </div>
    </OnDemandSection>
  );
};
