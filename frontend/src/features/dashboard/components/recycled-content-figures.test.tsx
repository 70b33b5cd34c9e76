import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecycledContentPortfolio } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../../test/render';
import { RecycledContentFigures } from './recycled-content-figures';

const minimums = (by2030: number, by2040: number) => [
  { from: '2030-01-01', percent: by2030 },
  { from: '2040-01-01', percent: by2040 },
];

/** Two categories: bottles below their 2030 minimum in 2027, food trays at theirs; two left out. */
const figures: RecycledContentPortfolio = {
  years: [2027, 2028],
  categories: [
    {
      category: 'other_contact_sensitive',
      packages: 1,
      figureUnknown: 0,
      minimums: minimums(10, 25),
      years: [
        { year: 2027, packages: 1, withoutUnits: 0, plasticTonnes: 5, recycledTonnes: 0.5, percent: 10 },
      ],
    },
    {
      category: 'single_use_plastic_beverage_bottle',
      packages: 4,
      figureUnknown: 1,
      minimums: minimums(30, 65),
      years: [
        { year: 2027, packages: 2, withoutUnits: 1, plasticTonnes: 45, recycledTonnes: 12, percent: 26.667 },
        { year: 2028, packages: 1, withoutUnits: 2, plasticTonnes: 20, recycledTonnes: 4, percent: 20 },
      ],
    },
  ],
  leftOut: [
    { reason: 'medicinal_or_infant_food', packages: 1 },
    { reason: 'unclassified', packages: 2 },
  ],
};

const rows = (year: number) =>
  within(screen.getByRole('list', { name: `Recycled content per category in ${year}` })).getAllByRole(
    'listitem',
  );

describe('Art. 7 recycled content on the dashboard', () => {
  it('shows each category’s figure for the year beside its minimums, what it covers and what is left out; another year on request', async () => {
    await renderWith(<RecycledContentFigures figures={figures} thisYear={2027} />);
    const [trays, bottles] = rows(2027);
    expect(trays).toHaveTextContent('Contact-sensitive packaging of other plastics10%');
    expect(trays).toHaveTextContent('Minimum from 2030: 10% · 2040: 25% · meets the 2030 minimum');
    expect(trays).toHaveTextContent('5 t of plastic placed by 1 of 1 packaging');
    expect(bottles).toHaveTextContent('Single-use plastic beverage bottles26.7%');
    expect(bottles).toHaveTextContent('below the 2030 minimum');
    expect(bottles).toHaveTextContent(
      '45 t of plastic placed by 2 of 4 packaging; 1 without EU units for 2027; 1 without recycled content or plastic weight',
    );
    expect(screen.getByText(/average per manufacturing plant and year/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Left out: 1 exempt: medicinal products, medical devices or infant food; 2 category unknown: components or contact fields missing.',
      ),
    ).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Year placed on the market' }),
      '2028',
    );
    const [traysLater, bottlesLater] = rows(2028);
    expect(traysLater).toHaveTextContent('No EU units entered for 2028');
    expect(traysLater).not.toHaveTextContent('meets');
    expect(bottlesLater).toHaveTextContent('20%');
    expect(bottlesLater).toHaveTextContent(
      '20 t of plastic placed by 1 of 4 packaging; 2 without EU units for 2028',
    );
  });

  it('opens on the last year up to this one, and says what to do when no units or no category are there', async () => {
    const { unmount } = await renderWith(<RecycledContentFigures figures={figures} thisYear={2031} />);
    expect(screen.getByRole('combobox', { name: 'Year placed on the market' })).toHaveValue('2028');
    unmount();

    const withoutUnits = await renderWith(
      <RecycledContentFigures figures={{ ...figures, years: [], leftOut: [] }} thisYear={2027} />,
    );
    expect(screen.getByText(/Enter units placed on EU markets in a packaging/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Left out/)).not.toBeInTheDocument();
    withoutUnits.unmount();

    await renderWith(<RecycledContentFigures figures={{ years: [], categories: [], leftOut: [] }} />);
    expect(
      screen.getByText('No packaging that Art. 7’s recycled-content minimums apply to.'),
    ).toBeInTheDocument();
  });
});
