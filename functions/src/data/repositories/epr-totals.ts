import { canonicalJson, type EprCurrency } from '@recyclens/shared';
import { env } from '../../config/env';
import type { EprYearlyEntry, EprYearlyTotal } from '../../epr';
import { tenantKeys } from '../keys';
import { batchGetItems, getItem, keyString, queryPage, type StoredItem, type TransactItem } from '../table';
import { addChange, type CounterChanges } from './portfolio';

/**
 * A packaging's yearly EPR totals (decision 053): one item beside the packaging with its entries
 * per country and year as the engine priced them (edition and fingerprint kept), a "cost most"
 * posting per priced entry, and the company's sums as flat counters of the portfolio item.
 */
export type EprTotalsItem = StoredItem & {
  entity: 'EprTotals';
  packageId: string;
  /** Raised by each write: a write replaces only the totals it read. */
  revision: number;
  /** The name the postings repeat, so the dashboard lists them without reading the packaging. */
  name: string;
  entries: EprYearlyEntry[];
};

/** The packaging a write is about, as the postings name it. */
export interface EprTotalsOwner {
  clientId: string;
  companyId: string;
  id: string;
  name: string;
}

/** What a set of company sums is keyed by: a year, a country, a scheme and currency, an edition. */
export type EprSumKey = Pick<
  EprYearlyTotal,
  'year' | 'countryCode' | 'schemeId' | 'currency' | 'editionId'
> & {
  /** The edition's fingerprint, shortened: a new edition of the same id gets sums of its own. */
  fingerprint: string;
};

const FINGERPRINT_CHARS = 16;
const SUM = 'epr';
const PACKAGING = 'epr-packaging';
const INCOMPLETE = 'epr-incomplete';
const UNSCHEDULED = 'epr-unscheduled';

const sumSuffix = (entry: EprYearlyTotal) =>
  [
    entry.year,
    entry.countryCode,
    entry.schemeId,
    entry.currency,
    entry.editionId,
    entry.fingerprint.slice(0, FINGERPRINT_CHARS),
  ].join(':');

/** How replacing a packaging's entries `before` by `after` moves the company's sums. */
export const eprCounterChanges = (
  before: readonly EprYearlyEntry[],
  after: readonly EprYearlyEntry[],
): CounterChanges => {
  const changes: CounterChanges = new Map();
  const count = (entries: readonly EprYearlyEntry[], sign: 1 | -1) => {
    for (const entry of entries) {
      if (entry.kind === 'unscheduled') {
        addChange(changes, `${UNSCHEDULED}:${entry.year}:${entry.countryCode}`, sign);
        continue;
      }
      const suffix = sumSuffix(entry);
      addChange(changes, `${SUM}:${suffix}`, sign * entry.amountMinor);
      addChange(changes, `${PACKAGING}:${suffix}`, sign);
      if (entry.incomplete) addChange(changes, `${INCOMPLETE}:${suffix}`, sign);
    }
  };
  count(before, -1);
  count(after, 1);
  return changes;
};

export interface EprSums {
  priced: { key: EprSumKey; amountMinor: number; packaging: number; incomplete: number }[];
  unscheduled: { year: number; countryCode: string; packaging: number }[];
}

/** The company's EPR sums from its portfolio item (one GetItem, shared with the other counters). */
export const readEprSums = async (clientId: string, companyId: string): Promise<EprSums> => {
  const item = await getItem<StoredItem & Record<string, unknown>>(tenantKeys.portfolio(clientId, companyId));
  const priced = new Map<string, EprSums['priced'][number]>();
  const unscheduled: EprSums['unscheduled'] = [];
  for (const [name, value] of Object.entries(item ?? {})) {
    if (typeof value !== 'number' || value === 0) continue;
    const [kind, year, countryCode, schemeId, currency, editionId, fingerprint] = name.split(':');
    if (!year || !countryCode) continue;
    if (kind === UNSCHEDULED) {
      unscheduled.push({ year: Number(year), countryCode, packaging: value });
      continue;
    }
    if (kind !== SUM && kind !== PACKAGING && kind !== INCOMPLETE) continue;
    if (!schemeId || !currency || !editionId || !fingerprint) continue;
    const suffix = name.slice(kind.length + 1);
    const sums = priced.get(suffix) ?? {
      key: {
        year: Number(year),
        countryCode,
        schemeId,
        currency: currency as EprCurrency,
        editionId,
        fingerprint,
      },
      amountMinor: 0,
      packaging: 0,
      incomplete: 0,
    };
    if (kind === SUM) sums.amountMinor = value;
    else if (kind === PACKAGING) sums.packaging = value;
    else sums.incomplete = value;
    priced.set(suffix, sums);
  }
  // An edition's sums whose packaging all moved to another edition are 0 and end here.
  return { priced: [...priced.values()].filter((sums) => sums.packaging > 0), unscheduled };
};

