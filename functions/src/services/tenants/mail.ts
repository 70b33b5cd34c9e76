import type { Language } from '@recyclens/shared';
import type { ClientItem } from '../../data/repositories/clients';
import type { Logger } from '../../logging/logger';
import { mailFailure, sendMail } from '../../data/aws/mail-transport';
import { renderTemplate, type MailTemplate } from '../../mail/templates';
import { countMetric } from '../../observability/metrics';

/**
 * What became of a mail: sent; refused by SES for good (the address or the message, so asking
 * again will not help); or not sent now (SES throttled, down, or sending paused for the
 * account), which a later attempt may fix.
 */
export type MailOutcome = 'sent' | 'rejected' | 'unavailable';

/**
 * Sends one of the product's mails for a tenant. A mail that cannot be sent is logged and
 * reported, not thrown: the change that caused it is already stored and must not be lost, and the
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
): Promise<MailOutcome> => {
  try {
    const mail = renderTemplate(input.template, input.language, input.client, input.values);
    await sendMail(input.to, mail, input.client.name);
    countMetric('MailSent', { template: input.template });
    return 'sent';
  } catch (error) {
    const failure = mailFailure(error);
    const outcome = failure === 'rejected' ? 'rejected' : 'unavailable';
    countMetric('MailFailed', { template: input.template });
    // A paused account stops every tenant's mail: operators must see it as such (docs/deploy.md §8).
    const paused = failure === 'paused';
    logger.error(paused ? 'mail not sent: SES sending is paused for the account' : 'mail not sent', {
      template: input.template,
      outcome,
      error,
    });
    return outcome;
  }
};

/** Links in mails point at the tenant's registered URL, never at a request header (docs/architecture.md#auth-and-tenancy). */
export const tenantLink = (client: Pick<ClientItem, 'url'>, path: string, token?: string): string => {
  const url = new URL(path, client.url);
  if (token) url.searchParams.set('token', token);
  return url.toString();
};
