import { Trans } from '@lingui/react/macro';
import type { Language, PackageResult } from '@recyclens/shared';
import { methodologies, type Methodology } from '../../../lib/assessment-labels';
import { ImprovementProposals } from './improvement-proposals';

interface ImprovementsSectionProps {
  packageId: string;
  /** Each country's latest result. */
  results: readonly PackageResult[];
  countryName: (countryId: string) => string;
  language: Language;
}

const isMethodology = (value: string): value is Methodology => value in methodologies;

/** "What would make it better": proposals for every latest result below grade A. */
export const ImprovementsSection = ({
  packageId,
  results,
  countryName,
  language,
}: ImprovementsSectionProps) => {
  const belowA = results.filter((result) => result.grade !== 'A');
  return (
    <section aria-labelledby="improvements-heading" className="flex flex-col gap-3">
      <h3 id="improvements-heading" className="text-xl font-semibold">
        <Trans>What would make it better</Trans>
      </h3>
      {belowA.length === 0 ? (
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
          {belowA.map((result) => {
            const methodology = isMethodology(result.methodology) ? result.methodology : 'ceflex';
            return (
              <ImprovementProposals
                key={`${result.assessmentCountryId}-${methodology}`}
                packageId={packageId}
                countryId={result.assessmentCountryId}
                countryName={countryName(result.assessmentCountryId)}
                methodology={methodology}
                language={language}
              />
            );
          })}
        </>
      )}
    </section>
  );
};
