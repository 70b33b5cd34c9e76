import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { lambdaBundle } from '../../../infra/lib/api/bundle-settings.ts';
import { buildLambda } from '../../../infra/lib/api/lambda-build.ts';

export interface BundleResult {
  /** The handler module Lambda imports. */
  readonly file: string;
  /** The handler module and the chunks it imports statically: what a cold start loads. */
  readonly bytes: number;
  readonly gzipBytes: number;
  /** Chunks loaded only through `import()` on the code paths that need them. */
  readonly lazyBytes: number;
  /** The packages (or `functions`, `shared`) contributing most bytes to the cold-start code. */
  readonly largest: readonly { name: string; bytes: number }[];
}

const packageOf = (input: string): string => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (match?.[1]) return match[1];
  return input.split('/')[0] ?? input;
};

/**
 * Output files reachable from the entry through static imports, the entry first (paths as the
 * metafile gives them, relative to the working directory).
 */
const coldStartOutputs = (metafile: Metafile, handlerFile: string): [string, ...string[]] => {
  const entry = Object.keys(metafile.outputs).find((file) => resolve(file) === handlerFile);
  if (entry === undefined) throw new Error(`the build wrote no ${handlerFile}`);
  const reached = new Set<string>([entry]);
  const pending: string[] = [];
  const follow = (file: string) => {
    for (const link of metafile.outputs[file]?.imports ?? []) {
      if (link.kind === 'import-statement' && link.external !== true) pending.push(link.path);
    }
  };
  follow(entry);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    follow(file);
  }
  return [entry, ...[...reached].slice(1)];
};

/** Builds one Lambda with lambda-build.ts, exactly as the API stack's bundling does. */
export const bundleGroup = async (
  entry: string,
  outDir: string,
  external: readonly string[],
): Promise<BundleResult> => {
  const metafile = await buildLambda({ entry, outDir, external });
  const coldStart = coldStartOutputs(
    metafile,
    resolve(outDir, `${lambdaBundle.entryName}${lambdaBundle.extension}`),
  );
  const contents = coldStart.map((file) => readFileSync(file));
  const byPackage = new Map<string, number>();
  for (const file of coldStart) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file]?.inputs ?? {})) {
      const name = packageOf(input);
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  const largest = [...byPackage]
    .map(([name, size]) => ({ name, bytes: size }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 4);
  const bytes = contents.reduce((sum, content) => sum + content.length, 0);
  const allBytes = Object.values(metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  return {
    file: resolve(coldStart[0]),
    bytes,
    gzipBytes: contents.reduce((sum, content) => sum + gzipSync(content).length, 0),
    lazyBytes: allBytes - bytes,
    largest,
  };
};
