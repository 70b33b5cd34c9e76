import { Trans, useLingui } from '@lingui/react/macro';
import type { PackageResult } from '@recyclens/shared';
import { DeferredSection } from '../../../components/deferred-section';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import type { CountryChoice } from '../../../lib/lookups-query';
import { serverFieldMessages } from '../../../lib/field-messages';
import { toInterfaceLocale, toLanguage } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/messages';
import { useMe } from '../../../lib/api/get-me';
import { ListSkeleton, SectionError } from '../../../components/section-state';
import { useAssessPackage } from '../api/assess-package';
import { usePackageResults } from '../api/get-package-results';
import { AssessmentChoiceFields, useAssessmentChoice } from '../../../components/assessment-choice';
import { FindingsByComponent } from './findings-by-component';
import { ImprovementsSection } from './improvements-section';
import { MethodologyComparison } from './methodology-comparison';
import { ResultHistory } from './result-history';
import { ResultsMatrix } from './results-matrix';

interface AssessmentPanelProps {
  packageId: string;
  /** The countries the engine assesses for (the lookups' countries), in the interface language. */
  countries: readonly CountryChoice[];
  /** The packaging's own assessment country, if it has one. */
  defaultCountryId: string | null;
  /** The assessment reads the saved packaging, so unsaved edits must be saved first. */
  unsavedChanges: boolean;
}

/**
 * Each country's newest result, in the order the history lists them (newest first). A run made
 * only to compare methodologies is not one: it shows beside, in the comparison.
 */
const latestPerCountry = (results: readonly PackageResult[]): PackageResult[] => {
  const seen = new Set<string>();
  return results.filter((result) => {
    if (result.comparison === true || seen.has(result.assessmentCountryId)) return false;
    seen.add(result.assessmentCountryId);
    return true;
  });
};

/** Assess the packaging for chosen countries and read the results: latest per country, then history. */
export const AssessmentPanel = ({
  packageId,
  countries,
  defaultCountryId,
  unsavedChanges,
}: AssessmentPanelProps) => {
  const { t, i18n } = useLingui();
  const { user } = useMe();
  const language = user?.language ?? toLanguage(toInterfaceLocale(i18n.locale) ?? 'en');
  const results = usePackageResults(packageId, language);
  const assess = useAssessPackage(packageId);
  // The packaging's own country when it has one; otherwise the user picks (29 would exceed a run).
  const choice = useAssessmentChoice(defaultCountryId ? [defaultCountryId] : []);

  const countryName = (id: string) => countries.find((country) => country.value === id)?.label ?? id;

  const run = () => {
    const body = choice.valid();
    if (body) assess.mutate(body);
  };

  const runError = () => {
    const error = assess.error;
    const fields = Object.values(serverFieldMessages(error));
    return fields.length > 0 ? fields.join(' ') : errorMessage(i18n, error);
  };

  const history = results.data ?? [];
  const latest = latestPerCountry(history);

  return (
    <DeferredSection title={<Trans>Assessment</Trans>} className="gap-6 [contain-intrinsic-size:auto_80rem]">
      <div className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4">
        <AssessmentChoiceFields choice={choice} countries={countries} />
        {unsavedChanges ? (
          <p className="text-sm text-neutral-800">
            <Trans>Save your changes first: the assessment uses the saved packaging.</Trans>
          </p>
        ) : null}
        {assess.isError ? (
          <FormAlert title={t`The assessment could not be run.`}>{runError()}</FormAlert>
        ) : null}
        <div>
          <Button disabled={assess.isPending || unsavedChanges} aria-busy={assess.isPending} onClick={run}>
            {assess.isPending ? <Trans>Assessing…</Trans> : <Trans>Run assessment</Trans>}
          </Button>
        </div>
      </div>

      <section aria-labelledby="latest-results-heading" className="flex flex-col gap-4">
        <h3 id="latest-results-heading" className="text-xl font-semibold">
          <Trans>Latest results</Trans>
        </h3>
        {results.isPending ? (
          <ListSkeleton rows={2} />
        ) : results.isError ? (
          <SectionError error={results.error} onRetry={() => void results.refetch()} />
        ) : latest.length === 0 ? (
          <p className="text-sm text-neutral-700">
            <Trans>Not assessed yet. Choose countries and run the assessment.</Trans>
          </p>
        ) : (
          <>
            <ResultsMatrix results={latest} countryName={countryName} />
            {latest.some((result) => result.outdated) ? (
              <p className="text-sm text-amber-900">
                <Trans>
                  The packaging changed after the results marked outdated. Run the assessment again for
                  current results.
                </Trans>
              </p>
            ) : null}
            <section aria-labelledby="findings-heading" className="flex flex-col gap-3">
              <h3 id="findings-heading" className="text-xl font-semibold">
                <Trans>Findings by component</Trans>
              </h3>
              <FindingsByComponent results={latest} countryName={countryName} />
            </section>
            <ImprovementsSection
              packageId={packageId}
              results={latest}
              countryName={countryName}
              language={language}
            />
            <MethodologyComparison
              packageId={packageId}
              history={history}
              countries={countries}
              defaultCountryId={defaultCountryId}
              unsavedChanges={unsavedChanges}
            />
          </>
        )}
      </section>

      {history.length > 0 ? (
        <section aria-labelledby="result-history-heading" className="flex flex-col gap-4">
          <h3 id="result-history-heading" className="text-xl font-semibold">
            <Trans>History</Trans>
          </h3>
          <ResultHistory
            packageId={packageId}
            results={history}
            countryName={countryName}
            hasMore={results.hasNextPage}
            loadingMore={results.isFetchingNextPage}
            onLoadMore={() => void results.fetchNextPage()}
          />
        </section>
      ) : null}
    </DeferredSection>
  );
};
