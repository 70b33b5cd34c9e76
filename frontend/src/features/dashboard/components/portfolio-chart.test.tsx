import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../../test/render';
import PortfolioChart from './portfolio-chart';

const grades = (a: number, b: number, c: number) => ({
  A: a,
  B: b,
  C: c,
  'not-recyclable': 0,
  'needs-testing': 0,
  'no-infrastructure': 0,
});
const names: Record<string, string> = { DE: 'Germany', GB: 'United Kingdom', US: 'United States' };

describe('Portfolio chart', () => {
  it('gives the PPWR 2030 and 2038 shares for EU member states only', async () => {
    await renderWith(
      <PortfolioChart
        summary={{
          packages: 10,
          categories: [],
          countries: [
            { countryId: 'DE', grades: grades(4, 2, 1), notAssessed: 3, outdated: 0 },
            { countryId: 'GB', grades: grades(5, 0, 0), notAssessed: 5, outdated: 0 },
            { countryId: 'US', grades: grades(2, 2, 2), notAssessed: 4, outdated: 0 },
          ],
          ppwr: {
            packages: 10,
            meets: { today: 0, by2030: 0, by2038: 0 },
            gaps: [],
            recycledContent: { years: [], categories: [], leftOut: [] },
          },
        }}
        countryName={(id) => names[id] ?? id}
        gradeName={(grade) => grade}
        ppwrCountry={(id) => id === 'DE'}
      />,
    );
    const table = screen.getByRole('table', { name: 'Packaging per grade and country' });
    const lastTwo = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .slice(-2)
        .map((cell) => cell.textContent);
    expect(lastTwo(/^Germany/)).toEqual(['70%', '60%']);
    // The other countries keep their grades, without a PPWR share.
    expect(lastTwo(/^United Kingdom/)).toEqual(['Not an EU member state', 'Not an EU member state']);
    expect(lastTwo(/^United States/)).toEqual(['Not an EU member state', 'Not an EU member state']);
    expect(
      within(within(table).getByRole('row', { name: /^United Kingdom/ })).getAllByRole('cell')[0],
    ).toHaveTextContent('5');
  });
});
