import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logging/logger';
import { countMetric, recordMetric, setMetricSink, withMetrics } from '../src/observability/metrics';
import { startTracing, traceClient, traced } from '../src/observability/tracing';
import { capturedMetricLines } from './support/logs';

const sampleRate = process.env.POWERTOOLS_LOGGER_SAMPLE_RATE;
afterEach(() => {
  if (sampleRate === undefined) delete process.env.POWERTOOLS_LOGGER_SAMPLE_RATE;
  else process.env.POWERTOOLS_LOGGER_SAMPLE_RATE = sampleRate;
  setMetricSink((line) => capturedMetricLines.push(line));
});

describe('debug sampling', () => {
  it('logs debug lines in a sampled invocation only, whatever the level', () => {
    const lines: string[] = [];
    process.env.POWERTOOLS_LOGGER_SAMPLE_RATE = '1';
    const sampled = createLogger({ level: 'info', sink: (line) => lines.push(line) });
    sampled.startInvocation();
    sampled.debug('detail', { password: 'not this' });
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({
        level: 'DEBUG',
        message: 'detail',
        password: '[redacted]',
        sampling_rate: 1,
      }),
    );

    process.env.POWERTOOLS_LOGGER_SAMPLE_RATE = '0';
    const quiet: string[] = [];
    const unsampled = createLogger({ level: 'info', sink: (line) => quiet.push(line) });
    unsampled.startInvocation();
    unsampled.debug('detail');
    expect(quiet).toEqual([]);
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
