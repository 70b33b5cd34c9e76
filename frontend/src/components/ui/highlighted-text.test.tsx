import { render } from '@testing-library/react';
import { searchWords } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text';

const marked = (text: string, query: string) => {
  const { container } = render(<HighlightedText text={text} words={searchWords(query)} />);
  return {
    text: container.textContent,
    marks: [...container.querySelectorAll('mark')].map((m) => m.textContent),
  };
};

describe('HighlightedText', () => {
  it('marks every word of the search as typed, whatever its case or accents', () => {
    expect(marked('Crème brûlée jar', 'BRULEE creme')).toEqual({
      text: 'Crème brûlée jar',
      marks: ['Crème', 'brûlée'],
    });
    expect(marked('Große Straße', 'strasse')).toEqual({ text: 'Große Straße', marks: ['Straße'] });
  });

  it('leaves the text as it is without a search or a match', () => {
    expect(marked('PET bottle', '')).toEqual({ text: 'PET bottle', marks: [] });
    expect(marked('PET bottle', 'tray')).toEqual({ text: 'PET bottle', marks: [] });
  });
});
