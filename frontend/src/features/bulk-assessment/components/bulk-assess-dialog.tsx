import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { assessBodySchema } from '@recyclens/shared';
import { useState } from 'react';
import { JobStartActions } from '../../../components/job-start-actions';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/ui/select';
import { useCountryChoices } from '../../../lib/lookups-query';
import { CountryPicker } from '../../../components/country-picker';
import { methodologies, type Methodology } from '../../../lib/assessment-labels';
import { translateValidation } from '../../../lib/messages';
import { selectionBody, useStartAssessmentJob, type BulkSelection } from '../api/start-assessment-job';
import { FollowedJob, useFollowedJob } from './followed-job';

const SelectionSummary = ({ selection }: { selection: BulkSelection }) => {
  if (selection === 'all') return <Trans>All packaging of your company will be assessed.</Trans>;
  if ('projectId' in selection) return <Trans>All packaging of the project will be assessed.</Trans>;
  return (
    <Plural
      value={selection.packageIds.length}
      _0="No packaging is selected."
      one="# selected packaging will be assessed."
      other="# selected packaging will be assessed."
    />
  );
};

/** Lives only while the dialog is open, so each opening starts a fresh choice. */
const BulkAssessPanel = ({ selection, onClose }: { selection: BulkSelection; onClose: () => void }) => {
  const { t, i18n } = useLingui();
  const countries = useCountryChoices().data ?? [];
  const [countryIds, setCountryIds] = useState<string[]>([]);
  const [methodology, setMethodology] = useState<Methodology>('ceflex');
  const [choiceError, setChoiceError] = useState<string>();
  const start = useStartAssessmentJob();
  const { jobId, followsOther, handlers, failure } = useFollowedJob(start);
  const nothingSelected =
    selection !== 'all' && 'packageIds' in selection && selection.packageIds.length === 0;

  const run = () => {
    const choice = assessBodySchema.safeParse({ countryIds, methodology });
    if (!choice.success) {
      setChoiceError(translateValidation(i18n, choice.error.issues[0]?.message));
      return;
    }
    setChoiceError(undefined);
    start.mutate({ ...selectionBody(selection), ...choice.data }, handlers);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-800">
        <SelectionSummary selection={selection} />
      </p>
      {jobId ? (
        <FollowedJob jobId={jobId} followsOther={followsOther} />
      ) : (
        <>
          <CountryPicker
            countries={countries}
            selected={countryIds}
            onChange={(next) => {
              setCountryIds(next);
              setChoiceError(undefined);
            }}
            error={choiceError}
          />
          <SelectField
            label={t`Methodology`}
            className="max-w-xs"
            value={methodology}
            onChange={(event) => setMethodology(event.target.value as Methodology)}
            options={(Object.keys(methodologies) as Methodology[]).map((value) => ({
              value,
              label: i18n._(methodologies[value]),
            }))}
          />
        </>
      )}
      <JobStartActions
        started={jobId !== null}
        onClose={onClose}
        onStart={run}
        pending={start.isPending}
        failure={failure}
        disabled={nothingSelected}
        startLabel={<Trans>Start assessment</Trans>}
        startingLabel={<Trans>Starting assessment…</Trans>}
      />
    </div>
  );
};

/**
 * Assess the selected packaging, a project or all of the company for the chosen countries and
 * methodology, as a job that goes on when the dialog is closed (decision 015).
 */
export const BulkAssessDialog = ({
  open,
  onOpenChange,
  selection,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selection: BulkSelection;
}) => {
  const { t } = useLingui();
  const title =
    selection === 'all'
      ? t`Assess all packaging`
      : 'projectId' in selection
        ? t`Assess the project's packaging`
        : t`Assess selected packaging`;
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title}>
      {(close) => <BulkAssessPanel selection={selection} onClose={close} />}
    </FormDialog>
  );
};
