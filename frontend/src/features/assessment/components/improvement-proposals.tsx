import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '@recyclens/shared';
import { useNavigate } from '@tanstack/react-router';
import { ListSkeleton, SectionError } from '../../../components/section-state';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { methodologyName, type Methodology } from '../../../lib/assessment-labels';
import { ApiError } from '../../../lib/api-errors';
import { errorMessage } from '../../../lib/messages';
import { useApplyImprovement } from '../api/apply-improvement';
import { usePackageImprovements } from '../api/get-improvements';
import { improvementText } from '../improvement-text';
import { GradeBadge } from './grade-badge';
import { ImprovementEffects } from './improvement-effects';

const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

interface ImprovementProposalsProps {
  packageId: string;
  countryId: string;
  countryName: string;
  methodology: Methodology;
  language: Language;
}

/**
 * The proposals for one country and methodology: each change in words, the grade it reaches,
 * and "Apply to a copy", which makes a new draft and opens it; the packaging itself stays.
 */
export const ImprovementProposals = ({
  packageId,
  countryId,
  countryName,
  methodology,
  language,
}: ImprovementProposalsProps) => {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const improvements = usePackageImprovements(packageId, { countryId, methodology }, language);
  const apply = useApplyImprovement(packageId);
  const method = methodologyName(i18n, methodology);
  const title = t`${countryName}, ${method}`;
  const score = (value: number | null) =>
    value === null ? t`not available` : i18n.number(value, { maximumFractionDigits: 1 });

  const body = () => {
    if (improvements.isPending) return <ListSkeleton rows={2} />;
    if (improvements.isError)
      // Asking again cannot change a refusal of the request itself (4xx): no retry is offered for it.
      return isRefusal(improvements.error) ? (
        <FormAlert title={t`No proposals for ${title}.`}>{errorMessage(i18n, improvements.error)}</FormAlert>
      ) : (
        <SectionError error={improvements.error} onRetry={() => void improvements.refetch()} />
      );
    const { grade, proposals, complete, methodVersion } = improvements.data;
    return (
      <>
        <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-800">
          <Trans>Now:</Trans> <GradeBadge grade={grade} size="small" />
          <span className="text-xs text-neutral-700">
            <Trans>Method version {methodVersion}</Trans>
          </span>
        </p>
        {proposals.length === 0 ? (
          <p className="text-sm text-neutral-700">
            {grade === 'A' ? (
              <Trans>Grade A already: nothing to improve here.</Trans>
            ) : (
              <Trans>
                No change of one part, nor of two together, raises this grade. A new design may be needed:
                look at the red and untested findings above.
              </Trans>
            )}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t`Proposals for ${title}`}>
            {proposals.map((proposal) => (
              <li
                key={proposal.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-neutral-200 p-3"
              >
                <div className="flex flex-col gap-1">
                  {proposal.changes.map((change) => (
                    // Two changes of one proposal may edit two layers of one component.
                    <p
                      key={`${change.kind}-${change.componentIndex}-${change.constituentIndex ?? ''}`}
                      className="text-neutral-900"
                    >
                      {improvementText(i18n, change)}
                    </p>
                  ))}
                  {/* Raising recycled content (Art. 7) leaves the grade as it is: no grade to reach. */}
                  {proposal.grade === grade ? null : (
                    <p className="flex items-center gap-1.5 text-sm text-neutral-800">
                      <GradeBadge grade={grade} size="small" />
                      <span aria-hidden="true">→</span>
                      <span className="sr-only">
                        <Trans>reaches</Trans>
                      </span>
                      <GradeBadge grade={proposal.grade} size="small" />
                      <span className="tabular-nums">
                        <Trans>Score {score(proposal.score)}</Trans>
                      </span>
                    </p>
                  )}
                  <ImprovementEffects effects={proposal.effects} />
                </div>
                <Button
                  variant="secondary"
                  disabled={apply.isPending}
                  aria-busy={apply.isPending && apply.variables === proposal.id}
                  onClick={() =>
                    apply.mutate(proposal.id, {
                      onSuccess: (copy) =>
                        void navigate({ to: '/packages/$packageId', params: { packageId: copy.id } }),
                    })
                  }
                >
                  <Trans>Apply to a copy</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {complete ? null : (
          <p className="text-sm text-neutral-700">
            <Trans>The search stopped at its limit: there may be further proposals.</Trans>
          </p>
        )}
        {apply.isError ? (
          <FormAlert title={t`The proposal could not be applied.`}>
            {errorMessage(i18n, apply.error)}
          </FormAlert>
        ) : null}
      </>
    );
  };

  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-3"
    >
      <h4 className="font-semibold">{title}</h4>
      {body()}
    </section>
  );
};
