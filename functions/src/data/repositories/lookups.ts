import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { LookupKind } from '@recyclens/shared';
import { documentClient } from '../../clients/aws';
import { env } from '../../config/env';
import type { CatalogEntry } from '../../catalog/lookups';
import { platformKeys } from '../keys';
import { queryAll, type StoredItem } from '../table';

export type LookupItem = StoredItem & {
  entity: 'Lookup';
  kind: LookupKind;
  id: string;
  names: CatalogEntry['names'];
};

/** Writes the catalog (idempotent: the same ids, names refreshed). */
export const putLookups = async (entries: { kind: LookupKind; entry: CatalogEntry }[]): Promise<void> => {
  const TableName = env().TABLE_NAME;
  for (let i = 0; i < entries.length; i += 25) {
    let requests = entries.slice(i, i + 25).map(({ kind, entry }) => ({
      PutRequest: { Item: { ...platformKeys.lookup(kind, entry.id), entity: 'Lookup', kind, ...entry } },
    }));
    for (let attempt = 0; requests.length > 0 && attempt < 5; attempt++) {
      const answer = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [TableName]: requests } }),
      );
      requests = (answer.UnprocessedItems?.[TableName] ?? []) as typeof requests;
    }
  }
};

export const readLookups = () => queryAll<LookupItem>({ partition: platformKeys.lookupsPartition }, 5000);
