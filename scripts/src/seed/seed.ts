import { findClientIdByUrl, getClientProfile } from '@recyclens/functions/data/repositories/clients';
import type { Logger } from '@recyclens/functions/logging/logger';
import { publishGuidelines } from '@recyclens/functions/services/content/guidelines';
import { seedLookups } from '@recyclens/functions/services/packaging/lookups';
import { createTenantWithAdmin } from '@recyclens/functions/services/tenants/provisioning';
import type { DevSettings } from '../local-stack/dev-settings';
import { demoAdmin, demoFaqs, demoTenantFor } from './demo-tenant';
import { drawRingLogo } from './png';

export interface SeedReport {
  created: string[];
  kept: string[];
}

/**
 * Seeds the local stack through the same code as `npm run tenant -- create`. Idempotent: what
 * exists is kept as it is (a developer's edits survive a restart); only what is missing is
 * created. Needs the functions' environment to be set first.
 */
export const seedLocalStack = async (
  logger: Logger,
  settings: Pick<DevSettings, 'WEB_PORT'>,
): Promise<SeedReport> => {
  const demoTenant = demoTenantFor(settings);
  const report: SeedReport = { created: [], kept: [] };
  // Reference data is product data: refreshed on every start, with the same ids.
  report.created.push(`${await seedLookups()} lookups`, `${await publishGuidelines()} guideline PDFs`);
  if (await findClientIdByUrl(demoTenant.url)) {
    report.kept.push(`tenant ${demoTenant.url}`);
    return report;
  }
  // Seeded by a run on another WEB_PORT: it answers only there, and the same id cannot be seeded twice.
  const seededElsewhere = await getClientProfile(demoTenant.id);
  if (seededElsewhere) {
    report.kept.push(
      `tenant ${seededElsewhere.client.url} (seeded on another WEB_PORT; start with --reset to seed it at ${demoTenant.url})`,
    );
    return report;
  }
  await createTenantWithAdmin(
    {
      id: demoTenant.id,
      url: demoTenant.url,
      name: demoTenant.name,
      email: demoTenant.email,
      theme: { ...demoTenant.theme },
      logo: drawRingLogo(120, demoTenant.theme.primaryColor, '#65a30d'),
      faqs: demoFaqs,
      blacklist: [...demoTenant.blacklist],
      companyName: demoTenant.companyName,
      admin: { ...demoAdmin },
    },
    logger,
  );
  report.created.push(`tenant ${demoTenant.url}`, `admin ${demoAdmin.email}`);
  return report;
};