/** Whether a fingerprint as the sums keep it is the edition's full one. */
export const sameFingerprint = (kept: string, full: string) => full.startsWith(kept);

export const storedEprTotals = (clientId: string, companyId: string, packageIds: readonly string[]) =>
  batchGetItems<EprTotalsItem>(
    packageIds.map((id) => tenantKeys.eprTotals(clientId, companyId, id)),
    { consistent: true },
  ).then((items) => new Map(items.map((item) => [item.packageId, item])));

/** Whether writing `after` would change nothing stored. */
export const eprTotalsUnchanged = (
  owner: EprTotalsOwner,
  before: EprTotalsItem | undefined,
  after: readonly EprYearlyEntry[],
) =>
  before
    ? before.name === owner.name && canonicalJson(before.entries) === canonicalJson(after)
    : after.length === 0;

const costlyKeys = (owner: EprTotalsOwner, entries: readonly EprYearlyEntry[]) =>
  entries.flatMap((entry) =>
    entry.kind === 'estimated'
      ? [
          {
            entry,
            key: tenantKeys.eprCostly(
              owner.clientId,
              owner.companyId,
              entry.year,
              entry.currency,
              owner.id,
              entry.countryCode,
            ),
          },
        ]
      : [],
  );

/** The amount as gsi1 sorts it: zero-padded, so the text order is the numeric order. */
const costlyOrder = (amountMinor: number) => String(amountMinor).padStart(16, '0');

/**
 * A packaging's totals item at `revision` and its "cost most" postings, one per country and year
 * with an edition, keyed by packaging and country so that a changed amount is one Put in place.
 * An import writes them as they are; a write's transaction puts them with their conditions.
 */
export const eprTotalsItems = (
  owner: EprTotalsOwner,
  entries: readonly EprYearlyEntry[],
  revision: number,
): StoredItem[] => [
  {
    ...tenantKeys.eprTotals(owner.clientId, owner.companyId, owner.id),
    entity: 'EprTotals',
    packageId: owner.id,
    revision,
    name: owner.name,
    entries,
  },
  ...costlyKeys(owner, entries).map(({ entry, key }) => ({
    ...key,
    entity: 'EprCostly',
    gsi1pk: key.pk,
    gsi1sk: costlyOrder(entry.amountMinor),
    packageId: owner.id,
    name: owner.name,
    countryCode: entry.countryCode,
    currency: entry.currency,
    amountMinor: entry.amountMinor,
    incomplete: entry.incomplete,
  })),
];

/**
 * The writes that take a packaging's totals from `before` (as read) to `after` (empty: no units,
 * or the packaging is gone): the totals item on the condition that nobody wrote it since, and its
 * postings put or deleted. The caller adds `eprCounterChanges` to the transaction's counters.
 * At most 1 + E items, E the editions the packaging has units for (a posting per country and year
 * with an edition, put in place or deleted): 4 with the three editions held today (decision 053).
 */
export const eprTotalsWrites = (
  owner: EprTotalsOwner,
  before: EprTotalsItem | undefined,
  after: readonly EprYearlyEntry[],
): TransactItem[] => {
  if (eprTotalsUnchanged(owner, before, after)) return [];
  const TableName = env().TABLE_NAME;
  const condition = before
    ? {
        ConditionExpression: 'revision = :revision',
        ExpressionAttributeValues: { ':revision': before.revision },
      }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const [totals, ...postings] = eprTotalsItems(owner, after, (before?.revision ?? 0) + 1);
  const totalsWrite: TransactItem =
    after.length > 0
      ? { Put: { TableName, Item: totals, ...condition } }
      : {
          Delete: {
            TableName,
            Key: tenantKeys.eprTotals(owner.clientId, owner.companyId, owner.id),
            ...condition,
          },
        };
  const kept = new Set(postings.map(keyString));
  const deletes = costlyKeys(owner, before?.entries ?? [])
    .filter(({ key }) => !kept.has(keyString(key)))
    .map(({ key }): TransactItem => ({ Delete: { TableName, Key: key } }));
  return [totalsWrite, ...postings.map((Item): TransactItem => ({ Put: { TableName, Item } })), ...deletes];
};

export type EprCostlyPosting = StoredItem & {
  packageId: string;
  name: string;
  countryCode: string;
  currency: EprCurrency;
  amountMinor: number;
  incomplete: boolean;
};

/** The highest fees of a year in one currency: one Query, whatever the portfolio's size. */
export const mostCostly = async (
  clientId: string,
  companyId: string,
  year: number,
  currency: EprCurrency,
  limit: number,
) =>
  (
    await queryPage<EprCostlyPosting>({
      index: 'gsi1',
      partition: tenantKeys.eprCostlyPartition(clientId, companyId, year, currency),
      limit,
      newestFirst: true,
    })
  ).items;
