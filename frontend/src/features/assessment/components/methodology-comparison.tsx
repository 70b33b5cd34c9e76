import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Finding, PackageResult } from '@recyclens/shared';
import { useState } from 'react';
import { Button, focusRing } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { SelectField, type SelectOption } from '../../../components/ui/select';
import {
  methodologies,
  methodologyName,
  ratingStyles,
  type Methodology,
} from '../../../lib/assessment-labels';
import { errorMessage } from '../../../lib/messages';
import { useAdoptResult } from '../api/adopt-result';
import { useAssessPackage } from '../api/assess-package';
import { compareMethodologies, type ComparedFinding } from '../compare-methodologies';
import { isFolded } from '../group-findings';
import { GradeBadge } from './grade-badge';
import { ResultStatus } from './result-status';

interface MethodologyComparisonProps {
  packageId: string;
  /** The whole history loaded so far, newest first. */
  history: readonly PackageResult[];
  countries: readonly SelectOption[];
  defaultCountryId: string | null;
  /** The assessment reads the saved packaging, so unsaved edits must be saved first. */
  unsavedChanges: boolean;
}

const sides = Object.keys(methodologies) as Methodology[];

const latestOf = (history: readonly PackageResult[], countryId: string, methodology: Methodology) =>
  history.find((result) => result.assessmentCountryId === countryId && result.methodology === methodology) ??
  null;

const RatedFinding = ({ finding }: { finding: Finding | null }) => {
  const { i18n } = useLingui();
  if (finding === null)
    return (
      <span className="text-neutral-700">
        <Trans>Not a finding here</Trans>
      </span>
    );
  const rating = ratingStyles[finding.rating];
  return (
    <>
      <span className={`inline-block rounded border px-1.5 py-0.5 text-xs font-semibold ${rating.className}`}>
        {i18n._(rating.label)}
      </span>{' '}
      {finding.message}
    </>
  );
};

/**
 * CEFLEX and PRE next to each other for one packaging and country: each one's latest result
 * (grade, score, method version, whether it still holds) and its findings row by row, the rows
 * where the two disagree highlighted. A missing side is assessed only when the user asks, as a
 * comparison run that leaves the latest results alone until the user chooses to use it: then that
 * stored run becomes the latest as it is (decision 046).
 */
