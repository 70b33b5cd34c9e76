import { createRequire } from 'node:module';
import type sesEmulatorModule from 'aws-ses-v2-local';
import { z } from 'zod';
import { closeHttpServer } from './http-server';
import type { RunningService } from './types';

// The package is CommonJS with `exports.default`; Node's ESM loader (tsx, vitest) would hand a
// default import the whole exports object, so take `.default` explicitly via require.
const require = createRequire(import.meta.url);
const { default: startSesEmulator } = require('aws-ses-v2-local') as { default: typeof sesEmulatorModule };

export type SesLocalOptions = { port: number };

/**
 * In-process SES emulator (v1 SendEmail/SendRawEmail and v2 outbound-emails) bound to loopback.
 * Its web page at the endpoint's `/` shows captured mail during `npm run dev`.
 */
export async function startSesLocal({ port }: SesLocalOptions): Promise<RunningService> {
  const server = await startSesEmulator({ host: '127.0.0.1', port });
  // The emulator resolves even when listen fails (Express 5 passes the error to its callback,
  // which it ignores), so a taken port would otherwise look like success.
  if (!server.listening) {
    throw new Error(`SES emulator could not listen on 127.0.0.1:${port} (port already in use?)`);
  }
  const endpoint = `http://127.0.0.1:${port}`;
  // The mailbox is a module-level singleton that outlives stop(); start each instance empty
  // so a restarted emulator in the same process behaves like a fresh one.
  const stop = (): Promise<void> => closeHttpServer(server);
  try {
    await clearSentMails(endpoint);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}

const addressListSchema = z.array(z.string());

/** One captured mail, as the emulator's `GET /store` reports it (see its dist/store.d.ts). */
export const sentMailSchema = z.object({
  messageId: z.string(),
  from: z.string(),
  replyTo: addressListSchema.default([]),
  destination: z.object({ to: addressListSchema, cc: addressListSchema, bcc: addressListSchema }),
  subject: z.string(),
  // Absent keys, not empty strings, when a part was not sent (JSON drops undefined).
  body: z.object({ text: z.string().optional(), html: z.string().optional() }),
  attachments: z
    .array(
      z.object({
        content: z.string(),
        contentType: z.string(),
        filename: z.string().optional(),
        size: z.number(),
      }),
    )
    .default([]),
  headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  /** Epoch seconds (not ms) when the emulator accepted the mail. */
  at: z.number(),
});
export type SentMail = z.infer<typeof sentMailSchema>;

const storeSchema = z.object({ emails: z.array(sentMailSchema) });

/** All mail the emulator has captured, oldest first. */
export async function readSentMails(endpoint: string): Promise<SentMail[]> {
  const response = await fetch(new URL('/store', endpoint));
  if (!response.ok) {
    throw new Error(`SES emulator GET /store failed: ${response.status} ${response.statusText}`);
  }
  return storeSchema.parse(await response.json()).emails;
}

/** Empties the emulator's mailbox (and its templates) so a test only sees its own mail. */
export async function clearSentMails(endpoint: string): Promise<void> {
  const response = await fetch(new URL('/clear-store', endpoint), { method: 'POST' });
  if (!response.ok) {
    throw new Error(`SES emulator POST /clear-store failed: ${response.status} ${response.statusText}`);
  }
}
