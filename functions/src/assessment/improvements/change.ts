import type { AssessedComponent } from '../types';

/** The fields of a component a change may set: its lookups and the density that follows a material. */
export type ChangeableFields = Pick<
  AssessedComponent,
  'familyId' | 'materialId' | 'colorId' | 'adhesiveId' | 'fillerId' | 'densityFrom' | 'densityTo'
>;

/**
 * What a change does, as the reader is told it: swap a material, a colour, an adhesive or a
 * filler, or drop the component. A new kind (e.g. a constituent's material) also needs its
 * sentence in the web app (features/assessment/improvement-text.ts).
 */
export type ChangeKind = 'material' | 'color' | 'adhesive' | 'filler' | 'drop';

/**
 * One small edit of one component, as data: the engine applies it to a copy of the pack it
 * assesses, the service to a copy of the stored packaging, so both see the same edit.
 */
export interface ComponentChange {
  /** Stable for the same pack: `kind:componentIndex:to`, so a proposal can be named when applied. */
  id: string;
  kind: ChangeKind;
  componentIndex: number;
  /** The lookup id before and after (null: the component is dropped). */
  from: string | null;
  to: string | null;
  /** The fields the change sets; absent for a drop. */
  set?: Partial<ChangeableFields>;
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
    return [own.reduce<T>((current, change) => ({ ...current, ...change.set }), component)];
  });
