import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { lambdaBundle } from '../../../infra/lib/api/bundle-settings.ts';

export interface BundleResult {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  /** The packages (or `functions`, `shared`) contributing most bytes to the output. */
  readonly largest: readonly { name: string; bytes: number }[];
}

const packageOf = (input: string): string => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (match?.[1]) return match[1];
  return input.split('/')[0] ?? input;
};

/** The same esbuild settings NodejsFunction gets from infra/lib/api/bundling.ts. */
export const bundleGroup = async (entry: string, outDir: string): Promise<BundleResult> => {
  const file = join(outDir, 'index.mjs');
  const result = await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: 'node',
    target: lambdaBundle.target,
    format: lambdaBundle.format,
    minify: lambdaBundle.minify,
    mainFields: [...lambdaBundle.mainFields],
    banner: { js: lambdaBundle.banner },
    external: [...lambdaBundle.external],
    metafile: true,
    logLevel: 'error',
  });
  const bytes = readFileSync(file);
  const byPackage = new Map<string, number>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = packageOf(input);
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  const largest = [...byPackage]
    .map(([name, size]) => ({ name, bytes: size }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 4);
  return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes).length, largest };
};
