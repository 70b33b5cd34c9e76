import { Trans, useLingui } from '@lingui/react/macro';
import type { Language, PackageResult } from '@recyclens/shared';
import { useQueries } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { ApiError } from '../../../lib/api-errors';
import { methodologies, type Methodology } from '../../../lib/assessment-labels';
import { serverFieldMessages } from '../../../lib/field-messages';
import { packageImprovementsQueryOptions } from '../api/get-improvements';
import { ImprovementProposals } from './improvement-proposals';

interface ImprovementsSectionProps {
  packageId: string;
  /** Each country's latest result. */
  results: readonly PackageResult[];
  countryName: (countryId: string) => string;
  language: Language;
}

type KnownResult = PackageResult & { methodology: Methodology };
const byKnownMethodology = (result: PackageResult): result is KnownResult =>
  result.methodology in methodologies;

/** The saved packaging has an incomplete component (a restored version, say): no country has proposals. */
const isIncomplete = (error: unknown) =>
  error instanceof ApiError && error.fieldCodes.components === 'COMPONENTS_INCOMPLETE';

/** "What would make it better": proposals for every latest result below grade A. */
export const ImprovementsSection = ({
  packageId,
  results,
  countryName,
  language,
}: ImprovementsSectionProps) => {
  const { t } = useLingui();
  const api = useApi();
  // A methodology this app does not know yet has no proposals route to ask.
  const belowA = results.filter(byKnownMethodology).filter((result) => result.grade !== 'A');
  // The same queries each country's proposals read: asked once, the answers shared.
  const answers = useQueries({
    queries: belowA.map((result) =>
      packageImprovementsQueryOptions(
        api,
        packageId,
        { countryId: result.assessmentCountryId, methodology: result.methodology },
        language,
      ),
    ),
  });
  // Every country gets the same refusal, which no retry changes: said once, in place of them all.
  const incomplete = answers.find((answer) => isIncomplete(answer.error))?.error;
  return (
    <section aria-labelledby="improvements-heading" className="flex flex-col gap-3">
      <h3 id="improvements-heading" className="text-xl font-semibold">
        <Trans>What would make it better</Trans>
      </h3>
      {incomplete ? (
        <p className="text-sm text-neutral-800">
          {t`No proposals while a component is incomplete.`}{' '}
          {serverFieldMessages(incomplete).components ?? ''}
        </p>
      ) : belowA.length === 0 ? (
        <p className="text-sm text-neutral-700">
          <Trans>Every latest result is grade A: there is nothing to improve.</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-neutral-800">
            <Trans>
              The smallest changes that raise the grade, each assessed by the same method on a copy. Applying
              one makes a new draft; this packaging stays as it is.
            </Trans>
          </p>
          {belowA.map((result) => (
            <ImprovementProposals
              key={`${result.assessmentCountryId}-${result.methodology}`}
              packageId={packageId}
              countryId={result.assessmentCountryId}
              countryName={countryName(result.assessmentCountryId)}
              methodology={result.methodology}
              language={language}
            />
          ))}
        </>
      )}
    </section>
  );
};
