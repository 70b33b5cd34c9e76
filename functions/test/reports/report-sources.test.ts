import { describe, expect, it } from 'vitest';
import { reportResult } from '../../src/services/imports-and-exports/report-data';

/**
 * A report's reader cannot open a file of ours: a finding the method itself makes (the stream, a
 * value not in a table) names the method, in the reader's language, and no file, even on a result
 * stored when the source was named after one (issue 36 §5).
 */
const stored = (sourceName: string) =>
  reportResult(
    (_kind, id) => id ?? '',
    'DE',
    {
      countryId: 'DE',
      grade: 'B',
      score: 80,
      stream: 'pet',
      methodology: 'ceflex',
      methodVersion: '2026.11.1',
      createdAt: '2026-11-20T10:00:00Z',
      componentNames: ['Flasche'],
      findings: [
        {
          componentIndex: 0,
          ruleId: 'stream.main-material',
          rating: 'info',
          messageKey: 'stream.main-heaviest',
          params: { component: 'Flasche', material: 'pet', stream: 'pet' },
          source: { id: 'recyclens', name: sourceName, version: '2026.11.1' },
        },
        {
          componentIndex: 0,
          ruleId: 'pet.color.clear',
          rating: 'green',
          messageKey: 'rule.green',
          params: {},
          source: {
            id: 'epbp',
            name: 'EPBP design guidelines for PET bottles',
            version: '2023',
            url: 'https://www.epbp.org/design-guidelines',
          },
        },
      ],
    },
    false,
  );

describe('the sources a report cites', () => {
  it('name the method, not a file, in the reader’s language', () => {
    for (const name of [
      'Recyclens assessment method (method-notes.md)',
      'Recyclens assessment method (docs/assessment.md)',
    ]) {
      const [method, rule] = stored(name).findings.map((finding) => finding.source);
      expect(method).toEqual({ name: 'Recyclens-Bewertungsmethode', version: '2026.11.1' });
      expect(rule).toMatchObject({
        name: 'EPBP design guidelines for PET bottles',
        url: 'https://www.epbp.org/design-guidelines',
      });
    }
  });
});
