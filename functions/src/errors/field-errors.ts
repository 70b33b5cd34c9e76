import {
  isFieldErrorCode,
  localize,
  type ErrorBody,
  type FieldErrorCode,
  type FieldErrorParams,
  type FieldProblem,
  type Language,
} from '@recyclens/shared';
import type { z } from 'zod';
import type { RowError } from './app-error';
import { fieldErrorText } from './field-error-texts';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/**
 * What a 400 VALIDATION_FAILED names: per field path, our message, its stable code and, for a code
 * whose text needs them, the parameters, so a client words it in its own language too.
 */
export interface FieldErrors {
  fields: Record<string, string>;
  fieldCodes: Record<string, FieldErrorCode>;
  fieldParams: Record<string, FieldErrorParams>;
}

/** Field path (dot-joined) → its problem, as validation and services hand it to the error handler. */
export type FieldProblems = Record<string, FieldProblem>;

interface Problem extends FieldProblem {
  path: Path;
}

const valueAt = (input: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

const list = (values: readonly unknown[]) => values.map(String).join(', ');

const typeCodes: Partial<Record<string, FieldErrorCode>> = {
  string: 'NOT_A_TEXT',
  number: 'NOT_A_NUMBER',
  bigint: 'NOT_A_NUMBER',
  nan: 'NOT_A_NUMBER',
  int: 'NOT_AN_INTEGER',
  boolean: 'NOT_YES_OR_NO',
  array: 'NOT_A_LIST',
  tuple: 'NOT_A_LIST',
  set: 'NOT_A_LIST',
  object: 'NOT_AN_OBJECT',
  record: 'NOT_AN_OBJECT',
  map: 'NOT_AN_OBJECT',
  date: 'INVALID_DATE',
  nonoptional: 'REQUIRED',
};

const formatCodes: Partial<Record<string, FieldErrorCode>> = {
  email: 'INVALID_EMAIL',
  url: 'INVALID_URL',
  uuid: 'INVALID_ID',
  guid: 'INVALID_ID',
  cuid: 'INVALID_ID',
  cuid2: 'INVALID_ID',
  ulid: 'INVALID_ID',
  xid: 'INVALID_ID',
  ksuid: 'INVALID_ID',
  nanoid: 'INVALID_ID',
  datetime: 'INVALID_DATE',
  date: 'INVALID_DATE',
  time: 'INVALID_DATE',
  duration: 'INVALID_DATE',
};

const isCountable = (origin: string) => origin === 'array' || origin === 'set' || origin === 'file';

/** `a | b` failed: the one branch the value had the shape of says best what is wrong. */
const unionProblems = (
  issue: Extract<Issue, { code: 'invalid_union' }>,
  path: Path,
  input: unknown,
): Problem[] => {
  if ('options' in issue && issue.options?.length)
    return [{ path, code: 'INVALID_CHOICE', params: { options: list(issue.options) } }];
  const branches = issue.errors;
  const atRoot = (branch: readonly Issue[], code: Issue['code']) =>
    branch.length > 0 && branch.every((inner) => inner.path.length === 0 && inner.code === code);
  if (branches.length > 0 && branches.every((branch) => atRoot(branch, 'invalid_value'))) {
    const values = branches.flat().flatMap((inner) => (inner.code === 'invalid_value' ? inner.values : []));
    return [
      { path, code: 'INVALID_CHOICE', params: { options: list(values.filter((value) => value !== '')) } },
    ];
  }
  const shaped = branches.find(
    (branch) =>
      branch.length > 0 &&
      !branch.some(
        (inner) =>
          inner.path.length === 0 && (inner.code === 'invalid_type' || inner.code === 'invalid_value'),
      ),
  );
  if (shaped) return shaped.flatMap((inner) => problemsOf(inner, path, input));
  // No branch took the value's type: say the type of the first branch that named one.
  const wrongType = branches.flat().find((inner) => inner.path.length === 0 && inner.code === 'invalid_type');
  return wrongType ? problemsOf(wrongType, path, input) : [{ path, code: 'INVALID_VALUE' }];
};

const problemsOf = (issue: Issue, base: Path, input: unknown): Problem[] => {
  const path = [...base, ...issue.path];
  // A code as the message is the schema author's choice; zod's own messages are English texts.
  if (isFieldErrorCode(issue.message)) return [{ path, code: issue.message }];
  const value = valueAt(input, path);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return [{ path, code: 'REQUIRED' }];
      return [{ path, code: typeCodes[issue.expected] ?? 'INVALID_TYPE' }];
    case 'too_big':
      if (issue.origin === 'string')
        return [{ path, code: 'TOO_LONG', params: { maximum: String(issue.maximum) } }];
      if (isCountable(issue.origin))
        return [{ path, code: 'TOO_MANY_ITEMS', params: { maximum: String(issue.maximum) } }];
      return [
        {
          path,
          code: issue.inclusive === false ? 'NOT_BELOW' : 'TOO_LARGE',
          params: { maximum: String(issue.maximum) },
        },
      ];
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum <= 1
          ? [{ path, code: 'REQUIRED' }]
          : [{ path, code: 'TOO_SHORT', params: { minimum: String(issue.minimum) } }];
      if (isCountable(issue.origin))
        return [{ path, code: 'TOO_FEW_ITEMS', params: { minimum: String(issue.minimum) } }];
      return [
        {
          path,
          code: issue.inclusive === false ? 'NOT_ABOVE' : 'TOO_SMALL',
          params: { minimum: String(issue.minimum) },
        },
      ];
    case 'invalid_format':
      return [{ path, code: formatCodes[issue.format] ?? 'INVALID_FORMAT' }];
    case 'invalid_value':
      return [{ path, code: 'INVALID_CHOICE', params: { options: list(issue.values) } }];
    case 'not_multiple_of':
      return [{ path, code: 'NOT_A_MULTIPLE', params: { divisor: String(issue.divisor) } }];
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ path: [...path, key], code: 'UNKNOWN_FIELD' as const }));
    case 'invalid_union':
      return unionProblems(issue, path, input);
    default:
      // Refinements without a product text, and bad keys or elements of records, maps and sets.
      return [{ path, code: 'INVALID_VALUE' }];
  }
};

