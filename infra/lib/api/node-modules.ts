import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../paths.js';

const packageManifest = z.object({
  version: z.string(),
  dependencies: z.record(z.string(), z.string()).default({}),
  optionalDependencies: z.record(z.string(), z.string()).default({}),
});

/** Where Node would find `name` from `fromDir`: the nearest `node_modules/<name>` upwards. */
const installedPackageDir = (name: string, fromDir: string): string | undefined => {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === repoRoot || dirname(dir) === dir) return undefined;
  }
};

const functionsDir = join(repoRoot, 'functions');

/**
 * Files of a copied package that Node never loads: source maps (Lambda runs without
 * --enable-source-maps) and the builds for browsers, which only a bundler's `browser` field or
 * export condition picks (with them a PDF group's asset was 25.1 MB, without 14.5 MB).
 */
const neverLoadedInNode = /\.map$|[/.-](browser|standalone)[^/]*$/;

/**
 * Copies packages the bundle leaves external, with everything they depend on, into
 * `<outDir>/node_modules`, from the tree `npm ci` installed for the functions workspace: the
 * versions the lock file pins, without the network (the synth runs offline, decision 024). The
 * copy is flat; a dependency installed nested under its parent travels inside that parent.
 */
export const copyNodeModules = (outDir: string, modules: readonly string[]): void => {
  const copied = new Map<string, string>();
  const visit = (name: string, fromDir: string, optional: boolean): void => {
    const source = installedPackageDir(name, fromDir);
    if (source === undefined) {
      if (optional) return;
      throw new Error(`${name} is not installed for functions/ (run npm ci at the repo root)`);
    }
    // Nested under a package already copied: it went along with that package.
    if ([...copied.values()].some((dir) => source.startsWith(`${dir}/node_modules/`))) return;
    const previous = copied.get(name);
    if (previous !== undefined) {
      if (previous !== source) throw new Error(`${name} is installed twice (${previous}, ${source})`);
      return;
    }
    copied.set(name, source);
    cpSync(source, join(outDir, 'node_modules', name), {
      recursive: true,
      dereference: true,
      filter: (path) => !neverLoadedInNode.test(path.slice(source.length)),
    });
    const manifest = packageManifest.parse(JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')));
    for (const dependency of Object.keys(manifest.dependencies)) visit(dependency, source, false);
    for (const dependency of Object.keys(manifest.optionalDependencies)) visit(dependency, source, true);
  };
  for (const name of modules) visit(name, functionsDir, false);
};

/**
 * Copies single files of installed packages (`package/path/file`) into `<outDir>/node_modules/`,
 * where the bundle's `require.resolve` of the same specifier finds them, without installing the
 * whole package: the PDF fonts (functions/src/pdf/fonts.ts) are three files of a 5 MB package.
 */
export const copyPackageFiles = (outDir: string, files: readonly string[]): void => {
  const resolve = createRequire(join(functionsDir, 'package.json')).resolve;
  for (const file of files) {
    const target = join(outDir, 'node_modules', file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(resolve(file), target);
  }
};
