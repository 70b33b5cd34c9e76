import { readFileSync } from 'node:fs';
import { z } from 'zod';

const traceEventSchema = z.object({
  name: z.string(),
  ph: z.string().optional(),
  pid: z.number(),
  tid: z.number(),
  ts: z.number(),
  dur: z.number().optional(),
  args: z.record(z.string(), z.unknown()).optional(),
});
type TraceEvent = z.infer<typeof traceEventSchema>;

export interface MainThreadTask {
  /** Milliseconds after navigation start. */
  startMs: number;
  durationMs: number;
  /** Milliseconds per kind of work inside the task (layout, script, timers…), largest first. */
  work: [string, number][];
}

/** Kinds of work worth naming inside a task; nested ones overlap (a timer runs a function). */
const workKinds = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'Commit',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
]);

/**
 * The page's main-thread tasks of at least `minMs` in a Chrome trace (the one Lighthouse records;
 * `LH_REPORT_DIR` saves it beside each report), with what each did: the tasks Lighthouse's
 * simulated phone multiplies by four and counts as blocking time beyond 50 ms.
 */
export const mainThreadTasks = (events: readonly TraceEvent[], minMs: number): MainThreadTask[] => {
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'RunTask') continue;
    const thread = `${event.pid}:${event.tid}`;
    busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return [];
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X');
  const navigations = events.filter(
    (event) => event.name === 'navigationStart' && `${event.pid}` === main.split(':')[0],
  );
  const origin =
    navigations.length > 0 ? Math.min(...navigations.map((event) => event.ts)) : (onMain[0]?.ts ?? 0);
  return onMain
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= minMs * 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const work = new Map<string, number>();
      for (const event of onMain) {
        if (event === task || event.ts < task.ts || event.ts >= end || !workKinds.has(event.name)) continue;
        work.set(event.name, (work.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
      }
      return {
        startMs: (task.ts - origin) / 1000,
        durationMs: (task.dur ?? 0) / 1000,
        work: [...work].sort((a, b) => b[1] - a[1]),
      };
    });
};

// `npx tsx scripts/src/bench/trace-tasks.ts <trace.json> [minMs]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, min = '12.5'] = process.argv.slice(2);
  if (!file) throw new Error('Usage: trace-tasks.ts <trace.json> [minMs]');
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const list = Array.isArray(raw)
    ? raw
    : z.object({ traceEvents: z.array(z.unknown()) }).parse(raw).traceEvents;
  const events = list.flatMap((event) => {
    const parsed = traceEventSchema.safeParse(event);
    return parsed.success ? [parsed.data] : [];
  });
  for (const task of mainThreadTasks(events, Number(min))) {
    const work = task.work.slice(0, 5).map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`);
    console.log(
      `${task.startMs.toFixed(1).padStart(8)} ms  ${task.durationMs.toFixed(1).padStart(6)} ms  ${work.join(', ')}`,
    );
  }
}