/** An empty map without a prototype, so a field called `constructor` or `__proto__` is named too. */
export const noFieldProblems = (): FieldProblems => Object.create(null) as FieldProblems;

/**
 * Zod's issues as our field problems: a stable code per field with the failed rule's parameters,
 * never zod's own wording (decision 021). The first problem of a field is the one named. `input`
 * is what was parsed, to tell a missing value from one of the wrong type.
 */
export const fieldProblemsOf = (error: z.ZodError, input: unknown): FieldProblems => {
  const result = noFieldProblems();
  for (const { path, ...problem } of error.issues.flatMap((issue) => problemsOf(issue, [], input))) {
    const key = path.map(String).filter(Boolean).join('.') || 'body';
    if (!Object.hasOwn(result, key)) result[key] = problem;
  }
  return result;
};

/** The problems as the answer words them: each code's text in the caller's language. */
export const fieldErrorsIn = (problems: FieldProblems, language: Language): FieldErrors => {
  const result: FieldErrors = {
    fields: Object.create(null) as FieldErrors['fields'],
    fieldCodes: Object.create(null) as FieldErrors['fieldCodes'],
    fieldParams: Object.create(null) as FieldErrors['fieldParams'],
  };
  for (const [path, { code, params }] of Object.entries(problems)) {
    result.fieldCodes[path] = code;
    if (params) result.fieldParams[path] = params;
    result.fields[path] = fieldErrorText(code, language, params);
  }
  return result;
};

export const fieldErrorsOf = (error: z.ZodError, input: unknown, language: Language): FieldErrors =>
  fieldErrorsIn(fieldProblemsOf(error, input), language);

/** One zod issue as a code and parameters (the import reports them by sheet, row and column). */
export const issueProblem = (issue: Issue, input: unknown): FieldProblem => {
  const [problem] = problemsOf(issue, [], input);
  if (!problem) return { code: 'INVALID_VALUE' };
  const { path: _path, ...coded } = problem;
  return coded;
};

/**
 * The import's row errors as answered: sheet, column and problem in the caller's language, a coded
 * one with its code and parameters.
 */
export const rowErrorsIn = (
  rows: readonly RowError[],
  language: Language,
): NonNullable<ErrorBody['rowErrors']> =>
  rows.map(({ sheet, row, column, ...problem }) => {
    const place = { sheet: localize(sheet, language), row, column: localize(column, language) };
    return 'code' in problem
      ? {
          ...place,
          message: fieldErrorText(problem.code, language, problem.params),
          code: problem.code,
          ...(problem.params ? { params: problem.params } : {}),
        }
      : { ...place, message: localize(problem.message, language) };
  });
