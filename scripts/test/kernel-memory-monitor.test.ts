import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { pauseKernelMemoryMonitor } from '../src/bench/kernel-memory-monitor';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
// A stand-in for /sys/kernel/mm/damon/admin/kdamonds: one directory per monitor with its state.
const kdamonds = join(repoRoot, '.data', `test-kdamonds-${randomUUID()}`);
const stateOf = (id: string) => readFileSync(join(kdamonds, id, 'state'), 'utf8').trim();
const monitorWith = (id: string, state: 'on' | 'off') => {
  mkdirSync(join(kdamonds, id), { recursive: true });
  writeFileSync(join(kdamonds, id, 'state'), state);
};

afterEach(() => rmSync(kdamonds, { recursive: true, force: true }));

describe('the benchmark pauses the kernel memory monitor', () => {
  it('turns off the running monitors, and back on at the end', () => {
    monitorWith('0', 'on');
    monitorWith('1', 'off');
    const monitor = pauseKernelMemoryMonitor(kdamonds);
    expect(monitor.state).toBe('paused');
    expect(stateOf('0')).toBe('off');

    monitor.resume();
    expect(stateOf('0')).toBe('on');
    // A monitor that was off before the bench stays off.
    expect(stateOf('1')).toBe('off');
    // Resuming twice (the bench's end, then its exit) changes nothing.
    monitor.resume();
    expect(stateOf('0')).toBe('on');
  });

  it('leaves everything as it was where no monitor runs', () => {
    monitorWith('0', 'off');
    const monitor = pauseKernelMemoryMonitor(kdamonds);
    expect(monitor.state).toBe('absent');
    monitor.resume();
    expect(stateOf('0')).toBe('off');
  });
});
