import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

interface Response {
  $ref?: string;
  content?: Record<string, { schema: object }>;
}
interface Operation {
  operationId: string;
  description?: string;
  parameters?: unknown[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, Response>;
  /** The exact codes the operation can answer (openapi-operation.ts). */
  'x-error-codes'?: string[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
}

const SHARED_RESPONSE = '#/components/responses/';

const DOCUMENT_ID = 'openapi.json';

/**
 * The formats the document uses, checked as loosely as a client would read them: ajv-formats
 * brings its own copy of ajv whose generated code does not mix with this one's.
 */
const formats: Record<string, (value: string) => boolean> = {
  'date-time': (value) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(value) &&
    !Number.isNaN(Date.parse(value)),
  email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  uri: (value) => /^[a-z][a-z0-9+.-]*:/i.test(value) && URL.canParse(value),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  binary: () => true,
};

const pointer = (...segments: string[]) =>
  `${DOCUMENT_ID}#/${segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/')}`;

/**
 * Checks calls against the served OpenAPI document: a request body against its operation's
 * schema, an answer against the schema of its status. Each check returns what is wrong, in words a
 * failing test can show, or nothing.
 */
export const openApiCheck = (document: OpenApiDocument) => {
  // Not strict: the document holds OpenAPI's own keys (paths, operationId…) beside its schemas.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  for (const [name, validate] of Object.entries(formats)) ajv.addFormat(name, { type: 'string', validate });
  ajv.addSchema(document, DOCUMENT_ID);

  const located = new Map<string, { path: string; method: string; operation: Operation }>();
  for (const [path, entry] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(entry)) {
      located.set(operation.operationId, { path, method, operation });
    }
  }
  const compiled = new Map<string, ValidateFunction>();
  const mismatch = (ref: string, value: unknown): string | undefined => {
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate(value) ? undefined : ajv.errorsText(validate.errors, { dataVar: 'body' });
  };
  const errorSchema = pointer('components', 'schemas', 'Error');

  /** A response as written, or the shared one it refers to, with where its schemas are. */
  const resolve = (response: Response, at: string[]): { response?: Response; at: string[] } => {
    if (!response.$ref) return { response, at };
    const name = response.$ref.slice(SHARED_RESPONSE.length);
    return { response: document.components?.responses?.[name], at: ['components', 'responses', name] };
  };

  return {
    request(operationId: string, body: unknown): string | undefined {
      const found = located.get(operationId);
      if (!found) return `${operationId} is not in the document`;
      const { path, method, operation } = found;
      const problem = !operation.requestBody?.content['application/json']
        ? 'the document describes no JSON body for it'
        : mismatch(
            pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'),
            body,
          );
      return problem && `Request of ${operationId} does not match the API document: ${problem}`;
    },

    /** `operationId` is undefined for calls no route serves: their error body is still checked. */
    answer(
      operationId: string | undefined,
      status: number,
      contentType: string,
      body: unknown,
    ): string | undefined {
      const isJson = contentType.includes('json');
      let problem: string | undefined;
      if (!operationId) {
        problem = status >= 400 && isJson ? mismatch(errorSchema, body) : undefined;
      } else {
        const found = located.get(operationId);
        const written = found?.operation.responses[String(status)];
        const documented =
          found && written
            ? resolve(written, ['paths', found.path, found.method, 'responses', String(status)])
            : undefined;
        const mediaType = contentType.split(';')[0]?.trim() ?? '';
        if (!documented?.response) problem = `status ${status} is not documented`;
        else if (!documented.response.content?.[isJson ? 'application/json' : mediaType])
          problem = `content type ${contentType || '(none)'} is not documented`;
        else if (isJson) {
          problem = mismatch(pointer(...documented.at, 'content', 'application/json', 'schema'), body);
        }
      }
      return (
        problem &&
        `Answer ${status} of ${operationId ?? 'an unrouted call'} does not match the API document: ${problem}`
      );
    },
  };
};
