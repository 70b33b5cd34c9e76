import { platformKeys } from '../keys';
import { getItem } from '../table';

/** Resolves when the table answers a read; throws what the store throws otherwise. */
export const probeTable = async (): Promise<void> => {
  await getItem(platformKeys.healthProbe());
};
