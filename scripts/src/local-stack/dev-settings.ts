import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const root = resolve(import.meta.dirname, '../../..');
const port = z.coerce.number().int().min(1).max(65535);

/** The ports and data folder of `npm run dev`, each overridable from the environment. */
export const devSettings = (source: Record<string, string | undefined> = process.env) => {
  const settings = z
    .object({
      DYNAMODB_PORT: port.default(8000),
      S3_PORT: port.default(4569),
      SES_PORT: port.default(8005),
      API_PORT: port.default(3000),
      WEB_PORT: port.default(5173),
      DATA_DIR: z.string().default(join(root, '.data')),
    })
    .parse(source);
  return { ...settings, DATA_DIR: resolve(settings.DATA_DIR) };
};
export type DevSettings = ReturnType<typeof devSettings>;

/** The table and bucket names of the local stack. */
export const localStackNames = { tableName: 'recyclens-local', bucketPrefix: 'recyclens-local' } as const;

/** A signing key kept with the local data, so sessions survive a restart (and end with --reset). */
export const localJwtSecret = async (dataDir: string): Promise<string> => {
  const file = join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
};
