import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  localize,
  type EprCountryEstimate,
  type EprRateBasis,
  type LookupEntry,
  type PackagingEprEstimate,
} from '@recyclens/shared';
import { toInterfaceLocale } from '../../../lib/i18n';

type Estimated = Extract<EprCountryEstimate, { status: 'estimated' }>;

const perLabels: Record<EprRateBasis, MessageDescriptor> = {
  tonne: msg`per tonne`,
  kg: msg`per kg`,
  unit: msg`per unit`,
};

/** Amounts in the scheme's currency, in the reader's number format; a unit's fee is often below a cent. */
const useMoney = (currency: string) => {
  const { i18n } = useLingui();
  return (value: number, digits: 2 | 4) =>
    i18n.number(value, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: digits,
    });
};

const CountryEstimate = ({ estimate, countryName }: { estimate: Estimated; countryName: string }) => {
  const { t, i18n } = useLingui();
  const language = toInterfaceLocale(i18n.locale) ?? 'en';
  const money = useMoney(estimate.currency);
  const grams = (value: number) => i18n.number(value, { maximumFractionDigits: 3 });
  const readOn = i18n.date(`${estimate.edition.source.readOn}T00:00:00Z`, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const fee = money(estimate.feePerUnit, 4);
  const units = estimate.units === null ? null : i18n.number(estimate.units);
  const total = estimate.total === null ? null : money(estimate.total, 2);
  return (
    <>
      <p className="text-sm text-neutral-700">
        <Trans>
          <a className="underline" href={estimate.scheme.url} target="_blank" rel="noreferrer">
            {estimate.scheme.name}
          </a>
          , edition{' '}
          <a className="underline" href={estimate.edition.source.url} target="_blank" rel="noreferrer">
            {estimate.edition.source.title}
          </a>{' '}
          (read on {readOn}), in {estimate.currency}
        </Trans>
      </p>
      {estimate.lines.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t`Fee lines in ${countryName}`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Component`}</th>
                <th scope="col">{t`Weight`}</th>
                <th scope="col">{t`Schedule row`}</th>
                <th scope="col">{t`Rate`}</th>
                <th scope="col">{t`Rule`}</th>
                <th scope="col" className="text-end">{t`Fee per unit`}</th>
              </tr>
            </thead>
            <tbody>
              {estimate.lines.map((line) => (
                <tr
                  key={`${line.componentId}-${line.row.id}`}
                  className="border-t border-neutral-200 align-top"
                >
                  <td>{line.componentName}</td>
                  <td>{grams(line.weightG)} g</td>
                  <td>
                    {line.row.label}
                    <span className="block text-xs text-neutral-600">{localize(line.mapping, language)}</span>
                  </td>
                  <td>
                    {money(line.row.rate, 4)} {i18n._(perLabels[line.row.per])}
                  </td>
                  <td>{localize(line.modulation.rule, language)}</td>
                  <td className="text-end">{money(line.amount, 4)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {estimate.unpriced.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-amber-900">
          {estimate.unpriced.map((item) => {
            const component = item.componentName;
            const why = localize(item.explanation, language);
            return <li key={`${item.componentId}-${item.reason}`}>{t`Not priced: ${component}. ${why}`}</li>;
          })}
        </ul>
      )}
      <p className="text-sm">
        {estimate.complete
          ? t`Fee per unit: ${fee}`
          : t`Fee per unit: at least ${fee}, as some components are not priced`}
      </p>
      <p className="text-sm font-semibold">
        {units === null || total === null
          ? t`Enter the units placed in this country and year to see the year’s fee.`
          : estimate.complete
            ? t`${units} units: ${total} in the year`
            : t`${units} units: at least ${total} in the year`}
      </p>
    </>
  );
};

/**
 * A packaging's EPR fee estimate for a year, per country (docs/epr.md): each component's line
 * with its weight, the schedule row it maps to, the rate, the modulation rule and the fee, in
 * the scheme's currency; what is not priced says why; a country whose schemes publish no
 * schedule says so and shows no figure.
 */
export const EprEstimateView = ({
  estimate,
  countries,
}: {
  estimate: PackagingEprEstimate;
  countries: readonly Pick<LookupEntry, 'id' | 'name' | 'names'>[];
}) => {
  const { i18n } = useLingui();
  const language = toInterfaceLocale(i18n.locale) ?? 'en';
  const nameOf = (code: string) => {
    const entry = countries.find((country) => country.id === code);
    return entry ? entry.names[language] || entry.name : code;
  };
  return (
    <ul className="flex flex-col gap-6">
      {estimate.countries.map((country) => {
        const name = nameOf(country.countryCode);
        return (
          <li key={country.countryCode} className="flex flex-col gap-2">
            <h3 className="font-semibold">{name}</h3>
            {country.status === 'estimated' ? (
              <CountryEstimate estimate={country} countryName={name} />
            ) : (
              <p className="text-sm text-neutral-700">{localize(country.explanation, language)}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
};
