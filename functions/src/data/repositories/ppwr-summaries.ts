import { canonicalJson, type EvidenceRef } from '@recyclens/shared';
import { env } from '../../config/env';
import type { PpwrSummary } from '../../compliance/ppwr/summary';
import { tenantKeys } from '../keys';
import { batchGetItems, getItem, queryAll, type StoredItem, type TransactItem } from '../table';
import { packageSearchText, unchangedSince, type PackageItem } from './packages';

/**
 * The PPWR summaries of a company's packaging and what finds them (decision 051): the summary
 * beside the packaging, a posting per flag (in the list's sort orders, like a search posting) and
 * two dated entries (the earliest evidence expiry, the last day the summary holds).
 */
export type PpwrSummaryItem = StoredItem & {
  entity: 'PpwrSummary';
  packageId: string;
  /** Raised by each write: a recompute writes only over the summary it read. */
  revision: number;
  summary: PpwrSummary;
  /** What the postings repeat of the packaging (sort keys, project, category, text), as written. */
  listed: string;
  /**
   * The documents as the rules read them when it was computed: new grades (a bulk assessment)
   * are checked against these without reading every packaging's evidence again.
   */
  evidence: EvidenceRef[];
};

/** The overview's PPWR filters that are a flag of the summary. */
export const ppwrFlags = {
  fails2030: (summary: PpwrSummary) => summary.horizons.by2030.status !== 'met',
  evidenceMissing: (summary: PpwrSummary) => summary.horizons.today.evidenceMissing.length > 0,
} as const;
export type PpwrFlag = keyof typeof ppwrFlags;

/**
 * Whether a packaging's stored summary answers an overview PPWR filter on `range.today` (the
 * in-memory twin of the filter's postings, for a favourites list's few packaging).
 */
export const ppwrFilterHolds = (
  stored: PpwrSummaryItem | undefined,
  filter: PpwrFlag | 'expiring90',
  range: { today: string; lastDay: string },
) => {
  if (!stored) return false;
  if (filter !== 'expiring90') return ppwrFlags[filter](stored.summary);
  const expires = stored.summary.evidenceExpiresOn;
  return expires !== null && expires >= range.today && expires <= range.lastDay;
};

const tableName = () => env().TABLE_NAME;
const SORT_KEY_ATTRIBUTES = ['gsi1sk', 'gsi2sk', 'gsi3sk', 'gsi4sk'] as const;

/** What a posting repeats of its packaging, so the overview filters it without reading it. */
const listedFields = (pkg: PackageItem) => ({
  packageId: pkg.id,
  projectId: pkg.projectId,
  categoryId: pkg.categoryId,
  searchText: pkg.searchText ?? packageSearchText(pkg),
});

const listedOf = (pkg: PackageItem) =>
  JSON.stringify([listedFields(pkg), ...SORT_KEY_ATTRIBUTES.map((sortKey) => pkg[sortKey])]);

/** Whether writing `after` would change nothing stored: the same answer, postings alike. */
export const ppwrSummaryUnchanged = (pkg: PackageItem, before: PpwrSummaryItem, after: PpwrSummary) =>
  before.listed === listedOf(pkg) && canonicalJson(before.summary) === canonicalJson(after);

export const storedPpwrSummary = (clientId: string, companyId: string, packageId: string) =>
  getItem<PpwrSummaryItem>(tenantKeys.ppwrSummary(clientId, companyId, packageId), { consistent: true });

/** The stored summaries of some packaging of one company, by packaging id (none: never computed). */
export const storedPpwrSummaries = async (
  clientId: string,
  companyId: string,
  packageIds: readonly string[],
) =>
  new Map(
    (
      await batchGetItems<PpwrSummaryItem>(
        packageIds.map((id) => tenantKeys.ppwrSummary(clientId, companyId, id)),
        { consistent: true },
      )
    ).map((item) => [item.packageId, item]),
  );

const datedKeys = (pkg: Pick<PackageItem, 'clientId' | 'companyId' | 'id'>, summary: PpwrSummary) => [
  ...(summary.evidenceExpiresOn
    ? [tenantKeys.ppwrDated(pkg.clientId, pkg.companyId, 'EXPIRES', summary.evidenceExpiresOn, pkg.id)]
    : []),
  ...(summary.validUntil
    ? [tenantKeys.ppwrDated(pkg.clientId, pkg.companyId, 'LAPSES', summary.validUntil, pkg.id)]
    : []),
];

