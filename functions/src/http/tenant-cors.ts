import { COMPANY_HEADER, REQUEST_ID_HEADER } from '@recyclens/shared';
import type { HttpResult, LambdaHandler } from './types';

const preflightHeaders: Record<string, string> = {
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'access-control-allow-headers': `authorization,content-type,${COMPANY_HEADER},${REQUEST_ID_HEADER}`,
  'access-control-max-age': '600',
};

/** Whether a browser at this exact origin is a registered tenant site (services/tenants/origins.ts). */
export interface TenantOriginCheck {
  isTenantOrigin(origin: string | undefined): Promise<boolean>;
}

/**
 * CORS for the tenant sites registered in the table rather than a list fixed at deploy
 * (decision 022): API Gateway routes every preflight to a Lambda, and each answer names the
 * caller's origin only when it is a tenant's. Other origins get no CORS headers, which the
 * browser enforces.
 */
export const withTenantCors =
  (handler: LambdaHandler, check: TenantOriginCheck): LambdaHandler =>
  async (event, context) => {
    const origin = event.headers?.origin;
    // A failed lookup must not fail the call itself: the browser then refuses it instead.
    const allowed = origin !== undefined && (await check.isTenantOrigin(origin).catch(() => false));
    const cors: Record<string, string> =
      allowed && origin !== undefined
        ? {
            'access-control-allow-origin': origin,
            'access-control-allow-credentials': 'true',
            'access-control-expose-headers': `content-type,x-round-trips,${REQUEST_ID_HEADER}`,
          }
        : {};
    const vary: Record<string, string> = origin === undefined ? {} : { vary: 'origin' };
    if (event.requestContext?.http?.method === 'OPTIONS') {
      return { statusCode: 204, headers: { ...cors, ...(allowed ? preflightHeaders : {}), ...vary } };
    }
    const result: HttpResult = await handler(event, context);
    return { ...result, headers: { ...result.headers, ...cors, ...vary } };
  };
