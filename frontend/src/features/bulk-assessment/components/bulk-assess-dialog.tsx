import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { assessBodySchema } from '@recyclens/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { useCountryChoices } from '../../../lib/lookups-query';
import { errorMessage } from '../../../lib/messages';
import { CountryPicker } from '../../../components/country-picker';
import { assessmentValidation, methodologies, type Methodology } from '../../../lib/assessment-labels';
import { selectionBody, useStartAssessmentJob, type BulkSelection } from '../api/start-assessment-job';
import { AssessmentJobProgress } from './assessment-job-progress';
import { runningJobOf } from './running-job';

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
  const [jobId, setJobId] = useState<string | null>(null);
  const [followsOther, setFollowsOther] = useState(false);
  const start = useStartAssessmentJob();
  const nothingSelected =
    selection !== 'all' && 'packageIds' in selection && selection.packageIds.length === 0;

  const run = () => {
    const choice = assessBodySchema.safeParse({ countryIds, methodology });
    if (!choice.success) {
      const text = choice.error.issues[0]?.message ?? '';
      const descriptor = assessmentValidation[text];
      setChoiceError(descriptor ? i18n._(descriptor) : text);
      return;
    }
    setChoiceError(undefined);
    start.mutate(
      { ...selectionBody(selection), ...choice.data },
      {
        onSuccess: (job) => setJobId(job.id),
        onError: (error) => {
          const running = runningJobOf(error);
          if (!running) return;
          setFollowsOther(true);
          setJobId(running);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-800">
        <SelectionSummary selection={selection} />
      </p>
      {jobId ? (
        <>
          {followsOther ? (
            <p className="text-sm text-neutral-800">
              <Trans>
                A bulk assessment of your company is already running; one runs at a time. Its progress:
              </Trans>
            </p>
          ) : null}
          <AssessmentJobProgress jobId={jobId} />
        </>
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
      {start.isError && !runningJobOf(start.error) ? (
        <FormAlert title={t`The assessment could not be started.`}>
          {errorMessage(i18n, start.error)}
        </FormAlert>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {jobId ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
        </Button>
        {jobId ? null : (
          <Button onClick={run} disabled={start.isPending || nothingSelected} aria-busy={start.isPending}>
            {start.isPending ? (
              <Trans>Starting assessment…</Trans>
            ) : start.isError ? (
              <Trans>Try again</Trans>
            ) : (
              <Trans>Start assessment</Trans>
            )}
          </Button>
        )}
      </div>
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
    <Dialog open={open} onOpenChange={onOpenChange} title={title} closeLabel={t`Close`}>
      <BulkAssessPanel selection={selection} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
};
