import {
  chunkCountedUpdate,
  readImportMarker,
  type ImportMarkerItem,
} from '../../data/repositories/import-markers';
import { projectCountRaise } from '../../data/repositories/projects';
import { transactWrite, type TransactItem } from '../../data/transactions';
import { hasErrorCode } from '../../errors/app-error';

/**
 * A transaction holds 100 items: 97 projects, the import's marker, and with the last chunk the
 * notification and the company's portfolio counters.
 */
const PROJECTS_PER_CHUNK = 97;
/** Tries of one chunk that collided with a request raising the same chunk at the same moment. */
const COLLISIONS_TRIED = 5;

const chunksOf = (increments: ReadonlyMap<string, number>): [string, number][][] => {
  const entries = [...increments];
  const chunks: [string, number][][] = [];
  for (let i = 0; i < entries.length; i += PROJECTS_PER_CHUNK)
    chunks.push(entries.slice(i, i + PROJECTS_PER_CHUNK));
  // An import without projects still has its notification and its end to write.
  return chunks.length > 0 ? chunks : [[]];
};

/**
 * Raises each project's packageCount by its imported packages, each chunk of projects in one
 * transaction with the marker's count of chunks. When the marker's condition fails, the chunk
 * was raised already — by an earlier, interrupted run of the import or by a request running it
 * at the same time — and is skipped, so no count is ever raised twice. The last chunk writes
 * the notification and the portfolio counters, and finishes the import.
 */
export const raiseProjectCounts = async (input: {
  marker: ImportMarkerItem;
  increments: ReadonlyMap<string, number>;
  /** The company the import's projects belong to. */
  clientId: string;
  companyId: string;
  /** The import's notification (notificationPut), written with the last chunk. */
  notification: TransactItem;
  /** The company's counters raised by the import (portfolio-counters.ts), written with the last chunk. */
  portfolio: TransactItem[];
}): Promise<void> => {
  const { marker } = input;
  const chunks = chunksOf(input.increments);
  let collisions = 0;
  for (let chunk = marker.countedChunks; chunk < chunks.length;) {
    const last = chunk === chunks.length - 1;
    try {
      await transactWrite([
        ...(chunks[chunk] ?? []).map(([projectId, count]) =>
          projectCountRaise(input.clientId, input.companyId, projectId, count),
        ),
        chunkCountedUpdate(marker, chunk, last),
        ...(last ? [input.notification, ...input.portfolio] : []),
      ]);
      chunk += 1;
    } catch (error) {
      if (!hasErrorCode(error, 'VERSION_CONFLICT')) throw error;
      const current = await readImportMarker(marker);
      // Undone or replaced meanwhile: this run's items are no longer an import to complete.
      if (current?.seed !== marker.seed || current.status === 'cancelling') throw error;
      if (current.status === 'done') return;
      if (current.countedChunks > chunk) chunk = current.countedChunks;
      else if (++collisions === COLLISIONS_TRIED) throw error;
      else await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** collisions));
    }
  }
};
