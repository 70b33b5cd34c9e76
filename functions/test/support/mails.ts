import { readSentMails, type SentMail } from '@recyclens/scripts/local-services/index';

/** The mails the SES emulator received for one address, oldest first. */
export const mailsTo = async (address: string): Promise<SentMail[]> => {
  const endpoint = process.env.SES_ENDPOINT;
  if (!endpoint) throw new Error('SES_ENDPOINT is not set');
  const all = await readSentMails(endpoint);
  return all.filter((mail) => mail.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()));
};

/** Waits for the n-th mail to an address (mails are sent after the answer in some flows). */
export const waitForMail = async (address: string, count = 1, timeoutMs = 5000): Promise<SentMail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    const mail = mails[count - 1];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail #${count} to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The `token` parameter of the first link in a mail's text. */
export const tokenFromMail = (mail: SentMail): { url: URL; token: string } => {
  const match = /(https?:\/\/\S+token=[A-Za-z0-9_-]+)/.exec(mail.body.text ?? '');
  if (!match?.[1]) throw new Error(`No link with a token in mail "${mail.subject}"`);
  const url = new URL(match[1]);
  return { url, token: url.searchParams.get('token') ?? '' };
};
