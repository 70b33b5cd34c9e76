import { Trans, useLingui } from '@lingui/react/macro';
import { INFRASTRUCTURE_UNCERTAIN_RULE, type PackageResult } from '@recyclens/shared';
import { DataTable } from '../../../components/data-table';
import { useResultColumns } from './result-columns';

interface ResultsMatrixProps {
  /** Each country's latest result. */
  results: readonly PackageResult[];
  countryName: (countryId: string) => string;
}

/** The packaging at a glance: one row per country with its grade, score, methodology and currency. */
export const ResultsMatrix = ({ results, countryName }: ResultsMatrixProps) => {
  const { t, i18n } = useLingui();
  const columns = useResultColumns(countryName);
  // Only results made with component weights have a main material share.
  const withShare = results.some((result) => result.mainMaterialShare !== null);
  return (
    <DataTable
      caption={<Trans>Latest result per country</Trans>}
      rows={results}
      rowKey={(result) => result.id}
      columns={[
        { ...columns.country, rowHeader: true },
        {
          ...columns.grade,
          cell: (result) => (
            <>
              {columns.grade.cell(result)}
              {result.findings.some((finding) => finding.ruleId === INFRASTRUCTURE_UNCERTAIN_RULE) ? (
                <span className="mt-1 block text-xs font-medium text-amber-900">
                  <Trans>Infrastructure uncertain: see the findings</Trans>
                </span>
              ) : null}
            </>
          ),
        },
        columns.score,
        withShare && {
          id: 'main-material-share',
          header: <Trans>Main material share</Trans>,
          className: 'tabular-nums',
          // The engine gives the share in percent (0–100).
          cell: (result) =>
            result.mainMaterialShare === null
              ? t`not available`
              : i18n.number(result.mainMaterialShare / 100, { style: 'percent', maximumFractionDigits: 2 }),
        },
        {
          ...columns.methodology,
          cell: (result) => (
            <>
              {columns.methodology.cell(result)}
              <span className="block text-xs text-neutral-700">
                <Trans>Method version {result.methodVersion}</Trans>
              </span>
            </>
          ),
        },
        columns.status,
        columns.assessedOn,
      ]}
    />
  );
};
