import { Trans, useLingui } from '@lingui/react/macro';
import { constituentSchema, type Constituent, type LookupKind, type PackagingDiff } from '@recyclens/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from '../lib/api-context';
import { toInterfaceLocale } from '../lib/i18n';
import { lookupsQueryOptions } from '../lib/lookups-query';
import { lookupKindOfField, packagingFieldLabels } from '../lib/packaging-field-labels';
import { isPpwrField, ppwrValueLabels } from '../lib/ppwr-field-labels';
import { layerChanges, type LayerChange } from './layer-changes';
import { asUnitsPlaced, unitsChanges, type UnitsChange } from './units-changes';

type ValueChange = PackagingDiff['fields'][number];

/** Whether a difference holds any change at all. */
export const hasChanges = (diff: PackagingDiff) =>
  diff.fields.length > 0 ||
  diff.components.added.length + diff.components.removed.length + diff.components.changed.length > 0 ||
  diff.components.reordered;

/** A stored layers value, or none when it is not one (a field this view does not know). */
const asLayers = (value: unknown): Constituent[] | null => {
  const parsed = z.array(constituentSchema).safeParse(value ?? []);
  return parsed.success ? parsed.data : null;
};

/**
 * Field changes as a list "Field: before → after", lookup ids shown by their names in the
 * interface language and numbers in its format; a change of layers as one line per layer.
 */
const ChangeList = ({ changes }: { changes: readonly ValueChange[] }) => {
  const { t, i18n } = useLingui();
  const lookups = useQuery(lookupsQueryOptions(useApi()));
  const locale = toInterfaceLocale(i18n.locale) ?? 'en';
  const label = (field: string) => {
    const descriptor = packagingFieldLabels[field];
    return descriptor ? i18n._(descriptor) : field;
  };
  const nameOf = (kind: LookupKind, id: string) => {
    const entry = lookups.data?.[kind]?.find((candidate) => candidate.id === id);
    return entry ? entry.names[locale] || entry.name : id;
  };
  const number = (value: number) => i18n.number(value, { maximumFractionDigits: 3 });
  const show = (field: string, value: unknown) => {
    // A PPWR field without a value is unknown, which must never read as "no" (docs/ppwr.md).
    if (value === null || value === undefined || value === '')
      return isPpwrField(field) ? t`unknown` : t`(empty)`;
    if (typeof value === 'boolean') return value ? t`yes` : t`no`;
    if (typeof value === 'number') return number(value);
    const choice = typeof value === 'string' ? ppwrValueLabels[field]?.[value] : undefined;
    if (choice) return i18n._(choice);
    const kind = lookupKindOfField[field];
    if (kind && typeof value === 'string') return nameOf(kind, value);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const layerText = (change: LayerChange) => {
    const layer = change.layer;
    switch (change.kind) {
      case 'added': {
        const [material, weight] = [nameOf('material', change.materialId), number(change.weight)];
        return t`Layer ${layer} added: ${material}, ${weight} g`;
      }
      case 'removed': {
        const [material, weight] = [nameOf('material', change.materialId), number(change.weight)];
        return t`Layer ${layer} removed: ${material}, ${weight} g`;
      }
      case 'material': {
        const [before, after] = [nameOf('material', change.before), nameOf('material', change.after)];
        return t`Layer ${layer}: ${before} → ${after}`;
      }
      case 'weight': {
        const material = nameOf('material', change.materialId);
        const [before, after] = [number(change.before), number(change.after)];
        return t`Layer ${layer} (${material}): ${before} g → ${after} g`;
      }
      case 'blend': {
        const material = nameOf('material', change.materialId);
        return t`Layer ${layer} (${material}): blend changed`;
      }
    }
  };
  const unitsText = (change: UnitsChange) => {
    const country = nameOf('country', change.countryCode);
    const year = String(change.year);
    const [before, after] = [change.before, change.after].map((units) =>
      units === null ? t`none` : i18n.number(units),
    );
    return t`Units ${country} ${year}: ${before} → ${after}`;
  };
  return (
    <ul className="flex flex-col gap-1">
      {changes.flatMap((change) => {
        const units =
          change.field === 'unitsPlaced' ? [asUnitsPlaced(change.before), asUnitsPlaced(change.after)] : [];
        const [unitsBefore, unitsAfter] = units;
        if (unitsBefore && unitsAfter)
          return unitsChanges(unitsBefore, unitsAfter).map((unitsChange) => (
            <li key={`units-${unitsChange.countryCode}-${unitsChange.year}`}>{unitsText(unitsChange)}</li>
          ));
        const layers =
          change.field === 'constituents' ? [asLayers(change.before), asLayers(change.after)] : [];
        const [before, after] = layers;
        if (before && after)
          return layerChanges(before, after).map((layerChange) => (
            <li key={`${change.field}-${layerChange.kind}-${layerChange.layer}`}>{layerText(layerChange)}</li>
          ));
        return [
          <li key={change.field}>
            <span className="font-semibold">{label(change.field)}</span>:{' '}
            <del className="text-neutral-600">{show(change.field, change.before)}</del> →{' '}
            <ins className="no-underline">{show(change.field, change.after)}</ins>
          </li>,
        ];
      })}
    </ul>
  );
};

/** What differs between two states of a packaging: its fields, then components added, removed and changed. */
export const PackagingDiffView = ({ diff }: { diff: PackagingDiff }) => {
  const { added, removed, changed, reordered } = diff.components;
  if (!hasChanges(diff)) {
    return (
      <p>
        <Trans>No differences.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 text-sm">
      {diff.fields.length > 0 ? <ChangeList changes={diff.fields} /> : null}
      {added.length > 0 ? (
        <p>
          <Trans>Components added:</Trans> {added.map((component) => component.name).join(', ')}
        </p>
      ) : null}
      {removed.length > 0 ? (
        <p>
          <Trans>Components removed:</Trans> {removed.map((component) => component.name).join(', ')}
        </p>
      ) : null}
      {changed.map((component) => (
        <div key={component.id} className="flex flex-col gap-1">
          <p className="font-semibold">
            <Trans>Component {component.name} changed:</Trans>
          </p>
          <div className="ps-4">
            <ChangeList changes={component.fields} />
          </div>
        </div>
      ))}
      {reordered ? (
        <p>
          <Trans>The components are in another order.</Trans>
        </p>
      ) : null}
    </div>
  );
};
