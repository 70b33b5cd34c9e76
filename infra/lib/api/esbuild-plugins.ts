import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { jsonSchemaStubSource, zodJsonSchemaModule } from '@recyclens/shared/build/zod-without-json-schema';
import type { Plugin } from 'esbuild';

const zodPackage = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * zod's entry modules re-export every locale (`z.locales`, ~258 KiB minified), and because the
 * code imports `{ z }` the whole namespace, locales included, ends up in the bundle. The API
 * answers validation errors with its own messages and never switches zod's locale, so the
 * locale index is replaced by one holding English only, which zod itself configures.
 */
export const zodEnglishLocaleOnly: Plugin = {
  name: 'zod-english-locale-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!zodPackage.test(args.importer)) return undefined;
      return { path: join(dirname(args.importer), '..', 'locales'), namespace: 'zod-english-locale' };
    });
    build.onLoad({ filter: /.*/, namespace: 'zod-english-locale' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: args.path,
      loader: 'js',
    }));
    // A locale asked for by our own code would be missing at run time: fail the build instead.
    build.onResolve({ filter: /^zod\/(v4\/)?locales/ }, (args) =>
      zodPackage.test(args.importer)
        ? undefined
        : { errors: [{ text: `${args.path}: only zod's English locale is bundled (esbuild-plugins.ts)` }] },
    );
  },
};

/** The Lambdas never produce JSON Schema: see shared/build/zod-without-json-schema.ts. */
export const zodWithoutJsonSchema: Plugin = {
  name: 'zod-without-json-schema',
  setup(build) {
    build.onLoad({ filter: zodJsonSchemaModule }, async (args) => ({
      contents: await jsonSchemaStubSource(args.path),
      loader: 'js',
    }));
  },
};

const builtins = new Set(builtinModules);

/**
 * Node's ES-module wrapper of a built-in reads every export of it up front, and for node:http
 * that loads the lazily required fetch implementation (undici): tens of milliseconds of cold
 * start no handler needs. `require()` skips the wrapper, so static imports of built-ins are
 * turned into the `require` the bundle's banner defines.
 */
export const builtinsThroughRequire: Plugin = {
  name: 'builtins-through-require',
  setup(build) {
    build.onResolve({ filter: /^(node:)?[a-z_/]+$/ }, (args) => {
      if (args.kind !== 'import-statement') return undefined;
      const name = args.path.replace(/^node:/, '');
      if (!builtins.has(name) && !builtins.has(args.path)) return undefined;
      return { path: `node:${name}`, namespace: 'node-builtin' };
    });
    build.onLoad({ filter: /.*/, namespace: 'node-builtin' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};
