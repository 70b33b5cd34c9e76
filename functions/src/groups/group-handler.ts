import type { EndpointGroup } from '@recyclens/shared';
import {
  createGroupHandler as createHttpGroupHandler,
  type GroupOperations,
  type GroupRoutes,
} from '../http/create-group-handler';
import type { LambdaHandler } from '../http/types';
import { authenticateSession } from '../services/accounts/authenticator';
import { tenantOrigins } from '../services/tenants/origins';

/**
 * A group's Lambda (http/create-group-handler.ts) with the session authenticator and the tenant-origin check. The groups hand
 * it down, so the request plumbing in http/ never reaches up into services/ (docs/architecture.md).
 */
export const createGroupHandler = <G extends EndpointGroup>(
  group: G,
  groupRoutes: GroupRoutes<G>,
  operations: GroupOperations<G>,
): LambdaHandler =>
  createHttpGroupHandler(group, groupRoutes, operations, {
    authenticator: authenticateSession,
    tenantOrigins,
  });
