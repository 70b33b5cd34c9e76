import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, type BundlingOptions, type ILocalBundling } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { repoRoot } from '../paths.js';

const bundleCli = fileURLToPath(new URL('./bundle-cli.ts', import.meta.url));

export interface BundleRequest {
  readonly entry: string;
  readonly outDir: string;
  readonly nodeModules: readonly string[];
  readonly files: readonly string[];
}

/**
 * The process that bundles one Lambda: what the stack's synth runs (below), and what
 * `npm run test:shipped` runs to test the assets the stack ships (scripts/src/shipped).
 */
export const bundleCommand = (request: BundleRequest) => ({
  command: process.execPath,
  args: ['--import', 'tsx', bundleCli, JSON.stringify(request)],
  cwd: repoRoot,
});

/**
 * Runs bundle-cli.ts for one entry. Its fields are part of CDK's asset cache key, so two
 * functions never share a bundle.
 */
class LambdaBundler implements ILocalBundling {
  constructor(
    readonly entry: string,
    readonly nodeModules: readonly string[],
    readonly files: readonly string[],
  ) {}

  tryBundle(outputDir: string): boolean {
    const { command, args, cwd } = bundleCommand({
      entry: this.entry,
      outDir: outputDir,
      nodeModules: this.nodeModules,
      files: this.files,
    });
    // The child's output goes to stderr, as NodejsFunction's does: stdout carries the template.
    const result = spawnSync(command, args, { cwd, stdio: ['ignore', 2, 'inherit'] });
    if (result.status !== 0) {
      throw new Error(`Bundling ${this.entry} failed (${result.error?.message ?? `exit ${result.status}`})`);
    }
    return true;
  }
}

/**
 * One Lambda's code, bundled locally by lambda-build.ts, the module the bundle benchmark uses
 * too. NodejsFunction is not used: it runs the esbuild CLI, which takes no plugins and writes a
 * single file, so neither the zod locale trim nor code splitting would be possible.
 */
export const lambdaCode = (
  entry: string,
  nodeModules: readonly string[] = [],
  files: readonly string[] = [],
): Code => {
  const bundling: BundlingOptions = {
    local: new LambdaBundler(entry, nodeModules, files),
    // Never pulled: local bundling either succeeds or throws. Docker is not needed.
    image: DockerImage.fromRegistry('local-bundling-only'),
  };
  return Code.fromAsset(repoRoot, { assetHashType: AssetHashType.OUTPUT, bundling });
};

/** The handler Lambda calls: `handler` of the bundle's index.mjs. */
export const lambdaHandler = 'index.handler';
