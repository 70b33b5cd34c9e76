import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildOpenApiDocument } from '@recyclens/shared';

/** `npm run openapi`: writes the document generated from the route table to dist/openapi.json. */
const root = resolve(import.meta.dirname, '../..');
const target = join(root, 'dist', 'openapi.json');
await mkdir(join(root, 'dist'), { recursive: true });
await writeFile(target, `${JSON.stringify(buildOpenApiDocument({ version: '0.1.0' }), null, 2)}\n`);
console.log(`Wrote ${target}`);
