import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import { RedactingLogFormatter } from './redacting-formatter';

/**
 * Structured JSON logs, one line per event, written by Powertools for AWS Lambda (so CloudWatch
 * and Logs Insights see its standard keys) through our redaction (redacting-formatter.ts).
 * `POWERTOOLS_DEV=true` pretty-prints them for local runs; `POWERTOOLS_LOGGER_SAMPLE_RATE` turns
 * on debug lines for that share of invocations (set per stage by the infra config).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export type LogFields = Record<string, unknown>;

/** What services log through: Powertools' own methods, so that they need not import it. */
export type Logger = Pick<PowertoolsLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** A function's logger, from which each invocation's is made (invocationLogger). */
export type FunctionLogger = PowertoolsLogger;

const powertoolsLevel = (level: LogLevel) => level.toUpperCase() as Uppercase<LogLevel>;

export const createLogger = (
  options: { level?: LogLevel; base?: LogFields; service?: string } = {},
): FunctionLogger =>
  new PowertoolsLogger({
    logLevel: powertoolsLevel(options.level ?? 'info'),
    serviceName: options.service ?? process.env.POWERTOOLS_SERVICE_NAME ?? 'recyclens',
    logFormatter: new RedactingLogFormatter(),
    persistentKeys: options.base ?? {},
  });

/**
 * One invocation's logger (Powertools' createChild): the function's keys and these. It starts at
 * the configured level, whatever the function's logger drew when the process started, and draws
 * its own debug sample as Powertools makes it: so each invocation is sampled anew, and one
 * invocation's keys never reach another's lines, even where invocations share a process (the
 * local gateway).
 */
export const invocationLogger = (parent: FunctionLogger, level: LogLevel, keys: LogFields): Logger =>
  parent.createChild({ logLevel: powertoolsLevel(level), persistentKeys: keys });
