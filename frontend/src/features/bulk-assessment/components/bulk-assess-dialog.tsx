import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { JobStartActions } from '../../../components/job-start-actions';
import { FormDialog } from '../../../components/form-dialog';
import { useCountryChoices } from '../../../lib/lookups-query';
import { AssessmentChoiceFields, useAssessmentChoice } from '../../../components/assessment-choice';
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
const BulkAssessPanel = ({
  selection,
  onClose,
  onShowGrades,
}: {
  selection: BulkSelection;
  onClose: () => void;
  onShowGrades: ((countryId: string) => void) | undefined;
}) => {
  const countries = useCountryChoices().data ?? [];
  const choice = useAssessmentChoice();
  const start = useStartAssessmentJob();
  const { jobId, followsOther, handlers, failure } = useFollowedJob(start);
  const nothingSelected =
    selection !== 'all' && 'packageIds' in selection && selection.packageIds.length === 0;

  const run = () => {
    const body = choice.valid();
    // A bulk assessment always gives the main results: no side-by-side comparison flag.
    if (body)
      start.mutate(
        { ...selectionBody(selection), countryIds: body.countryIds, methodology: body.methodology },
        handlers,
      );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-800">
        <SelectionSummary selection={selection} />
      </p>
      {jobId ? (
        <FollowedJob
          jobId={jobId}
          followsOther={followsOther}
          onShowGrades={
            onShowGrades &&
            ((countryId) => {
              onClose();
              onShowGrades(countryId);
            })
          }
        />
      ) : (
        <AssessmentChoiceFields choice={choice} countries={countries} />
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
  onShowGrades,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selection: BulkSelection;
  /** Once done: show the assessed country's grades in the overview's list (and close). */
  onShowGrades?: ((countryId: string) => void) | undefined;
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
      {(close) => <BulkAssessPanel selection={selection} onClose={close} onShowGrades={onShowGrades} />}
    </FormDialog>
  );
};
