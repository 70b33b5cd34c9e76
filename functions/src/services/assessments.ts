import { randomUUID } from 'node:crypto';
import { isCompleteComponent, type Language, type RouteAnswerJson, type Routes } from '@recyclens/shared';
import { assess, formatFinding, type AssessmentResult, type Methodology } from '../assessment';
import { env } from '../config/env';
import { tenantKeys } from '../data/keys';
import { getPackage, unchangedSince, type PackageItem } from '../data/repositories/packages';
import { portfolioUpdate } from '../data/repositories/portfolio';
import { nowIso, queryPage, transactWrite, type StoredItem } from '../data/table';
import { AppError } from '../errors/app-error';
import type { Caller } from '../http/caller';
import { requireKnownLookups } from './lookups';
import { companyOf } from './packages';
import { portfolioChanges } from './portfolio-counters';

type ResultJson = RouteAnswerJson<Routes['packageResults']>['items'][number];
type ResultItem = StoredItem &
  AssessmentResult & {
    id: string;
    packageId: string;
    componentNames: string[];
    createdAt: string;
    updatedAt: string;
    version: number;
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
    outdated: item.createdAt < pkg.contentUpdatedAt,
    findings: item.findings.map((finding) => ({
      componentIndex: finding.componentIndex,
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

const requirePackage = async (caller: Caller, packageId: string) => {
  const pkg = await getPackage(caller.clientId, companyOf(caller), packageId);
  if (!pkg) throw new AppError('NOT_FOUND');
  return pkg;
};

/**
 * Assesses a packaging for each country asked and keeps every result (the history). Only a
 * packaging whose components are all complete can be assessed: a guess on missing data would
 * be a result nobody should trust.
 */
export const assessPackage = async (
  caller: Caller,
  packageId: string,
  input: { countryIds: string[]; methodology: Methodology },
) => {
  const pkg = await requirePackage(caller, packageId);
  if (pkg.components.length === 0 || !pkg.components.every(isCompleteComponent)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { components: 'Complete every component (lookups and density) before assessing' },
    });
  }
  const countryIds = [...new Set(input.countryIds)];
  for (const countryId of countryIds)
    await requireKnownLookups({ components: [], assessmentCountryId: countryId });
  const now = nowIso();
  const components = pkg.components.map((component) => ({
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
  }));
  const items: ResultItem[] = countryIds.map((countryId) => ({
    ...tenantKeys.packageResult(caller.clientId, pkg.companyId, pkg.id, now, countryId),
    entity: 'PackageResult',
    ...assess({ components, countryId, methodology: input.methodology }),
    id: randomUUID(),
    packageId: pkg.id,
    componentNames: pkg.components.map((component) => component.name),
    createdAt: now,
    updatedAt: now,
    version: 1,
  }));
  const TableName = env().TABLE_NAME;
  // Each assessed country's latest grade moves, and its result is current again (decision 011).
  const newGrades = Object.fromEntries(items.map((item) => [item.countryId, item.grade]));
  const guard = unchangedSince(pkg);
  await transactWrite([
    ...items.map((item) => ({ Put: { TableName, Item: item } })),
    {
      Update: {
        TableName,
        Key: tenantKeys.package(caller.clientId, pkg.companyId, pkg.id),
        UpdateExpression:
          'SET lastAssessedAt = :now, grades = :grades, outdatedCountries = :outdated, gradeStamp = :nextStamp',
        // Edited or assessed since it was read: its results would not be the packaging's latest.
        ConditionExpression: guard.ConditionExpression,
        ExpressionAttributeValues: {
          ...guard.ExpressionAttributeValues,
          ':now': now,
          ':grades': { ...pkg.grades, ...newGrades },
          ':outdated': (pkg.outdatedCountries ?? []).filter((countryId) => !(countryId in newGrades)),
          ':nextStamp': (pkg.gradeStamp ?? 0) + 1,
        },
      },
    },
    ...portfolioUpdate(caller.clientId, pkg.companyId, portfolioChanges.assessed(pkg, newGrades)),
  ]);
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
