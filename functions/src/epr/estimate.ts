import type { EprCountryEstimate, EprEstimateLine, EprScheduleRow, EprUnpriced } from '@recyclens/shared';
import { editionFingerprint } from './fingerprint';
import { isPiece, pieceOf } from './pieces';
import { countryStatements, scheduleEditions, unknownCountry } from './schedules';
import type { EprPackaging, EprPiece, ScheduleEdition, ScheduleRow } from './types';

/** Grams to the rate's unit: a tonne is 1,000,000 g, a kilogram 1,000 g; a unit rate is charged once. */
const quantityOf = (row: Pick<ScheduleRow, 'per'>, weightG: number): number =>
  row.per === 'tonne' ? weightG / 1_000_000 : row.per === 'kg' ? weightG / 1_000 : 1;

const rateUnknown = (row: ScheduleRow) => ({
  en: `No verified rate: the row "${row.label}" is published, but we could not read its figure in the scheme’s document.`,
  de: `Kein geprüfter Satz: die Zeile „${row.label}“ ist veröffentlicht, ihren Betrag konnten wir im Dokument des Systems nicht lesen.`,
  fr: `Aucun taux vérifié : la ligne « ${row.label} » est publiée, mais son montant n’a pas pu être lu dans le document du système.`,
});

/** One component under one edition: its lines, or why it is not priced (never priced at zero). */
const priceComponent = (
  edition: ScheduleEdition,
  piece: EprPiece,
): { lines: EprEstimateLine[]; unpriced: EprUnpriced[] } => {
  const component = { componentId: piece.component.id, componentName: piece.component.name };
  const unpriced = (reason: EprUnpriced['reason'], explanation: EprUnpriced['explanation']): EprUnpriced => ({
    ...component,
    materialId: piece.materialId,
    weightG: piece.weightG,
    reason,
    explanation,
  });
  const choice = edition.choose(piece);
  if ('reason' in choice) return { lines: [], unpriced: [unpriced(choice.reason, choice.explanation)] };
  const rows = choice.rowIds.map((id) => {
    const row = edition.rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`EPR edition ${edition.id} maps to a row it does not list: ${id}`);
    return row;
  });
  const known = rows.flatMap(({ rate, ...row }) => (rate === null ? [] : [{ ...row, rate }]));
  const unknown = rows.find((row) => row.rate === null);
  if (unknown) return { lines: [], unpriced: [unpriced('rate_unknown', rateUnknown(unknown))] };
  const lines = known.map((row): EprEstimateLine => {
    const published: EprScheduleRow = { id: row.id, label: row.label, rate: row.rate, per: row.per };
    const baseAmount = quantityOf(row, piece.weightG) * published.rate;
    const { modulation } = choice;
    const amount =
      modulation.kind === 'factor'
        ? baseAmount * (modulation.factor ?? 1)
        : modulation.kind === 'adjustment'
          ? baseAmount + (modulation.adjustment ?? 0)
          : baseAmount;
    return {
      ...component,
      materialId: piece.materialId,
      weightG: piece.weightG,
      row: published,
      mapping: choice.mapping,
      baseAmount,
      modulation,
      amount,
    };
  });
  return { lines, unpriced: [] };
};

/** The edition for a country and year: the last one listed, so a revised edition supersedes without erasing. */
export const editionFor = (
  countryCode: string,
  year: number,
  editions: readonly ScheduleEdition[] = scheduleEditions,
): ScheduleEdition | undefined =>
  editions.filter((edition) => edition.countryCode === countryCode && edition.year === year).at(-1);

/**
 * A packaging's fees in one country for one year: Σ component weight × rate of its row, then the
 * row's modulation, in the scheme's currency. The fee per unit is known even without units; the
 * year's total only with them. Anything unpriced makes the estimate incomplete (a lower bound).
 */
export const estimateCountry = (
  pkg: EprPackaging,
  countryCode: string,
  year: number,
  editions: readonly ScheduleEdition[] = scheduleEditions,
): EprCountryEstimate => {
  const units =
    pkg.unitsPlaced?.find((row) => row.countryCode === countryCode && row.year === year)?.units ?? null;
  const edition = editionFor(countryCode, year, editions);
  if (!edition) {
    const statement = countryStatements[countryCode] ?? unknownCountry;
    return { status: statement.status, countryCode, year, units, explanation: statement.explanation };
  }
  const lines: EprEstimateLine[] = [];
  const unpriced: EprUnpriced[] = [];
  for (const component of pkg.components) {
    const piece = pieceOf(component, pkg);
    if (!isPiece(piece)) {
      unpriced.push({ componentId: component.id, componentName: component.name, ...piece });
      continue;
    }
    const priced = priceComponent(edition, piece);
    lines.push(...priced.lines);
    unpriced.push(...priced.unpriced);
  }
  const feePerUnit = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    status: 'estimated',
    countryCode,
    year,
    scheme: edition.scheme,
    edition: {
      id: edition.id,
      year: edition.year,
      source: edition.source,
      fingerprint: editionFingerprint(edition),
    },
    currency: edition.currency,
    lines,
    unpriced,
    feePerUnit,
    units,
    total: units === null ? null : feePerUnit * units,
    complete: unpriced.length === 0,
  };
};

/**
 * The countries an estimate for a year answers: those the packaging has units for that year and
 * those the research covered, by code, each once.
 */
export const estimateCountries = (
  pkg: EprPackaging,
  year: number,
  editions: readonly ScheduleEdition[] = scheduleEditions,
): EprCountryEstimate[] => {
  const codes = new Set([
    ...Object.keys(countryStatements),
    ...editions.map((edition) => edition.countryCode),
    ...(pkg.unitsPlaced ?? []).filter((row) => row.year === year).map((row) => row.countryCode),
  ]);
  return [...codes].sort().map((code) => estimateCountry(pkg, code, year, editions));
};
