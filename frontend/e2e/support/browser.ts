import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, never a downloaded one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  context: BrowserContext;
  close: () => Promise<void>;
}

interface BrowserOptions {
  locale?: string;
}

const contextOptions = (options: BrowserOptions) => ({
  locale: options.locale ?? 'en-US',
  viewport: { width: 1440, height: 900 },
});

/**
 * A Chromium of its own on a fresh profile, for the scripts that hand it flags (Lighthouse's
 * debugging port).
 */
export const launchBrowser = async (
  options: BrowserOptions & { args?: string[] } = {},
): Promise<LaunchedBrowser> => {
  const profile = mkdtempSync(join(tmpdir(), 'recyclens-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...contextOptions(options),
    args: [...chromiumArgs, ...(options.args ?? [])],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};

// The journeys run in one worker (vitest.e2e.config.ts), so this Chromium starts once for all of
// them; Playwright ends it with the worker.
let sharedChromium: Promise<Browser> | undefined;

/**
 * A fresh browser context for a journey: its own storage, cookies and cache, as a new browser
 * would have, in the Chromium the journeys share (a start costs seconds, a context milliseconds).
 */
export const openBrowser = async (options: BrowserOptions = {}): Promise<LaunchedBrowser> => {
  sharedChromium ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs });
  const context = await (await sharedChromium).newContext(contextOptions(options));
  return { context, close: () => context.close() };
};
