import { describe, expect, it } from 'vitest';
import { renderPackageReportPdf, renderPackagesPdf } from '../../src/reports/index';
import { component, finding, jpegHeaderOnly, pkg, result, tenant, tinyPng } from './fixtures';
import { countOf, pageCount, pdfText, textRuns } from './pdf-inspect';

const at = new Date('2026-11-22T04:05:00Z');
const plain = { compress: false };
const imageCount = (pdf: Buffer) => countOf(pdf.toString('latin1'), '/Subtype /Image');
// Footer baselines sit about 32 pt above the page foot; body text must stay above the 56 pt margin.
const footerLine = 45;
const bottomMargin = 56;

describe('renderPackageReportPdf', () => {
  it('writes a PDF with the packaging, its components and every result with its findings', async () => {
    const pdf = await renderPackageReportPdf(pkg(), tenant(), 'en', at, plain);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const text = await pdfText(pdf);
    for (const expected of [
      'Acme Packaging GmbH',
      'Recyclability report',
      'Water bottle 0.5 l',
      'PET bottle with PP cap and OPP label for still water.',
      'Beverages',
      'Spring launch',
      'Final',
      'Components (5)',
      'Component 4',
      'Density (g/cm³)',
      '0.9–0.92',
      '16.5',
      'Germany',
      'B',
      'Score: 90 / 100',
      'France',
      'Not recyclable',
      'Score: 0 / 100',
      'Outdated: the packaging was changed after this assessment.',
      'Dark colours without carbon black sort',
      'PVC labels are incompatible with PET recycling.',
      'Packaging as a whole',
      'Source: CEFLEX D4ACE 2025-07 (https://ceflex.eu)',
      'Rule: pe-film.color.dark',
      'CEFLEX D4ACE 1.0.0',
      'Assessed: 20 Nov 2026',
      'Recyclens',
      'Generated: 22 Nov 2026, 04:05 UTC',
      'Page 1 of',
    ])
      expect(text).toContain(expected);
    // Germany has no outdated result; only France's notice is printed.
    expect(countOf(text, 'Outdated:')).toBe(1);
  });

  it('boxes a notice under a result whose infrastructure fact is uncertain, in the reader’s language', async () => {
    const uncertain = result({
      country: 'Romania',
      grade: 'no-infrastructure',
      score: null,
      findings: [
        finding({
          componentName: null,
          rating: 'info',
          ruleId: 'infrastructure.uncertain',
          message:
            'Uncertain infrastructure fact for the PE film stream in Romania (2025): collection not established.',
          source: {
            name: 'Eco-Rom Ambalaje',
            version: 'web page, not dated',
            url: 'https://ecoromambalaje.ro',
          },
        }),
      ],
    });
    const english = await pdfText(
      await renderPackageReportPdf(pkg({ results: [result(), uncertain] }), tenant(), 'en', at, plain),
    );
    // Only Romania's result rests on an uncertain row.
    expect(countOf(english, 'Uncertain infrastructure: we could not establish')).toBe(1);
    expect(english).toContain('Source: Eco-Rom Ambalaje web page, not dated (https://ecoromambalaje.ro)');
    const german = await pdfText(
      await renderPackageReportPdf(pkg({ results: [uncertain] }), tenant(), 'de', at, plain),
    );
    expect(german).toContain('Unsichere Infrastruktur: Aus der Quelle');
  });

  it('answers the same bytes for the same input, dated by generatedAt', async () => {
    const first = await renderPackageReportPdf(
      pkg(),
      tenant({ logo: { bytes: tinyPng(), contentType: 'image/png' } }),
      'en',
      at,
    );
    const second = await renderPackageReportPdf(
      pkg(),
      tenant({ logo: { bytes: tinyPng(), contentType: 'image/png' } }),
      'en',
      at,
    );
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20261122040500Z)');
  });

  it('says "not assessed yet" when there are no results', async () => {
    const pdf = await renderPackageReportPdf(pkg({ results: [] }), tenant(), 'en', at, plain);
    const text = await pdfText(pdf);
    expect(text).toContain('Not assessed yet');
    expect(text).not.toContain('Score:');
  });

  it('goes without an image when the tenant has no logo or an unreadable one', async () => {
    expect(imageCount(await renderPackageReportPdf(pkg(), tenant(), 'en', at, plain))).toBe(0);
    const truncated = tinyPng().subarray(0, 40);
    const corruptData = Buffer.from(tinyPng());
    corruptData.fill(0x41, 41, 60); // inside the IDAT's deflate stream
    const jpegWithoutFrame = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xd9]);
    for (const bytes of [truncated, corruptData, Buffer.from('not an image at all'), jpegWithoutFrame]) {
      const pdf = await renderPackageReportPdf(
        pkg(),
        tenant({ logo: { bytes, contentType: 'image/png' } }),
        'en',
        at,
        plain,
      );
      expect(imageCount(pdf)).toBe(0);
      expect(await pdfText(pdf)).toContain('Water bottle 0.5 l');
    }
  });

  it('embeds a PNG logo (with transparency) once, however many reports share it', async () => {
    const logo = { bytes: tinyPng(30, 10, [200, 30, 30, 128]), contentType: 'image/png' as const };
    const one = await renderPackageReportPdf(pkg(), tenant({ logo }), 'en', at, plain);
    // The image and its soft mask (the alpha channel).
    expect(imageCount(one)).toBe(2);
    const many = await renderPackagesPdf([pkg(), pkg(), pkg()], tenant({ logo }), 'en', at, plain);
    expect(imageCount(many)).toBe(2);
    expect(countOf(many.toString('latin1'), '/I1 Do')).toBe(3);
  });

  it('embeds a JPEG logo as it is', async () => {
    const logo = { bytes: jpegHeaderOnly(), contentType: 'image/jpeg' as const };
    const pdf = await renderPackageReportPdf(pkg(), tenant({ logo }), 'en', at, plain);
    expect(imageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/Filter /DCTDecode');
  });

  it('breaks a long components table across pages with a repeated header and never cuts a row', async () => {
    const components = Array.from({ length: 90 }, (_, index) =>
      component(index, {
        name:
          index % 9 === 0
            ? `Part ${index} with a long name that wraps over a few lines in its column`
            : `Part ${index}`,
      }),
    );
    const pdf = await renderPackageReportPdf(pkg({ components }), tenant(), 'en', at, plain);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const runs = await textRuns(pdf);
    const text = runs.map((run) => run.text).join('\n');
    expect(countOf(text, 'Name (continued)')).toBeGreaterThanOrEqual(pages - 2);
    for (let index = 0; index < 90; index++) expect(text).toMatch(new RegExp(`^Part ${index}\\b`, 'm'));
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // Nothing but the three footer items below the bottom margin, on every page.
    for (let page = 1; page <= pages; page++) {
      const low = runs.filter((run) => run.page === page && run.y < bottomMargin);
      expect(low.map((run) => run.text)).toEqual([
        'Recyclens',
        'Generated: 22 Nov 2026, 04:05 UTC',
        `Page ${page} of ${pages}`,
      ]);
      expect(low.every((run) => run.y < footerLine)).toBe(true);
    }
    // The running header names the packaging on continuation pages.
    expect(runs.filter((run) => run.page === 2 && run.text === 'Water bottle 0.5 l')).toHaveLength(1);
  });

  it('lists the layers under their component with role, material, grams and share, in the reader’s language', async () => {
    const pouch = component(0, {
      name: 'Sachet café',
      weight: 6,
      layers: [
        { role: 'Encre', material: 'Encre NC', weight: 0.1, blend: [] },
        { role: 'Film', material: 'PE-MDO', weight: 2.9, blend: [] },
        { role: 'Film', material: 'PEBDL', weight: 3, blend: [{ material: 'PEBD / PEBDL', share: 30 }] },
      ],
    });
    const pdf = await renderPackageReportPdf(
      pkg({ components: [pouch, component(1)] }),
      tenant(),
      'fr',
      at,
      plain,
    );
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      'Couche 1 : Encre, Encre NC, 0,1 g (1,7 %)',
      'Couche 2 : Film, PE-MDO, 2,9 g (48,3 %)',
      'Couche 3 : Film, PEBDL, 3 g (50 %) · mélange : 30 % PEBD / PEBDL',
    ])
      expect(text).toContain(expected);
    expect(countOf(text, 'Couche ')).toBe(3);
  });

  it('keeps a component and its layers on one page, and the footer clear, across many layered components', async () => {
    const layers = Array.from({ length: 12 }, (_, index) => ({
      role: 'Film',
      material: `Film material ${String.fromCharCode(65 + index)}`,
      weight: 1,
      blend: [],
    }));
    const components = Array.from({ length: 20 }, (_, index) =>
      component(index, { name: `Part ${index}`, layers }),
    );
    const pdf = await renderPackageReportPdf(pkg({ components }), tenant(), 'en', at, plain);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const runs = await textRuns(pdf);
    for (let page = 1; page <= pages; page++) {
      const low = runs.filter((run) => run.page === page && run.y < bottomMargin);
      expect(low.map((run) => run.text)).toHaveLength(3);
    }
    // Each component's twelfth layer is on the page of the component's name.
    for (let index = 0; index < 20; index++) {
      const name = runs.find((run) => run.text === `Part ${index}`);
      const last = runs.filter((run) => run.text.startsWith('Layer 12: Film')).at(index);
      expect(last?.page, `Part ${index}`).toBe(name?.page);
    }
  });

  it('lets a very long description flow onto the next page under the running header', async () => {
    const description = Array.from(
      { length: 120 },
      (_, line) => `Line ${line} of a very long description.`,
    ).join('\n');
    const pdf = await renderPackageReportPdf(pkg({ description }), tenant(), 'en', at, plain);
    const runs = await textRuns(pdf);
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(3);
    expect(runs.find((run) => run.text === 'Line 119 of a very long description.')?.page).toBeGreaterThan(1);
    expect(runs.filter((run) => run.y < bottomMargin).every((run) => run.y < footerLine)).toBe(true);
  });

  it('prints every label in German and French', async () => {
    const de = await pdfText(await renderPackageReportPdf(pkg({ draft: true }), tenant(), 'de', at, plain));
    for (const expected of [
      'Recyclingfähigkeitsbericht',
      'Komponenten (5)',
      'Entwurf',
      'Nicht recyclingfähig',
      'Gewicht (g)',
      '0,9–0,92',
      'Seite 1 von',
      'Erstellt am 22. Nov. 2026',
    ])
      expect(de).toContain(expected);
    const fr = await pdfText(await renderPackageReportPdf(pkg({ results: [] }), tenant(), 'fr', at, plain));
    for (const expected of [
      'Rapport de recyclabilité',
      'Composants (5)',
      'Pas encore évalué',
      'Page 1 sur 1',
      'Généré le 22 nov. 2026',
    ])
      expect(fr).toContain(expected);
  });

  it('prints symbols and accents as typed, and drops only what no font draws', async () => {
    const pdf = await renderPackageReportPdf(
      pkg({
        name: 'Share ≥ 80 % → green',
        results: [result({ findings: [finding({ message: 'EVOH ≤ 10 %, density 0.9−0.95' })] })],
      }),
      tenant({ name: 'Ünïcödé\u200b Ltd' }),
      'en',
      at,
      plain,
    );
    const text = (await textRuns(pdf)).map((run) => run.text).join('\n');
    expect(text).toContain('Share ≥ 80 % → green');
    expect(text).toContain('EVOH ≤ 10 %, density 0.9−0.95');
    expect(text).toContain('Ünïcödé Ltd');
  });

  it('falls back to the Recyclens colours for colours that are not hex', async () => {
    const pdf = await renderPackageReportPdf(
      pkg(),
      tenant({ primaryColor: 'red', secondaryColor: '' }),
      'en',
      at,
      plain,
    );
    // #1f6f4a, the fallback primary, as pdfkit writes it (0-1 RGB).
    expect(pdf.toString('latin1')).toContain(`${0x1f / 255} ${0x6f / 255} ${0x4a / 255} scn`);
  });
});

