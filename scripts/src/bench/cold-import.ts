import {
  measureAchievedShare,
  placementForShare,
  spawnPlaced,
  startCompetitor,
  wholeCore,
  type Placement,
} from './cpu-share.ts';

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

/** One cold start: a fresh Node process, placed as `placement` says, importing the bundle. */
const importOnce = (moduleUrl: string, placement: Placement): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawnPlaced(placement, process.execPath, ['--input-type=module', '-e', probe, moduleUrl], {
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

export interface ShareConditions {
  /** The vCPUs Lambda gives the function's memory. */
  target: number;
  /** The vCPUs the placement gives by the scheduler's weights. */
  nominal: number;
  /** Measured with a calibration loop in two threads (cpu-share.ts). */
  achieved: number;
}

/** One cold start under `placement`, beside our busy loop when the placement has one. */
export const importAtPlacement = async (moduleUrl: string, placement: Placement): Promise<number> => {
  const competitor = placement.competitor ? await startCompetitor(placement.competitor) : undefined;
  try {
    return await importOnce(moduleUrl, placement);
  } finally {
    await competitor?.stop();
  }
};

export const importOnWholeCore = (moduleUrl: string) => importOnce(moduleUrl, wholeCore());

/** The vCPUs Lambda gives `share`, as placed on this machine and measured (cpu-share.ts). */
export const shareConditions = async (
  share: number,
  runs: number,
): Promise<{ placement: Placement; conditions: ShareConditions }> => {
  const placement = placementForShare(share);
  const achieved = await measureAchievedShare(placement, runs);
  return { placement, conditions: { target: share, nominal: placement.nominal, achieved } };
};
