/**
 * How every Lambda is bundled, as plain data: lambda-build.ts turns it into esbuild options for
 * both the stack (bundling.ts) and the bundle benchmark (scripts/src/bench/bundles.ts), so the
 * figures are the deployed ones.
 */
export const lambdaBundle = {
  target: 'node24',
  format: 'esm',
  minify: true,
  // The SDK's ES module builds tree-shake far better than its CommonJS ones.
  mainFields: ['module', 'main'],
  // Built-ins are loaded with `require` (esbuild-plugins.ts), as bundled CommonJS dependencies
  // (exceljs, …) do, and an ES module has no `require` of its own.
  banner:
    "import { createRequire as __recyclensCreateRequire } from 'node:module'; const require = __recyclensCreateRequire(import.meta.url);",
  // The handler module Lambda loads (`index.handler`).
  entryName: 'index',
  extension: '.mjs',
  // Code reached only through `import()` (exceljs, the SDK's credential providers) goes into
  // chunks that are loaded on first use, not at cold start.
  chunkNames: 'chunks/[name]-[hash]',
} as const;

/** Budgets per function (docs/architecture.md#budgets). */
export const bundleBudget = { maxBytes: 1024 * 1024, maxImportMs: 150 } as const;
