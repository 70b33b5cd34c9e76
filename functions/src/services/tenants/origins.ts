import { findClientIdByUrl } from '../../data/repositories/clients';
import type { TenantOriginCheck } from '../../http/tenant-cors';

/**
 * How long a Lambda believes what the table said about an origin: a tenant registered since is
 * let in at most this late, and each origin costs one read per period (decision 022).
 */
export const tenantOriginTtlMs = 60_000;
// Anyone can send any Origin; the bound keeps invented ones from growing a warm Lambda's memory.
const maxRemembered = 10_000;

export interface TenantOriginCheckOptions {
  /** The registered tenant's id for an origin, if any. */
  lookup?: (origin: string) => Promise<string | undefined>;
  ttlMs?: number;
  now?: () => number;
}

/** Only an exact origin matches, as CORS compares it literally: no path, no "null". */
const isExactOrigin = (value: string): boolean => URL.canParse(value) && new URL(value).origin === value;

export const createTenantOriginCheck = (options: TenantOriginCheckOptions = {}): TenantOriginCheck => {
  const lookup = options.lookup ?? findClientIdByUrl;
  const ttlMs = options.ttlMs ?? tenantOriginTtlMs;
  const now = options.now ?? Date.now;
  const remembered = new Map<string, { allowed: boolean; until: number }>();

  return {
    async isTenantOrigin(origin) {
      if (origin === undefined || !isExactOrigin(origin)) return false;
      const known = remembered.get(origin);
      if (known !== undefined && known.until > now()) return known.allowed;
      const allowed = (await lookup(origin)) !== undefined;
      if (remembered.size >= maxRemembered) remembered.clear();
      remembered.set(origin, { allowed, until: now() + ttlMs });
      return allowed;
    },
  };
};

/** The check every group Lambda shares for its lifetime. */
export const tenantOrigins = createTenantOriginCheck();
