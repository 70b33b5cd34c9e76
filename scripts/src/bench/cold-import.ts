import {
  competitorNiceFor,
  shareBesideNice,
  spawnPinned,
  startCompetitor,
  timeCalibrationLoop,
} from './cpu-share.ts';
import { median } from './stats.ts';

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
  JWT_KEYS: JSON.stringify({
    currentKid: 'bench',
    current: 'bench-secret-bench-secret-bench-secret-0123456789',
  }),
};

// Timed inside the child so node's own start-up is not counted, only the module's load.
const probe = `
const started = performance.now();
const module = await import(process.argv[1]);
const elapsed = performance.now() - started;
if (typeof module.handler !== 'function') throw new Error('the bundle exports no handler');
process.stdout.write(String(elapsed));
`;

/** One cold start: a fresh Node process, pinned to the measured core, importing the bundle. */
const importOnce = (moduleUrl: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawnPinned(process.execPath, ['--input-type=module', '-e', probe, moduleUrl], {
      env: { PATH: process.env.PATH ?? '', ...functionEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number.parseFloat(out);
      if (code === 0 && Number.isFinite(ms)) resolve(ms);
      else reject(new Error(`importing ${moduleUrl} failed (exit ${code}): ${err.trim()}`));
    });
  });

const medianOf = async (runs: number, measure: () => Promise<number>) => {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measure());
  return median(samples);
};

/** Median over `runs` fresh processes with the measured core to themselves. */
export const measureColdImport = (moduleUrl: string, runs: number): Promise<number> =>
  medianOf(runs, () => importOnce(moduleUrl));

export interface ShareConditions {
  /** The share Lambda gives the function's memory. */
  target: number;
  /** The share the competitor's nice level leaves us, by the scheduler's weights. */
  nominal: number;
  /** Measured: a fixed CPU loop alone on the core, divided by the same loop beside the competitor. */
  achieved: number;
}

/**
 * Runs `work` while our processes on the measured core get `share` of it: a busy loop we start
 * on the same core at the nice level whose scheduler weight leaves them that share. The share is
 * checked, not assumed: the calibration loop runs alone and beside the competitor.
 */
export const withCpuShare = async <T>(
  share: number,
  runs: number,
  work: () => Promise<T>,
): Promise<{ result: T; conditions: ShareConditions }> => {
  const alone = await medianOf(runs, timeCalibrationLoop);
  const nice = competitorNiceFor(share);
  if (nice === undefined) {
    return { result: await work(), conditions: { target: share, nominal: 1, achieved: 1 } };
  }
  const competitor = await startCompetitor(nice);
  try {
    const throttled = await medianOf(runs, timeCalibrationLoop);
    const result = await work();
    return {
      result,
      conditions: { target: share, nominal: shareBesideNice(nice), achieved: alone / throttled },
    };
  } finally {
    await competitor.stop();
  }
};
