import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PackageResult } from '@recyclens/shared';
import { focusRing } from '../../../components/ui/button';
import { groupFindings, type MergedFinding } from '../group-findings';
import { ratingStyles } from '../../../lib/assessment-labels';

interface FindingsByComponentProps {
  /** Each country's latest result. */
  results: readonly PackageResult[];
  countryName: (countryId: string) => string;
}

const FindingRow = ({
  entry,
  countries,
}: {
  entry: MergedFinding;
  /** The finding's countries, when they are not all of them; null when no country column is shown. */
  countries: string | null;
}) => {
  const { i18n } = useLingui();
  const { finding } = entry;
  const rating = ratingStyles[finding.rating];
  const { name, version, url } = finding.source;
  const ruleId = finding.ruleId;
  return (
    <tr className="border-t border-neutral-200 align-top">
      <td className="px-3 py-2">
        <span
          className={`inline-block rounded border px-1.5 py-0.5 text-xs font-semibold ${rating.className}`}
        >
          {i18n._(rating.label)}
        </span>
      </td>
      <td className="px-3 py-2">
        <p className="text-neutral-900">{finding.message}</p>
        <p className="text-xs text-neutral-700">
          <Trans>Source:</Trans>{' '}
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer" className={`underline ${focusRing}`}>
              {name}
            </a>
          ) : (
            name
          )}{' '}
          ({version}) · <Trans>Rule {ruleId}</Trans>
        </p>
      </td>
      {countries === null ? null : <td className="px-3 py-2">{countries}</td>}
    </tr>
  );
};

/**
 * The findings of every country's latest result, by component: red, untested and yellow first,
 * green and informational ones folded. A finding all countries share is listed once; a country
 * column appears only where the countries differ.
 */
export const FindingsByComponent = ({ results, countryName }: FindingsByComponentProps) => {
  const { t } = useLingui();
  const { components, countriesDiffer } = groupFindings(results);
  const countriesOf = (entry: MergedFinding) =>
    !countriesDiffer
      ? null
      : entry.countryIds.length === results.length
        ? t`All`
        : entry.countryIds.map(countryName).join(', ');

  if (components.length === 0) {
    return (
      <p className="text-sm text-neutral-700">
        <Trans>No findings.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {components.map((group) => {
        const title = group.componentName ?? t`Whole packaging`;
        const foldedCount = group.folded.length;
        const table = (entries: MergedFinding[], caption: string) => (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">
                  <Trans>Rating</Trans>
                </th>
                <th scope="col">
                  <Trans>Finding</Trans>
                </th>
                {countriesDiffer ? (
                  <th scope="col">
                    <Trans>Countries</Trans>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <FindingRow key={entry.key} entry={entry} countries={countriesOf(entry)} />
              ))}
            </tbody>
          </table>
        );
        return (
          <section
            key={group.componentIndex ?? 'packaging'}
            aria-label={title}
            className="rounded-lg border border-neutral-200 bg-white"
          >
            <h4 className="px-3 pt-3 font-semibold">{title}</h4>
            {group.attention.length > 0 ? (
              table(group.attention, t`Findings to act on for ${title}`)
            ) : (
              <p className="px-3 py-2 text-sm text-neutral-700">
                <Trans>Nothing to act on.</Trans>
              </p>
            )}
            {foldedCount > 0 ? (
              <details className="border-t border-neutral-200">
                <summary className={`cursor-pointer px-3 py-2 text-sm text-neutral-800 ${focusRing}`}>
                  <Plural
                    value={foldedCount}
                    one="# green or informational finding"
                    other="# green or informational findings"
                  />
                </summary>
                {table(group.folded, t`Green and informational findings for ${title}`)}
              </details>
            ) : null}
          </section>
        );
      })}
    </div>
  );
};
