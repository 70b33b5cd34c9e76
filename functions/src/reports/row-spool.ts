import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

export interface RowSpool<T> {
  add(row: T): Promise<void>;
  /** The rows in the order added; ends the writing. */
  rows(): AsyncIterable<T>;
  dispose(): Promise<void>;
}

/**
 * Rows put aside on disk (one JSON line each, gzipped) to be read back once, in order: what a
 * streamed workbook cannot write yet must not wait in memory. Text rows compress about tenfold,
 * so even a million findings stay far below Lambda's 512 MB of /tmp.
 */
export const openRowSpool = async <T>(): Promise<RowSpool<T>> => {
  const folder = await mkdtemp(join(tmpdir(), 'recyclens-spool-'));
  const path = join(folder, 'rows.jsonl.gz');
  const gzip = createGzip();
  const file = createWriteStream(path);
  gzip.pipe(file);
  return {
    async add(row) {
      if (!gzip.write(`${JSON.stringify(row)}\n`)) await once(gzip, 'drain');
    },
    async *rows() {
      gzip.end();
      await finished(file);
      const lines = createInterface({
        input: createReadStream(path).pipe(createGunzip()),
        crlfDelay: Infinity,
      });
      for await (const line of lines) if (line) yield JSON.parse(line) as T;
    },
    async dispose() {
      gzip.destroy();
      file.destroy();
      await rm(folder, { recursive: true, force: true });
    },
  };
};
