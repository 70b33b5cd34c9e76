import { screen } from '@testing-library/react';
import type { PackagingEprEstimate } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { lookupsJson } from '../../../../test/fixtures/packaging';
import { renderWith } from '../../../../test/render';
import { EprEstimateView } from './epr-estimate-view';

const words = (en: string) => ({ en, de: `${en} (de)`, fr: `${en} (fr)` });

/** Spain priced (one line, one unpriced component, 12,000 units) and Germany without a public schedule. */
const estimate: PackagingEprEstimate = {
  packageId: 'p1',
  version: 3,
  year: 2026,
  countries: [
    {
      status: 'no_public_schedule',
      countryCode: 'DE',
      year: 2026,
      units: 10_000,
      explanation: {
        en: 'Germany’s dual systems price privately: no public schedule.',
        de: 'Die dualen Systeme Deutschlands verhandeln ihre Preise privat: kein öffentlicher Tarif.',
        fr: 'Les systèmes duaux allemands fixent leurs prix en privé : aucun barème public.',
      },
    },
    {
      status: 'estimated',
      countryCode: 'FR',
      year: 2026,
      scheme: { id: 'citeo', name: 'CITEO', url: 'https://www.citeo.com' },
      edition: {
        id: 'citeo-2026',
        year: 2026,
        source: { title: 'Barème 2026', url: 'https://www.citeo.com/bareme-2026', readOn: '2026-11-28' },
        fingerprint: 'a'.repeat(64),
      },
      currency: 'EUR',
      lines: [
        {
          componentId: 'c1',
          componentName: 'Bottle body',
          materialId: 'pe-hd',
          weightG: 24.5,
          row: { id: 'pe-rigid', label: 'PE rigide', rate: 318.5, per: 'tonne' },
          mapping: words('material HDPE, rigid → PE rigide'),
          baseAmount: 0.0078,
          modulation: {
            kind: 'none',
            ruleId: 'none',
            rule: words('No modulation'),
            factor: null,
            adjustment: null,
          },
          amount: 0.0078,
        },
      ],
      unpriced: [
        {
          componentId: 'c2',
          componentName: 'Cap',
          materialId: null,
          weightG: 2,
          reason: 'no_material',
          explanation: words('No material entered.'),
        },
      ],
      feePerUnit: 0.0078,
      units: 12_000,
      total: 93.6,
      complete: false,
    },
  ],
};

const show = (locale: 'en' | 'de') =>
  renderWith(<EprEstimateView estimate={estimate} countries={lookupsJson.country} />, { locale });

describe('the EPR estimate of a packaging', () => {
  it('shows each line with its row, rate, rule and fee in the scheme’s currency', async () => {
    await show('en');
    const line = screen.getByRole('row', { name: /Bottle body/ });
    expect(line).toHaveTextContent('24.5 g');
    expect(line).toHaveTextContent('PE rigide');
    expect(line).toHaveTextContent('material HDPE, rigid → PE rigide');
    expect(line).toHaveTextContent('€318.50 per tonne');
    expect(line).toHaveTextContent('No modulation');
    expect(line).toHaveTextContent('€0.0078');
    expect(screen.getByRole('link', { name: 'Barème 2026' })).toHaveAttribute(
      'href',
      'https://www.citeo.com/bareme-2026',
    );
    expect(screen.getByText(/read on Nov 28, 2026/)).toBeVisible();
  });

  it('names what it could not price and calls the figures a lower bound, never zero', async () => {
    await show('en');
    expect(screen.getByText('Not priced: Cap. No material entered.')).toBeVisible();
    expect(
      screen.getByText('Fee per unit: at least €0.0078, as some components are not priced'),
    ).toBeVisible();
    expect(screen.getByText('12,000 units: at least €93.60 in the year')).toBeVisible();
  });

  it('says Germany has no public schedule and shows it no figure', async () => {
    await show('en');
    const germany = screen.getByRole('heading', { name: 'Germany' }).parentElement;
    expect(germany).toHaveTextContent('no public schedule');
    expect(germany?.textContent).not.toMatch(/€|\d/);
  });

  it('in German: German words and numbers', async () => {
    await show('de');
    expect(screen.getByRole('heading', { name: 'Deutschland' })).toBeVisible();
    expect(screen.getByRole('row', { name: /Bottle body/ })).toHaveTextContent('318,50 € pro Tonne');
    expect(screen.getByText('12.000 Stück: mindestens 93,60 € im Jahr')).toBeVisible();
  });
});
