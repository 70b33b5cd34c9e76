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
      'Postal address',
    ]);
    expect(cells('Alpha Packaging').slice(0, 2)).toEqual(['3', '1']);
    expect(cells('Beta Bottles').slice(0, 2)).toEqual(['2', '0']);
    expect(cells('Gamma Glass').slice(0, 2)).toEqual(['0', '0']);
    expect(api.sent.map((call) => call.path).sort()).toEqual(['/companies', '/users/counts']);
  });

  it('records a company’s postal address, which its EU declarations print', async () => {
    let companies: unknown[] = [alpha, beta];
    const api = fakeFetch({
      'GET /companies': () => ({ status: 200, body: companies }),
      'GET /users/counts': { status: 200, body: { pendingApproval: 0, companies: [] } },
      'PUT /companies/c1/address': () => {
        companies = [{ ...alpha, postalAddress: 'Musterstraße 12\n10115 Berlin' }, beta];
        return { status: 200, body: companies[0] };
      },
    });
    await renderWith(<CompanyOverviewPage />, { fetch: api.fetch });
    expect(await screen.findByRole('table', { name: 'Companies and their users' })).toBeInTheDocument();
    expect(within(row('Alpha Packaging')).getByText('Not recorded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit the postal address of Alpha Packaging' }));
    const dialog = await screen.findByRole('dialog', { name: 'Postal address of Alpha Packaging' });
    await userEvent.type(
      within(dialog).getByLabelText('Postal address'),
      'Musterstraße 12{Enter}10115 Berlin',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(row('Alpha Packaging')).findByText(/Musterstraße 12/)).toBeInTheDocument();
    expect(api.sent.find((call) => call.method === 'PUT')?.body).toEqual({
      postalAddress: 'Musterstraße 12\n10115 Berlin',
    });
  });

  it('offers the address in German', async () => {
    const api = overviewApi([alpha]);
    await renderWith(<CompanyOverviewPage />, { fetch: api.fetch, locale: 'de' });
    expect(
      await screen.findByRole('button', { name: 'Postanschrift von Alpha Packaging bearbeiten' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nicht erfasst')).toBeInTheDocument();
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
