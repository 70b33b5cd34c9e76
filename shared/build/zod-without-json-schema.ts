/**
 * zod's schema classes reference its JSON Schema generator and parser, so every bundle that
 * uses zod carries them (~40 KiB minified) although only the OpenAPI script, which runs
 * unbundled, ever turns a schema into JSON Schema. Bundlers swap these modules for stubs with
 * the same exports that throw when called (web app: vite.config.ts; Lambdas: esbuild-plugins.ts).
 */
import { pathToFileURL } from 'node:url';

/** zod's modules that only serve JSON Schema conversion. */
export const zodJsonSchemaModule =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/](core[\\/](to-json-schema|json-schema-processors|json-schema-generator)|classic[\\/]from-json-schema)\.js$/;

/**
 * A module exporting the same names as the real one, each a function that refuses to run.
 * Factories (`create…`) are called while a schema is built (its Standard Schema `jsonSchema`
 * methods), so they hand back the refusing function instead of refusing themselves.
 */
export const jsonSchemaStubSource = async (realModulePath: string): Promise<string> => {
  const names = Object.keys((await import(pathToFileURL(realModulePath).href)) as object);
  return [
    'function unavailable() {',
    "  throw new Error('JSON Schema conversion is not bundled (shared/build/zod-without-json-schema.ts)');",
    '}',
    'function makesUnavailable() {',
    '  return unavailable;',
    '}',
    ...names.map((name) => {
      const stub = name.startsWith('create') ? 'makesUnavailable' : 'unavailable';
      return name === 'default' ? `export default ${stub};` : `export { ${stub} as ${name} };`;
    }),
  ].join('\n');
};
