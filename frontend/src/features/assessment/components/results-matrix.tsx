import { Trans, useLingui } from '@lingui/react/macro';
import { INFRASTRUCTURE_UNCERTAIN_RULE, type PackageResult } from '@recyclens/shared';
import { methodologyName } from '../../../lib/assessment-labels';
import { GradeBadge } from './grade-badge';
import { ResultStatus } from './result-status';

interface ResultsMatrixProps {
  /** Each country's latest result. */
  results: readonly PackageResult[];
  countryName: (countryId: string) => string;
}

/** The packaging at a glance: one row per country with its grade, score, methodology and currency. */
export const ResultsMatrix = ({ results, countryName }: ResultsMatrixProps) => {
  const { t, i18n } = useLingui();
  // Only results made with component weights have a main material share.
  const withShare = results.some((result) => result.mainMaterialShare !== null);
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Latest result per country</Trans>
        </caption>
        <thead className="bg-neutral-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Country</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Grade</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Score</Trans>
            </th>
            {withShare ? (
              <th scope="col" className="px-3 py-2">
                <Trans>Main material share</Trans>
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2">
              <Trans>Methodology</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Assessed on</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.id} className="border-t border-neutral-200">
              <th scope="row" className="px-3 py-2 font-semibold">
                {countryName(result.assessmentCountryId)}
              </th>
              <td className="px-3 py-2">
                <GradeBadge grade={result.grade} size="small" />
                {result.findings.some((finding) => finding.ruleId === INFRASTRUCTURE_UNCERTAIN_RULE) ? (
                  <span className="mt-1 block text-xs font-medium text-amber-900">
                    <Trans>Infrastructure uncertain: see the findings</Trans>
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 tabular-nums">
                {result.score === null
                  ? t`not available`
                  : i18n.number(result.score, { maximumFractionDigits: 1 })}
              </td>
              {withShare ? (
                <td className="px-3 py-2 tabular-nums">
                  {/* The engine gives the share in percent (0–100). */}
                  {result.mainMaterialShare === null
                    ? t`not available`
                    : i18n.number(result.mainMaterialShare / 100, {
                        style: 'percent',
                        maximumFractionDigits: 2,
                      })}
                </td>
              ) : null}
              <td className="px-3 py-2">
                {methodologyName(i18n, result.methodology)}
                <span className="block text-xs text-neutral-700">
                  <Trans>Method version {result.methodVersion}</Trans>
                </span>
              </td>
              <td className="px-3 py-2">
                <ResultStatus result={result} />
              </td>
              <td className="px-3 py-2">
                {i18n.date(result.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
