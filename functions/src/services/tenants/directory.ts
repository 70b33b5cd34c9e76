import { findClientIdByUrl } from '../../data/repositories/clients';

/**
 * Site URL → tenant id, remembered per warm Lambda for a minute. The mapping only changes when a
 * tenant is registered or moved, and keeping it saves a read on every login (docs/architecture.md#budgets: at
 * most 3 round trips). Unknown URLs are not remembered, so a new tenant works at once.
 */
const remembered = new Map<string, { clientId: string; until: number }>();
const TTL_MS = 60_000;

export const clientIdForUrl = async (url: string): Promise<string | undefined> => {
  const origin = new URL(url).origin.toLowerCase();
  const hit = remembered.get(origin);
  if (hit && hit.until > Date.now()) return hit.clientId;
  const clientId = await findClientIdByUrl(origin);
  if (clientId) remembered.set(origin, { clientId, until: Date.now() + TTL_MS });
  return clientId;
};
