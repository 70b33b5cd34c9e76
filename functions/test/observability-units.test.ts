import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, invocationLogger } from '../src/logging/logger';
import {
  captureColdStartMetric,
  countMetric,
  recordMetric,
  setMetricSink,
  withMetrics,
} from '../src/observability/metrics';
import { startTracing, traceClient, traced } from '../src/observability/tracing';
import { capturedMetricLines, linesLoggedBy } from './support/logs';

const sampleRate = process.env.POWERTOOLS_LOGGER_SAMPLE_RATE;
afterEach(() => {
  if (sampleRate === undefined) delete process.env.POWERTOOLS_LOGGER_SAMPLE_RATE;
  else process.env.POWERTOOLS_LOGGER_SAMPLE_RATE = sampleRate;
  setMetricSink((line) => capturedMetricLines.push(line));
});

describe('debug sampling', () => {
  it('logs debug lines in a sampled invocation only, whatever the level', () => {
    process.env.POWERTOOLS_LOGGER_SAMPLE_RATE = '1';
    const sampled = invocationLogger(createLogger({ level: 'info' }), 'info', {});
    const lines = linesLoggedBy(() => sampled.debug('detail', { password: 'not this' }));
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({
        level: 'DEBUG',
        message: 'detail',
        password: '[redacted]',
        sampling_rate: 1,
      }),
    );

    process.env.POWERTOOLS_LOGGER_SAMPLE_RATE = '0';
    const unsampled = invocationLogger(createLogger({ level: 'info' }), 'info', {});
    expect(linesLoggedBy(() => unsampled.debug('detail'))).toEqual([]);
  });

  it("starts an invocation's logger at the configured level, not at its function logger's", () => {
    process.env.POWERTOOLS_LOGGER_SAMPLE_RATE = '0';
    const functionLogger = createLogger({ level: 'debug' });
    const invocation = invocationLogger(functionLogger, 'info', {});
    expect(linesLoggedBy(() => invocation.debug('detail'))).toEqual([]);
    expect(linesLoggedBy(() => functionLogger.debug('detail'))).toHaveLength(1);
  });
});

describe('invocation loggers', () => {
  it("carry the function's keys and their own, and never another invocation's", () => {
    const functionLogger = createLogger({ base: { group: 'auth' } });
    const first = invocationLogger(functionLogger, 'info', { requestId: 'one', route: 'login' });
    const second = invocationLogger(functionLogger, 'info', { requestId: 'two' });
    const lines = linesLoggedBy(() => {
      first.info('first');
      second.info('second');
      functionLogger.warn('outside');
    }).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ message: 'first', group: 'auth', requestId: 'one', route: 'login' }),
      expect.objectContaining({ message: 'second', group: 'auth', requestId: 'two' }),
      expect.objectContaining({ message: 'outside', group: 'auth' }),
    ]);
    expect(lines[1]).not.toHaveProperty('route');
    expect(lines[2]).not.toHaveProperty('requestId');
  });
});

describe('cold start metric', () => {
  /** What Powertools writes to stdout while `run` goes, with its metrics switched on as in Lambda. */
  const emfWrittenBy = async (initializationType: string, run: () => Promise<void>) => {
    const saved = {
      type: process.env.AWS_LAMBDA_INITIALIZATION_TYPE,
      disabled: process.env.POWERTOOLS_METRICS_DISABLED,
    };
    process.env.AWS_LAMBDA_INITIALIZATION_TYPE = initializationType;
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const written: string[] = [];
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      await run();
    } finally {
      stdout.mockRestore();
      for (const [key, value] of [
        ['AWS_LAMBDA_INITIALIZATION_TYPE', saved.type],
        ['POWERTOOLS_METRICS_DISABLED', saved.disabled],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    return written
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.includes('"_aws"'))
      .map(
        (line) =>
          JSON.parse(line) as Record<string, unknown> & {
            _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][] }[] };
          },
      );
  };

  it("is Powertools' ColdStart: once, on a process's first invocation, with its group and stage", async () => {
    const blobs = await emfWrittenBy('on-demand', async () => {
      await withMetrics('cold-test', async () => captureColdStartMetric());
      await withMetrics('cold-test', async () => captureColdStartMetric());
    });
    expect(blobs).toEqual([expect.objectContaining({ ColdStart: 1, group: 'cold-test', stage: 'local' })]);
    const [set] = blobs[0]?._aws.CloudWatchMetrics ?? [];
    expect(set?.Namespace).toBe('Recyclens');
    expect(set?.Dimensions[0]).toEqual(expect.arrayContaining(['group', 'stage']));
  });

  it('counts no cold start for a process started ahead of its traffic (provisioned concurrency)', async () => {
    const blobs = await emfWrittenBy('provisioned-concurrency', () =>
      withMetrics('warm-test', async () => captureColdStartMetric()),
    );
    expect(blobs).toEqual([]);
  });
});

describe('metrics module', () => {
  const emitted = () => {
    const lines: string[] = [];
    setMetricSink((line) => lines.push(line));
    return () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  };

  it('flushes an invocation once, even when it fails, one EMF line per dimension set, counts summed', async () => {
    const blobs = emitted();
    await expect(
      withMetrics('packaging', async () => {
        countMetric('MailSent', { template: 'confirm-email' });
        countMetric('MailSent', { template: 'confirm-email' });
        countMetric('MailFailed', { template: 'reset-password' });
        expect(blobs()).toEqual([]);
        throw new Error('the operation failed');
      }),
    ).rejects.toThrow('the operation failed');
    expect(blobs()).toEqual([
      expect.objectContaining({ MailSent: 2, template: 'confirm-email', group: 'packaging' }),
      expect.objectContaining({ MailFailed: 1, template: 'reset-password', group: 'packaging' }),
    ]);
  });

  it("writes one value for a count however often it was recorded, within EMF's 100 values", async () => {
    const blobs = emitted();
    await withMetrics('assessment-worker', async () => {
      for (let i = 0; i < 250; i++) countMetric('Assessment', { methodology: 'rb', grade: 'A' });
      recordMetric('ExportDuration', 120, 'Milliseconds', { format: 'pdf' });
      recordMetric('ExportDuration', 80, 'Milliseconds', { format: 'pdf' });
    });
    expect(blobs()).toEqual([
      expect.objectContaining({ Assessment: 250, grade: 'A' }),
      expect.objectContaining({ ExportDuration: [120, 80], format: 'pdf' }),
    ]);
  });

  it('keeps the tenant off the dimensions and flushes at once outside an invocation', () => {
    const blobs = emitted();
    recordMetric('ImportRows', 12, 'Count', {}, { clientId: 'tenant-1' });
    const [blob] = blobs() as [
      Record<string, unknown> & { _aws: { CloudWatchMetrics: { Dimensions: string[][] }[] } },
    ];
    expect(blob).toMatchObject({ ImportRows: 12, clientId: 'tenant-1' });
    expect(blob._aws.CloudWatchMetrics[0]?.Dimensions[0]).not.toContain('clientId');
  });
});

describe('tracing outside Lambda', () => {
  it('is a no-op: no X-Ray daemon listens locally', async () => {
    await startTracing();
    const client = { send: () => 'sent' };
    expect(traceClient(client)).toBe(client);
    expect(await traced('assessment', async () => 'done')).toBe('done');
  });
});
