/**
 * How every group's Lambda is bundled, as plain data: the stack (bundling.ts) and the bundle
 * benchmark (scripts/src/bench/bundles.ts) both build from it, so the figures are the deployed ones.
 */
export const lambdaBundle = {
  target: 'node24',
  format: 'esm',
  minify: true,
  // The SDK's ES module builds tree-shake far better than its CommonJS ones.
  mainFields: ['module', 'main'],
  // Bundled CommonJS dependencies (jsonwebtoken, …) still call `require` for node built-ins,
  // which an ES module does not have.
  banner:
    "import { createRequire as __recyclensCreateRequire } from 'node:module'; const require = __recyclensCreateRequire(import.meta.url);",
  // Nothing external: the runtime's SDK version is not ours to pin, and bundling only the
  // clients a group uses keeps cold starts short (DESIGN.md §9).
  external: [] as readonly string[],
} as const;

/** DESIGN.md §9 budgets per function. */
export const bundleBudget = { maxBytes: 1024 * 1024, maxImportMs: 150 } as const;
