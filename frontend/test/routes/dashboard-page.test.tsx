import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, ok } from '../fake-fetch';
import { job as exportJob } from '../fixtures/export-jobs';
import { type FakeAnswer, fakeFetch, meAnswer } from '../render';
import { session } from '../../src/lib/session';
import { countryLookup, lookupsAnswer, sameInEveryLanguage } from '../fixtures/lookups';
import { renderInRouter } from '../render-in-router';
import { Dashboard as DashboardPage } from '../../src/routes/_auth/-components/dashboard';

const stamp = { createdAt: '2026-03-04T05:06:07.000Z', updatedAt: '2026-03-05T10:00:00.000Z', version: 1 };
// Midday UTC is the same calendar day in every time zone the tests may run in.
const noon = '2026-03-04T12:00:00.000Z';
const emptyPage = { items: [], nextCursor: null };
const names = sameInEveryLanguage;

const me = (role: string) => meAnswer({ role });

const lookups = lookupsAnswer({
  country: [countryLookup('DE', 'Germany', 'eu'), countryLookup('FR', 'France', 'eu')],
  category: [{ id: 'cat1', name: 'Bottle', names: names('Bottle') }],
});

const notification = (
  id: string,
  type: string,
  meta: Record<string, unknown>,
  createdAt = stamp.createdAt,
) => ({
  id,
  ...stamp,
  createdAt,
  companyId: 'c1',
  type,
  meta,
});
/** The news that a PDF report of two packaging was made. */
const reportNews = notification('n4', 'NEW_REPORT', {
  exportId: 'e1',
  format: 'pdf',
  packages: 2,
  by: 'Grace Hopper',
});

type Feed = Record<string, { items: unknown[]; nextCursor: string | null }>;

/**
 * The fake API of the dashboard. Notifications answer by the types asked for and the cursor
 * ("NEW_USER" or "news", then "<feed>@<cursor>"), like the two partitions of the server.
 */
const dashboardApi = (answers: Parameters<typeof fakeFetch>[0], feeds: Feed = {}) => {
  const base = fakeFetch({
    'GET /me': { status: 200, body: me('CLIENT_ADMIN') },
    'GET /lookups': { status: 200, body: lookups },
    'GET /packages': { status: 200, body: emptyPage },
    'GET /package-favorites': { status: 200, body: emptyPage },
    'GET /projects': { status: 200, body: emptyPage },
    'GET /portfolio': {
      status: 200,
      body: {
        packages: 0,
        categories: [],
        countries: [],
        ppwr: {
          packages: 0,
          meets: { today: 0, by2030: 0, by2038: 0 },
          gaps: [],
          recycledContent: { years: [], categories: [], leftOut: [] },
        },
      },
    },
    'GET /evidence/expiring': {
      status: 200,
      body: { from: '2026-03-04', to: '2026-06-02', count: 0, items: [] },
    },
    'GET /portfolio/epr': { status: 200, body: { year: 2026, years: [], countries: [], mostCostly: [] } },
    ...answers,
  });
  const queries: URLSearchParams[] = [];
  const fetchImpl: typeof fetch = async (url, init) => {
    const address = new URL(String(url));
    if (address.pathname !== '/notifications') return base.fetch(url, init);
    queries.push(address.searchParams);
    const feed = address.searchParams.get('types') === 'NEW_USER' ? 'NEW_USER' : 'news';
    const cursor = address.searchParams.get('cursor');
    const page = feeds[cursor ? `${feed}@${cursor}` : feed] ?? emptyPage;
    return jsonResponse(200, page);
  };
  return { fetch: fetchImpl, sent: base.sent, queries };
};

const section = async (name: string) => screen.findByRole('region', { name });

beforeEach(() => session.signIn('tok'));
afterEach(() => session.signOut());

