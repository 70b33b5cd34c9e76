import type { LookupKind } from '@recyclens/shared';
import type { CatalogEntry } from '../../catalog/lookups';
import { platformKeys } from '../keys';
import { batchWrite, queryAll, type StoredItem } from '../table';

export type LookupItem = StoredItem & {
  entity: 'Lookup';
  kind: LookupKind;
  id: string;
  names: CatalogEntry['names'];
  /** Countries only; an item seeded before groups existed has none until the next seed. */
  group?: CatalogEntry['group'];
};

/** Writes the catalog (idempotent: the same ids, names refreshed). */
export const putLookups = (entries: { kind: LookupKind; entry: CatalogEntry }[]): Promise<void> =>
  batchWrite(
    entries.map(({ kind, entry }) => ({
      PutRequest: { Item: { ...platformKeys.lookup(kind, entry.id), entity: 'Lookup', kind, ...entry } },
    })),
  );

export const readLookups = () => queryAll<LookupItem>({ partition: platformKeys.lookupsPartition }, 5000);
