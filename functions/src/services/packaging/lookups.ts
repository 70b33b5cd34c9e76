import {
  componentLookupFields,
  contentLanguageOf,
  localize,
  lookupKindOfComponentField,
  lookupKinds,
  type ComponentInput,
  type Language,
  type LookupEntry,
  type LookupKind,
} from '@recyclens/shared';
import { lookupCatalog } from '../../catalog/lookups';
import { putLookups, readLookups, type LookupItem } from '../../data/repositories/lookups';
import { AppError } from '../../errors/app-error';
import type { FieldProblems } from '../../errors/field-errors';

/**
 * Reference data lives in the table (so it can grow without a deploy) and is kept per warm
 * Lambda for five minutes: every packaging write checks its lookup ids against it.
 */
const TTL_MS = 5 * 60_000;
let cached: { until: number; items: Promise<LookupItem[]> } | undefined;

const lookupItems = (): Promise<LookupItem[]> => {
  if (!cached || cached.until < Date.now()) {
    const items = readLookups();
    cached = { until: Date.now() + TTL_MS, items };
    items.catch(() => (cached = undefined));
  }
  return cached.items;
};

export const seedLookups = async (): Promise<number> => {
  const entries = lookupKinds.flatMap((kind) => lookupCatalog[kind].map((entry) => ({ kind, entry })));
  await putLookups(entries);
  cached = undefined;
  return entries.length;
};

export const lookupsFor = async (language: Language) => {
  const items = await lookupItems();
  const grouped = Object.fromEntries(lookupKinds.map((kind) => [kind, [] as LookupEntry[]]));
  for (const item of items) {
    const entry = { id: item.id, name: localize(item.names, language), names: item.names };
    grouped[item.kind]?.push(item.group === undefined ? entry : { ...entry, group: item.group });
  }
  for (const list of Object.values(grouped))
    list.sort((a, b) => a.name.localeCompare(b.name, contentLanguageOf(language)));
  return grouped as Record<LookupKind, LookupEntry[]>;
};

/** Every lookup id a packaging refers to must exist; each unknown one is named by its field. */
export const requireKnownLookups = async (input: {
  components: ComponentInput[];
  categoryId?: string | null | undefined;
  assessmentCountryId?: string | null | undefined;
  unitsPlaced?: readonly { countryCode: string }[] | undefined;
}): Promise<void> => {
  const known = new Set((await lookupItems()).map((item) => `${item.kind}#${item.id}`));
  const fieldProblems: FieldProblems = {};
  const check = (kind: LookupKind, id: string | null | undefined, field: string) => {
    if (id && !known.has(`${kind}#${id}`))
      fieldProblems[field] = { code: 'UNKNOWN_LOOKUP', params: { kind, id } };
  };
  check('category', input.categoryId, 'categoryId');
  check('country', input.assessmentCountryId, 'assessmentCountryId');
  input.unitsPlaced?.forEach((row, index) =>
    check('country', row.countryCode, `unitsPlaced.${index}.countryCode`),
  );
  input.components.forEach((component, index) => {
    for (const field of componentLookupFields)
      check(lookupKindOfComponentField[field], component[field], `components.${index}.${field}`);
    component.constituents?.forEach((constituent, layer) => {
      const path = `components.${index}.constituents.${layer}`;
      check('constituentRole', constituent.role, `${path}.role`);
      check('material', constituent.materialId, `${path}.materialId`);
      constituent.blend?.forEach((part, position) =>
        check('material', part.materialId, `${path}.blend.${position}.materialId`),
      );
    });
  });
  if (Object.keys(fieldProblems).length > 0) throw new AppError('VALIDATION_FAILED', { fieldProblems });
};
