import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hexColorField, siteUrlField } from '@recyclens/shared';
import { useLocalStackWhenUnconfigured } from './local-stack/cli-env';

/**
 * `npm run tenant -- create --url … --name … --email … --admin-email … [--logo file]
 * [--primary #hex --secondary #hex] [--company …] [--admin-first-name …] [--admin-last-name …]`
 *
 * Creates a tenant, its first company and its first admin in the table the functions' settings
 * name (TABLE_NAME, UPLOADS_BUCKET, … as for a Lambda; AWS credentials from the usual chain), and
 * mails and prints a one-time link for the admin to choose a password. With no TABLE_NAME set it
 * uses the local stack of `npm run dev` on its default ports.
 *
 * With DISTRIBUTION_ID (the Web stack's output of a multiTenant stage) it first makes the URL's
 * host a CloudFront distribution tenant and prints the DNS record the customer must add;
 * `npm run tenant -- status [--url …]` then shows where each domain stands (decision 022).
 */
const usage = `Usage: npm run tenant -- create --url <https://tenant.example.com> --name <name> --email <contact>
                          --admin-email <address> [--logo <png|jpg>] [--primary <#hex>] [--secondary <#hex>]
                          [--company <first company>] [--admin-first-name <name>] [--admin-last-name <name>]
       npm run tenant -- status [--url <https://tenant.example.com>]   (needs DISTRIBUTION_ID)`;

// CloudFront is a global service whose API is signed for us-east-1.
const cloudFront = async () => {
  const { CloudFrontClient } = await import('@aws-sdk/client-cloudfront');
  return new CloudFrontClient({ region: 'us-east-1' });
};

const status = async (distributionId: string | undefined, url: string | undefined) => {
  if (!distributionId) {
    throw new Error(
      "status needs DISTRIBUTION_ID, the Web stack's DistributionId output of a multiTenant stage; the local stack has no CloudFront tenants.",
    );
  }
  const { describeDomainStatus } = await import('./tenant-domains/domain-status');
  const host = url === undefined ? undefined : new URL(siteUrlField.parse(url)).hostname;
  const lines = await describeDomainStatus(await cloudFront(), {
    distributionId,
    ...(host === undefined ? {} : { host }),
  });
  console.log(lines.join('\n'));
};

/** Before any table write, so a domain CloudFront refuses leaves no half-made tenant behind. */
const registerDomain = async (distributionId: string, url: string) => {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:') throw new Error(`${url}: a CloudFront tenant is served over https only.`);
  if (!process.env.TABLE_NAME) {
    throw new Error(
      'DISTRIBUTION_ID names a deployed stage: set TABLE_NAME and the other settings of the same stage.',
    );
  }
  const { describeDnsRecords, registerTenantDomain } = await import('./tenant-domains/domain-registration');
  const registered = await registerTenantDomain(await cloudFront(), { distributionId, host: hostname });
  console.log(
    `${registered.created ? 'Registered' : 'Found the earlier registration of'} ${hostname} with CloudFront (distribution tenant ${registered.tenantId}).`,
  );
  console.log(describeDnsRecords(registered.records).join('\n'));
};

const optionsSchema = z.object({
  url: siteUrlField,
  name: z.string().trim().min(1, 'name is required'),
  email: z.email('email must be an e-mail address'),
  'admin-email': z.email('admin-email must be an e-mail address'),
  logo: z.string().optional(),
  primary: hexColorField.default('#000000'),
  secondary: hexColorField.default('#737373'),
  company: z.string().trim().min(1).optional(),
  'admin-first-name': z.string().trim().min(1).default('Admin'),
  'admin-last-name': z.string().trim().min(1).default('Admin'),
});

const main = async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: Object.fromEntries(
      Object.keys(optionsSchema.shape).map((name) => [name, { type: 'string' as const }]),
    ),
  });
  const distributionId = process.env.DISTRIBUTION_ID;
  if (positionals[0] === 'status') {
    await status(distributionId, values.url);
    return;
  }
  if (positionals[0] !== 'create') {
    console.error(usage);
    process.exit(2);
  }
  const parsed = optionsSchema.safeParse(values);
  if (!parsed.success) {
    // The schemas' messages are codes (decision 021): the operator reads the API's English text.
    const { fieldErrorsOf } = await import('@recyclens/functions/errors/field-errors');
    const { fields } = fieldErrorsOf(parsed.error, values, 'EN');
    console.error(
      Object.entries(fields)
        .map(([name, text]) => `--${name}: ${text}`)
        .join('\n'),
    );
    console.error(usage);
    process.exit(2);
  }
  const options = parsed.data;
  const logoBytes = options.logo ? await readFile(options.logo) : undefined;
  if (logoBytes && logoBytes.length > 1024 * 1024) throw new Error('The logo must be at most 1 MB.');
  if (distributionId) await registerDomain(distributionId, options.url);

  useLocalStackWhenUnconfigured();
  const { createTenantWithAdmin } = await import('@recyclens/functions/services/tenants/provisioning');
  const { seedLookups } = await import('@recyclens/functions/services/packaging/lookups');
  // Reference data every packaging write checks; idempotent, so every run keeps it current.
  console.log(`${await seedLookups()} lookups are in place.`);
  const { createLogger } = await import('@recyclens/functions/logging/logger');
  const created = await createTenantWithAdmin(
    {
      url: options.url,
      name: options.name,
      email: options.email,
      theme: { primaryColor: options.primary, secondaryColor: options.secondary },
      ...(logoBytes ? { logo: logoBytes } : {}),
      companyName: options.company ?? options.name,
      admin: {
        email: options['admin-email'],
        firstName: options['admin-first-name'],
        lastName: options['admin-last-name'],
      },
    },
    createLogger({ level: 'warn' }),
  );
  console.log(`Created tenant ${options.name} (${created.clientId}) for ${new URL(options.url).origin}`);
  console.log(
    `Admin ${options['admin-email']} — set the password within 7 days at:\n  ${created.setPasswordLink}`,
  );
};

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  console.error(
    code ? `${code}: ${(error as Error).message}` : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
