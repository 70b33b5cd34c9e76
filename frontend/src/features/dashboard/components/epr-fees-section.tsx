import { Trans, useLingui } from '@lingui/react/macro';
import { localize, type EprPortfolioCountry, type PortfolioEpr } from '@recyclens/shared';
import { useId, useState } from 'react';
import { SectionError } from '../../../components/section-state';
import { PackagingLink } from '../../../components/packaging-link';
import { SelectField } from '../../../components/ui/select';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { toInterfaceLocale } from '../../../lib/i18n';
import { useLookupNames } from '../../../lib/lookups-query';
import { usePortfolioEpr } from '../api/get-portfolio-epr';
import { DashboardSection } from './dashboard-section';

type Estimated = Extract<EprPortfolioCountry, { status: 'estimated' }>;
type Unscheduled = Exclude<EprPortfolioCountry, Estimated>;

/** An amount in its scheme's currency, in the reader's number format; "at least" when part is unpriced. */
const useMoney = () => {
  const { t, i18n } = useLingui();
  return (total: number, currency: string, lowerBound: boolean) => {
    const amount = i18n.number(total, { style: 'currency', currency });
    return lowerBound ? t`at least ${amount}` : amount;
  };
};

const EstimatedRow = ({ country, countryName }: { country: Estimated; countryName: string }) => {
  const { i18n } = useLingui();
  const money = useMoney();
  const packaging = i18n.number(country.packaging);
  const incomplete = i18n.number(country.incomplete);
  const edition = country.edition.source.title;
  return (
    <li className="flex flex-col gap-1 border-t border-neutral-200 pt-2 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap justify-between gap-x-3">
        <span className="min-w-0 font-semibold break-words">
          {countryName} · {country.scheme.name}
        </span>
        <span className="tabular-nums">{money(country.total, country.currency, country.incomplete > 0)}</span>
      </div>
      <p className="text-xs break-words text-neutral-700">
        {country.incomplete > 0 ? (
          <Trans>
            {packaging} packaging, {incomplete} with a component we could not price · {edition}
          </Trans>
        ) : (
          <Trans>
            {packaging} packaging · {edition}
          </Trans>
        )}
      </p>
      {!country.current && (
        <p className="text-xs text-amber-900">
          <Trans>
            From an earlier edition of the schedule: the figures are priced again by the next rebuild.
          </Trans>
        </p>
      )}
    </li>
  );
};

const UnscheduledRow = ({ country, countryName }: { country: Unscheduled; countryName: string }) => {
  const { i18n } = useLingui();
  const language = toInterfaceLocale(i18n.locale) ?? 'en';
  const packaging = i18n.number(country.packaging);
  return (
    <li className="flex flex-col gap-1 border-t border-neutral-200 pt-2 first:border-t-0 first:pt-0">
      <span className="min-w-0 font-semibold break-words">
        {countryName} · <Trans>{packaging} packaging</Trans>
      </span>
      <p className="text-xs break-words text-neutral-700">{localize(country.explanation, language)}</p>
    </li>
  );
};

/**
 * The company's yearly EPR fees (docs/epr.md#the-dashboards-figures): per country in its scheme's
 * currency — amounts in different currencies are never added up — and the packaging that cost
 * most, each linking to its editor.
 */
export const EprFeesFigures = ({ fees, onYear }: { fees: PortfolioEpr; onYear: (year: number) => void }) => {
  const { t } = useLingui();
  const costlyId = useId();
  const countries = useLookupNames('country');
  const countryName = (code: string) => countries.data?.get(code) ?? code;
  const money = useMoney();
  if (fees.years.length === 0)
    return (
      <p className="text-sm text-neutral-700">
        <Trans>Enter units placed on the market in a packaging to see its EPR fees.</Trans>
      </p>
    );
  const year = String(fees.year);
  const years = [...new Set([...fees.years, fees.year])].sort((a, b) => a - b);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <SelectField
        label={t`Fee year`}
        className="max-w-40"
        options={years.map((option) => ({ value: String(option), label: String(option) }))}
        value={year}
        onChange={(event) => onYear(Number(event.target.value))}
      />
      {fees.countries.length === 0 ? (
        <p className="text-sm text-neutral-700">
          <Trans>No units placed on the market in {year}.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Fees per country in ${year}`} className="flex flex-col gap-2 text-sm">
          {fees.countries.map((country) =>
            country.status === 'estimated' ? (
              <EstimatedRow
                key={`${country.countryCode}-${country.edition.id}-${country.current}`}
                country={country}
                countryName={countryName(country.countryCode)}
              />
            ) : (
              <UnscheduledRow
                key={country.countryCode}
                country={country}
                countryName={countryName(country.countryCode)}
              />
            ),
          )}
        </ul>
      )}
      {fees.mostCostly.length > 0 && (
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={costlyId} className="text-sm font-semibold">
            <Trans>Packaging that cost most in {year}</Trans>
          </h3>
          <ol aria-labelledby={costlyId} className="flex flex-col gap-1 text-sm">
            {fees.mostCostly.map((entry) => (
              <li
                key={`${entry.currency}-${entry.packageId}-${entry.countryCode}`}
                className="flex flex-wrap justify-between gap-x-3"
              >
                <span className="min-w-0 break-words">
                  <PackagingLink
                    packageId={entry.packageId}
                    name={entry.name}
                    className="rounded-sm underline"
                  />{' '}
                  · {countryName(entry.countryCode)}
                </span>
                <span className="tabular-nums">{money(entry.total, entry.currency, entry.incomplete)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <p className="text-xs text-neutral-700">
        <Trans>
          Each packaging’s components priced by the scheme’s published schedule, times its units placed.
          Amounts in different currencies are never added up.
        </Trans>
      </p>
    </div>
  );
};

/** The dashboard's EPR card: the current year first, any year with units on request. */
export const EprFeesSection = () => {
  const [year, setYear] = useState<number>();
  const fees = usePortfolioEpr(year);
  return (
    <DashboardSection title={<Trans>EPR fees</Trans>} contentClassName="min-h-40">
      {fees.isError ? (
        <SectionError error={fees.error} onRetry={() => void fees.refetch()} />
      ) : fees.data ? (
        <EprFeesFigures fees={fees.data} onYear={setYear} />
      ) : (
        <LoadingBlocks className="gap-3" blocks={['h-16 w-full']} />
      )}
    </DashboardSection>
  );
};