describe('Dashboard', () => {
  it('greets the user by first name: "Welcome" on their first sign-in, "Welcome back" after', async () => {
    const first = dashboardApi({ 'GET /me': { status: 200, body: meAnswer({ firstSignIn: true }) } });
    await renderInRouter(DashboardPage, { fetch: first.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    cleanup();
    await renderInRouter(DashboardPage, { fetch: dashboardApi({}).fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
  });

  it('says so in every section when there is nothing yet', async () => {
    const api = dashboardApi({});
    await renderInRouter(DashboardPage, { fetch: api.fetch });
    const packaging = await section('Packaging');
    expect(await within(packaging).findByText('No packaging yet')).toBeInTheDocument();
    expect(within(packaging).getByText('No favourites yet')).toBeInTheDocument();
    expect(await within(await section('Projects')).findByText('No projects')).toBeInTheDocument();
    expect(await within(await section('New customers')).findByText('No new customers')).toBeInTheDocument();
    expect(await within(await section('News')).findByText('No news yet')).toBeInTheDocument();
    expect(
      await within(await section('Portfolio by grade')).findByText('No assessed packaging yet'),
    ).toBeInTheDocument();
    expect(
      await within(await section('EPR fees')).findByText(
        'Enter units placed on the market in a packaging to see its EPR fees.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the portfolio loading, not as empty, until its answer arrives', async () => {
    const api = dashboardApi({ 'GET /portfolio': () => new Promise<FakeAnswer>(() => undefined) });
    await renderInRouter(DashboardPage, { fetch: api.fetch });
    const portfolio = await section('Portfolio by grade');
    // The other sections have rendered their answers meanwhile.
    expect(await within(await section('Projects')).findByText('No projects')).toBeInTheDocument();
    expect(within(portfolio).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(portfolio).queryByText('No assessed packaging yet')).toBeNull();
  });

  it('charts the portfolio per grade and country, with the shares meeting 2030 and 2038', async () => {
    const grades = (a: number, b: number, c: number, red: number) => ({
      A: a,
      B: b,
      C: c,
      'not-recyclable': red,
      'needs-testing': 0,
      'no-infrastructure': 0,
    });
    const api = dashboardApi({
      'GET /portfolio': {
        status: 200,
        body: {
          packages: 10,
          categories: [],
          ppwr: {
            packages: 10,
            meets: { today: 0, by2030: 0, by2038: 0 },
            gaps: [],
            recycledContent: { years: [], categories: [], leftOut: [] },
          },
          countries: [
            { countryId: 'DE', grades: grades(4, 2, 1, 1), notAssessed: 2, outdated: 3 },
            { countryId: 'FR', grades: grades(1, 0, 0, 0), notAssessed: 9, outdated: 0 },
          ],
        },
      },
    });
    await renderInRouter(DashboardPage, { fetch: api.fetch });
    const portfolio = await section('Portfolio by grade');
    const table = await within(portfolio).findByRole('table', { name: 'Packaging per grade and country' });
    const germany = within(table).getByRole('row', { name: /^Germany/ });
    // 7 of 10 reach C or better (2030), 6 of 10 B or better (2038).
    expect(
      within(germany)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '2', '1', '1', '0', '0', '2', '70%', '60%']);
    expect(within(table).getByRole('row', { name: /^France/ })).toHaveTextContent('10%');
    expect(within(portfolio).getByText(/10 packaging of your company, drafts included/)).toBeInTheDocument();
    expect(within(portfolio).getByText(/outdated by a later edit/)).toHaveTextContent('Germany 3');
  });

  it('lists recent packaging with its category and projects with their counts, linked', async () => {
    const api = dashboardApi({
      'GET /packages': {
        status: 200,
        body: {
          items: [
            {
              id: 'p1',
              ...stamp,
              name: 'Shampoo bottle',
              description: '',
              categoryId: 'cat1',
              draft: false,
              packageComponents: [],
            },
            {
              id: 'p2',
              ...stamp,
              name: 'Tray',
              description: '',
              categoryId: null,
              draft: true,
              packageComponents: [],
            },
          ],
          nextCursor: 'more',
        },
      },
      'GET /projects': {
        status: 200,
        body: {
          items: [{ id: 'pr1', ...stamp, name: 'Spring range', description: '', packageCount: 3 }],
          nextCursor: null,
        },
      },
    });
    await renderInRouter(DashboardPage, { fetch: api.fetch });
    const packaging = await section('Packaging');
    const bottle = await within(packaging).findByRole('link', { name: 'Shampoo bottle' });
    expect(bottle).toHaveAttribute('href', '/packages/p1');
    expect(await within(packaging).findByText('Bottle')).toBeInTheDocument();
    expect(within(packaging).getByText('No category')).toBeInTheDocument();
    expect(within(packaging).getByText('Draft')).toBeInTheDocument();
    expect(within(packaging).getByRole('link', { name: 'See more' })).toHaveAttribute(
      'href',
      '/packages/overview',
    );

    const projects = await section('Projects');
    expect(await within(projects).findByRole('link', { name: 'Spring range' })).toHaveAttribute(
      'href',
      '/packages/overview?project=pr1',
    );
    expect(within(projects).getByText('3 packaging')).toBeInTheDocument();
  });

  it('asks for the newest packaging first', async () => {
    const calls: string[] = [];
    const api = dashboardApi({});
    const spy: typeof fetch = (url, init) => {
      calls.push(String(url));
      return api.fetch(url, init);
    };
    await renderInRouter(DashboardPage, { fetch: spy });
    await within(await section('Packaging')).findByText('No packaging yet');
    const packages = new URL(calls.find((url) => new URL(url).pathname === '/packages')!);
    expect(Object.fromEntries(packages.searchParams)).toMatchObject({ sortBy: 'updatedAt', order: 'desc' });
  });

  it('tells who signed up and lets an admin open that user', async () => {
    const api = dashboardApi(
      {},
      {
        NEW_USER: {
          items: [
            notification(
              'n1',
              'NEW_USER',
              {
                userId: 'u9',
                firstName: 'Grace',
                lastName: 'Hopper',
                company: 'Navy Labs',
              },
              noon,
            ),
          ],
          nextCursor: null,
        },
      },
    );
    await renderInRouter(DashboardPage, { fetch: api.fetch });
    const customers = await section('New customers');
    const item = (await within(customers).findByRole('link', { name: 'Grace Hopper' })).closest('li')!;
    expect(item).toHaveTextContent('Grace Hopper from Navy Labs signed up');
    expect(within(item).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/user/edit/u9');
    expect(within(item).getByText(/^Mar 4, 2026/)).toBeInTheDocument();
  });

  it('writes dates in the interface language', async () => {
    const api = dashboardApi(
      {},
      {
        NEW_USER: {
          items: [notification('n1', 'NEW_USER', { firstName: 'Grace', lastName: 'Hopper' }, noon)],
          nextCursor: null,
        },
      },
    );
    await renderInRouter(DashboardPage, { fetch: api.fetch, locale: 'de' });
    expect(await screen.findAllByText(/^04\.03\.2026/)).toHaveLength(1);
  });

  // Issue 36 §4: sign-ups are for those who may approve them; a default user sees no New customers.
  it('shows a default user no New customers', async () => {
    const api = dashboardApi(
      { 'GET /me': { status: 200, body: me('DEFAULT_USER') } },
      {
        NEW_USER: {
          items: [
            notification('n1', 'NEW_USER', {
              userId: 'u9',
              firstName: 'Grace',
              lastName: 'Hopper',
              company: null,
            }),
          ],
          nextCursor: null,
        },
      },
    );
    await renderInRouter(DashboardPage, { fetch: api.fetch });
    // The greeting names the viewer: from then on the page knows who may see what.
    await screen.findByRole('heading', { level: 1, name: /Ada/ });
    expect(screen.queryByRole('region', { name: 'New customers' })).toBeNull();
    expect(screen.queryByText(/Grace Hopper/)).toBeNull();
  });

  it('tells the news as sentences with links to what they are about', async () => {
    const api = dashboardApi(
      {},
      {
        news: {
          items: [
            notification('n1', 'NEW_PROJECT', { projectId: 'pr1', name: 'Spring range', by: 'Grace Hopper' }),
            notification('n2', 'NEW_PACKAGE', { packageId: 'p1', name: 'Shampoo bottle', by: 'Alan Turing' }),
            notification('n3', 'NEW_TEMPLATE', { templateId: 't1', name: 'PET bottle', by: 'Ada Lovelace' }),
            reportNews,
          ],
          nextCursor: null,
        },
      },
    );
    await renderInRouter(DashboardPage, { fetch: api.fetch });
    const news = await section('News');
    const items = await within(news).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('div')?.textContent)).toEqual([
      'Grace Hopper created the project Spring range',
      'Alan Turing added the packaging Shampoo bottle',
      'Ada Lovelace saved the template PET bottle Add packaging from this template',
      'Grace Hopper created a PDF report of 2 packaging Download report',
    ]);
    expect(within(news).getByRole('link', { name: 'Spring range' })).toHaveAttribute(
      'href',
      '/packages/overview?project=pr1',
    );
    expect(within(news).getByRole('link', { name: 'Shampoo bottle' })).toHaveAttribute(
      'href',
      '/packages/p1',
    );
    expect(within(news).getByRole('link', { name: 'Add packaging from this template' })).toHaveAttribute(
      'href',
      '/packages/overview',
    );
    expect(api.queries.map((query) => query.get('types'))).toContain(
      'NEW_PROJECT,NEW_TEMPLATE,NEW_PACKAGE,NEW_REPORT',
    );
  });

  it('asks for the report download link when asked, and says when it is not ready', async () => {
    const api = dashboardApi(
      {
        'GET /exports/e1': ok(exportJob({ status: 'running', total: 2, done: 1 })),
      },
      {
        news: {
          items: [reportNews],
          nextCursor: null,
        },
      },
    );
    await renderInRouter(DashboardPage, { fetch: api.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Download report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report is not ready yet. Please try again in a moment.',
    );
    expect(api.sent.map((call) => call.path)).toContain('/exports/e1');
  });

  it('loads the next page of news with See more', async () => {
    const api = dashboardApi(
      {},
      {
        news: {
          items: [notification('n1', 'NEW_PROJECT', { projectId: 'pr1', name: 'Spring range', by: 'Grace' })],
          nextCursor: 'c2',
        },
        'news@c2': {
          items: [notification('n2', 'NEW_PROJECT', { projectId: 'pr2', name: 'Autumn range', by: 'Alan' })],
          nextCursor: null,
        },
      },
    );
    await renderInRouter(DashboardPage, { fetch: api.fetch });
    const news = await section('News');
    await userEvent.click(await within(news).findByRole('button', { name: 'See more' }));
    expect(await within(news).findByRole('link', { name: 'Autumn range' })).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Spring range' })).toBeInTheDocument();
    await waitFor(() => expect(within(news).queryByRole('button', { name: 'See more' })).toBeNull());
  });

  it('shows an error with a way to try again when a list fails', async () => {
    const api = dashboardApi({ 'GET /projects': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    await renderInRouter(DashboardPage, { fetch: api.fetch });
    const projects = await section('Projects');
    expect(await within(projects).findByRole('alert')).toHaveTextContent(
      'Oops, something went wrong, please try again.',
    );
    expect(within(projects).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
