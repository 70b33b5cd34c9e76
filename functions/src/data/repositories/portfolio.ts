import { gradeSchema, type Grade } from '@recyclens/shared';
import { env } from '../../config/env';
import { tenantKeys } from '../keys';
import { nowIso } from '../clock';
import { getItem, putItem, updateIf, type StoredItem, type TransactItem } from '../table';

/**
 * A company's portfolio figures, kept as they change (decision 011): one item per company whose
 * flat attributes are counters, raised and lowered with ADD in the same transaction as the change
 * that moves them, so nothing ever reads the portfolio to count it. Flat names (not maps), because
 * ADD creates a missing top-level attribute but cannot add to a map that does not exist yet.
 */
export const counterNames = {
  packages: 'packages',
  category: (categoryId: string) => `category:${categoryId}`,
  grade: (countryId: string, grade: Grade) => `grade:${countryId}:${grade}`,
  outdated: (countryId: string) => `outdated:${countryId}`,
  /** Packaging with a PPWR summary (decision 051), those meeting every requirement on a horizon, the gaps. */
  ppwrSummaries: 'ppwr',
  /**
   * With a day: how today's count moves from that day on (a summary's later changes, decision
   * 051); a read adds those of the days up to its own.
   */
  ppwrMeets: (horizon: string, from?: string) => `ppwr-meets:${from ? `${horizon}@${from}` : horizon}`,
  ppwrGap: (horizon: string, ruleId: string, from?: string) =>
    `ppwr-gap:${from ? `${horizon}@${from}` : horizon}:${ruleId}`,
  /** Art. 7 (decision 057): packaging in a category, and those of it without a figure. */
  art7Category: (category: string) => `art7:${category}`,
  art7Unknown: (category: string) => `art7:${category}:unknown`,
  /** Per category and year: packaging counted, plastic placed and its recycled part in tonnes. */
  art7Year: (category: string, year: number, measure: Art7Measure) => `art7:${category}:${year}:${measure}`,
  art7LeftOut: (reason: string) => `art7-out:${reason}`,
} as const;

const art7Measures = ['packages', 'plastic', 'recycled'] as const;
type Art7Measure = (typeof art7Measures)[number];
const isArt7Measure = (name: string | undefined): name is Art7Measure =>
  art7Measures.some((measure) => measure === name);

/** Counter name → change; changes that sum to 0 are dropped. */
export type CounterChanges = Map<string, number>;

export const addChange = (changes: CounterChanges, name: string, delta: number) => {
  const next = (changes.get(name) ?? 0) + delta;
  if (next === 0) changes.delete(name);
  else changes.set(name, next);
};

/** Several writes' changes as one (a transaction updates the counter item once). */
export const mergedChanges = (...all: (CounterChanges | undefined)[]): CounterChanges => {
  const changes: CounterChanges = new Map();
  for (const [name, delta] of all.flatMap((one) => [...(one ?? [])])) addChange(changes, name, delta);
  return changes;
};

/** The ADD of every change to the company's counters, as one item of a transaction; none when empty. */
export const portfolioUpdate = (
  clientId: string,
  companyId: string,
  changes: CounterChanges,
): TransactItem[] => {
  const entries = [...changes];
  if (entries.length === 0) return [];
  return [
    {
      Update: {
        TableName: env().TABLE_NAME,
        Key: tenantKeys.portfolio(clientId, companyId),
        UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, delta], i) => [`:c${i}`, delta])),
      },
    },
  ];
};

export interface PortfolioCounts {
  packages: number;
  categories: Map<string, number>;
  /** country → grade → packaging whose latest result for that country has that grade. */
  grades: Map<string, Map<Grade, number>>;
  /** country → packaging whose latest result for that country is older than their last edit. */
  outdated: Map<string, number>;
  ppwr: {
    summaries: number;
    /** horizon → packaging meeting every requirement that applies then. */
    meets: Map<string, number>;
    /** horizon → requirement → packaging that do not meet it or lack its evidence then. */
    gaps: Map<string, Map<string, number>>;
    recycledContent: Art7Counts;
  };
  /** Dated PPWR counters whose day has come (name → value): `foldPastCounters` folds them. */
  pastDated: Map<string, number>;
}

/** The Art. 7 counters as read (decision 057). */
export interface Art7Counts {
  /** category → packaging in it, and those of it without a figure. */
  packages: Map<string, { packages: number; unknown: number }>;
  /** category → year → what its counted packaging placed. */
  years: Map<string, Map<number, Record<Art7Measure, number>>>;
  /** reason → packaging left out. */
  leftOut: Map<string, number>;
}

/** A PPWR counter's horizon, when it counts on `on`: a dated one only from its day on. */
const horizonOn = (token: string, on: string) => {
  const [horizon, from] = token.split('@');
  return from === undefined || from <= on ? horizon : undefined;
};

/** Whether a PPWR counter is dated and its day has come: from then on it counts like its undated one. */
const pastDated = (token: string, on: string) => {
  const from = token.split('@')[1];
  return from !== undefined && from <= on;
};

const addTo = <K>(map: Map<K, number>, key: K, value: number) => map.set(key, (map.get(key) ?? 0) + value);

