import { describe, expect, it } from 'vitest';
import { mainThreadTasks } from '../src/bench/trace-tasks';

const event = (name: string, ts: number, dur: number, thread = 1) => ({
  name,
  ph: 'X',
  pid: 7,
  tid: thread,
  ts,
  dur,
});

describe('main-thread tasks of a trace', () => {
  it("lists the page thread's long tasks from navigation start, with the work inside them", () => {
    const events = [
      { name: 'navigationStart', ph: 'R', pid: 7, tid: 1, ts: 1_000_000 },
      event('RunTask', 1_010_000, 5_000),
      event('RunTask', 1_100_000, 60_000),
      event('Layout', 1_100_500, 30_000),
      event('UpdateLayoutTree', 1_131_000, 10_000),
      event('RunTask', 1_200_000, 20_000),
      event('v8.evaluateModule', 1_200_100, 18_000),
      // Another thread (a worker) is busier per task but not in total.
      event('RunTask', 1_000_000, 15_000, 2),
    ];
    expect(mainThreadTasks(events, 12.5)).toEqual([
      {
        startMs: 100,
        durationMs: 60,
        work: [
          ['Layout', 30],
          ['UpdateLayoutTree', 10],
        ],
      },
      { startMs: 200, durationMs: 20, work: [['v8.evaluateModule', 18]] },
    ]);
  });
});
