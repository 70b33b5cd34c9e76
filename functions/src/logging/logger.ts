import { Logger as PowertoolsLogger, type LogItem } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';
import { RedactingLogFormatter } from './redacting-formatter';

/**
 * Structured JSON logs, one line per event, written by Powertools for AWS Lambda (so CloudWatch
 * and Logs Insights see its standard keys) through our redaction (redacting-formatter.ts).
 * `POWERTOOLS_DEV=true` pretty-prints them for local runs; `POWERTOOLS_LOGGER_SAMPLE_RATE` turns
 * on debug lines for that share of invocations (set per stage by the infra config).
 */
type Level = 'debug' | 'info' | 'warn' | 'error';

export type LogFields = Record<string, unknown>;
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

/** A function's root logger: it also decides, once per invocation, whether debug lines are sampled. */
export interface InvocationLogger extends Logger {
  startInvocation(): void;
}

export type LogSink = (line: string) => void;

let defaultSink: LogSink | undefined;
/** Where loggers without their own sink write (stdout when unset); tests capture lines here. */
export const setDefaultLogSink = (sink: LogSink | undefined): void => {
  defaultSink = sink;
};

// A logger's sink, kept beside it rather than in a field: Powertools' constructor already logs
// (e.g. that sampling raised the level), before a subclass's fields exist.
const sinks = new WeakMap<PowertoolsLogger, () => LogSink | undefined>();

/** Powertools writes to its own console; a sink, when given, receives the same line instead. */
class SinkLogger extends PowertoolsLogger {
  constructor(options: ConstructorOptions, sink: () => LogSink | undefined) {
    super(options);
    sinks.set(this, sink);
  }

  protected override printLog(logLevel: number, log: LogItem): void {
    const sink = (sinks.get(this) ?? (() => defaultSink))();
    if (!sink) return super.printLog(logLevel, log);
    log.prepareForPrint();
    sink(JSON.stringify(log.getAttributes(), this.getJsonReplacer()));
  }
}

const powertoolsLevel = (level: Level | 'silent') => level.toUpperCase() as Uppercase<Level | 'silent'>;

export const createLogger = (
  options: { level?: Level | 'silent'; sink?: LogSink; base?: LogFields; service?: string } = {},
): InvocationLogger => {
  const powertools = new SinkLogger(
    {
      logLevel: powertoolsLevel(options.level ?? 'info'),
      serviceName: options.service ?? process.env.POWERTOOLS_SERVICE_NAME ?? 'recyclens',
      logFormatter: new RedactingLogFormatter(),
    },
    () => options.sink ?? defaultSink,
  );
  // Children share the Powertools instance (its level and sampling decision) and add their keys.
  const over = (base: LogFields): Logger => ({
    debug: (message, fields) => powertools.debug(message, { ...base, ...fields }),
    info: (message, fields) => powertools.info(message, { ...base, ...fields }),
    warn: (message, fields) => powertools.warn(message, { ...base, ...fields }),
    error: (message, fields) => powertools.error(message, { ...base, ...fields }),
    child: (fields) => over({ ...base, ...fields }),
  });
  return {
    ...over(options.base ?? {}),
    startInvocation: () => powertools.refreshSampleRateCalculation(),
  };
};
