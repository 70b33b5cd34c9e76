import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@recyclens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);
const LINT_TIMEOUT_MS = 120_000;

/** Both linters run offline: no telemetry, no update check, only bundled rulesets. */
const offline = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const run = (command: string, args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      command,
      args,
      { cwd: repoRoot, env: offline, timeout: LINT_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('the generated OpenAPI document, as outside tools read it', () => {
  let dir: string;
  let file: string;
  // The build's document (`npm run openapi`); the local gateway's differs only by naming
  // http://localhost as its server, which Redocly's no-server-example.com rightly warns about.
  const document = buildOpenApiDocument({ version: '0.1.0' });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document, null, 2));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it(
    'passes Redocly’s recommended rules without an error or a warning',
    async () => {
      const result = await run(bin('redocly'), [
        'lint',
        file,
        '--config',
        join(repoRoot, 'redocly.yaml'),
        '--format',
        'json',
      ]);
      const report = JSON.parse(result.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(result.code).toBe(0);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'passes Spectral’s spectral:oas ruleset without an error or a warning',
    async () => {
      const result = await run(bin('spectral'), [
        'lint',
        file,
        '--ruleset',
        join(repoRoot, '.spectral.yaml'),
        '--format',
        'json',
        '--fail-severity',
        'hint',
        '--quiet',
      ]);
      const problems = JSON.parse(result.stdout || '[]') as { code: string; message: string }[];
      expect(problems.map((problem) => `${problem.code}: ${problem.message}`)).toEqual([]);
      expect(result.code).toBe(0);
    },
    LINT_TIMEOUT_MS,
  );

  it('documents a 4xx answer for every operation, the liveness probe too (431, a request too large)', () => {
    const without4xx = Object.values(document.paths)
      .flatMap((entry) => Object.values(entry) as { operationId: string; responses: object }[])
      .filter((operation) => !Object.keys(operation.responses).some((status) => status.startsWith('4')))
      .map((operation) => operation.operationId);
    expect(without4xx).toEqual([]);
  });
});
