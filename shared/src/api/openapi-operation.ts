import * as z from 'zod';
import { JSON_BODY_MAX_BYTES } from '../domain/constants';
import { roleDisplayNames, roles } from '../domain/enums';
import { can, type Permission } from '../domain/permissions';
import { isMultipart, pathParamNames, type MultipartBody, type RouteDefinition } from './define-route';
import type { ErrorCode } from './error-codes';
import { errorCodesOf, errorResponsesOf } from './openapi-errors';
import { requestSchema, type JsonSchema } from './openapi-schemas';

export const COMPANY_ID_PARAMETER = 'CompanyId';
export const SESSION_SCHEME = 'bearer';
export const RESET_TOKEN_SCHEME = 'resetToken';

/** `4194304` → `4 MiB`, as a reader counts. */
const formatBytes = (bytes: number): string =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;

const propertiesOf = (json: JsonSchema) => ({
  properties: (json.properties ?? {}) as Record<string, JsonSchema>,
  required: new Set((json.required ?? []) as string[]),
});

const rolesWith = (permission: Permission): string =>
  roles
    .filter((role) => can(role, permission))
    .map((role) => roleDisplayNames[role])
    .join(', ');

const whoMayCall = ({ auth, permission }: RouteDefinition): string => {
  if (auth === 'public') return 'Needs no token.';
  if (auth === 'reset-token') {
    return 'The bearer token is the one-time token from a password-reset mail (scheme resetToken), not a session.';
  }
  return permission
    ? `Needs a session of a role with the permission \`${permission}\` (${rolesWith(permission)}).`
    : 'Needs a session; any signed-in user may call it.';
};

/** Every `x-rules` entry in a request's schema (documented.ts), each once, in the schema's order. */
const crossFieldRulesIn = (json: unknown): string[] => {
  if (Array.isArray(json)) return json.flatMap(crossFieldRulesIn);
  if (typeof json !== 'object' || json === null) return [];
  const own = (json as JsonSchema)['x-rules'];
  const nested = Object.entries(json).flatMap(([key, value]) =>
    key === 'x-rules' ? [] : crossFieldRulesIn(value),
  );
  return [...new Set([...(Array.isArray(own) ? (own as string[]) : []), ...nested])];
};

/**
 * The routes' own words only say what a call does; who may make it follows from the table, and
 * the rules across fields (which JSON Schema cannot state) from the query's and the body's schemas.
 */
const describe = (route: RouteDefinition, inputs: (JsonSchema | undefined)[]): string => {
  const scope = route.companyScoped
    ? " Acts on the caller's current company: the one named in X-Company-Id, else the caller's first."
    : '';
  const rules = [...new Set(inputs.flatMap((input) => (input ? crossFieldRulesIn(input) : [])))];
  const across =
    rules.length > 0
      ? ` Rules across fields, refused with 400 VALIDATION_FAILED and the field's code: ${rules.join('; ')}.`
      : '';
  return `${route.summary}. ${whoMayCall(route)}${scope}${across}`;
};

const multipartBody = (body: MultipartBody) => ({
  required: true,
  description: `A form with one file in \`${body.fileField}\`: ${body.contentTypes.join(' or ')}, at most ${formatBytes(body.maxBytes)}.`,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [body.fileField],
        properties: {
          [body.fileField]: {
            type: 'string',
            format: 'binary',
            ...(body.contentTypes.length === 1 ? { contentMediaType: body.contentTypes[0] } : {}),
            maxLength: body.maxBytes,
            description: `${body.contentTypes.join(' or ')}, at most ${body.maxBytes} bytes; checked by its content, not its name.`,
          },
        },
      },
      encoding: { [body.fileField]: { contentType: body.contentTypes.join(', ') } },
    },
  },
});

const jsonBody = (schema: JsonSchema) => ({
  required: true,
  description: `JSON, at most ${formatBytes(JSON_BODY_MAX_BYTES)} (${JSON_BODY_MAX_BYTES} bytes); a larger body is refused with 413.`,
  content: { 'application/json': { schema } },
});

/**
 * One route of the table as an OpenAPI operation, with the codes it can answer (openapi-errors.ts);
 * `answerSchema` gives the answer's schema over the document's shared components.
 */
export const operationOf = (
  id: string,
  route: RouteDefinition,
  answerSchema: (schema: RouteDefinition['answer']) => JsonSchema,
): { operation: Record<string, unknown>; errorCodes: ErrorCode[] } => {
  const parameters: JsonSchema[] = [];
  if (route.params) {
    const { properties } = propertiesOf(requestSchema(route.params));
    for (const name of pathParamNames(route.path)) {
      parameters.push({ name, in: 'path', required: true, schema: properties[name] ?? {} });
    }
  }
  const query = route.query ? propertiesOf(requestSchema(route.query)) : undefined;
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    const { description, ...rest } = schema;
    parameters.push({
      name,
      in: 'query',
      required: query?.required.has(name) ?? false,
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    });
  }
  if (route.companyScoped) parameters.push({ $ref: `#/components/parameters/${COMPANY_ID_PARAMETER}` });

  const bodySchema = route.body && !isMultipart(route.body) ? requestSchema(route.body) : undefined;
  const requestBody = isMultipart(route.body)
    ? multipartBody(route.body)
    : bodySchema && jsonBody(bodySchema);
  // A version the caller read is how optimistic locking shows in a request (docs/architecture.md#single-table).
  const hasVersion =
    (bodySchema !== undefined && 'version' in propertiesOf(bodySchema).properties) ||
    (query !== undefined && 'version' in query.properties);
  const errorCodes = errorCodesOf(route, { hasVersion });

  // A route whose JSON answer is never() answers only its file; none stands for the JSON.
  const fileOnly = route.answer instanceof z.ZodNever;
  const success = {
    description: route.binaryAnswer
      ? `The answer: a file (${route.binaryAnswer.join(', ')})${fileOnly ? '' : ', or JSON when there is none'}.`
      : 'The answer.',
    content: {
      ...(fileOnly ? {} : { 'application/json': { schema: answerSchema(route.answer) } }),
      ...Object.fromEntries(
        (route.binaryAnswer ?? []).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    },
  };
  const security =
    route.auth === 'public' ? [] : route.auth === 'reset-token' ? [{ [RESET_TOKEN_SCHEME]: [] }] : undefined;
  return {
    errorCodes,
    operation: {
      operationId: id,
      summary: route.summary,
      description: describe(route, [route.query && requestSchema(route.query), bodySchema]),
      // The exact codes this operation can answer; `responses` groups them by status.
      'x-error-codes': errorCodes,
      tags: [route.group],
      ...(security ? { security } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: { '200': success, ...errorResponsesOf(errorCodes) },
    },
  };
};
