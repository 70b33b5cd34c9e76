import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PackagingDiffView } from '../../../components/packaging-diff-view';
import { ListSkeleton, SectionError } from '../../../components/section-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { popups } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/messages';
import { usePackageVersions, useVersionDiff } from '../api/package-versions';
import { useRestoreVersion } from '../api/restore-version';
import { changeLabel, originLabel } from '../history-labels';

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
    // Below the form: laid out when it comes near the screen.
    <section
      aria-labelledby="history-heading"
      className="flex flex-col gap-4 [contain-intrinsic-size:auto_48rem] [content-visibility:auto]"
    >
      <h2 id="history-heading" className="text-2xl font-semibold">
        <Trans>History</Trans>
      </h2>
      <p className="text-sm text-neutral-700">
        <Trans>Every saved change is kept. Choose two versions to see what changed between them.</Trans>
      </p>
      {versions.isPending ? (
        <ListSkeleton rows={3} />
      ) : versions.isError ? (
        <SectionError error={versions.error} onRetry={() => void versions.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Versions of this packaging, newest first</Trans>
            </caption>
            <thead className="bg-neutral-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  <Trans>Compare</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Version</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Saved on</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>By</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Origin</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Changes</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.data.map((version) => (
                <tr key={version.version} className="border-t border-neutral-200">
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={t`Compare version ${version.version}`}
                      checked={chosen.includes(version.version)}
                      onChange={() => toggle(version.version)}
                    />
                  </td>
                  <th scope="row" className="px-3 py-2 font-normal">
                    {version.version}
                  </th>
                  <td className="px-3 py-2">
                    {i18n.date(version.at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </td>
                  <td className="px-3 py-2">{version.actor.name}</td>
                  <td className="px-3 py-2">{originLabel(i18n, version)}</td>
                  <td className="px-3 py-2">{changeLabel(i18n, version)}</td>
                  <td className="px-3 py-2">
                    {version.version !== currentVersion && version.event !== 'deleted' ? (
                      <Button variant="secondary" onClick={() => setAsking(version.version)}>
                        <Trans>Restore version {version.version}</Trans>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {versions.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            disabled={versions.isFetchingNextPage}
            aria-busy={versions.isFetchingNextPage}
            onClick={() => void versions.fetchNextPage()}
          >
            {versions.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Show older versions</Trans>}
          </Button>
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
    </section>
  );
};
