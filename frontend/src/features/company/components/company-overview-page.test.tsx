import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderWith } from '../../../../test/render';
import { CompanyOverviewPage } from './company-overview-page';

const stamp = { createdAt: '2026-03-04T05:06:07.000Z', updatedAt: '2026-03-04T05:06:07.000Z', version: 1 };
const alpha = { id: 'c1', name: 'Alpha Packaging' };
const beta = { id: 'c2', name: 'Beta Bottles' };
const gamma = { id: 'c3', name: 'Gamma Glass' };

const user = (id: string, status: string, companies: { id: string; name: string }[]) => ({
  id,
  ...stamp,
  firstName: id,
  lastName: 'Tester',
  email: `${id}@example.com`,
  role: 'DEFAULT_USER',
  status,
  language: 'EN',
  companies,
});

/** Users come in two pages, the second asked for with the first page's cursor. */
const overviewApi = (companies: unknown[]) => {
  const base = fakeFetch({ 'GET /companies': { status: 200, body: companies } });
  const userQueries: URLSearchParams[] = [];
  const fetchImpl: typeof fetch = async (url, init) => {
    const address = new URL(String(url));
    if (address.pathname !== '/users') return base.fetch(url, init);
    userQueries.push(address.searchParams);
    const page =
      address.searchParams.get('cursor') === 'page-2'
        ? { items: [user('u3', 'PENDING', [alpha]), user('u4', 'APPROVED', [beta])], nextCursor: null }
        : {
            items: [user('u1', 'APPROVED', [alpha, beta]), user('u2', 'APPROVED', [alpha])],
            nextCursor: 'page-2',
          };
    return new Response(JSON.stringify(page), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetchImpl, userQueries };
};

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Company overview', () => {
  it('lists every company with its users and those awaiting approval, over all pages of users', async () => {
    const api = overviewApi([alpha, beta, gamma]);
    await renderWith(<CompanyOverviewPage />, { fetch: api.fetch });
    expect(await screen.findByRole('table', { name: 'Companies and their users' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Company',
      'Users',
      'Awaiting approval',
    ]);
    expect(cells('Alpha Packaging')).toEqual(['3', '1']);
    expect(cells('Beta Bottles')).toEqual(['2', '0']);
    expect(cells('Gamma Glass')).toEqual(['0', '0']);
    expect(api.userQueries.map((query) => query.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('says when there are no companies yet', async () => {
    const api = overviewApi([]);
    await renderWith(<CompanyOverviewPage />, { fetch: api.fetch });
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with a way to try again', async () => {
    const api = fakeFetch({
      'GET /companies': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
      'GET /users': { status: 200, body: { items: [], nextCursor: null } },
    });
    await renderWith(<CompanyOverviewPage />, { fetch: api.fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops, something went wrong, please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.sent.filter((call) => call.path === '/companies')).toHaveLength(2);
  });
});