describe('renderPackagesPdf', () => {
  it('starts each package on a new page and numbers each report on its own', async () => {
    const items = [pkg({ name: 'First' }), pkg({ name: 'Second', results: [] }), pkg({ name: 'Third' })];
    const three = await renderPackagesPdf(items, tenant(), 'en', at, plain);
    const alone = await Promise.all(
      items.map((item) => renderPackageReportPdf(item, tenant(), 'en', at, plain)),
    );
    expect(pageCount(three)).toBe(alone.reduce((sum, pdf) => sum + pageCount(pdf), 0));
    expect(pageCount(three)).toBeGreaterThan(pageCount(alone[0] ?? Buffer.alloc(0)));
    const runs = await textRuns(three);
    const titlePages = ['First', 'Second', 'Third'].map(
      (name) => runs.find((run) => run.text === name)?.page ?? 0,
    );
    expect(titlePages[0]).toBe(1);
    expect(titlePages[1]).toBeGreaterThan(titlePages[0] ?? 0);
    expect(titlePages[2]).toBeGreaterThan(titlePages[1] ?? 0);
    // Every report restarts at page 1; the outline lists each report.
    expect(countOf(await pdfText(three), 'Page 1 of')).toBe(3);
    expect(countOf(three.toString('latin1'), '/Title (First)')).toBe(1);
  });

  it('reports progress after each package', async () => {
    const progress: string[] = [];
    await renderPackagesPdf([pkg(), pkg(), pkg()], tenant(), 'en', at, {
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
  });

  it('answers a valid one-page PDF for an empty selection', async () => {
    const pdf = await renderPackagesPdf([], tenant(), 'en', at, plain);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
  });

  it('renders 200 packages, one report after the other', async () => {
    const pkgs = Array.from({ length: 200 }, (_, index) =>
      pkg({ id: `pkg-${index}`, name: `Packaging ${index}` }),
    );
    const started = performance.now();
    const pdf = await renderPackagesPdf(
      pkgs,
      tenant({ logo: { bytes: tinyPng(), contentType: 'image/png' } }),
      'en',
      at,
    );
    const seconds = (performance.now() - started) / 1000;
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(200);
    // 1-3 s measured (bench-packages-pdf.ts); the loose bound only catches an accidental quadratic.
    expect(seconds).toBeLessThan(20);
  });
});
