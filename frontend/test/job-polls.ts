import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** How long a test waits for a job's next poll (a second apart), on a machine shared by several runs. */
export const POLL_WAIT = { timeout: 4000 };

/** Waits through a job's polls until its progress bar, named `label`, stands at `value`. */
export const waitForProgress = (label: string, value: number) =>
  waitFor(
    () =>
      expect(screen.getByRole('progressbar', { name: label })).toHaveAttribute(
        'aria-valuenow',
        String(value),
      ),
    POLL_WAIT,
  );
