import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWith, type FakeAnswer } from '../../../../test/render';
import { session } from '../../../lib/session';
import { admin, alpha, beta, grace, linus, manager, rita, usersPage } from '../testing/users-test-kit';
import type { UsersSearch } from '../users-search';
import { UserManagementPage } from './user-management-page';

const start = async ({
  search = {},
  caller = admin,
  answers = {},
}: {
  search?: UsersSearch;
  caller?: typeof admin;
  answers?: Record<string, FakeAnswer>;
} = {}) => {
  const api = fakeFetch({
    'GET /me': { status: 200, body: caller },
    'GET /users': usersPage(grace, rita, linus, caller),
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

const openEditor = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Edit user' });
};

describe('User management', () => {
  it('lists the users with their company and translated role and status, pending first', async () => {
    await start();
    const [first, ...rest] = bodyRows();
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Linus');
    expect(first).toHaveTextContent('Requested: Linus Labels');
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
  });

  it('keeps the status filter in the search and shows only matching users', async () => {
    const { onSearchChange } = await start({ search: { status: 'REJECTED' } });
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Rita');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'PENDING' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: undefined });
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
    const gamma = {
      id: 'c3',
      name: 'Gamma',
      createdAt: '2026-03-04T05:06:07.000Z',
      updatedAt: '2026-03-04T05:06:07.000Z',
      version: 1,
    };
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
