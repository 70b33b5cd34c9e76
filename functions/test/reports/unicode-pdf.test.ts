import { describe, expect, it } from 'vitest';
import { renderGuidelinePdf } from '../../src/guidelines/render-pdf';
import { renderPackageReportPdf } from '../../src/reports/index';
import { readPdf } from '../support/pdf-read';
import { component, finding, pkg, result, tenant } from './fixtures';

/**
 * Names in every script our users type (issue 20): read back from the PDF's text layer, as a
 * viewer's copy and a search index read it, they are exactly what was typed.
 */
const names = {
  polish: 'Zażółć gęślą jaźń',
  czech: 'Příliš žluťoučký kůň',
  hungarian: 'Árvíztűrő tükörfúrógép, ő ű',
  greek: 'Ελληνική συσκευασία',
  russian: 'Кириллица и упаковка',
  symbols: '€ „Lieferung“ “quoted” ≤ 5 % → ≥ 80 %',
};
const at = new Date('2026-11-22T04:05:00Z');

describe('PDFs in every script', () => {
  it('prints packaging, component, finding and company names as typed, with no question marks', async () => {
    const pdf = await renderPackageReportPdf(
      pkg({
        name: names.polish,
        description: `${names.czech}\n${names.symbols}`,
        components: [component(0, { name: names.hungarian }), component(1, { name: names.russian })],
        results: [result({ findings: [finding({ message: names.greek })] })],
      }),
      tenant({ name: `${names.greek} Ltd` }),
      'en',
      at,
    );
    const { text } = await readPdf(pdf);
    for (const typed of Object.values(names)) expect(text).toContain(typed);
    expect(text).toContain(`${names.greek} Ltd`);
    expect(text).not.toMatch(/\?/);
  });

  it('embeds only the glyphs used, keeping a report small', async () => {
    const pdf = await renderPackageReportPdf(pkg({ name: names.polish }), tenant(), 'en', at);
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('prints the guidelines’ French and German typography as written', async () => {
    const { text } = await readPdf(await renderGuidelinePdf('glass', 'fr'));
    expect(text).toContain('« infusibles »');
  });
});
