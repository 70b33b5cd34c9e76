import { validationMessages } from '@recyclens/shared';
import { AppError } from '../../errors/app-error';
import { cleanText } from '../clean-text';
import { stateOf, type ChainMiddleware } from '../request-state';

const codes = {
  characters: validationMessages.textInvalidCharacters,
  nesting: validationMessages.nestedTooDeeply,
} as const;

/**
 * Runs just before validation, on params, query and JSON body alike: ill-formed Unicode or a
 * control character is a 400 naming the field, whatever the route's schema says; everything
 * else goes on in NFC. The schemas then decide where tabs and line breaks belong.
 */
export const cleanInput = (): ChainMiddleware => ({
  name: 'clean-input',
  before: (request) => {
    const state = stateOf(request);
    const { event } = request;
    const params = cleanText(event.pathParameters ?? {});
    const query = cleanText(event.queryStringParameters ?? {});
    const body = cleanText(state.rawBody);
    const problems = Object.entries({ ...params.problems, ...query.problems, ...body.problems });
    if (problems.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        fieldProblems: Object.fromEntries(
          problems.map(([path, problem]) => [path, { code: codes[problem] }]),
        ),
      });
    }
    request.event = {
      ...event,
      pathParameters: params.value as typeof event.pathParameters,
      queryStringParameters: query.value as typeof event.queryStringParameters,
    };
    state.rawBody = body.value;
  },
});
