import { isMultipart } from '@recyclens/shared';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { fieldProblemsOf, noFieldProblems } from '../../errors/field-errors';
import { stateOf, type ChainMiddleware } from '../request-state';
import { unknownKeys } from '../unknown-keys';

/**
 * Checks params, query and body against the route's schemas; a failure is one 400 naming every
 * bad field. Query errors are reported by parameter name (e.g. `sortBy`), body errors by field.
 */
export const validateInput = (): ChainMiddleware => ({
  name: 'validate-input',
  before: (request) => {
    const state = stateOf(request);
    const { route } = state;
    const problems = noFieldProblems();
    const fieldErrors = (error: z.ZodError, input: unknown) =>
      Object.assign(problems, fieldProblemsOf(error, input));

    if (route.params) {
      const result = route.params.safeParse(request.event.pathParameters ?? {});
      if (result.success) state.params = result.data;
      else fieldErrors(result.error, request.event.pathParameters ?? {});
    }
    if (route.query) {
      const result = route.query.safeParse(request.event.queryStringParameters ?? {});
      if (result.success) state.query = result.data;
      else fieldErrors(result.error, request.event.queryStringParameters ?? {});
    }
    if (route.body && !isMultipart(route.body)) {
      const result = route.body.safeParse(state.rawBody);
      if (result.success) {
        state.body = result.data;
        // zod drops undeclared keys silently; refused instead, so a misspelt field loses no data.
        for (const path of unknownKeys(state.rawBody, result.data))
          problems[path] = { code: 'UNKNOWN_FIELD' };
      } else fieldErrors(result.error, state.rawBody);
    }
    // Worded by the error handler, in the caller's language.
    if (Object.keys(problems).length > 0)
      throw new AppError('VALIDATION_FAILED', { fieldProblems: problems });
  },
});
