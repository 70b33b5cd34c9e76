import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, meAnswer, renderWith, type FakeAnswer } from '../../../../test/render';
import { session } from '../../../lib/session';
import type { AuditSearch } from '../audit-search';
import { AuditLogPage } from './audit-log-page';

const entry = (overrides: Record<string, unknown> = {}) => ({
  id: 'e1',
  at: '2026-11-20T09:30:00.000Z',
  action: 'USER_UPDATED',
  actor: { id: 'u1', name: 'Ada Lovelace' },
  target: { kind: 'user', id: 'u2', label: 'Grace Hopper' },
  details: { role: 'DEFAULT_USER → MANAGER_USER' },
  sourceAddress: '203.0.113.7',
  ...overrides,
});
const page = (items: unknown[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, nextCursor },
});

const start = async (search: AuditSearch = {}, answers: Record<string, FakeAnswer> = {}) => {
  const api = fakeFetch({
    'GET /audit': page([
      entry(),
      entry({
        id: 'e2',
        action: 'SIGN_IN_FAILED',
        actor: { id: null, name: '' },
        target: null,
        details: { email: 'ada@example.com', reason: 'EMAIL_NOT_CONFIRMED' },
      }),
    ]),
    'GET /users': page([meAnswer()]),
    ...answers,
  });
  const onSearchChange = vi.fn();
  await renderWith(<AuditLogPage search={search} onSearchChange={onSearchChange} />, { fetch: api.fetch });
  return { api, onSearchChange };
};

beforeEach(() => session.signIn('tok'));
afterEach(() => {
  session.signOut();
  vi.restoreAllMocks();
});

const auditQueries = (fetch: typeof globalThis.fetch) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => new URL(String(url)))
    .filter((url) => url.pathname === '/audit')
    .map((url) => Object.fromEntries(url.searchParams));

describe('Audit log', () => {
  it('shows who did what, to what, from where, in words rather than codes; an unknown address has no user', async () => {
    await start();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'Show only what Ada Lovelace did' }),
    ).toBeVisible();
    expect(first).toHaveTextContent('User changed');
    expect(first).toHaveTextContent('Grace Hopper');
    expect(first).toHaveTextContent('RoleUser → Country Admin');
    expect(first).not.toHaveTextContent('MANAGER_USER');
    expect(first).toHaveTextContent('203.0.113.7');
    expect(second).toHaveTextContent('Unknown address');
    expect(second).toHaveTextContent('Sign-in refused');
    // Codes read as the sentences and names a person uses (issue 36 §5).
    expect(second).toHaveTextContent('E-mailada@example.com');
    expect(second).toHaveTextContent('ReasonEmail address has not been confirmed.');
    expect(second).not.toHaveTextContent('EMAIL_NOT_CONFIRMED');
  });

  it('asks the server for the filters of the URL, days as whole local days', async () => {
    const { api } = await start({ user: 'u7', action: 'SIGN_IN', from: '2026-11-01', to: '2026-11-02' });
    await screen.findByRole('table');
    expect(auditQueries(api.fetch)[0]).toEqual({
      userId: 'u7',
      action: 'SIGN_IN',
      from: new Date('2026-11-01T00:00:00').toISOString(),
      to: new Date('2026-11-02T23:59:59.999').toISOString(),
      limit: '50',
    });
  });

  it('narrows to one user when their name is clicked, and changes the action filter', async () => {
    const { onSearchChange } = await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Show only what Ada Lovelace did' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ user: 'u1' });
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'BLACKLIST_ADDED');
    expect(onSearchChange).toHaveBeenLastCalledWith({ action: 'BLACKLIST_ADDED' });
  });

  it('loads the next page with the cursor the server gave', async () => {
    // The fake answers every page alike; each read gets entries of its own, as the server's would.
    let read = 0;
    const { api } = await start({}, { 'GET /audit': page([entry()], 'next-page') });
    const more = await screen.findByRole('button', { name: 'Show more entries' });
    vi.mocked(api.fetch).mockImplementation(async () => {
      read += 1;
      return Response.json({ items: [entry({ id: `later-${read}` })], nextCursor: null });
    });
    await userEvent.click(more);
    expect(auditQueries(api.fetch)[1]).toMatchObject({ cursor: 'next-page' });
    expect(await screen.findAllByRole('button', { name: 'Show only what Ada Lovelace did' })).toHaveLength(2);
  });

  it('says when the next page could not be loaded, and keeps the entries shown', async () => {
    const { api } = await start({}, { 'GET /audit': page([entry()], 'next-page') });
    const more = await screen.findByRole('button', { name: 'Show more entries' });
    vi.mocked(api.fetch).mockImplementation(async () =>
      Response.json({ code: 'INTERNAL_ERROR', message: 'Internal error' }, { status: 500 }),
    );
    await userEvent.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More entries could not be loaded. Try again.',
    );
    expect(screen.getByRole('button', { name: 'Show only what Ada Lovelace did' })).toBeInTheDocument();
  });

  it('says when nothing matches the filters', async () => {
    await start({ action: 'USER_REMOVED' }, { 'GET /audit': page([]) });
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });
});

describe('Audit log download', () => {
  it('downloads the CSV of the filters shown', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:audit';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { api } = await start({ action: 'SIGN_IN' });
    await screen.findByRole('table');
    const answered = vi.mocked(api.fetch).getMockImplementation();
    vi.mocked(api.fetch).mockImplementation(async (url, init) =>
      new URL(String(url)).pathname === '/audit/csv'
        ? new Response('"time","action"\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } })
        : (answered?.(url, init) ?? Response.error()),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(await (saved[0] as Blob).text()).toContain('"time","action"');
    const asked = vi
      .mocked(api.fetch)
      .mock.calls.map(([url]) => new URL(String(url)))
      .find((url) => url.pathname === '/audit/csv');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ action: 'SIGN_IN' });
  });
});
