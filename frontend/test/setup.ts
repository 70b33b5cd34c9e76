import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A test that starts the whole app waits for its lazily loaded routes: on a loaded two-core
// machine that took more than Testing Library's default second (the user menu after a cold
// start). A wait that ends when the element appears costs nothing when it is fast.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
