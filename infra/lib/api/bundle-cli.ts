/**
 * What the stack's asset bundling runs for each Lambda (bundling.ts), in a process of its own:
 * CDK bundles synchronously, and esbuild's plugins need its asynchronous API.
 * Usage: `node --import tsx bundle-cli.ts '{"entry":…,"outDir":…,"nodeModules":[…],"files":[…]}'`.
 */
import { z } from 'zod';
import { buildLambda } from './lambda-build.js';
import { copyNodeModules, copyPackageFiles } from './node-modules.js';

const request = z
  .object({
    entry: z.string().min(1),
    outDir: z.string().min(1),
    nodeModules: z.array(z.string()),
    files: z.array(z.string()).default([]),
  })
  .parse(JSON.parse(process.argv[2] ?? '{}'));

await buildLambda({ entry: request.entry, outDir: request.outDir, external: request.nodeModules });
if (request.nodeModules.length > 0) copyNodeModules(request.outDir, request.nodeModules);
if (request.files.length > 0) copyPackageFiles(request.outDir, request.files);
