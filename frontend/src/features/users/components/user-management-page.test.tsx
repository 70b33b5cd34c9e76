import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/fake-fetch';
import { fakeFetch, renderWith, type FakeAnswer } from '../../../../test/render';
import { popups } from '../../../components/ui/popups';
import { session } from '../../../lib/session';
import {
  admin,
  alpha,
  beta,
  countsAnswer,
  grace,
  linus,
  manager,
  rita,
  userListQueries,
  usersPage,
} from '../../../../test/fixtures/users';
import { stamp } from '../../../../test/fixtures/stamp';
import type { UsersSearch } from '../users-search';
import { UserManagementPage } from './user-management-page';

const start = async ({
  search = {},
  caller = admin,
  answers = {},
}: {
  search?: UsersSearch;
  caller?: typeof admin;
  answers?: Record<string, FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)>;
} = {}) => {
  const api = fakeFetch({
    'GET /me': { status: 200, body: caller },
    'GET /users': usersPage(linus, grace, rita, caller),
    'GET /users/counts': countsAnswer(),
    'GET /companies': { status: 200, body: [alpha, beta] },
    ...answers,
  });
  const onSearchChange = vi.fn();
  await renderWith(<UserManagementPage search={search} onSearchChange={onSearchChange} />, {
    fetch: api.fetch,
  });
  await screen.findByRole('table');
  return { api, onSearchChange };
};

// The page reads the caller (GET /me) only while signed in.
beforeEach(() => session.signIn('tok'));
afterEach(() => session.signOut());

const bodyRows = () => screen.getAllByRole('row').slice(1);

/**
 * The page over two pages of users: Grace and the admin first, then `secondPage` for the cursor
 * p2. Returns the fetch, to read the list queries it was asked.
 */
const startPaged = async (secondPage: () => Response) => {
  const api = fakeFetch({
    'GET /me': { status: 200, body: admin },
    'GET /users/counts': countsAnswer(0),
    'GET /companies': { status: 200, body: [alpha, beta] },
  });
  const pages = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const address = new URL(String(url));
    if (address.pathname !== '/users') return api.fetch(url, init);
    return address.searchParams.get('cursor') === 'p2'
      ? secondPage()
      : jsonResponse(200, { items: [grace, admin], nextCursor: 'p2' });
  }) as unknown as typeof fetch;
  await renderWith(<UserManagementPage search={{}} onSearchChange={vi.fn()} />, { fetch: pages });
  await screen.findByRole('table');
  return pages;
};

/** A pending user who confirmed their address and asked for a company that exists (other case). */
const mara = {
  ...linus,
  id: 'u5',
  firstName: 'Mara',
  lastName: 'Moss',
  email: 'mara@example.com',
  emailConfirmedAt: '2026-03-02T10:00:00.000Z',
  specifiedCompanyName: ' beta boxes',
};

const openEditor = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Edit user' });
};

