import type { Methodology, Rating, Source, StreamId } from '../types';

/**
 * One row of a stream's rule table: how a catalog value (material, filler, adhesive or colour)
 * rates in a stream. A value with no row rates "needs testing" (never green by default).
 */
export type RatedAspect = 'material' | 'filler' | 'adhesive' | 'color';

/** Where a component ends up in the stream's process. */
export type Fate =
  /** stays in the stream's output (the body, a layer, a same-polymer cap) */
  | 'recycled'
  /** separated and recycled elsewhere (a PP cap floated off PET flakes, a steel lid pulled by a magnet) */
  | 'recovered'
  /** separated and discarded: its weight share is subtracted from the score (see score.ts) */
  | 'lost';

/** Is the component the stream's main material, or something attached to it? */
export type Role = 'main' | 'attachment';

/**
 * A limit on the pack's weight share (%) of the value, as D4ACE writes them: green up to
 * `greenUpTo`, then yellow up to `yellowUpTo`, then `above` (red unless said otherwise).
 */
export interface ShareLimit {
  greenUpTo: number;
  yellowUpTo?: number;
  above?: Rating;
}

export interface RuleRow {
  ruleId: string;
  stream: StreamId;
  aspect: RatedAspect;
  values: string[];
  /** Omitted: any role. */
  role?: Role;
  /** Omitted: both methodologies; a row for one methodology wins over a shared one. */
  methodology?: Methodology;
  rating: Rating | ShareLimit;
  /** Material rows only; omitted means recycled. */
  fate?: Fate;
  messageKey: string;
  source: Source;
  /** Why, in our words (shown in the docs and the rule-table screen). */
  note: string;
}

export const isShareLimit = (rating: Rating | ShareLimit): rating is ShareLimit => typeof rating === 'object';

/** Of the rows that match, one for the chosen methodology wins over one shared by both. */
export const rowForMethodology = <T extends { methodology?: Methodology }>(
  rows: readonly T[],
  matches: (row: T) => boolean,
  methodology: Methodology,
): T | undefined => {
  const candidates = rows.filter(
    (row) => matches(row) && (row.methodology === undefined || row.methodology === methodology),
  );
  return candidates.find((row) => row.methodology === methodology) ?? candidates[0];
};

/** Rate a share (%) against a limit; the boundaries are inclusive, as in D4ACE's "G<=x". */
export const rateShare = (share: number, limit: ShareLimit): Rating => {
  if (share <= limit.greenUpTo) return 'green';
  if (limit.yellowUpTo !== undefined && share <= limit.yellowUpTo) return 'yellow';
  return limit.above ?? 'red';
};

/** A compact row builder for the stream tables. */
export const rowsFor =
  (stream: StreamId, prefix: string, source: Source) =>
  (
    name: string,
    aspect: RatedAspect,
    values: string[],
    rating: Rating | ShareLimit,
    messageKey: string,
    note: string,
    extra: Partial<Pick<RuleRow, 'role' | 'methodology' | 'fate' | 'source'>> = {},
  ): RuleRow => ({
    // A methodology-specific row gets its own id, so a finding names exactly the row that fired.
    ruleId: `${prefix}.${aspect}.${name}${extra.methodology === undefined ? '' : `.${extra.methodology}`}`,
    stream,
    aspect,
    values,
    rating,
    messageKey,
    note,
    source,
    ...extra,
  });

/** Rows for parts attached to the main material: kept in the output, recovered elsewhere, or lost. */
export const attached = {
  kept: { role: 'attachment' },
  recovered: { role: 'attachment', fate: 'recovered' },
  lost: { role: 'attachment', fate: 'lost' },
} as const;

export type RowBuilder = ReturnType<typeof rowsFor>;

/** Every stream that rates fillers rates "none" green. */
export const noFillerRow = (r: RowBuilder): RuleRow =>
  r('none', 'filler', ['none'], 'green', 'rule.no-filler', 'No filler or additive.');

/** Every stream that rates adhesives rates "none" green. */
export const noAdhesiveRow = (r: RowBuilder): RuleRow =>
  r('none', 'adhesive', ['none'], 'green', 'rule.no-adhesive', 'No adhesive.');
