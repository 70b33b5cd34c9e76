import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { TableV2, AttributeType } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { GroupFunction } from '../lib/api/group-function.js';
import { groupProfiles } from '../lib/api/group-profiles.js';
import { repoRoot } from '../lib/paths.js';
import { createTestApp } from './support/synth.js';

/** The code of a module and of every module it imports statically: what loading it loads. */
const staticallyImported = (dir: string, file: string, seen = new Set<string>()): string => {
  const path = join(dir, file);
  if (seen.has(path)) return '';
  seen.add(path);
  const code = readFileSync(path, 'utf8');
  const imported = [...code.matchAll(/import\s*(?:[\w$,{}\s*]*?from\s*)?"(\.\/[^"]+)"/g)].map((match) =>
    join(dirname(file), match[1] ?? ''),
  );
  return [code, ...imported.map((next) => staticallyImported(dir, next, seen))].join('\n');
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
const bytesUnder = (dir: string): number =>
  filesUnder(dir).reduce((sum, file) => sum + statSync(file).size, 0);

/**
 * The other tests skip bundling for speed; this one bundles a real group the way `cdk synth`
 * does — lambda-build.ts through the local esbuild, no Docker — and loads the result.
 */
describe('Lambda bundling', () => {
  it('bundles a group into a minified ES module with the AWS SDK inside and pdfkit beside it', () => {
    const { app, cleanup } = createTestApp();
    // An `npm` that fails first on the PATH: the synth must work offline, from the installed tree.
    const fakeBin = join(app.outdir, 'no-npm');
    mkdirSync(fakeBin);
    writeFileSync(join(fakeBin, 'npm'), '#!/bin/sh\necho "npm must not run during synth" >&2\nexit 1\n');
    chmodSync(join(fakeBin, 'npm'), 0o755);
    const path = process.env.PATH;
    process.env.PATH = `${fakeBin}:${path ?? ''}`;
    try {
      const stack = new Stack(app, 'Bundle');
      const bucket = (id: string) => new Bucket(stack, id);
      const construct = new GroupFunction(stack, 'ContentGroup', {
        group: 'content',
        profile: groupProfiles.content,
        table: new TableV2(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
        buckets: { uploads: bucket('Uploads'), guidelines: bucket('Guidelines'), reports: bucket('Reports') },
        signingSecret: new Secret(stack, 'Secret'),
        mail: {
          identityArn: 'arn:aws:ses:::identity/x.test',
          configurationSetArn: 'arn:aws:ses:::configuration-set/x',
          from: 'a@x.test',
        },
        environment: {},
      });
      const template = Template.fromStack(stack);
      expect(construct.function.runtime.name).toBe('nodejs24.x');
      template.hasResourceProperties('AWS::Lambda::Function', { Handler: 'index.handler' });

      const fn = Object.values(template.findResources('AWS::Lambda::Function'))[0];
      const assetHash = (fn?.['Properties']['Code']['S3Key'] as string).replace(/\.zip$/, '');
      const assetDir = join(app.outdir, `asset.${assetHash}`);
      // pdfkit ships beside the bundle (its fonts load through a runtime require).
      expect(readdirSync(assetDir)).toContain('index.mjs');
      expect(existsSync(join(assetDir, 'node_modules', 'pdfkit', 'js', 'standard-fonts'))).toBe(true);
      // …with its dependencies, copied at the versions npm ci installed from the lock file.
      const manifest = (dir: string) =>
        JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
          version: string;
          dependencies?: Record<string, string>;
        };
      const pdfkit = manifest(join(assetDir, 'node_modules', 'pdfkit'));
      expect(pdfkit.version).toBe(manifest(join(repoRoot, 'node_modules', 'pdfkit')).version);
      for (const dependency of [...Object.keys(pdfkit.dependencies ?? {}), 'unicode-properties']) {
        const shipped = [
          join(assetDir, 'node_modules', dependency),
          join(assetDir, 'node_modules', 'pdfkit', 'node_modules', dependency),
        ].some((dir) => existsSync(join(dir, 'package.json')));
        expect(shipped, dependency).toBe(true);
      }

      // …but not what Node never loads: source maps and browser builds (10.6 MB of the 25.1 MB asset).
      const neverLoaded = filesUnder(join(assetDir, 'node_modules'))
        .map((file) => file.slice(assetDir.length))
        .filter((file) => /\.map$|[/.-](browser|standalone)[^/]*$/.test(file));
      expect(neverLoaded).toEqual([]);
      expect(bytesUnder(assetDir)).toBeLessThan(16 * 1024 * 1024);

      const code = readFileSync(join(assetDir, 'index.mjs'), 'utf8');
      expect(code.startsWith('import { createRequire as __recyclensCreateRequire }')).toBe(true);
      // Minified: very long lines (template literals keep their own line breaks); and nothing
      // left for the runtime to resolve.
      expect(code.length / code.split('\n').length).toBeGreaterThan(2000);
      const shipped = readdirSync(join(assetDir, 'chunks'))
        .map((chunk) => readFileSync(join(assetDir, 'chunks', chunk), 'utf8'))
        .join('\n')
        .concat(code);
      // The SDK is bundled, in the handler module or in chunks shared with lazily loaded code.
      expect(shipped).toContain('DynamoDBClient');
      expect(shipped).not.toMatch(/from\s*["']@aws-sdk\//);
      // Only English of zod's locales: German and French error texts are not shipped (ASCII
      // fragments, as esbuild escapes other characters).
      expect(shipped).toContain('Invalid input');
      expect(shipped).not.toContain('Eingabe: erwartet');
      expect(shipped).not.toContain('invalide : instance de');
      // The tracer and the X-Ray SDK are in a lazy chunk: a cold start does not load them
      // (functions/src/observability/tracing.ts, docs/bundles.md).
      const coldStart = staticallyImported(assetDir, 'index.mjs');
      expect(shipped).toContain('XRaySDKInstrumentation');
      expect(coldStart).not.toContain('XRaySDKInstrumentation');
      expect(coldStart).toContain('Setting log level to DEBUG due to sampling rate');
      // pdfkit is loaded on first use, from the package installed beside the bundle.
      expect(code).not.toMatch(/from\s*["']pdfkit["']/);
      expect(shipped).toMatch(/import\(\s*["']pdfkit["']\s*\)/);

      // The bundle loads on its own: nothing external, the env validated at import passes.
      const probe = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          'const m = await import(process.argv[1]); process.stdout.write(typeof m.handler);',
          join(assetDir, 'index.mjs'),
        ],
        {
          env: {
            PATH: process.env.PATH ?? '',
            TABLE_NAME: 't',
            UPLOADS_BUCKET: 'u',
            GUIDELINES_BUCKET: 'g',
            REPORTS_BUCKET: 'r',
            JWT_KEYS: JSON.stringify({ currentKid: 'k1', current: 'x'.repeat(32) }),
            LOG_LEVEL: 'silent',
          },
          encoding: 'utf8',
        },
      );
      expect(probe.stderr).toBe('');
      expect(probe.stdout).toBe('function');
      expect(existsSync(assetDir)).toBe(true);
    } finally {
      process.env.PATH = path;
      cleanup();
    }
  });
});
