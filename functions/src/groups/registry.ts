import type { EndpointGroup } from '@recyclens/shared';
import type { LambdaHandler } from '../http/types';

/**
 * Where each endpoint group's Lambda entry lives. The CDK app bundles these files and the local
 * gateway imports them, both from this one list.
 */
export const groupEntryFiles: Record<EndpointGroup, string> = {
  tenant: 'groups/tenant/handler.ts',
  auth: 'groups/auth/handler.ts',
  account: 'groups/account/handler.ts',
  admin: 'groups/admin/handler.ts',
  content: 'groups/content/handler.ts',
  packaging: 'groups/packaging/handler.ts',
};

export const loadGroupHandler = async (group: EndpointGroup): Promise<LambdaHandler> => {
  switch (group) {
    case 'tenant':
      return (await import('./tenant/handler')).handler;
    case 'auth':
      return (await import('./auth/handler')).handler;
    case 'account':
      return (await import('./account/handler')).handler;
    case 'admin':
      return (await import('./admin/handler')).handler;
    case 'content':
      return (await import('./content/handler')).handler;
    case 'packaging':
      return (await import('./packaging/handler')).handler;
  }
};
