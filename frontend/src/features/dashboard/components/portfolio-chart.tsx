import { Trans, useLingui } from '@lingui/react/macro';
import type { Grade, PortfolioSummary } from '@recyclens/shared';
import { gradeOrder, meetsThreshold, shareOf } from '../portfolio-shares';

/** Each grade's colour in the chart, with the same meaning as the grade badges elsewhere. */
const segmentColour: Record<Grade | 'notAssessed', string> = {
  A: 'bg-green-600',
  B: 'bg-lime-500',
  C: 'bg-amber-400',
  'not-recyclable': 'bg-red-600',
  'needs-testing': 'bg-sky-500',
  'no-infrastructure': 'bg-neutral-500',
  notAssessed: 'bg-neutral-200',
};

interface PortfolioChartProps {
  summary: PortfolioSummary;
  countryName: (countryId: string) => string;
  gradeName: (grade: Grade) => string;
  /** Whether the regulation applies there: the PPWR shares are the EU member states' only. */
  ppwrCountry: (countryId: string) => boolean;
}

/**
 * One stacked bar per country: the share of the company's packaging under each grade of its
 * latest result there, and not yet assessed; beside it the shares that meet the packaging
 * regulation's 2030 (C or better) and 2038 (B or better) thresholds. A table with the same
 * figures stands in for the picture for screen readers. Loaded after the first paint.
 */
const PortfolioChart = ({ summary, countryName, gradeName, ppwrCountry }: PortfolioChartProps) => {
  const { t, i18n } = useLingui();
  const total = summary.packages;
  const percent = (value: number) => i18n.number(value, { style: 'percent', maximumFractionDigits: 0 });
  const notEu = t`Not an EU member state`;
  /** A country's share meeting a year's threshold; none outside the EU, where the regulation does not apply. */
  const ppwrShare = (country: PortfolioSummary['countries'][number], year: keyof typeof meetsThreshold) =>
    ppwrCountry(country.countryId) ? percent(shareOf(country, total, meetsThreshold[year])) : notEu;
  const segments = (country: PortfolioSummary['countries'][number]) => [
    ...gradeOrder.map((grade) => ({ key: grade, label: gradeName(grade), count: country.grades[grade] })),
    { key: 'notAssessed' as const, label: t`Not assessed`, count: country.notAssessed },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div aria-hidden="true" className="flex flex-col gap-3">
        {summary.countries.map((country) => (
          <div
            key={country.countryId}
            className="grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-3 md:grid-cols-[9rem_minmax(0,1fr)_14rem]"
          >
            <span className="truncate text-sm font-semibold">{countryName(country.countryId)}</span>
            <div className="flex h-6 w-full overflow-hidden rounded bg-neutral-100">
              {segments(country)
                .filter((segment) => segment.count > 0)
                .map((segment) => (
                  <div
                    key={segment.key}
                    className={segmentColour[segment.key]}
                    style={{ width: `${(segment.count / Math.max(total, 1)) * 100}%` }}
                    title={`${segment.label}: ${segment.count}`}
                  />
                ))}
            </div>
            <span className="col-span-2 text-xs text-neutral-700 md:col-span-1">
              {ppwrCountry(country.countryId)
                ? `2030: ${ppwrShare(country, 2030)} · 2038: ${ppwrShare(country, 2038)}`
                : notEu}
            </span>
          </div>
        ))}
      </div>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-neutral-800">
        {[...gradeOrder, 'notAssessed' as const].map((key) => (
          <li key={key} className="flex items-center gap-1">
            <span className={`inline-block size-3 rounded-sm ${segmentColour[key]}`} />
            {key === 'notAssessed' ? t`Not assessed` : gradeName(key)}
          </li>
        ))}
      </ul>
      {/* The clipping box holds the table: a table takes the width its cells need whatever its own
          width says, so a table made sr-only itself still widened the page (issue 36 §1). */}
      <div className="sr-only">
        <table>
          <caption>
            <Trans>Packaging per grade and country</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Country</Trans>
              </th>
              {gradeOrder.map((grade) => (
                <th key={grade} scope="col">
                  {gradeName(grade)}
                </th>
              ))}
              <th scope="col">
                <Trans>Not assessed</Trans>
              </th>
              <th scope="col">
                <Trans>Meets 2030 (C or better)</Trans>
              </th>
              <th scope="col">
                <Trans>Meets 2038 (B or better)</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.countries.map((country) => (
              <tr key={country.countryId}>
                <th scope="row">{countryName(country.countryId)}</th>
                {gradeOrder.map((grade) => (
                  <td key={grade}>{country.grades[grade]}</td>
                ))}
                <td>{country.notAssessed}</td>
                <td>{ppwrShare(country, 2030)}</td>
                <td>{ppwrShare(country, 2038)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};

export default PortfolioChart;
