import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editorAnswers, packageJson } from '../fixtures/packaging';
import { renderEditor } from './editor-kit';

/** A save made while the connection is down (issue 36): said, kept in the browser, sent when back. */
const OFFLINE = 'You are offline — your changes will be saved when the connection is back';
let online = true;
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};

beforeEach(() => {
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  localStorage.clear();
});
afterEach(() => localStorage.clear());

/** The editor whose PUT fails like a dropped connection while `online` is false. */
const renderWithConnection = () => {
  const answers = editorAnswers({
    'PUT /packages/p1': () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { status: 200, body: packageJson({ version: 4, name: 'Shampoo bottle XL' }) };
    },
  });
  return renderEditor(answers);
};
const rename = async () => {
  const name = screen.getByRole('textbox', { name: 'Name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Shampoo bottle XL');
};
const puts = (sent: { method: string; path: string }[]) =>
  sent.filter((call) => call.method === 'PUT' && call.path === '/packages/p1');

describe('Saving while offline', () => {
  it('says so, keeps the buttons, and saves by itself when the connection is back, saying when', async () => {
    const { api } = await renderWithConnection();
    await rename();
    online = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save as complete' })).toBeEnabled();

    goOnline();
    expect(await screen.findByText(/^Saved at \d{1,2}:\d{2}/)).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    expect(puts(api.sent)).toHaveLength(2);
    expect(localStorage.length).toBe(0);
  });

  it('keeps the unsaved changes through a reload and saves them once online', async () => {
    await renderWithConnection();
    await rename();
    online = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(OFFLINE);
    cleanup();

    // The page opened again, offline: the changes are back, with a word.
    const { api } = await renderWithConnection();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Shampoo bottle XL');
    expect(screen.getByText(/Your changes made offline were restored/)).toBeInTheDocument();
    expect(screen.getByText(OFFLINE)).toBeInTheDocument();
    expect(puts(api.sent)).toHaveLength(0);

    goOnline();
    await waitFor(() => expect(puts(api.sent)).toHaveLength(1));
    expect(puts(api.sent)[0]).toMatchObject({ body: { name: 'Shampoo bottle XL', draft: true, version: 3 } });
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});
