import { Trans, useLingui } from '@lingui/react/macro';
import type { PackagingDiff } from '@recyclens/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../lib/api-context';
import { lookupsQueryOptions } from '../lib/lookups-query';
import { lookupKindOfField, packagingFieldLabels } from '../lib/packaging-field-labels';

type ValueChange = PackagingDiff['fields'][number];

/** Whether a difference holds any change at all. */
export const hasChanges = (diff: PackagingDiff) =>
  diff.fields.length > 0 ||
  diff.components.added.length + diff.components.removed.length + diff.components.changed.length > 0 ||
  diff.components.reordered;

/** Field changes as a list "Field: before → after", lookup ids shown by their names. */
const ChangeList = ({ changes }: { changes: readonly ValueChange[] }) => {
  const { t, i18n } = useLingui();
  const lookups = useQuery(lookupsQueryOptions(useApi()));
  const label = (field: string) => {
    const descriptor = packagingFieldLabels[field];
    return descriptor ? i18n._(descriptor) : field;
  };
  const show = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return t`(empty)`;
    if (typeof value === 'boolean') return value ? t`yes` : t`no`;
    const kind = lookupKindOfField[field];
    if (kind && typeof value === 'string')
      return lookups.data?.[kind]?.find((entry) => entry.id === value)?.name ?? value;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
  return (
    <ul className="flex flex-col gap-1">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="font-semibold">{label(change.field)}</span>:{' '}
          <del className="text-neutral-600">{show(change.field, change.before)}</del> →{' '}
          <ins className="no-underline">{show(change.field, change.after)}</ins>
        </li>
      ))}
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
