import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { popups } from '../../src/components/ui/popups';
import { jsonResponse } from '../fake-fetch';
import { defaultHandlers, overviewFetch, packageJson, projectJson } from '../fixtures/overview';
import { renderOverview } from './overview-kit';

vi.mock('../../src/features/import/components/import-packaging-dialog', () => ({
  ImportPackagingDialog: ({ open }: { open: boolean }) => (open ? <p>Import dialog</p> : null),
}));
vi.mock('../../src/features/exports/components/export-dialog', () => ({
  ExportDialog: ({ open, packageIds }: { open: boolean; packageIds: string[] | 'all' }) =>
    open ? <p>Export dialog for {JSON.stringify(packageIds)}</p> : null,
}));

const lastQuery = (api: ReturnType<typeof overviewFetch>) =>
  Object.fromEntries(api.calls('GET', '/packages').at(-1)?.searchParams ?? []);

describe('Packages overview: the URL drives the list', () => {
  it('sends the search, filters and sort order of the URL', async () => {
    const api = overviewFetch(defaultHandlers());
    await renderOverview(
      '/packages/overview?q=bottle&project=p1&category=bottles&sortBy=name&order=asc&favorites=true',
      api.fetch,
    );
    await waitFor(() => expect(api.calls('GET', '/packages')).toHaveLength(1));
    expect(lastQuery(api)).toEqual({
      search: 'bottle',
      projectId: 'p1',
      categoryId: 'bottles',
      sortBy: 'name',
      order: 'asc',
      favorites: 'true',
      limit: '20',
    });
    expect(screen.getByLabelText('Search packaging or project')).toHaveValue('bottle');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
  });

  it('lists newest changes first without search params and drops broken ones', async () => {
    const api = overviewFetch(defaultHandlers());
    await renderOverview('/packages/overview?sortBy=colour&order=sideways&project=', api.fetch);
    await waitFor(() => expect(api.calls('GET', '/packages')).toHaveLength(1));
    expect(lastQuery(api)).toEqual({ sortBy: 'updatedAt', order: 'desc', limit: '20' });
  });

  it('puts a new sort order in the URL and asks again', async () => {
    const api = overviewFetch(defaultHandlers([packageJson('a')]));
    const router = await renderOverview('/packages/overview', api.fetch);
    await screen.findByRole('link', { name: 'Packaging a' });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Created at');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Ascending');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sortBy: 'createdAt', order: 'asc' }));
    expect(router.state.location.search).toMatchObject({ sortBy: 'createdAt', order: 'asc' });
  });

  it('waits until typing pauses before searching', async () => {
    const api = overviewFetch(defaultHandlers([packageJson('a')]));
    const router = await renderOverview('/packages/overview', api.fetch);
    await screen.findByRole('link', { name: 'Packaging a' });
    await userEvent.type(screen.getByLabelText('Search packaging or project'), 'cup');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ search: 'cup' }));
    const searches = api.calls('GET', '/packages').map((url) => url.searchParams.get('search'));
    expect(searches).toEqual([null, 'cup']);
    expect(router.state.location.search).toMatchObject({ q: 'cup' });
  });

  it('filters by the project chosen in the projects panel and shows each count', async () => {
    const api = overviewFetch(
      defaultHandlers(
        [packageJson('a')],
        [projectJson('p1', 'Bottles 2026', 3), projectJson('p2', 'Cans', 1)],
      ),
    );
    const router = await renderOverview('/packages/overview', api.fetch);
    const panel = screen.getByRole('complementary');
    const project = await within(panel).findByRole('button', { name: /^Bottles 2026/ });
    expect(project).toHaveTextContent('3 packaging');
    await userEvent.click(project);
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ projectId: 'p1' }));
    expect(project).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toMatchObject({ project: 'p1' });
    expect(screen.getByLabelText('Project')).toHaveValue('p1');
  });
  it('offers every project of the company in the panel and the filter, not only the first page', async () => {
    const pages: Record<string, { items: unknown[]; nextCursor: string | null }> = {
      first: { items: [projectJson('p1', 'Bottles 2026', 3)], nextCursor: 'after-bottles' },
      'after-bottles': { items: [projectJson('p2', 'Zinc cans', 1)], nextCursor: null },
    };
    const api = overviewFetch({
      ...defaultHandlers([packageJson('a')]),
      'GET /projects': (url) => ({ status: 200, body: pages[url.searchParams.get('cursor') ?? 'first'] }),
    });
    await renderOverview('/packages/overview', api.fetch);
    const panel = screen.getByRole('complementary');
    await userEvent.click(await within(panel).findByRole('button', { name: /^Zinc cans/ }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ projectId: 'p2' }));
    expect(screen.getByLabelText('Project')).toHaveValue('p2');
    expect(api.calls('GET', '/projects').map((url) => url.searchParams.get('cursor'))).toEqual([
      null,
      'after-bottles',
    ]);
  });
});

