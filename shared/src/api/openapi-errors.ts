import { isMultipart, pathParamNames, type RouteDefinition } from './define-route';
import { errorCatalog, type ErrorCode } from './error-codes';

type ErrorStatus = (typeof errorCatalog)[ErrorCode]['status'];

/** One shared response per error status, named for tools that show them. */
const responseNames = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableContent',
  429: 'TooManyRequests',
  431: 'RequestHeaderFieldsTooLarge',
  500: 'InternalError',
  503: 'ServiceUnavailable',
} as const satisfies Record<ErrorStatus, string>;

const statusTexts = {
  400: 'The request is malformed or breaks a rule; `fields` names the fields at fault.',
  401: 'No valid token: the caller is not signed in, the session ended, or the credentials are wrong.',
  403: 'The caller may not do this, here or in this company.',
  404: 'What the request names does not exist for the caller.',
  405: 'The path exists, but not with this method.',
  409: 'The request conflicts with the current state: someone changed it meanwhile, or it exists already.',
  413: 'The body or its file is larger than the route takes.',
  415: 'The body or its file is not of a type the route takes.',
  422: 'The request is valid, yet could not be carried out.',
  429: 'Too many attempts; `Retry-After` says how many seconds to wait.',
  431: 'The request line and headers are longer than the gateway reads (16 KiB locally; API Gateway takes 10 KiB). No request the document calls valid comes near it.',
  500: 'An unexpected failure; nothing about it is shown.',
  503: 'A store the API needs is down or busy; try again after `Retry-After` seconds.',
} as const satisfies Record<ErrorStatus, string>;

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
};

/**
 * The codes a route can answer: those its shape implies (inputs are validated, a session is
 * checked, a path names something that may be missing, a version may be stale, a body may be too
 * large or of the wrong type) and those it declares for its own rules (`route.errors`).
 */
export const errorCodesOf = (
  route: RouteDefinition,
  facts: { readonly hasVersion: boolean },
): ErrorCode[] => {
  const codes = new Set<ErrorCode>(route.errors);
  const add = (...more: ErrorCode[]) => more.forEach((code) => codes.add(code));
  if (route.params || route.query || route.body) add('VALIDATION_FAILED');
  // A cursor of the right form that this list did not seal for this caller (page-cursors.ts).
  if (route.query && 'cursor' in route.query.shape) add('INVALID_CURSOR');
  if (route.auth !== 'public') add('UNAUTHORIZED');
  if (route.permission) add('FORBIDDEN');
  // authenticator.ts: no header and no company → 400; a company out of the caller's reach → 403.
  // An X-Company-Id that is no id (empty, or not as the parameter's schema says) → 400 VALIDATION_FAILED.
  if (route.companyScoped) add('VALIDATION_FAILED', 'COMPANY_REQUIRED', 'COMPANY_NOT_ACCESSIBLE');
  if (pathParamNames(route.path).length > 0) add('INVALID_PATH', 'NOT_FOUND');
  if (facts.hasVersion) add('VERSION_CONFLICT');
  if (isMultipart(route.body)) add('FILE_MISSING', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE');
  else if (route.body) add('INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  // The gateway's own refusals, before any route's code runs (scripts/src/local-gateway).
  add('REQUEST_TOO_LARGE', 'INTERNAL', 'SERVICE_UNAVAILABLE');
  return [...codes];
};

/** An operation's error responses, each a `$ref` to the shared response of its status. */
export const errorResponsesOf = (codes: readonly ErrorCode[]) => {
  const statuses = [...new Set(codes.map((code) => errorCatalog[code].status))].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => [String(status), { $ref: `#/components/responses/${responseNames[status]}` }]),
  );
};

/** The shared error responses of the statuses in use, each listing the catalogue's codes for it. */
export const errorResponseComponents = (usedCodes: Iterable<ErrorCode>) => {
  const usedStatuses = new Set([...usedCodes].map((code) => errorCatalog[code].status));
  return Object.fromEntries(
    (Object.keys(responseNames).map(Number) as ErrorStatus[])
      .filter((status) => usedStatuses.has(status))
      .map((status) => {
        const codes = (Object.keys(errorCatalog) as ErrorCode[]).filter(
          (code) => errorCatalog[code].status === status,
        );
        return [
          responseNames[status],
          {
            description: `${statusTexts[status]} Codes: ${codes.join(', ')}.`,
            ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ];
      }),
  );
};
