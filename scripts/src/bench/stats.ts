import { loadavg } from 'node:os';

/** The p-th percentile of ascending-sorted samples (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** The middle of the samples (the upper one of an even count). */
export const median = (samples: readonly number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The machine's 1-minute load average while \`work\` runs, sampled every 5 s: how busy the shared
 * VM was (other engineers' builds and tests), printed beside figures that depend on it.
 */
export const withLoadAverage = async <T>(work: () => Promise<T>) => {
  const samples = [loadavg()[0] ?? 0];
  const sampler = setInterval(() => samples.push(loadavg()[0] ?? 0), 5000);
  try {
    return {
      result: await work(),
      loadAverage: { min: Math.min(...samples), median: median(samples), max: Math.max(...samples) },
    };
  } finally {
    clearInterval(sampler);
  }
};

/** Peak resident memory (above the starting point, and in all) and peak heap while `work` runs, sampled every 20 ms. */
export const withPeakMemory = async <T>(work: () => Promise<T>) => {
  const base = process.memoryUsage();
  let peak = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      ms: performance.now() - started,
      peakExtraMb: (peak - base.rss) / 2 ** 20,
      peakRssMb: peak / 2 ** 20,
      peakHeapMb: peakHeap / 2 ** 20,
    };
  } finally {
    clearInterval(sampler);
  }
};

/** The lowest and highest of the samples, as "min–max" in whole units. */
export const spread = (samples: readonly number[]): string =>
  samples.length === 0 ? '–' : `${Math.min(...samples).toFixed(0)}–${Math.max(...samples).toFixed(0)}`;
