import { isCompleteComponent, type Language, type RouteAnswerJson, type Routes } from '@recyclens/shared';
import {
  assess,
  dataTableStamps,
  formatFinding,
  METHOD_VERSION,
  rowsUsedBy,
  type AssessedComponent,
  type AssessmentResult,
  type DataTableStamp,
  type InfrastructureRow,
  type Methodology,
  type RuleRow,
} from '../assessment';
import { env } from '../config/env';
import { tenantKeys } from '../data/keys';
import { newResultId } from '../data/result-ids';
import { unchangedSince, type PackageItem } from '../data/repositories/packages';
import { snapshotOf, type StoredSnapshot } from '../data/repositories/packaging-versions';
import { portfolioUpdate } from '../data/repositories/portfolio';
import { nowIso, queryPage, transactWrite, type StoredItem, type TransactItem } from '../data/table';
import { AppError } from '../errors/app-error';
import type { Caller } from '../http/caller';
import { requireKnownLookups } from './lookups';
import { requirePackage } from './package-access';
import { portfolioChanges } from './portfolio-counters';
import { countMetric } from '../observability/metrics';
import { traced } from '../observability/tracing';

type ResultJson = RouteAnswerJson<Routes['packageResults']>['items'][number];
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
  };

/** A stored result as the reader sees it: findings in their language, and whether it is outdated. */
const resultView = (item: ResultItem, pkg: PackageItem, language: Language): ResultJson => {
  const lang = language.toLowerCase() as 'en' | 'de' | 'fr';
  return {
    id: item.id,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
    packageId: item.packageId,
    assessmentCountryId: item.countryId,
    methodology: item.methodology,
    stream: item.stream,
    score: item.score,
    grade: item.grade,
    mainMaterialShare: item.mainMaterialShare,
    methodVersion: item.methodVersion,
    packageVersion: item.packageVersion ?? null,
    outdated: item.createdAt < pkg.contentUpdatedAt,
    // The engine's versions only move forward, so any other version is an older one.
    olderMethod: item.methodVersion !== METHOD_VERSION,
    findings: item.findings.map((finding) => ({
      componentIndex: finding.componentIndex,
      ...(finding.constituentIndex === undefined ? {} : { constituentIndex: finding.constituentIndex }),
      componentName:
        finding.componentIndex === null ? null : (item.componentNames[finding.componentIndex] ?? null),
      ruleId: finding.ruleId,
      rating: finding.rating,
      messageKey: finding.messageKey,
      message: formatFinding(finding, lang),
      params: finding.params,
      source: finding.source,
    })),
  };
};

/** A country to assess a packaging for, with the methodology to assess it by. */
export interface CountryRun {
  countryId: string;
  methodology: Methodology;
}

/** Only a packaging whose components are all complete can be assessed. */
export const isAssessable = (pkg: Pick<PackageItem, 'components'>) =>
  pkg.components.length > 0 && pkg.components.every(isCompleteComponent);

/** A packaging's components as the engine reads them; only an assessable packaging has every field. */
export const assessedComponentsOf = (pkg: Pick<PackageItem, 'components'>): AssessedComponent[] =>
  pkg.components.map((component) => ({
    name: component.name,
    typeId: component.typeId ?? '',
    familyId: component.familyId ?? '',
    materialId: component.materialId ?? '',
    fillerId: component.fillerId ?? '',
    adhesiveId: component.adhesiveId ?? '',
    colorId: component.colorId ?? '',
    densityFrom: component.densityFrom ?? 0,
    densityTo: component.densityTo ?? 0,
    ...(component.weight ? { weight: component.weight } : {}),
    ...(component.ncLinksUsed != null ? { ncLinksUsed: component.ncLinksUsed } : {}),
    ...(component.constituents?.length ? { constituents: component.constituents } : {}),
  }));
export const requireAssessable = (pkg: Pick<PackageItem, 'components'>): void => {
  if (!isAssessable(pkg)) {
    throw new AppError('VALIDATION_FAILED', {
      fieldProblems: { components: { code: 'COMPONENTS_INCOMPLETE' } },
    });
  }
};

