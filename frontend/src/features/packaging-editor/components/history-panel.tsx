import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PackagingDiffView } from '../../../components/packaging-diff-view';
import { ListSkeleton, SectionError } from '../../../components/section-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { popups } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/messages';
import { usePackageVersions, useVersionDiff } from '../api/package-versions';
import { useRestoreVersion } from '../api/restore-version';
import { changeLabel, originLabel } from '../history-labels';
import { DeferredSection } from '../../../components/deferred-section';
import { LoadMoreButton } from '../../../components/load-more-button';

interface HistoryPanelProps {
  packageId: string;
  /** The version the editor shows: a restore is refused when someone saved after it. */
  currentVersion: number;
  dirty: boolean;
  /** Called once a restore is saved, so the editor shows the restored packaging. */
  onRestored: () => void;
}

/**
 * The packaging's versions, newest first: who changed it, when, from where and what. Two chosen
 * versions are compared; an old one can be restored, which saves it as a new version.
 */
export const HistoryPanel = ({ packageId, currentVersion, dirty, onRestored }: HistoryPanelProps) => {
  const { t, i18n } = useLingui();
  const versions = usePackageVersions(packageId);
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [asking, setAsking] = useState<number | null>(null);
  const restore = useRestoreVersion(packageId);
  const [from, to] = [...chosen].sort((a, b) => a - b);
  const pair = from !== undefined && to !== undefined ? ([from, to] as const) : null;
  const diff = useVersionDiff(packageId, pair);

  // At most two chosen: a third replaces the older choice.
  const toggle = (version: number) =>
    setChosen((current) =>
      current.includes(version)
        ? current.filter((chosenVersion) => chosenVersion !== version)
        : [...current, version].slice(-2),
    );
  const close = () => {
    setAsking(null);
    restore.reset();
  };

  return (
    <DeferredSection title={<Trans>History</Trans>} className="gap-4 [contain-intrinsic-size:auto_48rem]">
      <p className="text-sm text-neutral-700">
        <Trans>Every saved change is kept. Choose two versions to see what changed between them.</Trans>
      </p>
      {versions.isPending ? (
        <ListSkeleton rows={3} />
      ) : versions.isError ? (
        <SectionError error={versions.error} onRetry={() => void versions.refetch()} />
      ) : (
        <DataTable
          caption={<Trans>Versions of this packaging, newest first</Trans>}
          rows={versions.data}
          rowKey={(version) => version.version}
          columns={[
            {
              id: 'compare',
              header: <Trans>Compare</Trans>,
              cell: (version) => (
                <input
                  type="checkbox"
                  aria-label={t`Compare version ${version.version}`}
                  checked={chosen.includes(version.version)}
                  onChange={() => toggle(version.version)}
                />
              ),
            },
            {
              id: 'version',
              header: <Trans>Version</Trans>,
              rowHeader: true,
              cell: (version) => version.version,
            },
            {
              id: 'saved-on',
              header: <Trans>Saved on</Trans>,
              cell: (version) => i18n.date(version.at, { dateStyle: 'medium', timeStyle: 'short' }),
            },
            { id: 'by', header: <Trans>By</Trans>, cell: (version) => version.actor.name },
            { id: 'origin', header: <Trans>Origin</Trans>, cell: (version) => originLabel(i18n, version) },
            { id: 'changes', header: <Trans>Changes</Trans>, cell: (version) => changeLabel(i18n, version) },
            {
              id: 'actions',
              header: (
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              ),
              cardLabel: false,
              cell: (version) =>
                version.version !== currentVersion && version.event !== 'deleted' ? (
                  <Button variant="secondary" onClick={() => setAsking(version.version)}>
                    <Trans>Restore version {version.version}</Trans>
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {versions.hasNextPage ? (
        <div>
          <LoadMoreButton
            loading={versions.isFetchingNextPage}
            onLoadMore={() => void versions.fetchNextPage()}
          >
            <Trans>Show older versions</Trans>
          </LoadMoreButton>
        </div>
      ) : null}
      {pair ? (
        <section
          aria-label={t`Differences between version ${pair[0]} and version ${pair[1]}`}
          className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-4"
        >
          <h3 className="text-lg font-semibold">
            <Trans>
              From version {pair[0]} to version {pair[1]}
            </Trans>
          </h3>
          {diff.isPending ? (
            <ListSkeleton rows={2} />
          ) : diff.isError ? (
            <SectionError error={diff.error} onRetry={() => void diff.refetch()} />
          ) : (
            <PackagingDiffView diff={diff.data} />
          )}
        </section>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t`Restore version ${asking ?? ''}?`}
        description={
          dirty
            ? t`The packaging becomes as it was at this version, saved as a new version; its history stays. Your unsaved changes will be lost.`
            : t`The packaging becomes as it was at this version, saved as a new version; its history stays.`
        }
        confirmLabel={<Trans>Restore</Trans>}
        pending={restore.isPending}
        error={restore.isError ? errorMessage(i18n, restore.error) : undefined}
        onConfirm={() => {
          if (asking === null) return;
          restore.mutate(
            { restore: asking, current: currentVersion },
            {
              onSuccess: (saved) => {
                popups.show({
                  kind: 'success',
                  title: t`Version ${asking} restored as version ${saved.version}`,
                });
                setChosen([]);
                close();
                onRestored();
              },
            },
          );
        }}
      />
    </DeferredSection>
  );
};
