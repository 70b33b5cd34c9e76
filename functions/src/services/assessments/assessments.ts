import {
  contentLanguageOf,
  isCompleteComponent,
  withLayerDerivedFields,
  type Language,
  type RouteAnswerJson,
  type Routes,
} from '@recyclens/shared';
import {
  assess,
  dataTableStamps,
  formatFinding,
  METHOD_VERSION,
  rowsUsedBy,
  type AssessedComponent,
  type Methodology,
} from '../../assessment';
import type { PackageItem } from '../../data/repositories/packages';
import {
  gradesAfter,
  latestResultsUpdate,
  newResultItem,
  resultPut,
  resultsPage,
  type ResultItem,
} from '../../data/repositories/package-results';
import { snapshotOf } from '../../data/repositories/packaging-versions';
import { nowIso } from '../../data/clock';
import { transactWrite } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { requireKnownLookups } from '../packaging/lookups';
import { requirePackage } from '../packaging/package-access';
import { portfolioChanges } from './portfolio-counters';
import { writePackagingChange } from '../packaging/derived-writes';
import { countMetric } from '../../observability/metrics';
import { traced } from '../../observability/tracing';

type ResultJson = RouteAnswerJson<Routes['packageResults']>['items'][number];

/** A stored result as the reader sees it: findings in their language, and whether it is outdated. */
export const resultView = (item: ResultItem, pkg: PackageItem, language: Language): ResultJson => {
  const lang = contentLanguageOf(language);
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
    comparison: item.comparison === true,
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

/**
 * A packaging's components as the engine reads them, what their layers give filled in; only an
 * assessable packaging has every field.
 */
export const assessedComponentsOf = (pkg: Pick<PackageItem, 'components'>): AssessedComponent[] =>
  pkg.components.map(withLayerDerivedFields).map((component) => ({
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
    return newResultItem(
      pkg,
      {
        ...result,
        componentNames: pkg.components.map((component) => component.name),
        packageVersion: pkg.version,
        inputs,
        tables,
        rowsUsed: rowsUsedBy(result),
      },
      now,
    );
  });
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
export const assessPackage = (caller: Caller, packageId: string, input: AssessInput) =>
  traced('assessment', () => assessAndStore(caller, packageId, input));

interface AssessInput {
  countryIds: string[];
  methodology: Methodology;
  comparison: boolean;
}

const assessAndStore = async (caller: Caller, packageId: string, input: AssessInput) => {
  const pkg = await requirePackage(caller, packageId);
  requireAssessable(pkg);
  const countryIds = [...new Set(input.countryIds)];
  for (const countryId of countryIds)
    await requireKnownLookups({ components: [], assessmentCountryId: countryId });
  const now = nowIso();
  const runs = countryIds.map((countryId) => ({ countryId, methodology: input.methodology }));
  // A comparison run joins the history only: the packaging's grades, its counters and what
  // "re-assess outdated" repeats stay those of the results the user chose.
  const items = newResults(pkg, runs, now).map((item) =>
    input.comparison ? { ...item, comparison: true } : item,
  );
  if (input.comparison) await transactWrite(items.map(resultPut));
  // Art. 6 reads the latest grades: new ones move the PPWR summary, in the same write.
  else
    await writePackagingChange({
      before: pkg,
      after: { ...pkg, grades: gradesAfter(pkg, items) },
      counters: resultsCounterChanges(pkg, items),
      items: [...items.map(resultPut), latestResultsUpdate(pkg, items, now)],
    });
  countAssessments(items);
  return items.map((item) => resultView(item, pkg, caller.user.language));
};

export const resultHistory = async (
  caller: Caller,
  packageId: string,
  query: { limit: number; cursor?: string | undefined },
) => {
  const pkg = await requirePackage(caller, packageId);
  const page = await resultsPage(pkg, query);
  return {
    items: page.items.map((item) => resultView(item, pkg, caller.user.language)),
    nextCursor: page.nextCursor,
  };
};
