import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './bench-stack';

const file = join(repoRoot, 'docs', 'quality.md');

const header = `# Quality figures

What we promise, measured on the embedded stack. \`npm run bench\` writes the performance sections and
\`npm run test:security\` the abuse section; each section names the run that wrote it. Targets are from
docs/architecture.md#budgets and the quality-gates issue.
`;

/** Where and when a figure was measured, printed under every section. */
export const machineLine = () =>
  `_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}._`;

/**
 * Replaces one named section of docs/quality.md (between its markers), keeping the others, so
 * each tool rewrites only what it measured.
 */
export const writeQualitySection = async (name: string, markdown: string) => {
  const current = existsSync(file) ? await readFile(file, 'utf8') : header;
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n\n${machineLine()}\n${end}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFile(file, next);
};
