import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { editorAnswers } from '../fixtures/packaging';
import { renderEditor } from './editor-kit';

const outcome = (status: string, fields: Record<string, unknown> = {}) => ({
  status,
  appliesFrom: '2030-01-01',
  wouldBe: null,
  thresholds: [],
  values: [],
  missing: [],
  note: null,
  ...fields,
});

const conformity = {
  packageId: 'p1',
  packageVersion: 1,
  dates: { today: '2026-11-28', by2030: '2030-01-01', by2038: '2038-01-01' },
  ruleSet: { version: '2026.11.1', fingerprint: 'ab'.repeat(32) },
  rules: [
    {
      id: 'ppwr-5-5-pfas-food-contact',
      article: 'Art. 5(5)',
      title: 'PFAS in food contact packaging',
      appliesFrom: '2026-08-12',
      provisional: false,
      source: {
        name: 'Regulation (EU) 2025/40',
        edition: 'OJ L, 2025/40, 22.1.2025',
        url: 'https://eur-lex.europa.eu/eli/reg/2025/40/oj',
      },
      outcomes: { today: outcome('not_met'), by2030: outcome('not_met'), by2038: outcome('not_met') },
    },
    {
      id: 'ppwr-7-recycled-content',
      article: 'Art. 7(1)–(2)',
      title: 'Minimum recycled content in plastic packaging',
      appliesFrom: '2030-01-01',
      provisional: true,
      source: {
        name: 'Regulation (EU) 2025/40',
        edition: 'OJ L, 2025/40, 22.1.2025',
        url: 'https://eur-lex.europa.eu/eli/reg/2025/40/oj',
      },
      outcomes: {
        today: outcome('applies_from', { wouldBe: 'evidence_missing' }),
        by2030: outcome('evidence_missing', {
          missing: [
            {
              kind: 'evidence',
              field: null,
              evidenceKinds: ['supplier_declaration', 'certificate'],
              componentId: 'c1',
            },
          ],
        }),
        by2038: outcome('evidence_missing', {
          missing: [{ kind: 'data', field: 'recycledContentPercent', evidenceKinds: [], componentId: 'c1' }],
        }),
      },
    },
  ],
};

describe('PPWR conformity in the editor', () => {
  it('is asked for when opened and shows each requirement for today, 2030 and 2038 with what is missing', async () => {
    const { api } = await renderEditor(
      editorAnswers({ 'GET /packages/p1/conformity': { status: 200, body: conformity } }),
    );
    const section = await screen.findByRole('region', { name: 'PPWR conformity' });
    expect(api.sent.some((call) => call.path === '/packages/p1/conformity')).toBe(false);

    await userEvent.click(
      within(section).getByText('Check this packaging against the EU packaging regulation'),
    );
    const table = await within(section).findByRole('table', { name: 'PPWR requirements for this packaging' });
    const [pfas, recycled] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(pfas!).getByRole('rowheader')).toHaveTextContent('PFAS in food contact packagingArt. 5(5)');
    expect(
      within(pfas!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not met', 'Not met', 'Not met']);
    expect(within(recycled!).getByRole('rowheader')).toHaveTextContent('Art. 7(1)–(2) · provisional');
    expect(
      within(recycled!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Applies from Jan 1, 2030',
      'Evidence missingMissing: Supplier declaration',
      'Evidence missingMissing: Recycled content',
    ]);
    expect(within(section).getByText('Rule set 2026.11.1, fingerprint abababababab')).toBeInTheDocument();
  });
});
