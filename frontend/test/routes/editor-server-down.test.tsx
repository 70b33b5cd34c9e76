import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorAnswers, packageJson } from '../fixtures/packaging';
import { renderEditor } from './editor-kit';

/**
 * A save while the browser is online but the server cannot be reached (issue 36 follow-up): it
 * says so, not "offline", and sends the save again by itself, without an 'online' event or a click.
 */
const OFFLINE = 'You are offline — your changes will be saved when the connection is back';
const SERVER_DOWN =
  'The server cannot be reached — your changes are kept here and will be sent again shortly';

beforeEach(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const puts = (sent: { method: string; path: string }[]) =>
  sent.filter((call) => call.method === 'PUT' && call.path === '/packages/p1');

describe.each([
  ['a dropped request', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['a 503 from the gateway', () => ({ status: 503, body: { message: 'Service Unavailable' } })],
])('Saving while the server cannot be reached (%s)', (_, failure) => {
  it('says the server cannot be reached, keeps the changes, and sends them again by itself', async () => {
    let serverUp = false;
    const answers = editorAnswers({
      'PUT /packages/p1': () =>
        serverUp ? { status: 200, body: packageJson({ version: 4, name: 'Shampoo bottle XL' }) } : failure(),
    });
    const { api } = await renderEditor(answers);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Shampoo bottle XL');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(SERVER_DOWN)).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    expect(localStorage.length).toBe(1);

    serverUp = true;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(screen.getByText(/^Saved at \d{1,2}:\d{2}/)).toBeInTheDocument());
    expect(screen.queryByText(SERVER_DOWN)).not.toBeInTheDocument();
    expect(puts(api.sent)).toHaveLength(2);
    expect(localStorage.length).toBe(0);
  });
});
