import { describe, expect, it } from 'vitest';
import { findGuideline, guidelines } from '../../src/guidelines/catalog';
import { formatGuidelineDate } from '../../src/guidelines/labels';
import { renderGuidelinePdf } from '../../src/guidelines/render-pdf';
import { contentLanguages } from '@recyclens/shared';
import { normaliseSpaces, pdfInfoTitle, pdfLines, pdfPageCount, pdfText } from './pdf-text';

const cases = guidelines.flatMap((entry) =>
  contentLanguages.map((language) => [entry.id, language] as const),
);

describe('renderGuidelinePdf', () => {
  it.each(cases)(
    'renders %s (%s) as a 1-2 page PDF with its title, footer and sources',
    async (id, language) => {
      const { entry, content } = findGuideline(id);
      const text = content.text[language];
      const pdf = await renderGuidelinePdf(id, language, { compress: false });

      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(pdf.length).toBeGreaterThan(5_000);
      expect(pdf.length).toBeLessThan(300_000);
      const pages = pdfPageCount(pdf);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
      expect(await pdfInfoTitle(pdf)).toBe(text.title);

      // The title is a line of its own in the heading band, not just words found in the body.
      expect((await pdfLines(pdf)).map(normaliseSpaces)).toContain(normaliseSpaces(text.title));
      const body = await pdfText(pdf);
      expect(body).toContain(normaliseSpaces(text.sections[0]?.heading ?? '<missing>'));
      expect(body).toContain(normaliseSpaces(text.checklist.at(-1) ?? '<missing>'));
      expect(body).toContain(entry.version);
      expect(body).toContain(normaliseSpaces(formatGuidelineDate(entry.updatedAt, language)));
      for (const source of content.sources) expect(body).toContain(source.short);
      // One footer and one page number per page.
      const footer = {
        en: 'Recyclens eco-design guideline',
        de: 'Recyclens Eco-Design-Leitfaden',
        fr: 'Guide d’éco-conception Recyclens',
      }[language];
      expect(body.split(footer).length - 1).toBe(pages);
      expect(body).toContain(
        {
          en: `Page ${pages} of ${pages}`,
          de: `Seite ${pages} von ${pages}`,
          fr: `Page ${pages} sur ${pages}`,
        }[language],
      );
    },
  );

  it('keeps German and French characters intact', async () => {
    const de = await pdfText(await renderGuidelinePdf('paper-and-cardboard', 'de', { compress: false }));
    expect(de).toContain('Faltschachteln, Tüten');
    expect(de).toContain('gehört');
    expect(de).toContain('Aluminiumschichten');
    const fr = await pdfText(await renderGuidelinePdf('glass', 'fr', { compress: false }));
    expect(fr).toContain('Le verre d’emballage peut être refondu');
    expect(fr).toContain('« infusibles »');
    expect(fr).toContain('à faire');
    const steelDe = await pdfText(await renderGuidelinePdf('steel', 'de', { compress: false }));
    expect(steelDe).toContain('Innen- und Außenlacke');
  });

  it('is deterministic and stamps the guideline date, not the render time', async () => {
    const first = await renderGuidelinePdf('glass', 'en');
    const second = await renderGuidelinePdf('glass', 'en');
    expect(first.equals(second)).toBe(true);
    const source = first.toString('latin1');
    const dateRef = /\/CreationDate (\d+) 0 R/.exec(source)?.[1];
    expect(source).toContain(`\n${dateRef} 0 obj\n(D:20261122000000Z)`);
  });

  it('paints the heading band in the primary colour, falling back on bad input', async () => {
    const band = (pdf: Buffer) =>
      /0 0 595\.28 96 re\s*\/DeviceRGB cs\s*([\d.]+ [\d.]+ [\d.]+) scn/.exec(pdf.toString('latin1'))?.[1];
    expect(band(await renderGuidelinePdf('steel', 'en', { compress: false }))).toBe(
      '0.0784313725490196 0.3254901960784314 0.17647058823529413',
    );
    expect(band(await renderGuidelinePdf('steel', 'en', { compress: false, primaryColor: '#f00' }))).toBe(
      '1 0 0',
    );
    expect(
      band(await renderGuidelinePdf('steel', 'en', { compress: false, primaryColor: 'red; evil' })),
    ).toBe('0.0784313725490196 0.3254901960784314 0.17647058823529413');
  });

  it('compresses by default', async () => {
    const compressed = await renderGuidelinePdf('aluminium', 'fr');
    const plain = await renderGuidelinePdf('aluminium', 'fr', { compress: false });
    expect(compressed.toString('latin1')).toContain('/FlateDecode');
    expect(compressed.length).toBeLessThan(plain.length);
  });
});
