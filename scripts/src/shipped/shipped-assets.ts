import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { endpointGroups } from '@recyclens/shared';
import { entryFileOf } from '../../../infra/lib/api/api-routes.ts';
import { bundleCommand } from '../../../infra/lib/api/bundling.ts';
import {
  assessmentWorkerEntry,
  assessmentWorkerProfile,
  exportWorkerEntry,
  exportWorkerProfile,
  groupProfiles,
  type GroupProfile,
} from '../../../infra/lib/api/group-profiles.ts';
import { functionsSourceDir } from '../../../infra/lib/paths.ts';
import { signingKeyRotationEntry } from '../../../infra/lib/api/signing-secret.ts';

/** One Lambda of the stack, by the name the shipped check gives it, and where its asset was built. */
export interface ShippedAsset {
  readonly name: string;
  readonly dir: string;
}

interface ShippedFunction {
  readonly name: string;
  readonly entry: string;
  readonly profile?: GroupProfile;
}

/** Every Lambda the API stack deploys, with the entry and profile the stack bundles it from. */
export const shippedFunctions: readonly ShippedFunction[] = [
  ...endpointGroups.map((group) => ({
    name: group,
    entry: entryFileOf(group),
    profile: groupProfiles[group],
  })),
  { name: 'export-worker', entry: exportWorkerEntry, profile: exportWorkerProfile },
  { name: 'assessment-worker', entry: assessmentWorkerEntry, profile: assessmentWorkerProfile },
  { name: 'signing-key-rotation', entry: signingKeyRotationEntry },
];

const bundle = (fn: ShippedFunction, outDir: string): Promise<ShippedAsset> => {
  const { command, args, cwd } = bundleCommand({
    entry: join(functionsSourceDir, fn.entry),
    outDir,
    nodeModules: fn.profile?.nodeModules ?? [],
    files: fn.profile?.files ?? [],
  });
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ name: fn.name, dir: outDir })
        : reject(new Error(`Bundling ${fn.name}: ${errors}`)),
    );
  });
};

/**
 * Builds every Lambda's asset into `<root>/<name>` with the process `cdk synth` runs for it
 * (infra/lib/api/bundling.ts), so what is tested is what the stack uploads.
 */
export const buildShippedAssets = async (root: string): Promise<Map<string, ShippedAsset>> => {
  const built = await Promise.all(shippedFunctions.map((fn) => bundle(fn, join(root, fn.name))));
  return new Map(built.map((asset) => [asset.name, asset]));
};
