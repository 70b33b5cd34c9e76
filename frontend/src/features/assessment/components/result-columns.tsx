import { Trans, useLingui } from '@lingui/react/macro';
import type { PackageResult } from '@recyclens/shared';
import type { Column } from '../../../components/data-table';
import { methodologyName } from '../../../lib/assessment-labels';
import { GradeBadge } from './grade-badge';
import { ResultStatus } from './result-status';

type ResultColumn = Column<PackageResult>;

/**
 * The columns both result tables show (the latest per country and the history), said once so a
 * result reads the same in either: each table picks and orders them.
 */
export const useResultColumns = (countryName: (countryId: string) => string) => {
  const { t, i18n } = useLingui();
  const country: ResultColumn = {
    id: 'country',
    header: <Trans>Country</Trans>,
    cell: (result) => countryName(result.assessmentCountryId),
  };
  const grade: ResultColumn = {
    id: 'grade',
    header: <Trans>Grade</Trans>,
    cell: (result) => <GradeBadge grade={result.grade} size="small" />,
  };
  const score: ResultColumn = {
    id: 'score',
    header: <Trans>Score</Trans>,
    className: 'tabular-nums',
    cell: (result) =>
      result.score === null ? t`not available` : i18n.number(result.score, { maximumFractionDigits: 1 }),
  };
  const methodology: ResultColumn = {
    id: 'methodology',
    header: <Trans>Methodology</Trans>,
    cell: (result) => methodologyName(i18n, result.methodology),
  };
  const status: ResultColumn = {
    id: 'status',
    header: <Trans>Status</Trans>,
    cell: (result) => <ResultStatus result={result} />,
  };
  const assessedOn: ResultColumn = {
    id: 'assessed-on',
    header: <Trans>Assessed on</Trans>,
    cell: (result) => i18n.date(result.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
  };
  return { country, grade, score, methodology, status, assessedOn };
};
