import type { ComponentKey, ComponentRow } from './columns';

/** A component of the Components sheet: its own row, and the rows of its layers, outside in. */
export interface ComponentRows {
  component: ComponentRow;
  layers: ComponentRow[];
}

const layerKeys = [
  'layerRole',
  'layerMaterial',
  'layerWeight',
  'layerBlend',
] as const satisfies ComponentKey[];
const componentKeys = [
  'name',
  'type',
  'family',
  'material',
  'filler',
  'adhesive',
  'color',
  'densityFrom',
  'densityTo',
  'ncLinksUsed',
  'weight',
  // A row with any of the component's PPWR cells is a component of its own, never a further layer.
  'recycledContentPercent',
  'recycledContentBasis',
  'pfasIntentionallyAdded',
  'pfasSingleMaxPpb',
  'pfasTargetedSumPpb',
  'pfasTotalMgPerKg',
  'totalFluorineMgPerKg',
  'heavyMetalsSumMgPerKg',
  'compostabilityCertified',
] as const satisfies ComponentKey[];

const hasLayer = (row: ComponentRow) => layerKeys.some((key) => row[key] !== '');

/**
 * A further layer of the component above (the CEFLEX examples' layout): a row with layer cells
 * and none of a component's own, its packaging key empty or the component's.
 */
const isFurtherLayer = (row: ComponentRow, above: ComponentRow | undefined) =>
  above !== undefined &&
  hasLayer(row) &&
  componentKeys.every((key) => row[key] === '') &&
  (row.packagingKey === '' || row.packagingKey === above.packagingKey);

/**
 * The rows of the Components sheet (or the CSV) as components with their layers: a component's
 * row holds its first layer, if any; each following row with only layer cells adds one more.
 */
export const groupComponentRows = (rows: readonly ComponentRow[]): ComponentRows[] => {
  const groups: ComponentRows[] = [];
  for (const row of rows) {
    const current = groups.at(-1);
    if (current && isFurtherLayer(row, current.component)) current.layers.push(row);
    else groups.push({ component: row, layers: hasLayer(row) ? [row] : [] });
  }
  return groups;
};

/** "30 % LDPE" or "30% LDPE" or "12,5 % PP": the share first, as the editor and the exports show it. */
const blendPart = /^(\d+(?:[.,]\d+)?)\s*%\s*(.+)$/;

/**
 * A layer's blend cell, "30 % LDPE; 10 % PP": the materials blended into the layer with their
 * shares of its weight; null when a part does not read so.
 */
export const parseBlend = (text: string): { share: number; material: string }[] | null => {
  if (text === '') return [];
  const parts = text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const parsed = parts.map((part) => {
    const match = blendPart.exec(part);
    return match?.[1] && match[2]
      ? { share: Number(match[1].replace(',', '.')), material: match[2].trim() }
      : null;
  });
  return parsed.every((part) => part !== null) ? parsed : null;
};
