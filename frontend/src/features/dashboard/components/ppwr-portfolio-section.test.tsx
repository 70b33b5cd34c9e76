import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../../test/render';
import { PpwrPortfolioFigures } from './ppwr-portfolio-section';

const gap = (ruleId: string, article: string, title: string, by2030: number) => ({
  ruleId,
  article,
  title,
  counts: { today: 0, by2030, by2038: by2030 },
});

describe('PPWR figures on the dashboard', () => {
  it('count the packaging meeting every requirement per horizon and name the most frequent gaps', async () => {
    await renderWith(
      <PpwrPortfolioFigures
        ppwr={{
          packages: 1200,
          meets: { today: 1100, by2030: 700, by2038: 300 },
          gaps: [
            gap('ppwr-7-recycled-content', 'Art. 7', 'Recycled content', 450),
            gap('ppwr-6-recyclability', 'Art. 6', 'Recyclability grade', 120),
          ],
          recycledContent: { years: [], categories: [], leftOut: [] },
        }}
      />,
    );
    const horizon = (name: string) => screen.getByText(name).closest('div');
    expect(horizon('Today')).toHaveTextContent('1,100 of 1,200');
    expect(horizon('By 2030')).toHaveTextContent('700 of 1,200');
    expect(horizon('By 2038')).toHaveTextContent('300 of 1,200');
    const gaps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(gaps.map((item) => item.textContent)).toEqual([
      'Art. 7 · Recycled content450 packaging',
      'Art. 6 · Recyclability grade120 packaging',
    ]);
  });
});
