import { z } from 'zod';

/*
 * The site's content security policy allows no eval (infra/lib/web/content-security-policy.ts).
 * zod would otherwise probe `new Function` for its compiled parsers, which the browser refuses
 * and reports as a CSP violation on every visit; this way zod parses as it must in production
 * anyway, and a local build (which has no CSP) behaves and measures the same.
 */
z.config({ jitless: true });
