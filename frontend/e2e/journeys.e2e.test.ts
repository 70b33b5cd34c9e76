import { basename } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { startStack, type RunningStack } from './support/stack';

/**
 * Every browser journey (`*.journey.ts`), one after another in this one test file. As one file the
 * journeys run beside the API tests, on one of the run's two workers, instead of in a group of
 * their own after them: they share one stack on fixed ports and run one at a time either way, and
 * the browser leaves the other core free half the time (decision 061).
 *
 * Each journey is loaded inside its own `describe`, so its `beforeAll`/`afterAll` (its browser,
 * its files) belong to it alone, as when it was a file of its own.
 * One journey: `npx vitest run --project e2e -t "<its describe's name>"`, e.g. "The overview at
 * 390 px"; a single test may need the tests before it in its journey.
 */
const journeys = import.meta.glob('./*.journey.ts');

// The stack starts here rather than in a global setup: Vitest runs every project's global setup
// before any test, so the web app's build would hold up the API tests too.
let stack: RunningStack | undefined;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

for (const [path, load] of Object.entries(journeys)) {
  describe(basename(path, '.journey.ts'), async () => {
    await load();
  });
}
