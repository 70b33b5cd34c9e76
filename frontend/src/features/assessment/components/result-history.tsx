import { Trans } from '@lingui/react/macro';
import type { PackageResult } from '@recyclens/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { useDownloadResultReport } from '../api/result-evidence';
import { useResultColumns } from './result-columns';
import { ResultEvidencePanel } from './result-evidence-panel';
import { LoadMoreButton } from '../../../components/load-more-button';
import { RequestError } from '../../../components/request-error';

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
  const columns = useResultColumns(countryName);
  const [open, setOpen] = useState<string | null>(null);
  const report = useDownloadResultReport(packageId);
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        caption={<Trans>Assessment history, newest first</Trans>}
        rows={results}
        rowKey={(result) => result.id}
        columns={[
          { ...columns.assessedOn, rowHeader: true },
          columns.country,
          columns.grade,
          columns.score,
          {
            ...columns.methodology,
            cell: (result) => (
              <>
                {columns.methodology.cell(result)}
                {/* Kept for the side-by-side view; never a latest result. */}
                {result.comparison === true ? (
                  <span className="block text-xs text-neutral-700">
                    <Trans>Comparison run</Trans>
                  </span>
                ) : null}
              </>
            ),
          },
          {
            id: 'method-version',
            header: <Trans>Method version</Trans>,
            cell: (result) => result.methodVersion,
          },
          columns.status,
          {
            id: 'evidence',
            header: <Trans>Evidence</Trans>,
            cell: (result) => (
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
            ),
          },
        ]}
        detail={(result) =>
          open === result.id ? <ResultEvidencePanel packageId={packageId} resultId={result.id} /> : null
        }
      />
      <RequestError request={report} />
      {hasMore ? (
        <div>
          <LoadMoreButton loading={loadingMore} onLoadMore={onLoadMore}>
            <Trans>Show older results</Trans>
          </LoadMoreButton>
        </div>
      ) : null}
    </div>
  );
};
