import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_POLL_MS, jobQueryOptions } from './job-polling';

type Status = 'queued' | 'running' | 'done' | 'failed';

/** How many times a followed job is asked for in five poll intervals, answering `statuses` in turn. */
const askedInFiveIntervals = async (statuses: readonly (Status | Error)[]) => {
  let calls = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(
    client,
    jobQueryOptions(['jobs', 'j1'], async () => {
      const answer = statuses[Math.min(calls, statuses.length - 1)];
      calls += 1;
      if (answer instanceof Error) throw answer;
      return { status: answer ?? 'queued' };
    }),
  );
  const stop = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(JOB_POLL_MS * 5 + JOB_POLL_MS / 2);
  stop();
  return calls;
};

describe('jobQueryOptions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a queued or running job every second', async () => {
    expect(await askedInFiveIntervals(['queued', 'running'])).toBe(6);
  });

  it('stops asking once the job is done or failed', async () => {
    expect(await askedInFiveIntervals(['running', 'running', 'done'])).toBe(3);
    expect(await askedInFiveIntervals(['queued', 'failed'])).toBe(2);
  });

  it('stops asking after a failed poll, until someone asks again', async () => {
    expect(await askedInFiveIntervals(['running', new Error('offline'), 'running'])).toBe(2);
  });
});
