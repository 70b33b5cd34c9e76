import type { AssessmentResult, DataTableStamp, InfrastructureRow, RuleRow } from '../../assessment';
import { env } from '../../config/env';
import { tenantKeys } from '../keys';
import { newResultId, resultKeyPartsOf } from '../result-ids';
import { getItem, queryAll, queryFiltered, queryPage, type StoredItem, type TransactItem } from '../table';
import { unchangedSince, type PackageItem } from './packages';
import type { StoredSnapshot } from './packaging-versions';

/** An assessment result, kept beside its packaging (`RESULT#<assessedAt>#<countryId>`): the history. */
export type ResultItem = StoredItem &
  AssessmentResult & {
    id: string;
    packageId: string;
    componentNames: string[];
    createdAt: string;
    updatedAt: string;
    version: number;
    /**
     * The evidence (issue 26 §2): the packaging's version and content as assessed, a stamp of
     * every data table and the rows that decided the result. Missing on results made before.
     */
    packageVersion?: number;
    inputs?: StoredSnapshot;
    tables?: DataTableStamp[];
    rowsUsed?: { infrastructure: InfrastructureRow[]; rules: RuleRow[] };
    /** A run to compare methodologies by: never a country's latest result (issue 36 §3). */
    comparison?: boolean;
    /** The comparison run this result copies, adopted by the user as the latest (decision 046). */
    adoptedFrom?: string;
  };

/** Whether a result may be a country's latest: every one but a comparison run. */
export const isMainResult = (item: Pick<ResultItem, 'comparison'>) => item.comparison !== true;

/** What a new result holds besides its keys and stamps. */
export type NewResult = AssessmentResult &
  Pick<ResultItem, 'componentNames' | 'packageVersion' | 'inputs' | 'tables' | 'rowsUsed'>;

const RESULT_PREFIX = 'RESULT#';

/** A result of `pkg` assessed at `now`, with an id that names its key (decision 032). */
export const newResultItem = (pkg: PackageItem, result: NewResult, now: string): ResultItem => ({
  ...tenantKeys.packageResult(pkg.clientId, pkg.companyId, pkg.id, now, result.countryId),
  entity: 'PackageResult',
  ...result,
  id: newResultId(now, result.countryId),
  packageId: pkg.id,
  createdAt: now,
  updatedAt: now,
  version: 1,
});

/**
 * A comparison run made the country's latest result (decision 046): the run as it was computed
 * (grade, findings, method version, the evidence of what it was computed from), stored as a new
 * result at `now` so it is the newest of its country, and naming the run it copies.
 */
export const adoptedResultItem = (pkg: PackageItem, run: ResultItem, now: string): ResultItem => ({
  ...newResultItem(
    pkg,
    {
      countryId: run.countryId,
      methodology: run.methodology,
      stream: run.stream,
      score: run.score,
      grade: run.grade,
      findings: run.findings,
      methodVersion: run.methodVersion,
      mainMaterialShare: run.mainMaterialShare,
      componentNames: run.componentNames,
      ...(run.packageVersion === undefined ? {} : { packageVersion: run.packageVersion }),
      ...(run.inputs === undefined ? {} : { inputs: run.inputs }),
      ...(run.tables === undefined ? {} : { tables: run.tables }),
      ...(run.rowsUsed === undefined ? {} : { rowsUsed: run.rowsUsed }),
    },
    now,
  ),
  adoptedFrom: run.id,
});

export const resultPut = (item: ResultItem): TransactItem => ({
  Put: { TableName: env().TABLE_NAME, Item: item },
});

/** A page of a packaging's results, newest first, comparison runs among them. */
export const resultsPage = (pkg: PackageItem, query: { limit: number; cursor?: string | undefined }) =>
  queryPage<ResultItem>({
    partition: pkg.pk,
    sortKeyBeginsWith: RESULT_PREFIX,
    newestFirst: true,
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });

/** Every result of a packaging, newest first, comparison runs among them (the portfolio rebuild). */
export const allResults = (pkg: PackageItem) =>
  queryAll<ResultItem>(
    { partition: pkg.pk, sortKeyBeginsWith: RESULT_PREFIX, newestFirst: true },
    Number.POSITIVE_INFINITY,
  );

/**
 * A result of the packaging by id: read by its key when the id names it; a result made before ids
 * named their key is searched among the packaging's results. Undefined when there is none.
 */
export const findResult = async (pkg: PackageItem, resultId: string) => {
  const parts = resultKeyPartsOf(resultId);
  const result = parts
    ? await getItem<ResultItem>(
        tenantKeys.packageResult(pkg.clientId, pkg.companyId, pkg.id, parts.assessedAt, parts.countryId),
      )
    : (
        await queryFiltered<ResultItem>(
          {
            partition: pkg.pk,
            sortKeyBeginsWith: RESULT_PREFIX,
            limit: 1,
            where: { attribute: 'id', in: [resultId] },
          },
          Number.POSITIVE_INFINITY,
        )
      ).items[0];
  return result?.id === resultId ? result : undefined;
};

/**
 * The write that makes `results` the packaging's latest: its grades, its outdated countries and
 * the engine each country was last assessed by (what "re-assess outdated" looks for) move, on the
 * condition that nobody edited or assessed it since it was read (decision 011). `extra` are more
 * attributes to set with it (a bulk job's mark).
 */
/** A packaging's latest grade per country once `results` are its latest. */
export const gradesAfter = (pkg: PackageItem, results: readonly ResultItem[]) => ({
  ...pkg.grades,
  ...Object.fromEntries(results.map((item) => [item.countryId, item.grade])),
});

export const latestResultsUpdate = (
  pkg: PackageItem,
  results: readonly ResultItem[],
  now: string,
  extra: Record<string, unknown> = {},
): TransactItem => {
  const newGrades = Object.fromEntries(results.map((item) => [item.countryId, item.grade]));
  const assessedWith = Object.fromEntries(
    results.map((item) => [
      item.countryId,
      {
        methodVersion: item.methodVersion,
        methodology: item.methodology,
        ...(item.adoptedFrom === undefined ? {} : { adoptedFrom: item.adoptedFrom }),
      },
    ]),
  );
  const guard = unchangedSince(pkg);
  const extraEntries = Object.entries(extra);
  return {
    Update: {
      TableName: env().TABLE_NAME,
      Key: tenantKeys.package(pkg.clientId, pkg.companyId, pkg.id),
      UpdateExpression: [
        'SET lastAssessedAt = :now, grades = :grades, outdatedCountries = :outdated, gradeStamp = :nextStamp, assessedWith = :assessedWith',
        ...extraEntries.map((_, i) => `#x${i} = :x${i}`),
      ].join(', '),
      // Edited or assessed since it was read: its results would not be the packaging's latest.
      ConditionExpression: guard.ConditionExpression,
      ...(extraEntries.length > 0
        ? { ExpressionAttributeNames: Object.fromEntries(extraEntries.map(([name], i) => [`#x${i}`, name])) }
        : {}),
      ExpressionAttributeValues: {
        ...guard.ExpressionAttributeValues,
        ':now': now,
        ':grades': gradesAfter(pkg, results),
        ':outdated': (pkg.outdatedCountries ?? []).filter((countryId) => !(countryId in newGrades)),
        ':nextStamp': (pkg.gradeStamp ?? 0) + 1,
        ':assessedWith': { ...pkg.assessedWith, ...assessedWith },
        ...Object.fromEntries(extraEntries.map(([, value], i) => [`:x${i}`, value])),
      },
    },
  };
};
