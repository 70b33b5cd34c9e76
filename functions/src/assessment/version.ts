/**
 * The method version stamped on every result. Bump it whenever a rule, limit, source or the
 * infrastructure table changes, so stored results show which rules made them (docs/assessment.md#the-steps, step 6).
 * Format: year.month.revision.
 */
export const METHOD_VERSION = '2026.11.2';
