import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortfolioEpr } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/fake-fetch';
import { fakeFetch } from '../../../../test/render';
import { countryLookup, lookupsAnswer } from '../../../../test/fixtures/lookups';
import { renderInRouter } from '../../../../test/render-in-router';
import { EprFeesSection } from './epr-fees-section';

const lookups = lookupsAnswer({
  country: [
    countryLookup('GB', 'United Kingdom', 'other'),
    countryLookup('BE', 'Belgium', 'eu'),
    countryLookup('DE', 'Germany', 'eu'),
  ],
});

const edition = (id: string) => ({
  id,
  year: 2024,
  source: { title: `${id} document`, url: 'https://example.org', readOn: '2026-01-10' },
  fingerprint: 'a'.repeat(64),
});

const fees2024: PortfolioEpr = {
  year: 2024,
  years: [2024, 2026],
  countries: [
    {
      status: 'estimated',
      countryCode: 'BE',
      scheme: { id: 'fost-plus', name: 'Fost Plus', url: 'https://fostplus.be' },
      edition: edition('fost-plus-2024'),
      current: true,
      currency: 'EUR',
      total: 1234.5,
      packaging: 2,
      incomplete: 1,
    },
    {
      status: 'no_public_schedule',
      countryCode: 'DE',
      packaging: 3,
      explanation: {
        en: 'No public schedule in Germany.',
        de: 'Kein öffentlicher Tarif.',
        fr: 'Aucun barème.',
      },
    },
    {
      status: 'estimated',
      countryCode: 'GB',
      scheme: { id: 'packuk', name: 'PackUK', url: 'https://gov.uk' },
      edition: edition('packuk-2025-base-fees'),
      current: true,
      currency: 'GBP',
      total: 20_000,
      packaging: 2,
      incomplete: 0,
    },
  ],
  mostCostly: [
    { packageId: 'p2', name: 'Tray', countryCode: 'BE', currency: 'EUR', total: 1000, incomplete: true },
    {
      packageId: 'p1',
      name: 'Large bottle',
      countryCode: 'GB',
      currency: 'GBP',
      total: 15_000,
      incomplete: false,
    },
  ],
};

const fees2026: PortfolioEpr = {
  ...fees2024,
  year: 2026,
  countries: [{ ...fees2024.countries[0]!, total: 99 } as PortfolioEpr['countries'][number]],
  mostCostly: [],
};

const render = (answers: Parameters<typeof fakeFetch>[0], locale: 'en' | 'de' = 'en') => {
  const api = fakeFetch({ 'GET /lookups': { status: 200, body: lookups }, ...answers });
  return renderInRouter(EprFeesSection, { fetch: api.fetch, locale }).then(() => api);
};

const card = () => screen.findByRole('region', { name: 'EPR fees' });

describe('the dashboard’s EPR fees', () => {
  it('show each country in its own currency, never summed, with "at least" where a component is unpriced', async () => {
    await render({ 'GET /portfolio/epr': { status: 200, body: fees2024 } });
    await screen.findByText('Belgium · Fost Plus');
    const perCountry = within(await screen.findByRole('list', { name: 'Fees per country in 2024' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(perCountry[0]).toContain('Belgium · Fost Plus');
    expect(perCountry[0]).toContain('at least €1,234.50');
    expect(perCountry[0]).toContain('2 packaging, 1 with a component we could not price');
    expect(perCountry[1]).toContain('Germany · 3 packaging');
    expect(perCountry[1]).toContain('No public schedule in Germany.');
    expect(perCountry[1]).not.toMatch(/[€£]/);
    expect(perCountry[2]).toContain('United Kingdom · PackUK');
    expect(perCountry[2]).toContain('£20,000.00');
    expect(perCountry[2]).not.toContain('at least');
    // No total across the currencies anywhere: €1,234.50 + £20,000 is no amount.
    expect(within(await card()).queryByText(/21,234\.50/)).toBeNull();
  });

  it('list the packaging that cost most, each linking to its editor', async () => {
    await render({ 'GET /portfolio/epr': { status: 200, body: fees2024 } });
    await screen.findByText('Belgium · Fost Plus');
    const costly = await screen.findByRole('list', { name: 'Packaging that cost most in 2024' });
    const entries = within(costly).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Tray · Belgiumat least €1,000.00',
      'Large bottle · United Kingdom£15,000.00',
    ]);
    expect(within(costly).getByRole('link', { name: 'Large bottle' })).toHaveAttribute(
      'href',
      '/packages/p1',
    );
  });

  it('read another year with units when it is picked', async () => {
    const base = fakeFetch({ 'GET /lookups': { status: 200, body: lookups } });
    const years: (string | null)[] = [];
    const fetchImpl: typeof fetch = async (url, init) => {
      const address = new URL(String(url));
      if (address.pathname !== '/portfolio/epr') return base.fetch(url, init);
      years.push(address.searchParams.get('year'));
      return jsonResponse(200, address.searchParams.get('year') === '2026' ? fees2026 : fees2024);
    };
    await renderInRouter(EprFeesSection, { fetch: fetchImpl });
    const year = await within(await card()).findByRole('combobox', { name: 'Fee year' });
    expect([...(year as HTMLSelectElement).options].map((option) => option.value)).toEqual(['2024', '2026']);
    expect(year).toHaveValue('2024');
    await userEvent.selectOptions(year, '2026');
    const list = await screen.findByRole('list', { name: 'Fees per country in 2026' });
    expect(within(list).getByText('at least €99.00')).toBeInTheDocument();
    // The current year first (the server's), then the year picked.
    expect(years).toEqual([null, '2026']);
  });

  it('in German: German words and amounts', async () => {
    await render({ 'GET /portfolio/epr': { status: 200, body: fees2024 } }, 'de');
    const list = await screen.findByRole('list', { name: 'Entgelte je Land 2024' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toMatch(/mindestens 1\.234,50\s€/);
  });

  it('say what to enter when no packaging has units placed', async () => {
    await render({
      'GET /portfolio/epr': { status: 200, body: { year: 2026, years: [], countries: [], mostCostly: [] } },
    });
    expect(
      await within(await card()).findByText(
        'Enter units placed on the market in a packaging to see its EPR fees.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
