import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderWith } from '../../../../test/render';
import { CompanyOverviewPage } from './company-overview-page';

const alpha = { id: 'c1', name: 'Alpha Packaging' };
const beta = { id: 'c2', name: 'Beta Bottles' };
const gamma = { id: 'c3', name: 'Gamma Glass' };

/** The counters' answer: Gamma has no users, so no entry. */
const overviewApi = (companies: unknown[]) =>
  fakeFetch({
    'GET /companies': { status: 200, body: companies },
    'GET /users/counts': {
      status: 200,
      body: {
        pendingApproval: 1,
        companies: [
          { companyId: 'c1', users: 3, pending: 1 },
          { companyId: 'c2', users: 2, pending: 0 },
        ],
      },
    },
  });

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Company overview', () => {
  it('lists every company with its users and those awaiting approval, from the counters without reading users', async () => {
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
    expect(api.sent.map((call) => call.path).sort()).toEqual(['/companies', '/users/counts']);
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
      'GET /users/counts': { status: 200, body: { pendingApproval: 0, companies: [] } },
    });
    await renderWith(<CompanyOverviewPage />, { fetch: api.fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops, something went wrong, please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.sent.filter((call) => call.path === '/companies')).toHaveLength(2);
  });
});
