import type { MiddlewareObj } from '@middy/core';
import { isMultipart } from '@recyclens/shared';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { stateOf, type ChainRequest } from '../request-state';
import { addUnknownKeyFields } from '../unknown-keys';

const fieldErrors = (error: z.ZodError, prefix?: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix || 'body';
    fields[path] ??= issue.message;
  }
  return fields;
};

/**
 * Checks params, query and body against the route's schemas; a failure is one 400 naming every
 * bad field. Query errors are reported by parameter name (e.g. `sortBy`), body errors by field.
 */
export const validateInput = (): MiddlewareObj => ({
  name: 'validate-input',
  before: (rawRequest) => {
    const request = rawRequest as ChainRequest;
    const state = stateOf(request);
    const { route } = state;
    const fields: Record<string, string> = {};

    if (route.params) {
      const result = route.params.safeParse(request.event.pathParameters ?? {});
      if (result.success) state.params = result.data;
      else Object.assign(fields, fieldErrors(result.error));
    }
    if (route.query) {
      const result = route.query.safeParse(request.event.queryStringParameters ?? {});
      if (result.success) state.query = result.data;
      else Object.assign(fields, fieldErrors(result.error));
    }
    if (route.body && !isMultipart(route.body)) {
      const result = route.body.safeParse(state.rawBody);
      if (result.success) state.body = result.data;
      else Object.assign(fields, fieldErrors(result.error));
      // zod drops undeclared keys silently; refused instead, so a misspelt field loses no data.
      if (result.success) addUnknownKeyFields(fields, state.rawBody, result.data);
    }
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  },
});
