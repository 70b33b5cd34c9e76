import { tenantRoutes } from '@recyclens/shared';
import { createGroupHandler } from '../group-handler';
import { client } from './client';
import { clientByUrl } from './client-by-url';
import { health } from './health';
import { theme } from './theme';
import { themeLogo } from './theme-logo';

/** The tenant group's Lambda: public tenant facts found by URL, and the caller's own tenant. */
export const handler = createGroupHandler('tenant', tenantRoutes, {
  health,
  clientByUrl,
  theme,
  themeLogo,
  client,
});
