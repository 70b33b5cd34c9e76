import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../paths.js';

const functionsPackage = z.object({ dependencies: z.record(z.string(), z.string()) });

/**
 * Installs packages the bundle leaves external into `<outDir>/node_modules`, at the versions
 * the lock file pins for the functions workspace: `npm ci` against the repo's lock file, as
 * NodejsFunction's `nodeModules` did.
 */
export const installNodeModules = (outDir: string, modules: readonly string[]): void => {
  const { dependencies } = functionsPackage.parse(
    JSON.parse(readFileSync(join(repoRoot, 'functions', 'package.json'), 'utf8')),
  );
  const pinned = Object.fromEntries(
    modules.map((name) => {
      const version = dependencies[name];
      if (version === undefined) throw new Error(`${name} is not a dependency of functions/package.json`);
      return [name, version];
    }),
  );
  writeFileSync(join(outDir, 'package.json'), JSON.stringify({ dependencies: pinned }));
  copyFileSync(join(repoRoot, 'package-lock.json'), join(outDir, 'package-lock.json'));
  execFileSync('npm', ['ci', '--loglevel', 'error'], { cwd: outDir, stdio: ['ignore', 2, 'inherit'] });
};

/**
 * Copies single files of installed packages (`package/path/file`) into `<outDir>/node_modules/`,
 * where the bundle's `require.resolve` of the same specifier finds them, without installing the
 * whole package: the PDF fonts (functions/src/pdf/fonts.ts) are three files of a 5 MB package.
 */
export const copyPackageFiles = (outDir: string, files: readonly string[]): void => {
  const resolve = createRequire(join(repoRoot, 'functions', 'package.json')).resolve;
  for (const file of files) {
    const target = join(outDir, 'node_modules', file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(resolve(file), target);
  }
};