/** The results of assessing `pkg` for each run, all stamped `now`, each with the evidence it rests on. */
export const newResults = (pkg: PackageItem, runs: readonly CountryRun[], now: string): ResultItem[] => {
  const components = assessedComponentsOf(pkg);
  const inputs = snapshotOf(pkg);
  const tables = dataTableStamps();
  return runs.map(({ countryId, methodology }) => {
    const result = assess({ components, countryId, methodology });
    return {
      ...tenantKeys.packageResult(pkg.clientId, pkg.companyId, pkg.id, now, countryId),
      entity: 'PackageResult',
      ...result,
      id: newResultId(now, countryId),
      packageId: pkg.id,
      componentNames: pkg.components.map((component) => component.name),
      createdAt: now,
      updatedAt: now,
      version: 1,
      packageVersion: pkg.version,
      inputs,
      tables,
      rowsUsed: rowsUsedBy(result),
    };
  });
};

/**
 * The write that makes `results` the packaging's latest: its grades, its outdated countries and
 * the engine each country was last assessed by (what "re-assess outdated" looks for) move, on the
 * condition that nobody edited or assessed it since it was read (decision 011). `extra` are more
 * attributes to set with it (a bulk job's mark).
 */
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
      { methodVersion: item.methodVersion, methodology: item.methodology },
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
        ':grades': { ...pkg.grades, ...newGrades },
        ':outdated': (pkg.outdatedCountries ?? []).filter((countryId) => !(countryId in newGrades)),
        ':nextStamp': (pkg.gradeStamp ?? 0) + 1,
        ':assessedWith': { ...pkg.assessedWith, ...assessedWith },
        ...Object.fromEntries(extraEntries.map(([, value], i) => [`:x${i}`, value])),
      },
    },
  };
};

/** How the company's counters move when `results` become the packaging's latest (decision 011). */
export const resultsCounterChanges = (pkg: PackageItem, results: readonly ResultItem[]) =>
  portfolioChanges.assessed(pkg, Object.fromEntries(results.map((item) => [item.countryId, item.grade])));

/** One count per result stored, by methodology and grade: both few-valued, so dimensions. */
export const countAssessments = (results: readonly Pick<ResultItem, 'methodology' | 'grade'>[]): void => {
  for (const { methodology, grade } of results)
    countMetric('Assessment', { methodology, grade: String(grade) });
};

/**
 * Assesses a packaging for each country asked and keeps every result (the history). Only a
 * packaging whose components are all complete can be assessed: a guess on missing data would
 * be a result nobody should trust.
 */
export const assessPackage = (
  caller: Caller,
  packageId: string,
  input: { countryIds: string[]; methodology: Methodology },
) => traced('assessment', () => assessAndStore(caller, packageId, input));

const assessAndStore = async (
  caller: Caller,
  packageId: string,
  input: { countryIds: string[]; methodology: Methodology },
) => {
  const pkg = await requirePackage(caller, packageId);
  requireAssessable(pkg);
  const countryIds = [...new Set(input.countryIds)];
  for (const countryId of countryIds)
    await requireKnownLookups({ components: [], assessmentCountryId: countryId });
  const now = nowIso();
  const items = newResults(
    pkg,
    countryIds.map((countryId) => ({ countryId, methodology: input.methodology })),
    now,
  );
  const TableName = env().TABLE_NAME;
  await transactWrite([
    ...items.map((item) => ({ Put: { TableName, Item: item } })),
    latestResultsUpdate(pkg, items, now),
    ...portfolioUpdate(caller.clientId, pkg.companyId, resultsCounterChanges(pkg, items)),
  ]);
  countAssessments(items);
  return items.map((item) => resultView(item, pkg, caller.user.language));
};

export const resultHistory = async (
  caller: Caller,
  packageId: string,
  query: { limit: number; cursor?: string | undefined },
) => {
  const pkg = await requirePackage(caller, packageId);
  const page = await queryPage<ResultItem>({
    partition: pkg.pk,
    sortKeyBeginsWith: 'RESULT#',
    newestFirst: true,
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  return {
    items: page.items.map((item) => resultView(item, pkg, caller.user.language)),
    nextCursor: page.nextCursor,
  };
};
