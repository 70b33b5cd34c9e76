import { build, type BuildOptions, type Metafile } from 'esbuild';
import { lambdaBundle } from './bundle-settings.js';
import { builtinsThroughRequire, zodEnglishLocaleOnly, zodWithoutJsonSchema } from './esbuild-plugins.js';

export interface LambdaBuild {
  /** The handler's source file. */
  readonly entry: string;
  readonly outDir: string;
  /**
   * Packages left out of the bundle, to be installed beside it (the group profile's
   * `nodeModules`). Nothing else is external: the AWS SDK is bundled, only the clients used.
   */
  readonly external: readonly string[];
}

/** The one set of esbuild options every Lambda is built with, deployed or benchmarked. */
export const lambdaBuildOptions = ({ entry, outDir, external }: LambdaBuild): BuildOptions => ({
  entryPoints: { [lambdaBundle.entryName]: entry },
  outdir: outDir,
  bundle: true,
  splitting: true,
  chunkNames: lambdaBundle.chunkNames,
  outExtension: { '.js': lambdaBundle.extension },
  platform: 'node',
  target: lambdaBundle.target,
  format: lambdaBundle.format,
  minify: lambdaBundle.minify,
  sourcemap: false,
  mainFields: [...lambdaBundle.mainFields],
  banner: { js: lambdaBundle.banner },
  external: [...external],
  plugins: [zodEnglishLocaleOnly, zodWithoutJsonSchema, builtinsThroughRequire],
  metafile: true,
  logLevel: 'error',
});

/** Builds `<outDir>/index.mjs` (plus its chunks) and answers what went into which file. */
export const buildLambda = async (request: LambdaBuild): Promise<Metafile> => {
  const result = await build(lambdaBuildOptions(request));
  if (result.metafile === undefined) throw new Error(`esbuild gave no metafile for ${request.entry}`);
  return result.metafile;
};
