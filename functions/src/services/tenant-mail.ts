import type { Language } from '@recyclens/shared';
import type { ClientItem } from '../data/repositories/clients';
import type { Logger } from '../logging/logger';
import { sendMail } from '../mail/send-mail';
import { renderTemplate, type MailTemplate } from '../mail/templates';

/**
 * Sends one of the product's mails for a tenant. A mail that cannot be sent is logged and
 * reported as false: the change that caused it is already stored and must not be lost, and the
 * user can ask for the mail again.
 */
export const sendTenantMail = async (
  input: {
    client: Pick<ClientItem, 'name' | 'theme'>;
    to: string;
    language: Language;
    template: MailTemplate;
    values: Record<string, string>;
  },
  logger: Logger,
): Promise<boolean> => {
  try {
    const mail = renderTemplate(input.template, input.language, input.client, input.values);
    await sendMail(input.to, mail, input.client.name);
    return true;
  } catch (error) {
    logger.error('mail not sent', { template: input.template, error });
    return false;
  }
};

/** Links in mails point at the tenant's registered URL, never at a request header (DESIGN.md §5). */
export const tenantLink = (client: Pick<ClientItem, 'url'>, path: string, token?: string): string => {
  const url = new URL(path, client.url);
  if (token) url.searchParams.set('token', token);
  return url.toString();
};
