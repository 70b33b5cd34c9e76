import { COMPANY_HEADER } from '../domain/constants';
import { endpointGroups, type EndpointGroup, type RouteDefinition } from './define-route';
import type { ErrorCode } from './error-codes';
import { closedSchemaNames, namedSchemas } from './openapi-components';
import { errorResponseComponents } from './openapi-errors';
import { COMPANY_ID_PARAMETER, operationOf, RESET_TOKEN_SCHEME, SESSION_SCHEME } from './openapi-operation';
import { answerSchemas, requestSchema } from './openapi-schemas';
import { idField } from '../validation/fields';
import { routes } from './routes';

const groupDescriptions = {
  tenant: 'Liveness, the public facts of a tenant found by its site URL, and the caller’s own tenant.',
  auth: 'Sign-up, e-mail confirmation, sign-in and out, and password reset.',
  account: 'The signed-in user’s own account: profile, picture, language and invitations.',
  admin: 'Users and companies, and the tenant’s settings (privileged roles).',
  packaging:
    'Packaging, projects, favourites, assessments and bulk assessments, imports, exports, lookups and templates.',
  content: 'Notifications and the eco-design guidelines.',
} as const satisfies Record<EndpointGroup, string>;

/**
 * Where a build's document finds the API: the web app's own origin under /api, which CloudFront
 * forwards to the API (frontend/src/config/env.ts, docs/deploy.md). The local gateway passes its
 * own address instead.
 */
const SAME_ORIGIN_SERVER = '/api';

/** OpenAPI 3.1 document generated from the route table; never edited by hand. */
export const buildOpenApiDocument = (info: { version: string; serverUrl?: string }) => {
  const answers = answerSchemas(namedSchemas, closedSchemaNames);
  const paths: Record<string, Record<string, unknown>> = {};
  const usedCodes = new Set<ErrorCode>();
  for (const [id, route] of Object.entries(routes) as [string, RouteDefinition][]) {
    const { operation, errorCodes } = operationOf(id, route, answers.of);
    errorCodes.forEach((code) => usedCodes.add(code));
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Recyclens API',
      version: info.version,
      description:
        'The Recyclens API: packaging recyclability assessments for the companies of each tenant. ' +
        'Generated from the route table in shared/src/api/routes.ts. Every answer outside 2xx is an ' +
        '`Error` whose `code` is stable; its `message` is the English default.',
      contact: { name: 'Recyclens maintainers' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      info.serverUrl
        ? { url: info.serverUrl, description: 'This server' }
        : { url: SAME_ORIGIN_SERVER, description: 'The web app’s own origin, forwarded to the API' },
    ],
    tags: endpointGroups.map((name) => ({ name, description: groupDescriptions[name] })),
    security: [{ [SESSION_SCHEME]: [] }],
    paths,
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from POST /auth/login, naming a session that logout ends.',
        },
        [RESET_TOKEN_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The one-time token from a password-reset mail, sent as the bearer; valid for at most an hour, once.',
        },
      },
      parameters: {
        [COMPANY_ID_PARAMETER]: {
          name: 'X-Company-Id',
          in: 'header',
          required: false,
          description: `The caller's current company (header ${COMPANY_HEADER}): one of the caller's companies, or any company of the tenant for an admin. Left out, the caller's first company; a company out of reach is a 403 COMPANY_NOT_ACCESSIBLE, a caller without a company a 400 COMPANY_REQUIRED.`,
          schema: requestSchema(idField),
        },
      },
      responses: errorResponseComponents(usedCodes),
      schemas: answers.components,
    },
  };
};
