import { Trans, useLingui } from '@lingui/react/macro';
import { hasChanges, PackagingDiffView } from '../../../components/packaging-diff-view';
import { ListSkeleton, SectionError } from '../../../components/section-state';
import { useResultEvidence } from '../api/result-evidence';

/** What a result was computed from, and what changed in the packaging since then. */
export const ResultEvidencePanel = ({ packageId, resultId }: { packageId: string; resultId: string }) => {
  const { t } = useLingui();
  const evidence = useResultEvidence(packageId, resultId);
  if (evidence.isPending) return <ListSkeleton rows={2} />;
  if (evidence.isError)
    return <SectionError error={evidence.error} onRetry={() => void evidence.refetch()} />;
  const { packageVersion, currentVersion, changesSince, methodVersion, tables } = evidence.data;
  return (
    <section aria-label={t`Changes since this result`} className="flex flex-col gap-2 text-sm">
      <p>
        {packageVersion === null ? (
          <Trans>
            This result was made before results kept the packaging version they were computed from.
          </Trans>
        ) : (
          <Trans>
            Computed from version {packageVersion} of the packaging (now version {currentVersion}) with method{' '}
            {methodVersion} and {tables.length} data tables.
          </Trans>
        )}
      </p>
      {changesSince === null ? null : hasChanges(changesSince) ? (
        <>
          <h4 className="font-semibold">
            <Trans>Changed in the packaging since this result</Trans>
          </h4>
          <PackagingDiffView diff={changesSince} />
        </>
      ) : (
        <p>
          <Trans>The packaging has not changed since this result.</Trans>
        </p>
      )}
    </section>
  );
};