describe('Packages overview: rows and empty states', () => {
  it("shows each row's project, category or 'No category', and links to the editor", async () => {
    const api = overviewFetch(
      defaultHandlers(
        [
          packageJson('a', { name: 'Shampoo bottle', projectName: 'Bottles 2026', categoryId: 'bottles' }),
          packageJson('b', { name: 'Loose lid' }),
        ],
        [projectJson('p1', 'Bottles 2026', 1)],
      ),
    );
    await renderOverview('/packages/overview', api.fetch);
    const link = await screen.findByRole('link', { name: 'Shampoo bottle' });
    expect(link).toHaveAttribute('href', '/packages/a');
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.closest('[role=region]'));
    expect(first).toHaveTextContent('Bottles 2026');
    expect(first).toHaveTextContent('Bottles');
    expect(second).toHaveTextContent('No category');
    expect(second).toHaveTextContent('No project');
    expect(screen.getByText('2 packaging')).toBeInTheDocument();
  });

  it("says 'No projects' and that there is no packaging yet", async () => {
    const api = overviewFetch(defaultHandlers());
    await renderOverview('/packages/overview', api.fetch);
    expect(await screen.findByText('No projects')).toBeInTheDocument();
    expect(await screen.findByText('No packaging yet')).toBeInTheDocument();
  });

  it('tells a filter without results apart from no packaging, and clears it', async () => {
    const api = overviewFetch(defaultHandlers([], [projectJson('p1', 'Cans', 0)]));
    const router = await renderOverview('/packages/overview?q=zzz', api.fetch);
    expect(await screen.findByText('No packaging matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByLabelText('Search packaging or project')).toHaveValue('');
  });

  it('shows a loading skeleton until the first page arrives', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const api = overviewFetch(defaultHandlers([packageJson('a')]));
    const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).includes('/packages')) await arrived;
      return api.fetch(input, init);
    });
    await renderOverview('/packages/overview', fetch as unknown as typeof globalThis.fetch);
    expect(screen.getByRole('status', { name: 'Loading packaging' })).toBeInTheDocument();
    release();
    await screen.findByRole('link', { name: 'Packaging a' });
    expect(screen.queryByRole('status', { name: 'Loading packaging' })).toBeNull();
  });
});

describe('Packages overview: favourites', () => {
  it('marks a favourite at once and sends the call', async () => {
    const api = overviewFetch({
      ...defaultHandlers([packageJson('a', { name: 'Cup' })]),
      'PUT /package-favorites/a': { status: 200, body: { success: true } },
    });
    await renderOverview('/packages/overview', api.fetch);
    const star = await screen.findByRole('button', { name: 'Favourite Cup' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.calls('PUT', '/package-favorites/a')).toHaveLength(1));
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the star back when the server refuses', async () => {
    let answer: (value: Response) => void = () => undefined;
    const api = overviewFetch(defaultHandlers([packageJson('a', { name: 'Cup', favorite: true })]));
    const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) =>
      init?.method === 'DELETE'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : api.fetch(input, init),
    );
    await renderOverview('/packages/overview', fetch as unknown as typeof globalThis.fetch);
    const star = await screen.findByRole('button', { name: 'Favourite Cup' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(String(fetch.mock.calls.at(-1)?.[0])).toBe('http://api.test/package-favorites/a');
    answer(jsonResponse(500, { code: 'INTERNAL', message: 'x' }));
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  });
});

