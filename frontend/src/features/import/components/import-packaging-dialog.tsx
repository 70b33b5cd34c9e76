import { Trans, useLingui } from '@lingui/react/macro';
import { IMPORT_MAX_BYTES, importFileTypes } from '@recyclens/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogDone, FormDialog } from '../../../components/form-dialog';
import { FileDropzone, type FileRejection } from '../../../components/ui/file-dropzone';
import { popups } from '../../../components/ui/popups';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useImportPackages } from '../api/import-packages';
import { ImportErrors } from './import-errors';
import { ImportSummary } from './import-summary';
import { TemplateDownload } from './template-download';

/** Windows names CSV files as Excel's old type; the server judges a file by its bytes anyway. */
const acceptedTypes = [...importFileTypes, 'application/vnd.ms-excel'];
const acceptedExtensions = ['xlsx', 'csv'];
const BYTES_PER_MB = 1024 * 1024;

type ImportMutation = ReturnType<typeof useImportPackages>;

/** Lives only while the dialog is open, so each opening starts without a chosen file. */
const ImportPanel = ({ upload, onClose }: { upload: ImportMutation; onClose: () => void }) => {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [rejection, setRejection] = useState<string>();
  const limit = `${i18n.number(IMPORT_MAX_BYTES / BYTES_PER_MB, { maximumFractionDigits: 1 })} MB`;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setRejection(undefined);
    upload.reset();
  };
  const reject = (reason: FileRejection) => {
    choose(null);
    setRejection(reason === 'type' ? t`Choose an XLSX or CSV file.` : t`The file is larger than ${limit}.`);
  };
  const start = (chosen: File) =>
    upload.mutate(chosen, {
      onSuccess: (result) => {
        const imported = result.imported;
        const projects = result.projectsCreated;
        popups.show({
          kind: 'success',
          title: t`Packaging imported`,
          message: t`Packaging: ${imported}, new projects: ${projects}`,
        });
      },
    });

  if (upload.isSuccess)
    return (
      <DialogDone
        againLabel={<Trans>Import another file</Trans>}
        onAgain={() => choose(null)}
        onClose={onClose}
      >
        <ImportSummary result={upload.data} />
      </DialogDone>
    );

  const importing = upload.isPending;
  const fileName = file?.name;
  return (
    <div className="flex flex-col gap-4">
      <TemplateDownload disabled={importing} />
      <FileDropzone
        label={t`Packaging file`}
        accept={acceptedTypes}
        extensions={acceptedExtensions}
        maxBytes={IMPORT_MAX_BYTES}
        onFile={choose}
        onReject={reject}
        hint={<Trans>The filled-in template (XLSX) or a CSV file, at most {limit}.</Trans>}
        error={rejection}
        disabled={importing}
      />
      {fileName ? (
        <p className="truncate text-sm text-neutral-800">
          <Trans>Chosen file: {fileName}</Trans>
        </p>
      ) : null}
      {importing ? (
        <div className="flex flex-col gap-2">
          <ProgressBar label={t`Import progress`} />
          <p role="status" className="text-sm text-neutral-800">
            <Trans>Checking and importing the file… Large files can take a little while.</Trans>
          </p>
        </div>
      ) : null}
      {upload.isError ? <ImportErrors error={upload.error} /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={importing}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => file && start(file)} disabled={!file || importing} aria-busy={importing}>
          {importing ? <Trans>Importing…</Trans> : <Trans>Import</Trans>}
        </Button>
      </div>
    </div>
  );
};

/**
 * 'Import Packaging': download the template, send it back filled in (or a CSV). Every row is
 * imported or none; while the server works the dialog cannot be closed, since leaving would not
 * stop the import.
 */
export const ImportPackagingDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const { t } = useLingui();
  const upload = useImportPackages();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      sending={upload}
      title={t`Import Packaging`}
      description={t`All rows of the file are imported, or none if any row has an error.`}
    >
      {(close) => <ImportPanel upload={upload} onClose={close} />}
    </FormDialog>
  );
};
