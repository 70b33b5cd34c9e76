import { layeredDensity } from '@recyclens/shared';
import type { AssessedComponent } from '../types';

/**
 * The fields of a component a change may set: its lookups and the density that follows a material;
 * and its post-consumer recycled content, which the PPWR proposal raises (the grade never reads it).
 */
export type ChangeableFields = Pick<
  AssessedComponent,
  'familyId' | 'materialId' | 'colorId' | 'adhesiveId' | 'fillerId' | 'densityFrom' | 'densityTo'
> & { recycledContentPercent: number };

/**
 * What a change does, as the reader is told it: swap a material, a colour, an adhesive or a
 * filler, or drop the component; for a layered component, swap one layer's material or drop the
 * layer; raise a component's recycled content (not a generator's: the PPWR proposal's, from and to
 * being percentages). A new kind also needs its sentence in the web app
 * (features/assessment/improvement-text.ts).
 */
export type ChangeKind =
  | 'material'
  | 'color'
  | 'adhesive'
  | 'filler'
  | 'drop'
  | 'layer-material'
  | 'drop-layer'
  | 'recycled-content';

const layerKinds: readonly ChangeKind[] = ['layer-material', 'drop-layer'];

/**
 * One small edit of one component, as data: the engine applies it to a copy of the pack it
 * assesses, the service to a copy of the stored packaging, so both see the same edit.
 */
export interface ComponentChange {
  /** Stable for the same pack: `kind:componentIndex:to`, so a proposal can be named when applied. */
  id: string;
  kind: ChangeKind;
  componentIndex: number;
  /** The lookup id before and after (null: the component is dropped); a recycled content's percentages. */
  from: string | null;
  to: string | null;
  /** The fields the change sets; absent for a drop and for a layer's change. */
  set?: Partial<ChangeableFields>;
  /** The layer (index into the component's constituents) a layer change edits. */
  constituentIndex?: number;
  /** The swapped layer's new weight in grams, when the new material is not as heavy (a thin barrier). */
  layerWeight?: number;
}

/** What a generator knows about the pack besides its components. */
export interface PackFacts {
  /** The component the engine takes as the pack's main one (streams.ts). */
  mainIndex: number;
  /** The material ids that count as the stream's main material. */
  mainMaterials: readonly string[];
}

/**
 * Proposes candidate single changes of one kind. It need not know whether a change helps: the
 * engine decides that on a copy. A generator proposes few candidates per component, so the
 * search stays bounded.
 */
export type ChangeGenerator = (
  components: readonly AssessedComponent[],
  facts: PackFacts,
) => ComponentChange[];

export const changeId = (kind: ChangeKind, componentIndex: number, to: string | null): string =>
  `${kind}:${componentIndex}:${to ?? '-'}`;

export const layerChangeId = (
  kind: ChangeKind,
  componentIndex: number,
  constituentIndex: number,
  to: string | null,
): string => `${kind}:${componentIndex}.${constituentIndex}:${to ?? '-'}`;

export const isLayerChange = (change: ComponentChange): boolean => layerKinds.includes(change.kind);

interface Layered {
  weight?: number | null;
  constituents?: readonly { role: string; materialId: string; weight: number }[];
}

/**
 * The layers with the layer changes applied, by their original index so that a dropped layer does
 * not shift the one another change names. The component weighs what its layers weigh, as the API
 * requires of a layered component, and has the density they give where every layer's material has
 * a typical one: the old layers' density would sort the new structure as what it no longer is.
 */
const withLayerChanges = <T extends object>(component: T, changes: readonly ComponentChange[]): T => {
  const layered = component as T & Layered;
  if (changes.length === 0 || layered.constituents === undefined) return component;
  const constituents = layered.constituents.flatMap((layer, index) => {
    const own = changes.filter((change) => change.constituentIndex === index);
    if (own.some((change) => change.kind === 'drop-layer')) return [];
    const swap = own.find((change) => change.kind === 'layer-material' && change.to !== null);
    if (!swap?.to) return [layer];
    return [
      {
        ...layer,
        materialId: swap.to,
        ...(swap.layerWeight === undefined ? {} : { weight: swap.layerWeight }),
      },
    ];
  });
  const weight = constituents.reduce((sum, layer) => sum + layer.weight, 0);
  const density = layeredDensity({ constituents });
  return {
    ...component,
    constituents,
    ...(layered.weight === undefined || layered.weight === null ? {} : { weight }),
    ...(density === null ? {} : { densityFrom: density.from, densityTo: density.to }),
  };
};

/**
 * The components with the changes applied, on a copy. Indices refer to the original order, so
 * a drop in one change does not shift the component another change names.
 */
export const applyChanges = <T extends object>(
  components: readonly T[],
  changes: readonly ComponentChange[],
): T[] =>
  components.flatMap((component, index) => {
    const own = changes.filter((change) => change.componentIndex === index);
    if (own.some((change) => change.kind === 'drop')) return [];
    const changed = own.reduce<T>((current, change) => ({ ...current, ...change.set }), component);
    return [withLayerChanges(changed, own.filter(isLayerChange))];
  });
