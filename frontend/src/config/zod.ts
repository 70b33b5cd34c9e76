import { config } from 'zod/v4/core';

/*
 * The site's content security policy allows no eval (infra/lib/web/content-security-policy.ts).
 * zod would otherwise probe `new Function` for its compiled parsers, which the browser refuses
 * and reports as a CSP violation on every visit; this way zod parses as it must in production
 * anyway, and a local build (which has no CSP) behaves and measures the same. Set on zod's core,
 * which every chunk with zod shares, so the first load, which carries no zod (decision 059),
 * imports only this setting.
 */
config({ jitless: true });
