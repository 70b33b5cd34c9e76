import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EvidenceKind } from '@recyclens/shared';

/** What each kind of evidence document is called. */
export const evidenceKindLabels = {
  supplier_declaration: msg`Supplier declaration`,
  test_report: msg`Test report`,
  certificate: msg`Certificate`,
  drawing: msg`Drawing`,
  minimisation_justification: msg`Minimisation justification`,
  other: msg`Other document`,
} as const satisfies Record<EvidenceKind, MessageDescriptor>;

const DAY_MS = 86_400_000;

/**
 * Days from the reader's today to the day a document expires: negative once expired. A document
 * still counts on its expiry day (the checks count it until the day after).
 */
export const daysUntil = (expiresOn: string, now = new Date()): number =>
  Math.round(
    (Date.parse(`${expiresOn}T00:00:00Z`) - Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())) /
      DAY_MS,
  );

/** A calendar day (YYYY-MM-DD) in the reader's words, never shifted by their time zone. */
export const calendarDayText = (i18n: I18n, day: string) =>
  i18n.date(new Date(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
