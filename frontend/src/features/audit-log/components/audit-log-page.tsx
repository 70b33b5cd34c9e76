import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_CSV_MAX_ROWS } from '@recyclens/shared';
import { useMemo } from 'react';
import { PageTitle } from '../../../components/page-title';
import { SectionError } from '../../../components/section-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRows } from '../../../components/ui/skeleton';
import { useDownloadAuditCsv } from '../api/download-audit-csv';
import { useAuditLog } from '../api/get-audit-log';
import { useAuditUsers } from '../api/get-audit-users';
import { hasAuditFilters, toAuditFilters, type AuditSearch } from '../audit-search';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { LoadMoreButton, LoadMoreFailed } from '../../../components/load-more-button';
import { RequestError } from '../../../components/request-error';

interface AuditLogPageProps {
  search: AuditSearch;
  onSearchChange: (search: AuditSearch) => void;
}

/**
 * Issue 26 §3: the tenant's audit log for its admins: who did what, when and from where, newest
 * first, filtered by user, action and days, and downloadable as CSV. Entries cannot be changed.
 */
export const AuditLogPage = ({ search, onSearchChange }: AuditLogPageProps) => {
  const { t, i18n } = useLingui();
  const filters = useMemo(() => toAuditFilters(search), [search]);
  const log = useAuditLog(filters);
  const users = useAuditUsers();
  const csv = useDownloadAuditCsv();
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.items) ?? [], [log.data]);
  const change = (patch: Partial<AuditSearch>) => onSearchChange({ ...search, ...patch });
  const maxRows = i18n.number(AUDIT_CSV_MAX_ROWS);

  const content = () => {
    if (log.isPending) return <LoadingRows rows={5} />;
    // A next page that failed leaves the list as it was: LoadMoreFailed says so under it.
    if (log.isError && !log.isFetchNextPageError) {
      return <SectionError error={log.error} onRetry={() => void log.refetch()} />;
    }
    if (entries.length === 0) {
      return hasAuditFilters(search) ? (
        <EmptyState title={<Trans>No entries match these filters.</Trans>}>
          <Trans>Try another user, action or range of days.</Trans>
        </EmptyState>
      ) : (
        <EmptyState title={<Trans>Nothing recorded yet</Trans>}>
          <Trans>Sign-ins, changes to users and settings, exports, imports and deletions appear here.</Trans>
        </EmptyState>
      );
    }
    return (
      <div className="flex flex-col gap-3">
        <AuditTable entries={entries} onPickUser={(user) => change({ user })} />
        {log.hasNextPage ? (
          <div>
            <LoadMoreButton
              loading={log.isFetchingNextPage}
              onLoadMore={() => void log.fetchNextPage({ cancelRefetch: false })}
            >
              <Trans>Show more entries</Trans>
            </LoadMoreButton>
          </div>
        ) : null}
        <LoadMoreFailed
          failed={log.isFetchNextPageError}
          message={t`More entries could not be loaded. Try again.`}
        />
      </div>
    );
  };

  return (
    <section>
      <PageTitle
        lead={
          <Trans>
            Who did what, when and from which address. Entries cannot be changed and are kept for one year.
          </Trans>
        }
      >
        <Trans>Audit log</Trans>
      </PageTitle>
      <div className="mb-4 flex flex-col gap-3">
        <AuditFilters search={search} onSearchChange={change} users={users.data ?? []} />
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={csv.isPending} onClick={() => csv.mutate(filters)}>
            {csv.isPending ? <Trans>Preparing the file…</Trans> : <Trans>Download CSV</Trans>}
          </Button>
          <p className="text-sm text-neutral-700">
            <Trans>
              The file holds at most the newest {maxRows} entries of the filters; choose fewer days for older
              ones.
            </Trans>
          </p>
          <RequestError request={csv} />
        </div>
      </div>
      {content()}
    </section>
  );
};
