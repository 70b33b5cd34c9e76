import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { median } from './stats.ts';

/**
 * Lambda gives a function CPU in proportion to its memory: one full vCPU at 1,769 MB, more above
 * (https://docs.aws.amazon.com/lambda/latest/dg/configuration-memory.html). An import runs on one
 * thread, but V8 compiles and collects garbage on others: a share above one vCPU still helps it.
 */
export const LAMBDA_MB_PER_VCPU = 1769;
export const lambdaCpuShare = (memoryMb: number): number => memoryMb / LAMBDA_MB_PER_VCPU;

/**
 * The scheduler's weight of each nice level 0..19 (the kernel's sched_prio_to_weight). Two
 * runnable processes on one core get CPU in proportion to their weights.
 */
const NICE_WEIGHTS = [
  1024, 820, 655, 526, 423, 335, 272, 215, 172, 137, 110, 87, 70, 56, 45, 36, 29, 23, 18, 15,
] as const;
const weight = (nice: number) => NICE_WEIGHTS[nice] ?? 0;
/** What a process at nice `self` gets of a core it shares with one at nice `other`. */
const shareOfCore = (self: number, other: number) => weight(self) / (weight(self) + weight(other));

const nearestNice = (share: (nice: number) => number, target: number): number => {
  let best = 0;
  NICE_WEIGHTS.forEach((_, nice) => {
    if (Math.abs(share(nice) - target) < Math.abs(share(best) - target)) best = nice;
  });
  return best;
};

/** Where a measured process runs so that it gets a given number of vCPUs of this machine. */
export interface Placement {
  /** The cores it may run on (taskset's list). */
  cores: number[];
  /** Its own nice level: only ever lowered (a positive nice), for shares between one and two. */
  nice: number;
  /** A busy loop of ours sharing one of its cores, at its nice level; none for whole cores. */
  competitor?: { core: number; nice: number };
  /** The vCPUs the scheduler's weights give it. */
  nominal: number;
}

/**
 * Below one vCPU: one core, shared with our busy loop niced to leave the share. Between one and
 * two: one core of its own and a second shared with our busy loop, the measured process niced so
 * that it gets the fraction above one of that second core. From two: two whole cores.
 */
export const placementFor = (share: number, main: number, other: number): Placement => {
  if (share < 0.5) throw new Error(`A CPU share of ${share.toFixed(2)} is below what this method simulates`);
  if (share < 0.99) {
    const nice = nearestNice((n) => shareOfCore(0, n), share);
    return { cores: [main], nice: 0, competitor: { core: main, nice }, nominal: shareOfCore(0, nice) };
  }
  if (share <= 1.01 || main === other) return { cores: [main], nice: 0, nominal: 1 };
  if (share < 1.99) {
    const nice = nearestNice((n) => shareOfCore(n, 0), share - 1);
    return {
      cores: [main, other],
      nice,
      competitor: { core: other, nice: 0 },
      nominal: 1 + shareOfCore(nice, 0),
    };
  }
  return { cores: [main, other], nice: 0, nominal: 2 };
};

/**
 * The core measurements run on first. On our shared VMs one vCPU can be markedly slower than
 * the other for minutes (the host's own work), so `chooseMeasuredCore` picks the faster one.
 */
let mainCore = Math.max(0, cpus().length - 1);
export const otherCore = () => (cpus().length > 1 ? (mainCore === 0 ? 1 : 0) : mainCore);
export const wholeCore = (): Placement => ({ cores: [mainCore], nice: 0, nominal: 1 });
export const placementForShare = (share: number) => placementFor(share, mainCore, otherCore());

/** Runs `command` as a child of ours where `placement` says (taskset and nice, util-linux). */
export const spawnPlaced = (
  placement: Placement,
  command: string,
  args: string[],
  options: Parameters<typeof spawn>[2] = {},
) =>
  spawn(
    'taskset',
    ['-c', placement.cores.join(','), 'nice', '-n', String(placement.nice), command, ...args],
    options,
  );

/**
 * A CPU-bound loop that we start, niced, on one core, so that what we measure there gets only
 * its share of that core. It changes nothing on the machine: every process is ours, a nice level
 * can only lower a priority, and `stop` ends it.
 */
export const startCompetitor = async (competitor: { core: number; nice: number }) => {
  const child: ChildProcess = spawn(
    'taskset',
    [
      '-c',
      String(competitor.core),
      'nice',
      '-n',
      String(competitor.nice),
      process.execPath,
      '-e',
      'for (;;) {}',
    ],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (child.exitCode !== null)
    throw new Error('The competing load did not start (are taskset and nice installed?)');
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
};

/** A fixed CPU-bound loop in each of `threads` threads; prints the wall time of all of them. */
const calibrationProbe = (threads: number) => `
const { Worker } = require('node:worker_threads');
const loop = 'let x = 0; for (let i = 0; i < 1.2e8; i++) x = (x + i * 7) % 1000003; require("node:worker_threads").parentPort.postMessage(x);';
const started = performance.now();
Promise.all(Array.from({ length: ${threads} }, () => new Promise((done) => new Worker(loop, { eval: true }).once('message', done))))
  .then(() => process.stdout.write(String(performance.now() - started)));
`;

const timeLoop = (placement: Placement, threads: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawnPlaced(placement, process.execPath, ['-e', calibrationProbe(threads)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(Number.parseFloat(out)));
  });

const medianOf = async (runs: number, measure: () => Promise<number>) => {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measure());
  return median(samples);
};

/**
 * The vCPUs a placement achieves, measured: two threads of the calibration loop under it, against
 * one thread alone on a whole core. Two whole cores give 2, one core shared half and half 0.5.
 */
export const measureAchievedShare = async (placement: Placement, runs: number): Promise<number> => {
  const alone = await medianOf(runs, () => timeLoop(wholeCore(), 1));
  const competitor = placement.competitor ? await startCompetitor(placement.competitor) : undefined;
  try {
    const placed = await medianOf(runs, () => timeLoop(placement, 2));
    return Math.min(2, (2 * alone) / placed);
  } finally {
    await competitor?.stop();
  }
};

/** Measures on the core on which the calibration loop runs fastest. */
export const chooseMeasuredCore = async (runs: number): Promise<{ core: number; loopMs: number[] }> => {
  const loopMs: number[] = [];
  for (let core = 0; core < cpus().length; core += 1) {
    mainCore = core;
    loopMs.push(await medianOf(runs, () => timeLoop(wholeCore(), 1)));
  }
  mainCore = loopMs.indexOf(Math.min(...loopMs));
  return { core: mainCore, loopMs };
};
