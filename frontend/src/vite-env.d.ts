/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module 'virtual:route-index' {
  import type { RouteId, RouteIndexEntry } from '@recyclens/shared';
  const routeIndex: Record<RouteId, RouteIndexEntry>;
  export default routeIndex;
}