/**
 * The company's counters, one GetItem whatever the portfolio's size; the PPWR counts as they stand
 * on `on` (today).
 */
export const readPortfolio = async (
  clientId: string,
  companyId: string,
  on: string = nowIso().slice(0, 10),
): Promise<PortfolioCounts> => {
  const item = await getItem<StoredItem & Record<string, unknown>>(tenantKeys.portfolio(clientId, companyId));
  const counts: PortfolioCounts = {
    packages: 0,
    categories: new Map(),
    grades: new Map(),
    outdated: new Map(),
    ppwr: {
      summaries: 0,
      meets: new Map(),
      gaps: new Map(),
      recycledContent: { packages: new Map(), years: new Map(), leftOut: new Map() },
    },
    pastDated: new Map(),
  };
  for (const [name, value] of Object.entries(item ?? {})) {
    if (typeof value !== 'number') continue;
    const [kind, first, second, third] = name.split(':');
    if ((kind === 'ppwr-meets' || kind === 'ppwr-gap') && first && pastDated(first, on))
      counts.pastDated.set(name, value);
    if (value === 0) continue;
    if (name === counterNames.packages) counts.packages = value;
    else if (name === counterNames.ppwrSummaries) counts.ppwr.summaries = value;
    else if (kind === 'art7' && first) addArt7(counts.ppwr.recycledContent, first, second, third, value);
    else if (kind === 'art7-out' && first) addTo(counts.ppwr.recycledContent.leftOut, first, value);
    else if (kind === 'ppwr-meets' && first) {
      const horizon = horizonOn(first, on);
      if (horizon) addTo(counts.ppwr.meets, horizon, value);
    } else if (kind === 'ppwr-gap' && first && second) {
      const horizon = horizonOn(first, on);
      if (!horizon) continue;
      const byRule = counts.ppwr.gaps.get(horizon) ?? new Map<string, number>();
      addTo(byRule, second, value);
      counts.ppwr.gaps.set(horizon, byRule);
    } else if (kind === 'category' && first) counts.categories.set(first, value);
    else if (kind === 'outdated' && first) counts.outdated.set(first, value);
    else if (kind === 'grade' && first && gradeSchema.safeParse(second).success) {
      const byGrade = counts.grades.get(first) ?? new Map<Grade, number>();
      byGrade.set(second as Grade, value);
      counts.grades.set(first, byGrade);
    }
  }
  return counts;
};

const addArt7 = (
  counts: Art7Counts,
  category: string,
  second: string | undefined,
  measure: string | undefined,
  value: number,
) => {
  const ofCategory = counts.packages.get(category) ?? { packages: 0, unknown: 0 };
  counts.packages.set(category, ofCategory);
  if (second === undefined) ofCategory.packages += value;
  else if (second === 'unknown') ofCategory.unknown += value;
  else if (/^\d{4}$/.test(second) && isArt7Measure(measure)) {
    const byYear = counts.years.get(category) ?? new Map<number, Record<Art7Measure, number>>();
    counts.years.set(category, byYear);
    const year = Number(second);
    const measures = byYear.get(year) ?? { packages: 0, plastic: 0, recycled: 0 };
    byYear.set(year, measures);
    measures[measure] += value;
  }
};

/** Dated counters folded per update: keeps one update's expression well under DynamoDB's 4 KB. */
const FOLDS_PER_UPDATE = 25;

/**
 * Folds dated PPWR counters whose day has come into their undated counters (decision 051): a read
 * adds them up anyway, so every count stays the same, but unfolded, each past day of an expiry
 * would stay on the company's one item for good, and DynamoDB caps an item at 400 KB. Each dated
 * counter is removed only if it still holds the value read: a write that moved one meanwhile
 * leaves its update for the next read. Answers how many were folded.
 */
export const foldPastCounters = async (
  clientId: string,
  companyId: string,
  past: ReadonlyMap<string, number>,
): Promise<number> => {
  const entries = [...past];
  let folded = 0;
  for (let start = 0; start < entries.length; start += FOLDS_PER_UPDATE) {
    const batch = entries.slice(start, start + FOLDS_PER_UPDATE);
    const names: Record<string, string> = {};
    const values: Record<string, number> = {};
    batch.forEach(([name, value], i) => {
      names[`#d${i}`] = name;
      names[`#u${i}`] = name.replace(/@\d{4}-\d{2}-\d{2}/, '');
      values[`:v${i}`] = value;
    });
    const done = await updateIf({
      Key: tenantKeys.portfolio(clientId, companyId),
      UpdateExpression: `ADD ${batch.map((_, i) => `#u${i} :v${i}`).join(', ')} REMOVE ${batch.map((_, i) => `#d${i}`).join(', ')}`,
      ConditionExpression: batch.map((_, i) => `#d${i} = :v${i}`).join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
    if (done) folded += batch.length;
  }
  return folded;
};

/** Writes the company's counters as absolute values (the rebuild), replacing what was there. */
export const replacePortfolio = (clientId: string, companyId: string, counters: CounterChanges) =>
  putItem({
    ...tenantKeys.portfolio(clientId, companyId),
    entity: 'Portfolio',
    ...Object.fromEntries(counters),
  });
