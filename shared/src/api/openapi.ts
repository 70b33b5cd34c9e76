import * as z from 'zod';
import { errorBodySchema, errorCatalog } from './error-codes';
import { isMultipart, pathParamNames, type RouteDefinition } from './define-route';
import { routes } from './routes';

type JsonSchema = Record<string, unknown>;

/**
 * Requests are described as callers write them (io 'input': a field with a default is optional
 * and shows it), answers as they travel (dates as strings, before the client's transforms), so
 * both use the input side. zod writes `additionalProperties: false` only on the output side of a
 * stripping object; `closed` puts it back where the server holds to it: requests, whose unknown
 * keys are refused (validate-input), and the error body, built key by key. Other answers are
 * entities as the services return them and stay open.
 */
const toSchema = (schema: z.ZodType, closed: boolean): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const { def } = zodSchema._zod;
      if (closed && def.type === 'object' && def.catchall === undefined) {
        jsonSchema.additionalProperties = false;
      }
    },
  }) as JsonSchema;
  return rest;
};

const propertiesOf = (schema: z.ZodObject) => {
  const json = toSchema(schema, true) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return { properties: json.properties ?? {}, required: new Set(json.required ?? []) };
};

const operation = (id: string, route: RouteDefinition) => {
  const parameters: JsonSchema[] = [];
  if (route.params) {
    const { properties } = propertiesOf(route.params);
    for (const name of pathParamNames(route.path)) {
      parameters.push({ name, in: 'path', required: true, schema: properties[name] ?? {} });
    }
  }
  if (route.query) {
    const { properties, required } = propertiesOf(route.query);
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  const requestBody = !route.body
    ? undefined
    : isMultipart(route.body)
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: [route.body.fileField],
                properties: { [route.body.fileField]: { type: 'string', format: 'binary' } },
              },
            },
          },
        }
      : { required: true, content: { 'application/json': { schema: toSchema(route.body, true) } } };

  const success: JsonSchema = {
    description: 'Success',
    content: {
      'application/json': { schema: toSchema(route.answer, false) },
      ...Object.fromEntries(
        (route.binaryAnswer ?? []).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    },
  };
  const errorStatuses = new Set(Object.values(errorCatalog).map((entry) => entry.status));
  const errorResponses = Object.fromEntries(
    [...errorStatuses].sort().map((status) => [
      String(status),
      {
        description: 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  return {
    operationId: id,
    summary: route.summary,
    tags: [route.group],
    ...(route.auth === 'public' ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { '200': success, ...errorResponses },
  };
};

/** OpenAPI 3.1 document generated from the route table; never edited by hand. */
export const buildOpenApiDocument = (info: { version: string; serverUrl?: string }) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, route] of Object.entries(routes) as [string, RouteDefinition][]) {
    paths[route.path] ??= {};
    const entry = paths[route.path];
    if (entry) entry[route.method.toLowerCase()] = operation(id, route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Recyclens API',
      version: info.version,
      description: 'Generated from the route table in shared/src/api/routes.ts.',
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: toSchema(errorBodySchema, true) },
    },
    paths,
  };
};
