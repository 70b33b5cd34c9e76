import { describe, expect, it } from 'vitest';
import { renderPackageReportPdf } from '../../src/reports/index';
import { pkg, tenant } from './fixtures';
import { pdfText } from './pdf-inspect';

const at = new Date('2026-11-22T04:05:00Z');

/** The units placed on the market in the PDF report (issue 35 §1), in the reader's numbers. */
describe('units placed in the PDF report', () => {
  const withUnits = () =>
    pkg({
      ppwr: {},
      unitsPlaced: [
        { countryCode: 'DE', year: 2026, units: 12_000 },
        { countryCode: 'FR', year: 2026, units: 5000 },
      ],
    });

  it('lists each country and year with its units', async () => {
    const text = await pdfText(
      await renderPackageReportPdf(withUnits(), tenant(), 'en', at, { compress: false }),
    );
    expect(text).toContain('Units placed on the market');
    expect(text).toContain('DE 2026: 12,000; FR 2026: 5,000');
  });

  it('in German', async () => {
    const text = await pdfText(
      await renderPackageReportPdf(withUnits(), tenant(), 'de', at, { compress: false }),
    );
    expect(text).toContain('Inverkehrgebrachte Stückzahlen');
    expect(text).toContain('DE 2026: 12.000; FR 2026: 5.000');
  });
});
