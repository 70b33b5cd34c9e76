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
 */
const usage = `Usage: npm run tenant -- create --url <https://tenant.example.com> --name <name> --email <contact>
                          --admin-email <address> [--logo <png|jpg>] [--primary <#hex>] [--secondary <#hex>]
                          [--company <first company>] [--admin-first-name <name>] [--admin-last-name <name>]`;

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
  if (positionals[0] !== 'create') {
    console.error(usage);
    process.exit(2);
  }
  const parsed = optionsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
    console.error(usage);
    process.exit(2);
  }
  const options = parsed.data;
  const logoBytes = options.logo ? await readFile(options.logo) : undefined;
  if (logoBytes && logoBytes.length > 1024 * 1024) throw new Error('The logo must be at most 1 MB.');

  useLocalStackWhenUnconfigured();
  const { createTenantWithAdmin } = await import('@recyclens/functions/services/tenant-admin');
  const { seedLookups } = await import('@recyclens/functions/services/lookups');
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
