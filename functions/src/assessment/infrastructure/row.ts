import type { Source, StreamId } from '../types';

/**
 * Is a stream collected, sorted and recycled at scale in a country (docs/assessment.md#the-steps, step 2)?
 *
 * The model is the national definitions: ECR Austria (a packaging is recyclable where collection,
 * sorting and recycling infrastructure exists), OPRL for the UK (“Recycle” when ≥ 75% of councils
 * collect it at the kerbside), APR for the US (recyclable when ≥ 60% of consumers have access to
 * collection, and it is sorted and reprocessed). Store drop-off and recycling-centre routes do not
 * count as collection at scale unless the row says why.
 *
 * The rows are our best knowledge as of the year given, not a survey. `certain: false` marks rows
 * we could not establish from the cited source; the note says what is uncertain, and the
 * assessment carries that note to the reader (docs/assessment-infrastructure.md). Change a row →
 * bump METHOD_VERSION.
 */
export interface InfrastructureRow {
  countryId: string;
  stream: StreamId;
  collected: boolean;
  sorted: boolean;
  recycled: boolean;
  year: number;
  certain: boolean;
  note: string;
  source: Source;
}

/** collected, sorted, recycled */
export type Steps = [boolean, boolean, boolean];

export const all: Steps = [true, true, true];
export const none: Steps = [false, false, false];

export const row = (
  countryId: string,
  stream: StreamId,
  [collected, sorted, recycled]: Steps,
  source: Source,
  note: string,
  certain = true,
  year = 2025,
): InfrastructureRow => ({ countryId, stream, collected, sorted, recycled, year, certain, note, source });

/** One stream of a country: its steps, the note, whether the source establishes it, and the source when it is not the country's own. */
export interface StreamFact {
  steps: Steps;
  note: string;
  certain: boolean;
  source?: Source;
}

export const known = (steps: Steps, note: string, source?: Source): StreamFact =>
  source === undefined ? { steps, note, certain: true } : { steps, note, certain: true, source };

export const unsure = (steps: Steps, note: string, source?: Source): StreamFact =>
  source === undefined ? { steps, note, certain: false } : { steps, note, certain: false, source };

/**
 * A country's rows, one per stream, citing the country's own source (its EPR scheme) unless a
 * stream names another. The record type makes a missing stream a compile error.
 */
export const countryRows = (
  countryId: string,
  source: Source,
  facts: Record<StreamId, StreamFact>,
): InfrastructureRow[] =>
  (Object.entries(facts) as [StreamId, StreamFact][]).map(([stream, fact]) =>
    row(countryId, stream, fact.steps, fact.source ?? source, fact.note, fact.certain),
  );
