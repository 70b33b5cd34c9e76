import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { JobStartActions } from '../../../components/job-start-actions';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/ui/select';
import { useCreateExport, type ExportChoice, type ExportSelection } from '../api/create-export';
import { ExportFormatFieldset } from './export-format-fieldset';
import { ExportProgress } from './export-progress';

const SelectionSummary = ({ selection }: { selection: ExportSelection }) => {
  if (selection === 'all') return <Trans>All packaging of your company will be exported.</Trans>;
  if (!Array.isArray(selection)) return <Trans>All packaging of the project will be exported.</Trans>;
  const count = selection.length;
  return (
    <Plural
      value={count}
      _0="No packaging is selected."
      one="# selected packaging will be exported."
      other="# selected packaging will be exported."
    />
  );
};

/** Lives only while the dialog is open, so each opening starts a fresh export. */
const ExportPanel = ({ selection, onClose }: { selection: ExportSelection; onClose: () => void }) => {
  const { t } = useLingui();
  const [format, setFormat] = useState<ExportChoice>('pdf');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [exportId, setExportId] = useState<string | null>(null);
  const create = useCreateExport();
  const nothingSelected = Array.isArray(selection) && selection.length === 0;

  const start = () => create.mutate({ format, selection, year }, { onSuccess: (job) => setExportId(job.id) });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-800">
        <SelectionSummary selection={selection} />
      </p>
      {exportId ? (
        <ExportProgress exportId={exportId} />
      ) : (
        <>
          <ExportFormatFieldset value={format} onChange={setFormat} disabled={create.isPending} />
          {format === 'epr_declaration' && (
            <SelectField
              label={t`Declaration year`}
              className="max-w-40"
              disabled={create.isPending}
              // The year just ended is what schemes ask to be declared; this one and the next for planning.
              options={[thisYear - 2, thisYear - 1, thisYear, thisYear + 1].map((option) => ({
                value: String(option),
                label: String(option),
              }))}
              value={String(year)}
              onChange={(event) => setYear(Number(event.target.value))}
            />
          )}
        </>
      )}
      <JobStartActions
        started={exportId !== null}
        onClose={onClose}
        onStart={start}
        pending={create.isPending}
        failure={create.isError ? { title: t`The export could not be started.`, error: create.error } : null}
        disabled={nothingSelected}
        startLabel={<Trans>Start export</Trans>}
        startingLabel={<Trans>Starting export…</Trans>}
      />
    </div>
  );
};

/**
 * Export the selected packaging, or all of it, as PDF reports or an XLSX summary. Small exports
 * come back finished; larger ones are followed until their file is ready.
 */
export const ExportDialog = ({
  open,
  onOpenChange,
  packageIds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  packageIds: ExportSelection;
}) => {
  const { t } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={packageIds === 'all' ? t`Export all Reports` : t`Export selected packaging`}
    >
      {(close) => <ExportPanel selection={packageIds} onClose={close} />}
    </FormDialog>
  );
};
