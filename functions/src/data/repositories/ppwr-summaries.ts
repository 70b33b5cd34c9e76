import { canonicalJson, type EvidenceRef } from '@recyclens/shared';
import { env } from '../../config/env';
import { answerOn, dayBefore, type PpwrSummary } from '../../compliance/ppwr/summary';
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

/** The overview's PPWR filters that are a flag of the summary, on a day from its `computedOn` on. */
export const ppwrFlags = {
  fails2030: (summary: PpwrSummary) => summary.horizons.by2030.status !== 'met',
  evidenceMissing: (summary: PpwrSummary, day: string) => answerOn(summary, day).evidenceMissing.length > 0,
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
  if (filter !== 'expiring90') return ppwrFlags[filter](stored.summary, range.today);
  return stored.summary.expiries.some((day) => day >= range.today && day <= range.lastDay);
};

/**
 * The stretches of days from `computedOn` on when "evidence missing" holds: from a day, until one
 * (excluded; none: for good).
 */
const missingRuns = (summary: PpwrSummary) => {
  const runs: { from: string; until?: string }[] = [];
  for (const { from, today } of [
    { from: summary.computedOn, today: summary.horizons.today },
    ...summary.changes,
  ]) {
    const open = runs.at(-1);
    const holds = today.evidenceMissing.length > 0;
    if (holds && (!open || open.until)) runs.push({ from });
    else if (!holds && open && !open.until) open.until = from;
  }
  return runs;
};

/** Expiry days indexed per packaging (each an entry of the 90-day range), bounding its writes. */
const EXPIRIES_INDEXED = 3;

/**
 * The last day the postings and entries written for `summary` answer every day for, or null when
 * they answer every later day: they describe one stretch of "evidence missing" and the first
 * expiry days. Past it (a rare packaging) the summary is recomputed before a read (LAPSES).
 */
const describedUntil = (summary: PpwrSummary): string | null => {
  const [, second] = missingRuns(summary);
  const unindexed =
    summary.expiries.length > EXPIRIES_INDEXED ? summary.expiries[EXPIRIES_INDEXED - 1] : undefined;
  const days = [...(second ? [dayBefore(second.from)] : []), ...(unindexed ? [unindexed] : [])].sort();
  return days[0] ?? null;
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

/** The dated entries of a summary: its first expiry days (each naming the one before) and when it lapses. */
const datedEntries = (pkg: Pick<PackageItem, 'clientId' | 'companyId' | 'id'>, summary: PpwrSummary) => {
  const lapses = describedUntil(summary);
  return [
    ...summary.expiries.slice(0, EXPIRIES_INDEXED).map((day, i) => ({
      key: tenantKeys.ppwrDated(pkg.clientId, pkg.companyId, 'EXPIRES', day, pkg.id),
      // Shown while it is the packaging's next expiry: from the day after the one before.
      attributes: i > 0 ? { previous: summary.expiries[i - 1] } : {},
    })),
    ...(lapses
      ? [{ key: tenantKeys.ppwrDated(pkg.clientId, pkg.companyId, 'LAPSES', lapses, pkg.id), attributes: {} }]
      : []),
  ];
};

/**
 * The flag postings of a summary: "fails 2030" when it does, "evidence missing" over its first
 * stretch of days (the filter reads those active on its day).
 */
const flagPostings = (pkg: Pick<PackageItem, 'clientId' | 'companyId' | 'id'>, summary: PpwrSummary) => {
  const [missing] = missingRuns(summary);
  const postings: { flag: PpwrFlag; attributes: Record<string, string> }[] = [
    ...(ppwrFlags.fails2030(summary) ? [{ flag: 'fails2030' as const, attributes: {} }] : []),
    ...(missing
      ? [
          {
            flag: 'evidenceMissing' as const,
            attributes: {
              activeFrom: missing.from,
              ...(missing.until ? { activeUntil: missing.until } : {}),
            },
          },
        ]
      : []),
  ];
  return postings.map((posting) => ({
    ...posting,
    key: tenantKeys.ppwrFlag(pkg.clientId, pkg.companyId, posting.flag, pkg.id),
  }));
};

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
    ...flagPostings(pkg, summary).map(({ flag, key: flagKey, attributes }) => {
      const partition = tenantKeys.ppwrFlagPartition(pkg.clientId, pkg.companyId, flag);
      const sortKeys = SORT_KEY_ATTRIBUTES.flatMap((sortKey) => [
        [`${sortKey.slice(0, -2)}pk`, partition],
        [sortKey, pkg[sortKey]],
      ]);
      return { ...flagKey, entity: 'PpwrFlag', ...listed, ...attributes, ...Object.fromEntries(sortKeys) };
    }),
    ...datedEntries(pkg, summary).map(({ key: datedKey, attributes }) => ({
      ...datedKey,
      entity: 'PpwrDated',
      ...listed,
      ...attributes,
    })),
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
    ? [...flagPostings(pkg, before.summary), ...datedEntries(pkg, before.summary)]
        .map((old) => old.key)
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
