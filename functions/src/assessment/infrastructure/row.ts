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
 * The rows (rows.json, checked at load by table.ts) are our best knowledge as of the year given,
 * not a survey. `certain: false` marks rows we could not establish from the cited source; the
 * note says what is uncertain, and the assessment carries that note to the reader
 * (docs/assessment-infrastructure.md). Change a row → bump METHOD_VERSION.
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
