/**
 * Structured JSON logs, one line per event. Keys that can carry secrets are redacted at any depth
 * so a password, token or hash never reaches the logs, whatever a caller passes in.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const levelRank: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

const secretKey = /pass(word)?|token|secret|authori[sz]ation|cookie|hash|salt|credential|signature/i;
const REDACTED = '[redacted]';

export const redact = (value: unknown, depth = 0): unknown => {
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        secretKey.test(key) ? REDACTED : redact(inner, depth + 1),
      ]),
    );
  }
  return value;
};

export type LogFields = Record<string, unknown>;
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

export type LogSink = (line: string) => void;

const stdoutSink: LogSink = (line) => process.stdout.write(`${line}\n`);
let defaultSink: LogSink = stdoutSink;
/** Where loggers without their own sink write; tests capture lines here to inspect them. */
export const setDefaultLogSink = (sink: LogSink | undefined): void => {
  defaultSink = sink ?? stdoutSink;
};

export const createLogger = (
  options: { level?: Level | 'silent'; sink?: LogSink; base?: LogFields } = {},
): Logger => {
  const threshold = levelRank[options.level ?? 'info'];
  const sink: LogSink = (line) => (options.sink ?? defaultSink)(line);
  const base = options.base ?? {};
  const write = (level: Level, message: string, fields?: LogFields) => {
    if (levelRank[level] < threshold) return;
    sink(
      JSON.stringify({
        level,
        time: new Date().toISOString(),
        message,
        ...(redact({ ...base, ...fields }) as LogFields),
      }),
    );
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger({ ...options, base: { ...base, ...fields } }),
  };
};
