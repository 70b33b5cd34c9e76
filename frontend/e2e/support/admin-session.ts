import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from './browser';
import { signInAsAdmin } from './page-tools';

export interface AdminSession {
  chrome: LaunchedBrowser;
  page: Page;
  token: string;
}

/**
 * A journey file's start and end: before its first test a Chromium of its own with the demo admin
 * signed in (handed to `use`), closed after its last. Each file keeps its own browser: sharing one
 * across files let one journey's state reach the next (decision 047).
 */
export const withAdminSession = (use: (session: AdminSession) => void) => {
  let chrome: LaunchedBrowser | undefined;
  beforeAll(async () => {
    chrome = await launchBrowser({ locale: 'en-US' });
    use({ chrome, ...(await signInAsAdmin(chrome.context)) });
  });
  afterAll(() => chrome?.close());
};

let tagsGiven = 0;

/**
 * Unique per run and per journey, so names never meet another run's or journey's data. The
 * journeys load one after another in one process (journeys.e2e.test.ts), often in the same
 * millisecond: the count tells them apart.
 */
export const runTag = () => `${Date.now().toString(36)}${(tagsGiven++).toString(36)}`;

/** A tag spelled in letters only, for fields that take no digits (a person's name). */
export const inLetters = (tag: string) =>
  tag.replace(/[0-9]/g, (digit) => String.fromCharCode(97 + Number(digit)));