describe('User management', () => {
  it('lists the users the server answers, with company, role and status, and the count awaiting approval', async () => {
    const { api } = await start();
    expect(userListQueries(api.fetch)).toEqual([{ sortBy: 'status', order: 'asc', limit: '20' }]);
    const [first, ...rest] = bodyRows();
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Linus');
    expect(first).toHaveTextContent('Requested: Linus Labels');
    expect(first).toHaveTextContent('linus@example.com');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveAttribute('data-pending', 'true');
    expect(first).toHaveClass('bg-amber-50');
    const grow = rest.find((row) => row.textContent?.includes('Grace'))!;
    expect(grow).toHaveTextContent('Hopper');
    expect(grow).toHaveTextContent('Alpha Packaging');
    expect(grow).toHaveTextContent('Country Admin');
    expect(grow).toHaveTextContent('Approved');
    expect(grow).not.toHaveAttribute('data-pending');
    expect(rest.find((row) => row.textContent?.includes('Rita'))).toHaveTextContent('Rejected');
    expect(screen.getByText('1 user awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('4 users')).toBeInTheDocument();
  });

  it('asks the server with the search, filters and order of the address, and changes them', async () => {
    const search = {
      q: 'hop',
      status: 'APPROVED',
      role: 'MANAGER_USER',
      company: 'c1',
      sortBy: 'name',
      order: 'desc',
    } as const;
    const { api, onSearchChange } = await start({ search });
    expect(userListQueries(api.fetch)).toEqual([
      {
        search: 'hop',
        status: 'APPROVED',
        role: 'MANAGER_USER',
        companyId: 'c1',
        sortBy: 'name',
        order: 'desc',
        limit: '20',
      },
    ]);
    expect(screen.getByRole('columnheader', { name: /Last name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(onSearchChange).toHaveBeenLastCalledWith({ ...search, status: 'PENDING' });
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'All roles');
    expect(onSearchChange).toHaveBeenLastCalledWith({ ...search, role: undefined });
    await userEvent.selectOptions(screen.getByLabelText('Company'), 'Beta Boxes');
    expect(onSearchChange).toHaveBeenLastCalledWith({ ...search, company: 'c2' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({
      sortBy: 'name',
      order: 'desc',
      q: undefined,
      status: undefined,
      role: undefined,
      company: undefined,
    });
  });

  it('searches once typing pauses, not at every key', async () => {
    const { onSearchChange } = await start();
    await userEvent.type(screen.getByLabelText('Search by name or e-mail'), 'grace hop');
    await vi.waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ q: 'grace hop' }));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });

  it('sorts by a column, and reverses on a second click', async () => {
    const { onSearchChange } = await start({ search: { sortBy: 'email', order: 'asc' } });
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /Email/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'email', order: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: /Signed up/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'createdAt', order: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: /First name/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'firstName', order: 'asc' });
  });

  it('loads the next page with the cursor when asked', async () => {
    const pages = await startPaged(() => jsonResponse(200, { items: [rita], nextCursor: null }));
    expect(screen.getByText('2 users shown, more to load')).toBeInTheDocument();
    expect(await screen.findByText('No users awaiting approval')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more users' }));
    expect(await screen.findByRole('rowheader', { name: 'Rita' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(userListQueries(pages).map((query) => [query.cursor, query.limit])).toEqual([
      [undefined, '20'],
      ['p2', '100'],
    ]);
    expect(screen.queryByRole('button', { name: 'Show more users' })).toBeNull();
    expect(screen.getByText('3 users')).toBeInTheDocument();
  });

  it('says when the next page could not be loaded, and keeps the users shown', async () => {
    await startPaged(() => jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'Internal error' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show more users' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More users could not be loaded. Try again.');
    expect(bodyRows()).toHaveLength(2);
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    const onSearchChange = vi.fn();
    const api = fakeFetch({
      'GET /me': { status: 200, body: admin },
      'GET /users': usersPage(),
      'GET /users/counts': countsAnswer(0),
      'GET /companies': { status: 200, body: [alpha, beta] },
    });
    await renderWith(<UserManagementPage search={{ q: 'nobody' }} onSearchChange={onSearchChange} />, {
      fetch: api.fetch,
    });
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear[clear.length - 1]!);
    expect(onSearchChange).toHaveBeenLastCalledWith({
      q: undefined,
      status: undefined,
      role: undefined,
      company: undefined,
    });
  });

  it('approves a pending user with a company, sending the version it read', async () => {
    const { api } = await start({
      answers: { 'PUT /user/u3': { status: 200, body: { ...linus, status: 'APPROVED', companies: [beta] } } },
    });
    const dialog = await openEditor('Linus Zed');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Beta Boxes' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Approved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/user/u3',
      body: { role: 'DEFAULT_USER', status: 'APPROVED', companyIds: ['c2'], version: 1 },
    });
  });

  it('closes the editor and says so once saved, though the saved user comes back as a new version', async () => {
    // The server answers the next version, and the list read after the save carries it too; the
    // counters answer later than the list, so the list's new version is drawn before the save ends.
    const approved = { ...linus, version: 2, status: 'APPROVED', companies: [beta] };
    const shown = vi.spyOn(popups, 'show');
    let saved = false;
    await start({
      answers: {
        'GET /users': () =>
          saved ? usersPage(approved, grace, rita, admin) : usersPage(linus, grace, rita, admin),
        'GET /users/counts': () =>
          saved ? new Promise((resolve) => setTimeout(() => resolve(countsAnswer()), 200)) : countsAnswer(),
        'PUT /user/u3': () => {
          saved = true;
          return { status: 200, body: approved };
        },
      },
    });
    const dialog = await openEditor('Linus Zed');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Beta Boxes' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Approved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shown).toHaveBeenCalledWith({ kind: 'success', title: 'User saved' });
  });

  it('lets an admin put any user in several companies, and requires one', async () => {
    const { api } = await start();
    // Grace is a country admin: the admin editing her may still give her two companies.
    const dialog = await openEditor('Grace Hopper');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Beta Boxes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(api.sent.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/user/u2',
        body: { companyIds: ['c1', 'c2'] },
      }),
    );
  });

  it('requires a company', async () => {
    const { api } = await start();
    const dialog = await openEditor('Grace Hopper');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Alpha Packaging' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A user must be assigned to a company.')).toBeInTheDocument();
    expect(api.sent.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers a country admin one company per user, as a choice of one', async () => {
    await start({ caller: manager, answers: { 'GET /companies': { status: 200, body: [alpha, beta] } } });
    const dialog = await openEditor('Linus Zed');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Alpha Packaging' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Beta Boxes' }));
    expect(within(dialog).getByRole('radio', { name: 'Alpha Packaging' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Beta Boxes' })).toBeChecked();
  });

  it('offers a manager only the roles up to their own and no company creation', async () => {
    await start({ caller: manager });
    expect(screen.queryByRole('button', { name: 'Create company' })).toBeNull();
    const dialog = await openEditor('Linus Zed');
    const roles = within(within(dialog).getByLabelText('Role')).getAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual(['Country Admin', 'User']);
  });

  it('does not offer to change one’s own role or status', async () => {
    await start();
    const dialog = await openEditor('Ada Lovelace');
    expect(within(dialog).queryByLabelText('Role')).toBeNull();
    expect(within(dialog).getByText('You cannot change your own role or status.')).toBeInTheDocument();
  });

  it('explains a conflict and loads the latest version', async () => {
    const { api } = await start({
      answers: {
        'PUT /user/u2': { status: 409, body: { code: 'VERSION_CONFLICT', message: 'x' } },
      },
    });
    const dialog = await openEditor('Grace Hopper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Edit user failed');
    expect(alert).toHaveTextContent(
      'Someone else changed this in the meantime. Reload to see their changes.',
    );
    const reads = api.sent.filter((call) => call.path === '/users').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load the latest version' }));
    await vi.waitFor(() => expect(api.sent.filter((call) => call.path === '/users').length).toBe(reads + 1));
  });

  it('shows a server failure in the dialog', async () => {
    await start({ answers: { 'PUT /user/u2': { status: 500, body: { code: 'INTERNAL', message: 'x' } } } });
    const dialog = await openEditor('Grace Hopper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Edit user failed');
    expect(alert).toHaveTextContent('Oops, something went wrong, please try again.');
  });
});

