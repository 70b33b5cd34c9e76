import type { ConformityMissing, ConformityValue, EvidenceKind, Localized } from '@recyclens/shared';
import type { Finding, RuleInput } from './types';

/** The regulation every rule cites: the Official Journal edition we read (docs/ppwr.md). */
export const regulation = {
  name: 'Regulation (EU) 2025/40',
  edition: 'OJ L, 2025/40, 22.1.2025',
  url: 'https://eur-lex.europa.eu/eli/reg/2025/40/oj',
} as const;

export const value = (
  name: string,
  v: ConformityValue['value'] | undefined,
  unit: string | null = null,
  componentId: string | null = null,
): ConformityValue => ({ name, value: v ?? null, unit, componentId });

export const missingData = (field: string, componentId: string | null = null): ConformityMissing => ({
  kind: 'data',
  field,
  evidenceKinds: [],
  componentId,
});

export const missingEvidence = (
  kinds: EvidenceKind[],
  componentId: string | null = null,
): ConformityMissing => ({
  kind: 'evidence',
  field: null,
  evidenceKinds: kinds,
  componentId,
});

/**
 * Whether a document of one of `kinds` covers the component (or, with null, the packaging) and
 * has not expired by the day checked. A document for the whole packaging covers its components.
 */
export const hasEvidence = (input: RuleInput, kinds: readonly EvidenceKind[], componentId: string | null) =>
  input.evidence.some(
    (document) =>
      kinds.includes(document.kind) &&
      (document.componentId === null || document.componentId === componentId) &&
      (document.expiresOn === null || document.expiresOn >= input.on),
  );

export const finding = (
  status: Finding['status'],
  parts: { values?: ConformityValue[]; missing?: ConformityMissing[]; note?: Localized | null } = {},
): Finding => ({
  status,
  values: parts.values ?? [],
  missing: parts.missing ?? [],
  note: parts.note ?? null,
});

/**
 * A value that passes its threshold: met when a document of one of `kinds` proves it, otherwise
 * evidence missing, naming the kinds that would do.
 */
export const metIfEvidenced = (
  input: RuleInput,
  kinds: EvidenceKind[],
  componentId: string | null,
  values: ConformityValue[] = [],
): Finding =>
  hasEvidence(input, kinds, componentId)
    ? finding('met', { values })
    : finding('evidence_missing', { values, missing: [missingEvidence(kinds, componentId)] });

/** Met only when every part is met; one part not met decides; anything unknown keeps it open. */
export const combine = (parts: readonly Finding[], note: Localized | null = null): Finding => {
  const values = parts.flatMap((part) => part.values);
  const missing = parts.flatMap((part) => part.missing);
  const status = parts.some((part) => part.status === 'not_met')
    ? 'not_met'
    : parts.some((part) => part.status === 'evidence_missing')
      ? 'evidence_missing'
      : 'met';
  return { status, values, missing, note };
};

/** A requirement that cannot be judged because the packaging does not say something it depends on. */
export const unknownField = (field: string, componentId: string | null = null): Finding =>
  finding('evidence_missing', { missing: [missingData(field, componentId)] });

/** A packaging without components has nothing to measure: everything per component is unknown. */
export const noComponents = (): Finding => unknownField('components');
