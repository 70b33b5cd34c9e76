import { Trans, useLingui } from '@lingui/react/macro';
import type { PackageResult } from '@recyclens/shared';
import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/messages';
import { useDownloadResultReport } from '../api/result-evidence';
import { methodologyName } from '../../../lib/assessment-labels';
import { GradeBadge } from './grade-badge';
import { ResultEvidencePanel } from './result-evidence-panel';
import { ResultStatus } from './result-status';

interface ResultHistoryProps {
  packageId: string;
  results: readonly PackageResult[];
  countryName: (countryId: string) => string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Every assessment of the packaging, newest first, as the server lists them. */
export const ResultHistory = ({
  packageId,
  results,
  countryName,
  hasMore,
  loadingMore,
  onLoadMore,
}: ResultHistoryProps) => {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  const report = useDownloadResultReport(packageId);
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Assessment history, newest first</Trans>
          </caption>
          <thead className="bg-neutral-50">
            <tr>
              <th scope="col" className="px-3 py-2">
                <Trans>Assessed on</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Country</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Grade</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Score</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Methodology</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Method version</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Evidence</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <Fragment key={result.id}>
                <tr className="border-t border-neutral-200">
                  <th scope="row" className="px-3 py-2 font-normal">
                    {i18n.date(result.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </th>
                  <td className="px-3 py-2">{countryName(result.assessmentCountryId)}</td>
                  <td className="px-3 py-2">
                    <GradeBadge grade={result.grade} size="small" />
                  </td>
                  <td className="px-3 py-2">
                    {result.score === null
                      ? t`not available`
                      : i18n.number(result.score, { maximumFractionDigits: 1 })}
                  </td>
                  <td className="px-3 py-2">{methodologyName(i18n, result.methodology)}</td>
                  <td className="px-3 py-2">{result.methodVersion}</td>
                  <td className="px-3 py-2">
                    <ResultStatus result={result} />
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        aria-expanded={open === result.id}
                        onClick={() => setOpen(open === result.id ? null : result.id)}
                      >
                        <Trans>Changes since</Trans>
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={report.isPending && report.variables === result.id}
                        onClick={() => report.mutate(result.id)}
                      >
                        <Trans>PDF</Trans>
                      </Button>
                    </div>
                  </td>
                </tr>
                {open === result.id ? (
                  <tr className="bg-neutral-50">
                    <td colSpan={8} className="px-3 py-3">
                      <ResultEvidencePanel packageId={packageId} resultId={result.id} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {report.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(i18n, report.error)}
        </p>
      ) : null}
      {hasMore ? (
        <div>
          <Button variant="secondary" disabled={loadingMore} aria-busy={loadingMore} onClick={onLoadMore}>
            {loadingMore ? <Trans>Loading…</Trans> : <Trans>Show older results</Trans>}
          </Button>
        </div>
      ) : null}
    </div>
  );
};
