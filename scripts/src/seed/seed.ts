import { createClient, findClientIdByUrl } from '@recyclens/functions/data/repositories/clients';
import { putObject } from '@recyclens/functions/storage/objects';
import { demoFaqs, demoTenant } from './demo-tenant';
import { drawRingLogo } from './png';

export interface SeedReport {
  created: string[];
  kept: string[];
}

/**
 * Seeds the local stack. Idempotent: what exists is kept as it is (a developer's edits survive a
 * restart); only what is missing is created. Needs the functions' environment to be set first.
 */
export const seedLocalStack = async (): Promise<SeedReport> => {
  const report: SeedReport = { created: [], kept: [] };
  if (await findClientIdByUrl(demoTenant.url)) {
    report.kept.push(`tenant ${demoTenant.url}`);
  } else {
    const logoPath = `clients/${demoTenant.id}/logo.png`;
    await putObject('uploads', logoPath, {
      bytes: drawRingLogo(120, demoTenant.theme.primaryColor, '#65a30d'),
      contentType: 'image/png',
    });
    await createClient({
      id: demoTenant.id,
      url: demoTenant.url,
      name: demoTenant.name,
      email: demoTenant.email,
      theme: { ...demoTenant.theme },
      logoPath,
      faqs: demoFaqs,
      blacklist: [...demoTenant.blacklist],
    });
    report.created.push(`tenant ${demoTenant.url}`);
  }
  return report;
};