describe('Packages overview: infinite scrolling', () => {
  it('asks one small page on opening, and large pages once the user scrolls', async () => {
    const pageOf = (prefix: string, length: number) =>
      Array.from({ length }, (_, index) => packageJson(`${prefix}${index}`));
    const pages: Record<string, { items: ReturnType<typeof pageOf>; nextCursor: string | null }> = {
      first: { items: pageOf('p', 20), nextCursor: 'page-2' },
      'page-2': { items: pageOf('q', 100), nextCursor: 'page-3' },
      'page-3': { items: pageOf('r', 100), nextCursor: null },
    };
    const api = overviewFetch({
      ...defaultHandlers(),
      'GET /packages': (url) => ({ status: 200, body: pages[url.searchParams.get('cursor') ?? 'first'] }),
    });
    await renderOverview('/packages/overview', api.fetch);
    await screen.findByRole('link', { name: 'Packaging p0' });
    expect(screen.getByText('20 loaded, scroll for more')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Packaging / }).length).toBeLessThan(20);
    expect(api.calls('GET', '/packages')).toHaveLength(1);
    expect(lastQuery(api)).toMatchObject({ limit: '20' });

    const viewport = screen.getByRole('region', { name: 'Packaging list' });
    viewport.scrollTop = 2 * 56;
    fireEvent.scroll(viewport);
    await waitFor(() => expect(api.calls('GET', '/packages')).toHaveLength(2));
    expect(lastQuery(api)).toMatchObject({ cursor: 'page-2', limit: '100' });
    expect(await screen.findByText('120 loaded, scroll for more')).toBeInTheDocument();
    expect(api.calls('GET', '/packages')).toHaveLength(2);

    viewport.scrollTop = 110 * 56;
    fireEvent.scroll(viewport);
    await waitFor(() => expect(api.calls('GET', '/packages')).toHaveLength(3));
    expect(lastQuery(api)).toMatchObject({ cursor: 'page-3', limit: '100' });
    expect(await screen.findByText('220 packaging')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Packaging q95' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Packaging p0' })).toBeNull();
  });

  it('shows how many packaging a search matches when the server could count them', async () => {
    const items = Array.from({ length: 20 }, (_, index) => packageJson(`m${index}`));
    const api = overviewFetch({
      ...defaultHandlers(),
      'GET /packages': (url) =>
        url.searchParams.get('search') === 'bottle'
          ? { status: 200, body: { items, nextCursor: 'page-2', matchCount: 37 } }
          : { status: 200, body: { items: items.slice(0, 1), nextCursor: null, matchCount: 1 } },
    });
    await renderOverview('/packages/overview?q=bottle', api.fetch);
    expect(await screen.findByText('20 of 37 matches loaded')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search packaging or project'));
    await userEvent.type(screen.getByLabelText('Search packaging or project'), 'rare');
    expect(await screen.findByText('1 match')).toBeInTheDocument();
  });

  it('asks the next page at once when the first one does not fill the view', async () => {
    const api = overviewFetch({
      ...defaultHandlers(),
      'GET /packages': (url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { status: 200, body: { items: [packageJson('later')], nextCursor: null } }
          : { status: 200, body: { items: [packageJson('few')], nextCursor: 'page-2' } },
    });
    await renderOverview('/packages/overview?q=rare', api.fetch);
    expect(await screen.findByRole('link', { name: 'Packaging later' })).toBeInTheDocument();
    expect(api.calls('GET', '/packages')).toHaveLength(2);
  });
});

describe('Packages overview: selection for export', () => {
  it('counts the selected packaging and exports them', async () => {
    const api = overviewFetch(
      defaultHandlers([packageJson('a', { name: 'Cup' }), packageJson('b', { name: 'Lid' })]),
    );
    await renderOverview('/packages/overview', api.fetch);
    await screen.findByRole('link', { name: 'Cup' });
    expect(screen.queryByRole('checkbox', { name: 'Select Cup' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    const exportSelected = screen.getByRole('button', { name: 'Export selected (0)' });
    expect(exportSelected).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Cup' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Lid' }));
    expect(screen.getByText('2 packaging selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Lid' }));
    expect(screen.getByText('1 packaging selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export selected (1)' }));
    // The dialog's code loads when it first opens.
    expect(await screen.findByText('Export dialog for ["a"]')).toBeInTheDocument();
  });

  it('leaves selection mode on Cancel and exports everything from Export all Reports', async () => {
    const api = overviewFetch(defaultHandlers([packageJson('a', { name: 'Cup' })]));
    await renderOverview('/packages/overview', api.fetch);
    await screen.findByRole('link', { name: 'Cup' });
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Cup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('checkbox', { name: 'Select Cup' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Export all Reports' }));
    // The dialog's code loads when it first opens.
    expect(await screen.findByText('Export dialog for "all"')).toBeInTheDocument();
  });

  it('opens the import dialog for Import Packaging, and Download template fetches the file itself', async () => {
    const api = overviewFetch(defaultHandlers());
    const shown = vi.spyOn(popups, 'show');
    await renderOverview('/packages/overview', api.fetch);
    await userEvent.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(api.calls('GET', '/packages/import-template')).toHaveLength(1));
    expect(screen.queryByText('Import dialog')).toBeNull();
    // This fake server answers JSON, not a file: the user is told, nothing is saved.
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'The template could not be downloaded.' }),
      ),
    );
    shown.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Import Packaging' }));
    // The dialog's code loads when it first opens.
    expect(await screen.findByText('Import dialog')).toBeInTheDocument();
  });
});
