import { Trans, useLingui } from '@lingui/react/macro';
import type { PackageResult } from '@recyclens/shared';
import { methodologyName } from '../labels';
import { FindingList } from './finding-list';
import { GradeBadge } from './grade-badge';
import { OutdatedBadge } from './outdated-badge';

/** One country's latest result: grade, score, how it was made, and every finding. */
export const ResultCard = ({ result, countryName }: { result: PackageResult; countryName: string }) => {
  const { t, i18n } = useLingui();
  const score =
    result.score === null ? t`not available` : i18n.number(result.score, { maximumFractionDigits: 1 });
  const share = result.mainMaterialShare;
  const assessedAt = i18n.date(result.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const methodVersion = result.methodVersion;
  const methodology = methodologyName(i18n, result.methodology);
  const headingId = `result-${result.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h4 id={headingId} className="text-lg font-semibold">
            {countryName}
          </h4>
          <p className="text-sm text-neutral-700">
            <Trans>Assessed on {assessedAt}</Trans> · {methodology} ·{' '}
            <Trans>Method version {methodVersion}</Trans>
          </p>
        </div>
        <div className="flex items-center gap-2">
          {result.outdated ? <OutdatedBadge /> : null}
          <GradeBadge grade={result.grade} />
        </div>
      </header>
      {result.outdated ? (
        <p className="text-sm text-amber-900">
          <Trans>The packaging changed after this assessment. Run it again for a current result.</Trans>
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">
          <Trans>Score</Trans>
        </dt>
        <dd>{score}</dd>
        {share !== null ? (
          <>
            <dt className="font-medium">
              <Trans>Main material share</Trans>
            </dt>
            {/* The engine gives the share in percent (0–100). */}
            <dd>{i18n.number(share / 100, { style: 'percent', maximumFractionDigits: 2 })}</dd>
          </>
        ) : null}
      </dl>
      <section aria-label={t`Findings for ${countryName}`}>
        <h5 className="mb-2 font-semibold">
          <Trans>Findings</Trans>
        </h5>
        <FindingList findings={result.findings} />
      </section>
    </article>
  );
};
