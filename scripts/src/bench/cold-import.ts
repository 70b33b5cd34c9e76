import { spawn } from 'node:child_process';

/**
 * What a handler module needs at import time: functions/src/config/env.ts validates these at
 * module scope. Dummy values; nothing is called.
 */
const functionEnv: Record<string, string> = {
  STAGE: 'bench',
  AWS_REGION: 'eu-central-1',
  TABLE_NAME: 'bench-table',
  UPLOADS_BUCKET: 'bench-uploads',
  GUIDELINES_BUCKET: 'bench-guidelines',
  REPORTS_BUCKET: 'bench-reports',
  MAIL_FROM: 'no-reply@bench.test',
  LOG_LEVEL: 'silent',
  API_PUBLIC_URL: 'https://api.bench.test',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
};

// Timed inside the child so node's own start-up is not counted, only the module's load.
const probe = `
const started = performance.now();
const module = await import(process.argv[1]);
const elapsed = performance.now() - started;
if (typeof module.handler !== 'function') throw new Error('the bundle exports no handler');
process.stdout.write(String(elapsed));
`;

const importOnce = (moduleUrl: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', probe, moduleUrl], {
      env: { PATH: process.env.PATH ?? '', ...functionEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number.parseFloat(out);
      if (code === 0 && Number.isFinite(ms)) resolve(ms);
      else reject(new Error(`importing ${moduleUrl} failed (exit ${code}): ${err.trim()}`));
    });
  });

/** Median over `runs` fresh processes: one process is one cold start. */
export const measureColdImport = async (moduleUrl: string, runs: number): Promise<number> => {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await importOnce(moduleUrl));
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
};
