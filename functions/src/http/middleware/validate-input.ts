import type { MiddlewareObj } from '@middy/core';
import { fieldErrorText, isMultipart } from '@recyclens/shared';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { callerLanguage } from '../caller-language';
import { fieldErrorsOf, noFieldErrors } from '../../errors/field-errors';
import { stateOf, type ChainRequest } from '../request-state';
import { unknownKeys } from '../unknown-keys';

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
    const language = callerLanguage(state, request.event);
    const errors = noFieldErrors();
    const fieldErrors = (error: z.ZodError, input: unknown) => {
      const found = fieldErrorsOf(error, input, language);
      Object.assign(errors.fields, found.fields);
      Object.assign(errors.fieldCodes, found.fieldCodes);
    };

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
        for (const path of unknownKeys(state.rawBody, result.data)) {
          errors.fieldCodes[path] = 'UNKNOWN_FIELD';
          errors.fields[path] = fieldErrorText('UNKNOWN_FIELD', language);
        }
      } else fieldErrors(result.error, state.rawBody);
    }
    if (Object.keys(errors.fields).length > 0) throw new AppError('VALIDATION_FAILED', errors);
  },
});
