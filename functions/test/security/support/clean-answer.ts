import { errorBodySchema, errorCatalog } from '@recyclens/shared';
import type { ApiAnswer } from '../../support/api';

/** Traces of internals an answer must never carry: stack frames, source paths, driver names. */
const internalTraces = [
  /\bat [\w.<>$]+ \(/,
  /\bat (file|node):/,
  /node_modules/,
  /\/(work|home|var|tmp|opt)\//,
  /[\w-]+\.(ts|js|mjs|cjs):\d+/,
  /\b(TypeError|ReferenceError|SyntaxError|RangeError)\b/,
  /\b(ValidationException|ConditionalCheckFailed|TransactionCanceled|ResourceNotFoundException)\b/,
];

/**
 * What is wrong with an answer to a hostile call, or an empty list: never a 5xx (a 503 only
 * where a test has taken a service away), and every refusal a JSON `{code, message}` whose code
 * is in the catalogue with the status it promises, with no trace of the server's internals.
 */
export const problemsWith = (answer: ApiAnswer<unknown>, options: { outage?: boolean } = {}): string[] => {
  const problems: string[] = [];
  if (answer.status >= 500 && !(options.outage && answer.status === 503))
    problems.push(`answered ${answer.status}`);
  const text = answer.bytes.toString('utf8');
  for (const trace of internalTraces) if (trace.test(text)) problems.push(`body shows ${String(trace)}`);
  if (answer.status < 400) return problems;
  const parsed = errorBodySchema.safeParse(answer.body);
  if (!parsed.success) return [...problems, `not an error body: ${text.slice(0, 200)}`];
  const expected = errorCatalog[parsed.data.code].status;
  if (expected !== answer.status) problems.push(`${parsed.data.code} with ${answer.status}, not ${expected}`);
  return problems;
};
