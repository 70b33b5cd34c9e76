import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository must stand on its own: someone who clones it gets every page a comment or a doc
 * points to. The product brief once lived beside the repository, and ~190 comments cited it by
 * relative path or by its file names; the rules now live in docs/ (product.md, architecture.md,
 * style.md, assessment.md). These checks keep a citation of something outside from coming back.
 */
const root = resolve(import.meta.dirname, '../..');

/** The brief's file names, assembled so that this file does not cite them itself. */
const outsideDocuments = ['SPEC', 'DESIGN', 'STYLE', 'ASSESSMENT'];
const outsideDocumentPattern = new RegExp(`\\b(?:${outsideDocuments.join('|')})\\.md\\b`, 'g');
/** A relative path that names something: `../x`, `../../x/y.ts` (a bare `../..` names a folder of the code's own). */
const relativePathPattern = /(?<![\w.@/-])(?:\.\.\/)+[\w-][\w./-]*/g;
/** The shared workspace named from the root or by a relative path, not as part of a longer path. */
const sharedPathPattern = /(?<![\w.@/-])(?:\.\.\/)*shared\/([\w.-]+)/g;

/** A citation of a docs page, optionally with a heading: `docs/product.md#routes`. */
const docsCitationPattern = /(?<![\w./-])(docs\/[\w./-]+\.md)(?:#([\w-]+))?/g;
/** A markdown link to another page, optionally with a heading: `[x](../product.md#routes)`. */
const markdownLinkPattern = /\]\((?!https?:)([\w./-]+\.md)(?:#([\w-]+))?\)/g;

const anchorsByPage = new Map<string, Set<string>>();

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
const headingAnchors = (page: string): Set<string> => {
  const known = anchorsByPage.get(page);
  if (known) return known;
  const markdown = readFileSync(page, 'utf8');
  const anchors = new Set<string>();
  anchorsByPage.set(page, anchors);
  for (const [, heading] of markdown.matchAll(/^#{1,6} +(.+)$/gm)) {
    const slug = (heading ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
};

const trackedPaths = execFileSync('git', ['ls-files'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\n')
  .filter(Boolean);
const sharedEntries = new Set(
  trackedPaths.filter((path) => path.startsWith('shared/')).map((path) => path.split('/')[1]),
);

/**
 * Whether the repository holds what a relative path names, wherever the path starts from: a test
 * probe's import is relative to the file it pretends to be, not to the test. A module may be named
 * without its extension.
 */
const repositoryHas = (tail: string) =>
  trackedPaths.some((path) =>
    [path, path.replace(/\.[^./]+$/, '')].some(
      (name) =>
        name === tail ||
        name.endsWith(`/${tail}`) ||
        name.startsWith(`${tail}/`) ||
        name.includes(`/${tail}/`),
    ),
  );

interface Finding {
  line: number;
  text: string;
  why: string;
}

/** What a file's text cites outside the repository, with line numbers. */
const outsideReferences = (file: string, text: string): Finding[] => {
  const findings: Finding[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const match of content.matchAll(outsideDocumentPattern)) {
      findings.push({
        line,
        text: match[0],
        why: 'the product brief lives outside the repository: cite docs/',
      });
    }
    for (const match of content.matchAll(relativePathPattern)) {
      const target = relative(root, resolve(root, dirname(file), match[0]));
      const leaves = target === '..' || target.startsWith(`..${sep}`);
      if (leaves && !repositoryHas(match[0].replace(/^(?:\.\.\/)+/, '').replace(/\/$/, ''))) {
        findings.push({ line, text: match[0], why: 'leaves the repository' });
      }
    }
    const cited = [
      ...[...content.matchAll(docsCitationPattern)].map((match) => ({
        match,
        page: resolve(root, match[1] ?? ''),
      })),
      ...(file.endsWith('.md')
        ? [...content.matchAll(markdownLinkPattern)].map((match) => ({
            match,
            page: resolve(root, dirname(file), match[1] ?? ''),
          }))
        : []),
    ];
    for (const { match, page } of cited) {
      const [, path, anchor] = match;
      const text = anchor ? `${path}#${anchor}` : (path ?? '');
      if (!existsSync(page)) findings.push({ line, text, why: 'no such page' });
      else if (anchor && !headingAnchors(page).has(anchor)) {
        findings.push({ line, text, why: 'no such heading' });
      }
    }
    for (const match of content.matchAll(sharedPathPattern)) {
      if (!sharedEntries.has(match[1] ?? '')) {
        findings.push({ line, text: match[0], why: 'the shared workspace has no such entry' });
      }
    }
  });
  return findings;
};

/** This file, whose examples cite missing pages on purpose. */
const self = relative(root, import.meta.filename);

const trackedTextFiles = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((path) => path && path !== self && existsSync(resolve(root, path)))
    .map((path) => ({ path, bytes: readFileSync(resolve(root, path)) }))
    // A NUL byte marks a binary file (images, fonts, spreadsheets): nothing in it is a citation.
    .filter(({ bytes }) => !bytes.subarray(0, 8000).includes(0))
    .map(({ path, bytes }) => ({ path, text: bytes.toString('utf8') }));

/** The parent folder, spelled apart so that a search for the old citations does not find these examples. */
const up = '..';

describe('outsideReferences', () => {
  it('finds the brief cited by name or by a path beside the repository', () => {
    const name = `${outsideDocuments[0]}.md`;
    const beside = `${up}/shared/${name}`;
    expect(outsideReferences('README.md', `Product specification: ${beside}`)).toEqual([
      { line: 1, text: name, why: expect.stringContaining('docs/') },
      { line: 1, text: beside, why: 'leaves the repository' },
      { line: 1, text: beside, why: 'the shared workspace has no such entry' },
    ]);
    expect(
      outsideReferences('functions/src/a.ts', `// ${outsideDocuments[1]}.md §4\n// (shared/data/x)`),
    ).toEqual([
      { line: 1, text: `${outsideDocuments[1]}.md`, why: expect.any(String) },
      { line: 2, text: 'shared/data', why: 'the shared workspace has no such entry' },
    ]);
  });

  it('finds a docs page or heading that does not exist', () => {
    expect(
      outsideReferences(
        'shared/src/a.ts',
        '// docs/product.md#no-such-heading, docs/no-such-page.md; [x](no-such-page.md)',
      ),
    ).toEqual([
      { line: 1, text: 'docs/product.md#no-such-heading', why: 'no such heading' },
      { line: 1, text: 'docs/no-such-page.md', why: 'no such page' },
    ]);
    expect(outsideReferences('docs/decisions/a.md', 'See [the routes](../product.md#nowhere).')).toEqual([
      { line: 1, text: '../product.md#nowhere', why: 'no such heading' },
    ]);
  });

  it('accepts paths into the repository, the shared workspace included', () => {
    expect(
      outsideReferences(
        'frontend/vite.config.ts',
        [
          `import { INITIAL_LOCALE } from '${up}/shared/src/domain/constants';`,
          `\`${up}/shared/src/api/group-routes/\${group}.ts\``,
          "import('@recyclens/shared/api/group-routes/auth')",
          'see [product.md](../docs/product.md#routes), docs/product.md#current-company and docs/style.md',
          "const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');",
          // A probe's import, relative to the file it pretends to be.
          "export { PageTitle } from '../../../../frontend/src/components/page-title';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('The repository stands on its own', () => {
  it('no tracked file cites a document outside it, or a docs page or heading that is not there', () => {
    const findings = trackedTextFiles().flatMap(({ path, text }) =>
      outsideReferences(path, text).map(
        (finding) => `${path}:${finding.line}: ${finding.text} (${finding.why})`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
