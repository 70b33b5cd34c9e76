import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KDAMONDS = '/sys/kernel/mm/damon/admin/kdamonds';
/** If the bench dies without resuming (a kill -9), a detached shell turns monitoring back on. */
const WATCHDOG_SECONDS = 3600;

export interface KernelMemoryMonitor {
  /** `paused`: turned off by us until `resume`; `absent`: none runs here; `kept`: we may not stop it. */
  state: 'paused' | 'absent' | 'kept';
  resume: () => void;
}

const runningStates = (kdamonds: string): string[] => {
  try {
    return readdirSync(kdamonds)
      .filter((name) => /^\d+$/.test(name))
      .map((name) => join(kdamonds, name, 'state'))
      .filter((file) => readFileSync(file, 'utf8').trim() === 'on');
  } catch {
    return [];
  }
};

const writeAll = (files: string[], value: 'on' | 'off') => {
  for (const file of files) writeFileSync(file, value);
};

/**
 * Pauses the kernel's DAMON memory monitor for the benchmark (docs/decisions/008). On the VMs we
 * measure on, it samples physical memory every 500 ms to reclaim cold pages for the host, and
 * each sample takes one of the two cores for 10–30 ms: the API's one-connection p99 then
 * measures those stalls rather than our code. The monitor is turned back on by `resume`, at exit,
 * and by a watchdog should the process be killed.
 */
export const pauseKernelMemoryMonitor = (kdamonds = KDAMONDS): KernelMemoryMonitor => {
  const files = runningStates(kdamonds);
  const unchanged = (state: 'absent' | 'kept'): KernelMemoryMonitor => ({
    state,
    resume: () => undefined,
  });
  if (files.length === 0) return unchanged('absent');
  try {
    writeAll(files, 'off');
  } catch {
    // Not root (sysfs refuses the write): leave on any we did stop before the refusal.
    try {
      writeAll(files, 'on');
    } catch {
      // Nothing was stopped.
    }
    return unchanged('kept');
  }
  const restore = `sleep ${WATCHDOG_SECONDS}; ${files.map((file) => `echo on > ${file}`).join('; ')}`;
  const watchdog = spawn('sh', ['-c', restore], { detached: true, stdio: 'ignore' });
  watchdog.on('error', () => undefined);
  watchdog.unref();
  let paused = true;
  const resume = () => {
    if (!paused) return;
    paused = false;
    writeAll(files, 'on');
    try {
      // The whole group: the shell and its sleep.
      if (watchdog.pid !== undefined) process.kill(-watchdog.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    process.off('exit', resume);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  };
  // Ctrl-C ends a process without its 'exit' handlers.
  const interrupted = () => {
    resume();
    process.exit(130);
  };
  process.on('exit', resume);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return { state: 'paused', resume };
};
