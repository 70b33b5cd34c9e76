import * as z from 'zod';
import { errorBodySchema, errorCatalog } from './error-codes';
import { isMultipart, pathParamNames, type RouteDefinition } from './define-route';
import { routes } from './routes';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

const propertiesOf = (schema: z.ZodObject, io: 'input' | 'output') => {
  const json = toSchema(schema, io) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return { properties: json.properties ?? {}, required: new Set(json.required ?? []) };
};

const operation = (id: string, route: RouteDefinition) => {
  const parameters: JsonSchema[] = [];
  if (route.params) {
    const { properties } = propertiesOf(route.params, 'output');
    for (const name of pathParamNames(route.path)) {
      parameters.push({ name, in: 'path', required: true, schema: properties[name] ?? {} });
    }
  }
  if (route.query) {
    // Defaults make a parameter optional for callers, so "required" comes from the input side.
    const { properties } = propertiesOf(route.query, 'output');
    const { required } = propertiesOf(route.query, 'input');
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
      : { required: true, content: { 'application/json': { schema: toSchema(route.body, 'output') } } };

  const success: JsonSchema = {
    description: 'Success',
    content: {
      'application/json': { schema: toSchema(route.answer, 'input') },
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
      schemas: { Error: toSchema(errorBodySchema, 'output') },
    },
    paths,
  };
};
