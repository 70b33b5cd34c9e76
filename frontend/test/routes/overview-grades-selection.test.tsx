import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countryLookup, lookupsAnswer } from '../fixtures/lookups';
import { defaultHandlers, overviewFetch, packageJson, projectJson } from '../fixtures/overview';
import { renderOverview } from './overview-kit';

vi.mock('../../src/features/exports/components/export-dialog', () => ({
  ExportDialog: ({ open, packageIds }: { open: boolean; packageIds: string[] | 'all' }) =>
    open ? <p>Export dialog for {JSON.stringify(packageIds)}</p> : null,
}));
vi.mock('../../src/features/bulk-assessment/components/bulk-assess-dialog', () => ({
  BulkAssessDialog: ({ open, selection }: { open: boolean; selection: unknown }) =>
    open ? <p>Assess dialog for {JSON.stringify(selection)}</p> : null,
}));

const lookups = lookupsAnswer({
  country: [countryLookup('DE', 'Germany', 'eu'), countryLookup('FR', 'France', 'eu')],
});

/** The overview after a bulk assessment (issue 36 §6): a grade column, selection for any bulk action. */
describe('Packages overview: the grade column', () => {
  it("shows the chosen country's grade linking to the results, 'Not assessed' without one, and remembers the country", async () => {
    localStorage.clear();
    const api = overviewFetch({
      ...defaultHandlers([
        packageJson('a', { name: 'Cup', grades: { DE: 'B', FR: 'C' }, outdatedCountries: [] }),
        packageJson('b', { name: 'Lid', grades: { FR: 'A' }, outdatedCountries: [] }),
      ]),
      'GET /lookups': { status: 200, body: lookups },
    });
    await renderOverview('/packages/overview', api.fetch);
    await screen.findByRole('link', { name: 'Cup' });
    const country = screen.getByRole('combobox', { name: 'Grades for' });
    await waitFor(() => expect(within(country).getByRole('option', { name: 'Germany' })).toBeInTheDocument());
    await userEvent.selectOptions(country, 'DE');

    const [cup, lid] = screen.getAllByRole('listitem').filter((item) => item.closest('[role=region]'));
    const grade = within(cup!).getByRole('link', { name: 'Grade B in Germany: results of Cup' });
    expect(grade).toHaveAttribute('href', '/packages/a#latest-results-heading');
    expect(lid).toHaveTextContent('Not assessed');
    expect(within(lid!).queryByRole('link', { name: /^Grade/ })).toBeNull();

    await userEvent.selectOptions(country, 'FR');
    expect(within(lid!).getByRole('link', { name: 'Grade A in France: results of Lid' })).toBeInTheDocument();
    expect(localStorage.getItem('recyclens.overview.grade-country')).toBe('FR');
  });
});

describe('Packages overview: selection for any bulk action', () => {
  it('selects every packaging of the filter across all pages, tells how many, and assesses them', async () => {
    const api = overviewFetch({
      ...defaultHandlers(),
      'GET /packages': (url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { status: 200, body: { items: [packageJson('c', { name: 'Tray' })], nextCursor: null } }
          : {
              status: 200,
              body: {
                items: [packageJson('a', { name: 'Cup' }), packageJson('b', { name: 'Lid' })],
                nextCursor: 'page-2',
              },
            },
    });
    await renderOverview('/packages/overview?q=dairy', api.fetch);
    await screen.findByRole('link', { name: 'Cup' });
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByRole('button', { name: 'Export selected (0)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Assess selected (0)' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(await screen.findByText('3 packaging selected')).toBeInTheDocument();
    // Every page of the same search was read, not only the rows loaded so far.
    expect(api.calls('GET', '/packages').every((url) => url.searchParams.get('search') === 'dairy')).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Lid' }));
    expect(screen.getByText('2 packaging selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assess selected (2)' }));
    expect(await screen.findByText('Assess dialog for {"packageIds":["a","c"]}')).toBeInTheDocument();
  });

  it('selects all packaging of the company as a whole, without reading any page, and assesses that scope', async () => {
    const api = overviewFetch({
      ...defaultHandlers([packageJson('a', { name: 'Cup' })]),
    });
    await renderOverview('/packages/overview', api.fetch);
    await screen.findByRole('link', { name: 'Cup' });
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    const listReads = api.calls('GET', '/packages').length;

    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(await screen.findByText('All packaging of your company selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Cup' })).toBeChecked();
    expect(api.calls('GET', '/packages')).toHaveLength(listReads);
    await userEvent.click(screen.getByRole('button', { name: 'Assess selected' }));
    expect(await screen.findByText('Assess dialog for "all"')).toBeInTheDocument();
  });

  it('selects all packaging of the filtered project as the project, and refuses to leave one out', async () => {
    const api = overviewFetch({
      ...defaultHandlers([packageJson('a', { name: 'Cup' })], [projectJson('p1', 'Dairy', 7300)]),
    });
    await renderOverview('/packages/overview?project=p1', api.fetch);
    await screen.findByRole('link', { name: 'Cup' });
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    const listReads = api.calls('GET', '/packages').length;

    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(await screen.findByText('All 7,300 packaging of the project selected')).toBeInTheDocument();
    expect(api.calls('GET', '/packages')).toHaveLength(listReads);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Cup' }));
    expect(screen.getByText('One packaging cannot be left out of a whole selection.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Cup' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Assess selected' }));
    expect(await screen.findByText('Assess dialog for {"projectId":"p1"}')).toBeInTheDocument();
    // The export takes the project as such: the job reads its packaging, no ids are read here.
    await userEvent.click(screen.getByRole('button', { name: 'Export selected' }));
    expect(await screen.findByText('Export dialog for {"projectId":"p1"}')).toBeInTheDocument();
    expect(api.calls('GET', '/packages')).toHaveLength(listReads);
  });

  it('exports a whole project above 5,000 packaging as the project', async () => {
    const api = overviewFetch({
      ...defaultHandlers([], [projectJson('p1', 'Dairy', 7300)]),
      // The list's first page is small and complete; the id reads (pages of 100) never end.
      'GET /packages': (url) =>
        url.searchParams.get('limit') === '100'
          ? {
              status: 200,
              body: {
                items: Array.from({ length: 100 }, (_, index) => packageJson(`p${index}`)),
                nextCursor: 'more',
              },
            }
          : { status: 200, body: { items: [packageJson('a', { name: 'Cup' })], nextCursor: null } },
    });
    await renderOverview('/packages/overview?project=p1', api.fetch);
    await screen.findByRole('link', { name: 'Cup' });
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Export selected' }));

    expect(await screen.findByText('Export dialog for {"projectId":"p1"}')).toBeInTheDocument();
    expect(screen.getByText('All 7,300 packaging of the project selected')).toBeInTheDocument();
    expect(screen.queryByText(/cannot be exported at once/)).toBeNull();
  });
});
