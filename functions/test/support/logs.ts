/** Every log line the function code wrote during this test file (see setup-file.ts). */
export const capturedLogLines: string[] = [];

/** Every CloudWatch EMF line (metrics) the function code wrote during this test file. */
export const capturedMetricLines: string[] = [];

const isLogRecord = (line: string): boolean => {
  if (!line.startsWith('{')) return false;
  try {
    const record = JSON.parse(line) as Record<string, unknown>;
    return typeof record.level === 'string' && typeof record.message === 'string';
  } catch {
    return false;
  }
};

/**
 * Powertools writes each log line to stdout (warnings and errors to stderr), where CloudWatch
 * reads them. From here on, writes that are log lines land in capturedLogLines instead; anything
 * else is written as before.
 */
export const captureLogLines = (): void => {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
      const lines = text.split('\n').filter((line) => line !== '');
      if (lines.length === 0 || !lines.every(isLogRecord)) return write(chunk, ...rest);
      capturedLogLines.push(...lines);
      return true;
    }) as typeof stream.write;
  }
};

/** The log lines written while `work` ran (it must log synchronously, as Powertools does). */
export const linesLoggedBy = (work: () => void): string[] => {
  const from = capturedLogLines.length;
  work();
  return capturedLogLines.slice(from);
};