export const MethodologyComparison = ({
  packageId,
  history,
  countries,
  defaultCountryId,
  unsavedChanges,
}: MethodologyComparisonProps) => {
  const { t, i18n } = useLingui();
  const assess = useAssessPackage(packageId);
  const adopt = useAdoptResult(packageId);
  const firstAssessed = history[0]?.assessmentCountryId;
  const [countryId, setCountryId] = useState(
    () => firstAssessed ?? defaultCountryId ?? countries[0]?.value ?? '',
  );
  const countryName = countries.find((country) => country.value === countryId)?.label ?? countryId;
  const results = {
    ceflex: latestOf(history, countryId, 'ceflex'),
    pre: latestOf(history, countryId, 'pre'),
  };
  const rows = compareMethodologies(results.ceflex, results.pre);
  const both = results.ceflex !== null && results.pre !== null;
  const differing = rows.filter((row) => row.differs).length;
  // As in the findings by component: what agrees and needs nothing folds away.
  const quiet = (finding: Finding | null) => finding === null || isFolded(finding);
  const shown = rows.filter((row) => row.differs || !quiet(row.ceflex) || !quiet(row.pre));
  const folded = rows.filter((row) => !shown.includes(row));
  const score = (value: number | null) =>
    value === null ? t`not available` : i18n.number(value, { maximumFractionDigits: 1 });

  const table = (entries: readonly ComparedFinding[], caption: string) => (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-neutral-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Part</Trans>
            </th>
            {sides.map((methodology) => (
              <th key={methodology} scope="col" className="px-3 py-2">
                {methodologyName(i18n, methodology)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((row) => (
            <tr
              key={row.key}
              className={`border-t border-neutral-200 align-top ${row.differs ? 'bg-amber-50' : ''}`}
            >
              <th scope="row" className="px-3 py-2 font-normal">
                {row.componentName ?? t`Whole packaging`}
                {row.differs ? (
                  <span className="mt-1 block w-fit rounded border border-amber-700 px-1.5 text-xs font-semibold text-amber-900">
                    <Trans>Methodologies differ</Trans>
                  </span>
                ) : null}
              </th>
              {sides.map((methodology) => (
                <td key={methodology} className="px-3 py-2">
                  <RatedFinding finding={row[methodology]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <section aria-labelledby="comparison-heading" className="flex flex-col gap-3">
      <h3 id="comparison-heading" className="text-xl font-semibold">
        <Trans>Methodologies side by side</Trans>
      </h3>
      <SelectField
        label={t`Country to compare`}
        className="max-w-xs"
        value={countryId}
        onChange={(event) => setCountryId(event.target.value)}
        options={[...countries]}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {sides.map((methodology) => {
          const result = results[methodology];
          const name = methodologyName(i18n, methodology);
          return (
            <section
              key={methodology}
              aria-label={name}
              className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-3"
            >
              <h4 className="font-semibold">{name}</h4>
              {result === null ? (
                <>
                  <p className="text-sm text-neutral-700">
                    <Trans>Not assessed with this methodology for {countryName} yet.</Trans>
                  </p>
                  <div>
                    <Button
                      variant="secondary"
                      disabled={assess.isPending || unsavedChanges}
                      aria-busy={assess.isPending}
                      onClick={() =>
                        assess.mutate({ countryIds: [countryId], methodology, comparison: true })
                      }
                    >
                      <Trans>Assess with {name}</Trans>
                    </Button>
                  </div>
                </>
              ) : (
                <>
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <GradeBadge grade={result.grade} size="small" />
                    <span className="tabular-nums">
                      <Trans>Score {score(result.score)}</Trans>
                    </span>
                    <ResultStatus result={result} />
                  </p>
                  <p className="text-xs text-neutral-700">
                    <Trans>
                      Method version {result.methodVersion}, assessed on{' '}
                      {i18n.date(result.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </Trans>
                  </p>
                  {result.comparison === true ? (
                    <>
                      <p className="text-sm text-neutral-800">
                        <Trans>A comparison: the latest results above do not include it.</Trans>
                      </p>
                      <div>
                        {/* The run the user compared becomes the latest as it is, not a new run that might differ. */}
                        <Button
                          variant="secondary"
                          disabled={adopt.isPending || assess.isPending}
                          aria-busy={adopt.isPending}
                          onClick={() => adopt.mutate(result.id)}
                        >
                          <Trans>Use these results</Trans>
                        </Button>
                      </div>
                    </>
                  ) : null}
                </>
              )}
            </section>
          );
        })}
      </div>
      {assess.isError ? (
        <FormAlert title={t`The assessment could not be run.`}>{errorMessage(i18n, assess.error)}</FormAlert>
      ) : null}
      {adopt.isError ? (
        <FormAlert title={t`These results could not be used.`}>{errorMessage(i18n, adopt.error)}</FormAlert>
      ) : null}
      {both ? (
        <>
          <p className="text-sm text-neutral-800">
            <Plural
              value={differing}
              _0="The two methodologies agree on every finding."
              one="The two methodologies disagree on # finding, highlighted below."
              other="The two methodologies disagree on # findings, highlighted below."
            />
          </p>
          {shown.length > 0 ? table(shown, t`Findings of both methodologies for ${countryName}`) : null}
          {folded.length > 0 ? (
            <details className="rounded-lg border border-neutral-200 bg-white">
              <summary className={`cursor-pointer px-3 py-2 text-sm text-neutral-800 ${focusRing}`}>
                <Plural
                  value={folded.length}
                  one="# green or informational finding both rate the same"
                  other="# green or informational findings both rate the same"
                />
              </summary>
              {table(folded, t`Findings both methodologies rate the same for ${countryName}`)}
            </details>
          ) : null}
        </>
      ) : null}
    </section>
  );
};
