import { screen } from '@testing-library/react';
import { packageResultSchema } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { resultJson } from '../../../../test/fixtures/packaging';
import { renderWith } from '../../../../test/render';
import { ResultsMatrix } from './results-matrix';

// 0.5 or 12.75 written the English way; a method version (2026.05.1) has three parts.
const englishDecimal = /(?<![\d.,])\d+\.\d+(?![\d.,])/g;

describe('the latest results in French', () => {
  it('writes the score and the main material share with a decimal comma', async () => {
    const result = packageResultSchema.parse(resultJson('r1', { score: 87.5, mainMaterialShare: 92.5 }));
    await renderWith(<ResultsMatrix results={[result]} countryName={() => 'Allemagne'} />, { locale: 'fr' });
    const row = screen.getByRole('row', { name: /^Allemagne/ });
    expect(row).toHaveTextContent('87,5');
    expect(row).toHaveTextContent(/92,5\s%/);
    expect(row.textContent?.match(englishDecimal) ?? []).toEqual([]);
  });
});
