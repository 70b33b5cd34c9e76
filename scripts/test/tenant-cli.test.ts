import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const CLI_TIMEOUT_MS = 60_000;

/** The CLI refuses its options before it touches any stack, so no service is needed here. */
const runCli = (args: string[]) =>
  new Promise<{ code: number; stderr: string }>((done) => {
    execFile(
      join(repoRoot, 'node_modules', '.bin', 'tsx'),
      [join(repoRoot, 'scripts/src/tenant-cli.ts'), ...args],
      { cwd: repoRoot, timeout: CLI_TIMEOUT_MS },
      (error, _stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });

describe('npm run tenant -- create, with options it refuses', () => {
  it(
    'names each bad option with the English text of its field error, never a bare code',
    async () => {
      const { code, stderr } = await runCli([
        'create',
        '--url',
        'https://acme.example.com',
        '--name',
        'Acme',
        '--email',
        'help@acme.example.com',
        '--admin-email',
        'anna@acme.example.com',
        '--primary',
        'green',
      ]);
      expect(code).toBe(2);
      expect(stderr).toContain('--primary: Use a colour like #1a2b3c');
      expect(stderr).not.toMatch(/--primary: [A-Z_]+\n/);
      expect(stderr).toContain('Usage: npm run tenant -- create');
    },
    CLI_TIMEOUT_MS,
  );
});