describe('Create company', () => {
  const openCreate = async (answer: FakeAnswer) => {
    const { api } = await start({ answers: { 'POST /company/create': answer } });
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create company' });
    return { api, dialog };
  };

  it('requires a name', async () => {
    const { api, dialog } = await openCreate({ status: 200, body: {} });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await within(dialog).findByText('Company name is required')).toBeInTheDocument();
    expect(api.sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('points at the company dropdown when the name exists', async () => {
    const { dialog } = await openCreate({ status: 409, body: { code: 'COMPANY_NAME_EXISTS', message: 'x' } });
    await userEvent.type(within(dialog).getByLabelText('Company name'), 'Alpha Packaging');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Company name already exists');
    expect(alert).toHaveTextContent('Please check the entries in the company dropdown');
  });

  it('says a failure failed', async () => {
    const { dialog } = await openCreate({ status: 500, body: { code: 'INTERNAL', message: 'x' } });
    await userEvent.type(within(dialog).getByLabelText('Company name'), 'Gamma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Company creation failed');
  });

  it('creates the company and reloads the company list', async () => {
    const gamma = { id: 'c3', name: 'Gamma', ...stamp };
    const { api, dialog } = await openCreate({ status: 200, body: gamma });
    await userEvent.type(within(dialog).getByLabelText('Company name'), '  Gamma ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(
      await within(dialog).findByText(
        'The company was created successfully. You can now select the company.',
      ),
    ).toBeInTheDocument();
    expect(api.sent.find((call) => call.method === 'POST')?.body).toEqual({ companyName: 'Gamma' });
    expect(api.sent.filter((call) => call.path === '/companies')).toHaveLength(2);
  });
});

describe('Removing a user', () => {
  it('offers admins Remove for others, never for themselves, and removes after confirmation', async () => {
    const { api } = await start({ answers: { 'DELETE /user/u2': { status: 200, body: { success: true } } } });
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove user' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    const reads = api.sent.filter((call) => call.path === '/users').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove user' }));
    await vi.waitFor(() => expect(api.sent.some((call) => call.method === 'DELETE')).toBe(true));
    expect(api.sent.find((call) => call.method === 'DELETE')?.path).toBe('/user/u2');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list reloads without them.
    await vi.waitFor(() => expect(api.sent.filter((call) => call.path === '/users').length).toBe(reads + 1));
  });

  it('keeps the dialog open with the reason when the removal fails', async () => {
    await start({
      answers: { 'DELETE /user/u2': { status: 404, body: { code: 'NOT_FOUND', message: 'Not Found' } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove user' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });

  it('offers managers no removal', async () => {
    await start({ caller: manager });
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });
});

// Issue 36 §4: approval in the row, with what the admin needs to know.
describe('Approving from the list', () => {
  it('shows whether a pending user confirmed their e-mail address', async () => {
    await start({ answers: { 'GET /users': usersPage(linus, mara, grace) } });
    const row = (name: string) => bodyRows().find((each) => each.textContent?.includes(name))!;
    expect(row('Linus')).toHaveTextContent('E-mail not confirmed yet');
    expect(row('Mara')).toHaveTextContent('E-mail confirmed');
    expect(row('Grace')).not.toHaveTextContent('E-mail');
  });

  it('approves in the row, with the requested company ticked', async () => {
    const { api } = await start({
      answers: {
        'GET /users': usersPage(linus, mara, grace),
        'PUT /user/u5': { status: 200, body: { ...mara, status: 'APPROVED', companies: [beta] } },
      },
    });
    expect(screen.queryByRole('button', { name: 'Approve Grace Hopper' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Mara Moss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve user' });
    expect(within(dialog).getByRole('checkbox', { name: 'Beta Boxes' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Alpha Packaging' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(api.sent.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/user/u5',
        body: { status: 'APPROVED', companyIds: ['c2'], role: 'DEFAULT_USER' },
      }),
    );
  });

  it('warns before approving someone who has not confirmed their address', async () => {
    await start({ answers: { 'GET /users': usersPage(linus, grace) } });
    await userEvent.click(screen.getByRole('button', { name: 'Approve Linus Zed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve user' });
    expect(dialog).toHaveTextContent('has not confirmed their e-mail address yet');
  });

  it('disapproves in the row, without asking for a company', async () => {
    const { api } = await start({
      answers: {
        'GET /users': usersPage(linus, grace),
        'PUT /user/u3': { status: 200, body: { ...linus, status: 'REJECTED' } },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Disapprove Linus Zed' }));
    await vi.waitFor(() =>
      expect(api.sent.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/user/u3',
        body: { status: 'REJECTED', companyIds: [], role: 'DEFAULT_USER', version: 1 },
      }),
    );
  });

  it('explains each role where roles are chosen', async () => {
    await start();
    const dialog = await openEditor('Grace Hopper');
    expect(dialog).toHaveTextContent('Admin: everything, for every company of the platform');
    expect(dialog).toHaveTextContent('Country Admin: approves and manages the users of their own company');
    expect(dialog).toHaveTextContent('User: works on their company’s packaging and projects');
  });
});
