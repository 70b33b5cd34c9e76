import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logging/logger';
import { createTenantWithAdmin } from '../src/services/tenants/provisioning';
import { waitForMail } from './support/mails';

/**
 * Issue 36 §4: a new admin's first-password link opens a page where they choose their password,
 * not "Reset password": the link says so, and the mail speaks of choosing too.
 */
describe('first-password link', () => {
  it('opens the password page as a choice, and the mail says choose', async () => {
    const slug = `invited-${randomUUID().slice(0, 6)}`;
    const email = `admin@${slug}.example.com`;
    const created = await createTenantWithAdmin(
      {
        url: `https://${slug}.example.com`,
        name: 'Tenant invited',
        email: `contact@${slug}.example.com`,
        theme: { primaryColor: '#123456', secondaryColor: '#654321' },
        companyName: 'Invited Company',
        blacklist: [],
        admin: { email, firstName: 'Ada', lastName: 'Admin' },
      },
      createLogger({ level: 'silent' }),
    );
    const link = new URL(created.setPasswordLink ?? '');
    expect(link.pathname).toBe('/resetPassword');
    expect(link.searchParams.get('invited')).toBe('true');
    const mail = await waitForMail(email);
    expect(mail.body.text).toContain('Choose your password');
    expect(mail.body.text).not.toContain('Set your password');
  });
});
