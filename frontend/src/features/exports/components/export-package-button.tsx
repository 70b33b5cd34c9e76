import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { popups } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/messages';
import { ExportFailedError, useExportPackageReport } from '../api/export-package-report';

/** 'Export report' for one packaging: its PDF report, saved once the server has made it. */
export const ExportPackageButton = ({ packageId }: { packageId: string }) => {
  const { t, i18n } = useLingui();
  const exportReport = useExportPackageReport();
  return (
    <Button
      variant="secondary"
      disabled={exportReport.isPending}
      aria-busy={exportReport.isPending}
      onClick={() =>
        exportReport.mutate(packageId, {
          onError: (error) =>
            popups.show({
              kind: 'error',
              title: t`The report could not be exported.`,
              message: error instanceof ExportFailedError ? t`Please try again.` : errorMessage(i18n, error),
            }),
        })
      }
    >
      {exportReport.isPending ? <Trans>Exporting report…</Trans> : <Trans>Export PDF report</Trans>}
    </Button>
  );
};
