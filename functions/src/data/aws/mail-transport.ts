import { repairLine, repairText } from '@recyclens/shared';
import { sesClient } from './clients';
import { env } from '../../config/env';

/** A mail as mail/ renders it: what SES is given to send. */
export interface OutgoingMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Sends one rendered mail through SES, from the tenant's name at our sender address. Stored text
 * may predate the input rules (decision 020), so every text is repaired here, whoever rendered
 * it: a lone surrogate cannot be encoded, and the SDK's query serializer keeps what it had
 * written when a string fails to encode and prepends it to the next request, so one bad string
 * would also break the following mail of this warm Lambda.
 */
export const sendMail = async (to: string, mail: OutgoingMail, senderName: string): Promise<void> => {
  const from = `"${repairLine(senderName).replace(/["\\]/g, '')}" <${env().MAIL_FROM}>`;
  // Loaded on first use, like the SES client itself (clients.ts).
  const [{ SendEmailCommand }, ses] = await Promise.all([import('@aws-sdk/client-ses'), sesClient()]);
  await ses.send(
    new SendEmailCommand({
      Source: from,
      Destination: { ToAddresses: [to] },
      Message: {
        Subject: { Data: repairLine(mail.subject), Charset: 'UTF-8' },
        Body: {
          Html: { Data: repairText(mail.html), Charset: 'UTF-8' },
          Text: { Data: repairText(mail.text), Charset: 'UTF-8' },
        },
      },
    }),
  );
};

/**
 * Why SES did not send a mail: it refused it for good (`MessageRejected`: the address or the
 * message, so asking again will not help), sending is paused for the whole account, or it could
 * not now (throttled, down), which a later attempt may fix.
 */
export type MailFailure = 'rejected' | 'paused' | 'unavailable';

export const mailFailure = (error: unknown): MailFailure => {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'MessageRejected') return 'rejected';
  return name === 'AccountSendingPausedException' ? 'paused' : 'unavailable';
};
