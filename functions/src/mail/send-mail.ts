import { sesClient } from '../clients/aws';
import { env } from '../config/env';
import type { RenderedMail } from './layout';

/** Sends one rendered mail through SES, from the tenant's name at our sender address. */
export const sendMail = async (to: string, mail: RenderedMail, senderName: string): Promise<void> => {
  const from = `"${senderName.replace(/["\\\r\n]/g, '')}" <${env().MAIL_FROM}>`;
  // Loaded on first use, like the SES client itself (clients/aws.ts).
  const [{ SendEmailCommand }, ses] = await Promise.all([import('@aws-sdk/client-ses'), sesClient()]);
  await ses.send(
    new SendEmailCommand({
      Source: from,
      Destination: { ToAddresses: [to] },
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
      },
    }),
  );
};
