import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { zodWithoutJsonSchema } from '../lib/api/esbuild-plugins.js';

// Inside the repo, like the synth output (infra/.gitignore).
const outRoot = fileURLToPath(new URL('../.cdk-test-out/', import.meta.url));
mkdirSync(outRoot, { recursive: true });
const outDir = mkdtempSync(join(outRoot, 'zod-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** What a bundle using zod reports about itself when run. */
const probe = `
import { z } from 'zod';
const schema = z.object({ name: z.string().min(1) });
const report = {
  valid: schema.safeParse({ name: 'a' }).success,
  invalid: schema.safeParse({ name: '' }).success,
  standard: (await schema['~standard'].validate({ name: 'a' })).issues === undefined,
};
try {
  z.toJSONSchema(schema);
  report.jsonSchema = 'generated';
} catch (error) {
  report.jsonSchema = error.message;
}
process.stdout.write(JSON.stringify(report));
`;

const bundleAndRun = async (withPlugin: boolean) => {
  const outfile = join(outDir, `${withPlugin ? 'stubbed' : 'full'}.mjs`);
  await build({
    stdin: { contents: probe, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    minify: true,
    plugins: withPlugin ? [zodWithoutJsonSchema] : [],
    logLevel: 'error',
  });
  const run = spawnSync(process.execPath, [outfile], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return { bytes: readFileSync(outfile).length, report: JSON.parse(run.stdout) as Record<string, unknown> };
};

describe('zod without its JSON Schema modules', () => {
  it('still parses and validates as Standard Schema, refuses only JSON Schema, and is smaller', async () => {
    const full = await bundleAndRun(false);
    const stubbed = await bundleAndRun(true);
    expect(full.report).toEqual({ valid: true, invalid: false, standard: true, jsonSchema: 'generated' });
    expect(stubbed.report).toEqual({
      valid: true,
      invalid: false,
      standard: true,
      jsonSchema: expect.stringContaining('JSON Schema conversion is not bundled'),
    });
    expect(full.bytes - stubbed.bytes).toBeGreaterThan(20_000);
  });
});
