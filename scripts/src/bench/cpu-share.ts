import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { median } from './stats.ts';

/**
 * Lambda gives a function CPU in proportion to its memory: one full vCPU at 1,769 MB
 * (https://docs.aws.amazon.com/lambda/latest/dg/configuration-memory.html). A module import runs
 * on one thread, so a share above one vCPU buys it nothing.
 */
export const LAMBDA_MB_PER_VCPU = 1769;
export const lambdaCpuShare = (memoryMb: number): number => Math.min(1, memoryMb / LAMBDA_MB_PER_VCPU);

/**
 * The scheduler's weight of each nice level 0..19 (the kernel's sched_prio_to_weight). Two
 * runnable processes on one core get CPU in proportion to their weights.
 */
const NICE_WEIGHTS = [
  1024, 820, 655, 526, 423, 335, 272, 215, 172, 137, 110, 87, 70, 56, 45, 36, 29, 23, 18, 15,
] as const;
const OWN_WEIGHT = NICE_WEIGHTS[0];

/** The share our process gets beside a competitor at `nice`. */
export const shareBesideNice = (nice: number): number =>
  OWN_WEIGHT / (OWN_WEIGHT + (NICE_WEIGHTS[nice] ?? 0));

/**
 * The nice level of a competing busy process that leaves ours the share nearest `share`, or
 * undefined for a whole core. Shares below one half would need our own process niced, which no
 * configured function needs (1,024 MB is 0.58).
 */
export const competitorNiceFor = (share: number): number | undefined => {
  if (share >= 0.99) return undefined;
  if (share < 0.5) throw new Error(`A CPU share of ${share.toFixed(2)} is below what this method simulates`);
  let best = 0;
  NICE_WEIGHTS.forEach((_, nice) => {
    if (Math.abs(shareBesideNice(nice) - share) < Math.abs(shareBesideNice(best) - share)) best = nice;
  });
  return best;
};

/**
 * The core our measured processes and their competitor share. On our shared VMs one vCPU can be
 * markedly slower than the other for minutes (the host's own work), so `chooseMeasuredCore` picks
 * the faster one by the calibration loop before a run.
 */
let measuredCore = Math.max(0, cpus().length - 1);

/** Runs `command` pinned to the measured core (taskset, util-linux), as a child of ours. */
export const spawnPinned = (command: string, args: string[], options: Parameters<typeof spawn>[2] = {}) =>
  spawn('taskset', ['-c', String(measuredCore), command, ...args], options);

/**
 * A CPU-bound loop that we start, niced, on the measured core, so that a process we start there
 * afterwards gets only its share of that core. It changes nothing on the machine: both processes
 * are ours, the nice level applies to the competitor alone, and `stop` ends it.
 */
export const startCompetitor = async (nice: number): Promise<{ stop: () => Promise<void> }> => {
  const child: ChildProcess = spawnPinned(
    'nice',
    ['-n', String(nice), process.execPath, '-e', 'for (;;) {}'],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (child.exitCode !== null) throw new Error('The competing load did not start (is taskset installed?)');
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
};

const calibrationProbe = `
const started = performance.now();
let x = 0;
for (let i = 0; i < 4e7; i++) x = (x + i * 7) % 1000003;
process.stdout.write(String(performance.now() - started) + ' ' + x);
`;

/** Wall time of a fixed CPU loop (about as long as a cold import) in a fresh pinned process. */
export const timeCalibrationLoop = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawnPinned(process.execPath, ['-e', calibrationProbe], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(Number.parseFloat(out)));
  });

/** Pins later measurements to the core on which the calibration loop runs fastest. */
export const chooseMeasuredCore = async (runs: number): Promise<{ core: number; loopMs: number[] }> => {
  const loopMs: number[] = [];
  for (let core = 0; core < cpus().length; core += 1) {
    measuredCore = core;
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await timeCalibrationLoop());
    loopMs.push(median(samples));
  }
  measuredCore = loopMs.indexOf(Math.min(...loopMs));
  return { core: measuredCore, loopMs };
};