const flagKeys = (pkg: Pick<PackageItem, 'clientId' | 'companyId' | 'id'>, summary: PpwrSummary) =>
  (Object.keys(ppwrFlags) as PpwrFlag[])
    .filter((flag) => ppwrFlags[flag](summary))
    .map((flag) => ({ flag, key: tenantKeys.ppwrFlag(pkg.clientId, pkg.companyId, flag, pkg.id) }));

/**
 * The items of a packaging's summary `summary` as written at `revision`: the summary itself, a
 * posting per flag it raises (carrying the packaging's sort keys) and its dated entries.
 */
export const ppwrSummaryItems = (
  pkg: PackageItem,
  summary: PpwrSummary,
  evidence: readonly EvidenceRef[],
  revision: number,
): StoredItem[] => {
  const listed = listedFields(pkg);
  return [
    {
      ...tenantKeys.ppwrSummary(pkg.clientId, pkg.companyId, pkg.id),
      entity: 'PpwrSummary',
      packageId: pkg.id,
      revision,
      summary,
      listed: listedOf(pkg),
      evidence,
    },
    ...flagKeys(pkg, summary).map(({ flag, key: flagKey }) => {
      const partition = tenantKeys.ppwrFlagPartition(pkg.clientId, pkg.companyId, flag);
      const sortKeys = SORT_KEY_ATTRIBUTES.flatMap((sortKey) => [
        [`${sortKey.slice(0, -2)}pk`, partition],
        [sortKey, pkg[sortKey]],
      ]);
      return { ...flagKey, entity: 'PpwrFlag', ...listed, ...Object.fromEntries(sortKeys) };
    }),
    ...datedKeys(pkg, summary).map((datedKey) => ({ ...datedKey, entity: 'PpwrDated', ...listed })),
  ];
};

/**
 * The writes that take a packaging's summary from `before` (as read) to `after` (none: the
 * packaging is gone): the summary on the condition that nobody wrote it since, its postings and
 * dated entries put or deleted. The caller adds the counters' change to the same transaction.
 */
export const ppwrSummaryWrites = (
  pkg: PackageItem,
  before: PpwrSummaryItem | undefined,
  after: PpwrSummary | undefined,
  evidence: readonly EvidenceRef[],
): TransactItem[] => {
  const TableName = tableName();
  const key = tenantKeys.ppwrSummary(pkg.clientId, pkg.companyId, pkg.id);
  const condition = before
    ? {
        ConditionExpression: 'revision = :revision',
        ExpressionAttributeValues: { ':revision': before.revision },
      }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const [summaryItem, ...others] = after
    ? ppwrSummaryItems(pkg, after, evidence, (before?.revision ?? 0) + 1)
    : [];
  const summaryWrite: TransactItem = summaryItem
    ? { Put: { TableName, Item: summaryItem, ...condition } }
    : { Delete: { TableName, Key: key, ...condition } };
  const puts = others.map((Item): TransactItem => ({ Put: { TableName, Item } }));
  const kept = new Set(others.map((item) => `${item.pk}\n${item.sk}`));
  const deletes = before
    ? [...flagKeys(pkg, before.summary).map(({ key: flagKey }) => flagKey), ...datedKeys(pkg, before.summary)]
        .filter((old) => !kept.has(`${old.pk}\n${old.sk}`))
        .map((old): TransactItem => ({ Delete: { TableName, Key: old } }))
    : [];
  return [summaryWrite, ...puts, ...deletes];
};

/**
 * A write that computes the summary from a packaging it did not write itself (an evidence change,
 * a recompute) holds only while the packaging is still the one read: a packaging write between
 * the read and the write would otherwise be summarised from its older state.
 */
export const packagingUnchanged = (pkg: PackageItem): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: tenantKeys.package(pkg.clientId, pkg.companyId, pkg.id),
    ...unchangedSince(pkg),
  },
});

/** Packaging whose summary holds no longer on `today` (its last day is before it). */
export const lapsedPackageIds = async (clientId: string, companyId: string, today: string, max: number) =>
  (
    await queryAll<StoredItem & { packageId: string }>(
      {
        partition: tenantKeys.ppwrDatedPartition(clientId, companyId, 'LAPSES'),
        // '#' sorts before every digit: every day before today, none of today's.
        sortKeyBetween: { from: '0', to: `${today}#` },
      },
      max,
    )
  ).map((entry) => entry.packageId);
