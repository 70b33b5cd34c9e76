import { spawn } from 'node:child_process';

/**
 * `npm run checks`: the type checks and the linters side by side. Each is one single-threaded
 * process, so one after another they left a core idle for a minute and a half of every CI run.
 * Each one's output is printed whole when it ends, so failures do not interleave.
 */
const checks: { name: string; command: string[] }[] = [
  { name: 'tsc (functions, shared, infra, scripts)', command: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'tsc (frontend)', command: ['tsc', '-p', 'frontend/tsconfig.json'] },
  { name: 'eslint', command: ['eslint', '.'] },
  { name: 'prettier', command: ['prettier', '--check', '.'] },
];

const run = ({ name, command }: (typeof checks)[number]) =>
  new Promise<boolean>((resolve) => {
    const started = Date.now();
    const [program = '', ...args] = command;
    const child = spawn('npx', ['--no-install', program, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const finish = (passed: boolean) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${passed ? '✓' : '✗'} ${name} (${seconds} s)\n`);
      if (!passed || output.trim() !== '') process.stdout.write(`${output.trimEnd()}\n`);
      resolve(passed);
    };
    child.once('error', (error) => {
      output += error.message;
      finish(false);
    });
    child.once('close', (code) => finish(code === 0));
  });

const results = await Promise.all(checks.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
