import { localize, type ContentLanguage, type EprUnpricedReason } from '@recyclens/shared';
import { estimateCountry, type EprPackaging } from '../../epr';
import { unpricedCategory } from '../../reports';
import type { EprDeclarationBook } from '../../reports/epr-declaration-xlsx';

/**
 * What a producer declares to its schemes for one year (issue 35 §4, docs/epr.md): per country
 * and scheme, the tonnes per schedule row (the scheme's own material and format categories) and
 * the units placed. Summed packaging by packaging as the export job reads the company, so it
 * holds one entry per country and row, never the packaging: 50,000 of them cost no memory.
 */

/** Where the tonnes of a line go: a schedule row, our material (no schedule), or what is not priced. */
export type DeclarationCategory =
  | { kind: 'row'; id: string; label: string }
  | { kind: 'material'; materialId: string }
  | { kind: 'unpriced'; reason: EprUnpricedReason };

export interface DeclarationScheme {
  id: string;
  name: string;
  edition: { id: string; title: string; url: string; readOn: string; fingerprint: string };
  currency: string;
}

export interface DeclarationTonnes {
  countryCode: string;
  /** Null where the country has no schedule we hold (Germany: no public one). */
  scheme: DeclarationScheme | null;
  category: DeclarationCategory;
  /** Grams × units, summed; the file shows tonnes. */
  grams: number;
  /** Components counted under it without a weight: their tonnes are unknown, never zero. */
  withoutWeight: number;
}

export interface DeclarationUnits {
  countryCode: string;
  scheme: DeclarationScheme | null;
  packaging: number;
  units: number;
}

export interface Declaration {
  year: number;
  tonnes: DeclarationTonnes[];
  units: DeclarationUnits[];
}

const keyOfCategory = (category: DeclarationCategory) =>
  category.kind === 'row'
    ? `row:${category.id}`
    : category.kind === 'material'
      ? `material:${category.materialId}`
      : `unpriced:${category.reason}`;

/** A component's layers by material (a component without layers is one), with their grams. */
const materialsOf = (component: EprPackaging['components'][number]) =>
  component.constituents?.length
    ? component.constituents.map((layer) => ({ materialId: layer.materialId, weight: layer.weight }))
    : [{ materialId: component.materialId ?? null, weight: component.weight ?? null }];

export const declarationFor = (year: number) => {
  const tonnes = new Map<string, DeclarationTonnes>();
  const units = new Map<string, DeclarationUnits>();
  const addTonnes = (
    countryCode: string,
    scheme: DeclarationScheme | null,
    category: DeclarationCategory,
    grams: number | null,
  ) => {
    const key = `${countryCode}|${scheme?.edition.id ?? ''}|${keyOfCategory(category)}`;
    const entry = tonnes.get(key) ?? { countryCode, scheme, category, grams: 0, withoutWeight: 0 };
    if (grams === null) entry.withoutWeight += 1;
    else entry.grams += grams;
    tonnes.set(key, entry);
  };

  /** Adds one packaging's units and tonnes in every country it has units for in the year. */
  const add = (pkg: EprPackaging) => {
    for (const placed of pkg.unitsPlaced ?? []) {
      if (placed.year !== year || placed.units === 0) continue;
      const { countryCode } = placed;
      const estimate = estimateCountry(pkg, countryCode, year);
      const scheme: DeclarationScheme | null =
        estimate.status === 'estimated'
          ? {
              id: estimate.scheme.id,
              name: estimate.scheme.name,
              edition: {
                id: estimate.edition.id,
                fingerprint: estimate.edition.fingerprint,
                ...estimate.edition.source,
              },
              currency: estimate.currency,
            }
          : null;
      const unitsKey = `${countryCode}|${scheme?.edition.id ?? ''}`;
      const counted = units.get(unitsKey) ?? { countryCode, scheme, packaging: 0, units: 0 };
      counted.packaging += 1;
      counted.units += placed.units;
      units.set(unitsKey, counted);
      if (estimate.status === 'estimated') {
        // A component paying two rows (Spain's glass) is declared under both, as the scheme asks.
        for (const line of estimate.lines)
          addTonnes(
            countryCode,
            scheme,
            { kind: 'row', id: line.row.id, label: line.row.label },
            line.weightG * placed.units,
          );
        for (const item of estimate.unpriced)
          addTonnes(
            countryCode,
            scheme,
            { kind: 'unpriced', reason: item.reason },
            item.weightG === null ? null : item.weightG * placed.units,
          );
        continue;
      }
      // No schedule we hold: the tonnes by our materials, what a scheme's own form will ask by.
      for (const component of pkg.components)
        for (const part of materialsOf(component))
          addTonnes(
            countryCode,
            null,
            part.materialId
              ? { kind: 'material', materialId: part.materialId }
              : { kind: 'unpriced', reason: 'no_material' },
            part.weight === null ? null : part.weight * placed.units,
          );
    }
  };

  const result = (): Declaration => ({
    year,
    tonnes: [...tonnes.values()].sort(
      (a, b) =>
        a.countryCode.localeCompare(b.countryCode) ||
        keyOfCategory(a.category).localeCompare(keyOfCategory(b.category)),
    ),
    units: [...units.values()].sort((a, b) => a.countryCode.localeCompare(b.countryCode)),
  });
  return { add, result };
};

/** The declaration as the workbook shows it, countries and materials named in the reader's language. */
export const declarationBook = (
  declaration: Declaration,
  language: ContentLanguage,
  nameOf: (kind: 'country' | 'material', id: string) => string,
): EprDeclarationBook => {
  const editionOf = (scheme: DeclarationScheme | null) => scheme?.edition.title ?? null;
  const sources = new Map<string, EprDeclarationBook['sources'][number]>();
  for (const { scheme } of declaration.units)
    if (scheme)
      sources.set(scheme.edition.id, {
        scheme: scheme.name,
        edition: scheme.edition.title,
        url: scheme.edition.url,
        readOn: scheme.edition.readOn,
        fingerprint: scheme.edition.fingerprint,
      });
  return {
    year: declaration.year,
    language,
    tonnes: declaration.tonnes.map((row) => ({
      country: nameOf('country', row.countryCode),
      scheme: row.scheme?.name ?? null,
      edition: editionOf(row.scheme),
      category:
        row.category.kind === 'row'
          ? row.category.label
          : row.category.kind === 'material'
            ? nameOf('material', row.category.materialId)
            : localize(unpricedCategory[row.category.reason], language),
      // Grams to tonnes, kept to the gram.
      tonnes: Math.round(row.grams) / 1_000_000,
      withoutWeight: row.withoutWeight,
    })),
    units: declaration.units.map((row) => ({
      country: nameOf('country', row.countryCode),
      scheme: row.scheme?.name ?? null,
      packaging: row.packaging,
      units: row.units,
    })),
    sources: [...sources.values()],
  };
};
