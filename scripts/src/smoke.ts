/**
 * Smoke checks against a deployed stage (or any base URL, e.g. `npm run dev`'s gateway):
 * `npm run smoke -- --base-url https://… [--origin https://acme.…]`, with the test user in
 * SMOKE_EMAIL / SMOKE_PASSWORD and the tenant origin in SMOKE_ORIGIN unless given. Exits 1 on
 * the first failed check; the deploy workflow runs it between staging and prod.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { runSmokeChecks } from './smoke/checks';

const { values } = parseArgs({
  options: { 'base-url': { type: 'string' }, origin: { type: 'string' } },
});

const target = z
  .object({
    baseUrl: z.url({ error: '--base-url (or SMOKE_BASE_URL) must be the API URL' }),
    origin: z.url({ error: '--origin (or SMOKE_ORIGIN) must be a tenant origin' }),
    email: z.email({ error: 'SMOKE_EMAIL must be the test user’s address' }),
    password: z.string({ error: 'SMOKE_PASSWORD is required' }).min(1, 'SMOKE_PASSWORD is required'),
  })
  .parse({
    baseUrl: values['base-url'] ?? process.env.SMOKE_BASE_URL,
    origin: values.origin ?? process.env.SMOKE_ORIGIN,
    email: process.env.SMOKE_EMAIL,
    password: process.env.SMOKE_PASSWORD,
  });

const checks = await runSmokeChecks(target);
for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
process.exitCode = checks.every((check) => check.ok) ? 0 : 1;
