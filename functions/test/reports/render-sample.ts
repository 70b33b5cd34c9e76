/**
 * Renders a sample report to /tmp/report-sample.pdf for a look by eye:
 * `npx tsx functions/test/reports/render-sample.ts [en|de|fr]`
 */
import { writeFile } from 'node:fs/promises';
import { renderPackageReportPdf } from '../../src/reports/index';
import type { ContentLanguage } from '@recyclens/shared';
import { component, finding, pkg, result, tenant, tinyPng } from './fixtures';

const language = (process.argv[2] ?? 'en') as ContentLanguage;
const sample = pkg({
  name: 'Still water bottle 0.5 l – PET with PP closure ≥ 95 % recycled',
  description:
    'Clear PET bottle for still water, 0.5 l, with a PP screw cap, an OPP wrap-around label and a hot-melt label adhesive. ' +
    'Used in the spring launch; the label supplier changes in Q3, the cap supplier stays.\nSecond paragraph: line breaks in descriptions are kept.',
  draft: true,
  components: [
    component(0, {
      name: 'Bottle body',
      type: 'Body',
      material: 'PET',
      color: 'Transparent',
      densityFrom: 1.38,
      densityTo: 1.4,
      weight: 21.5,
    }),
    component(1, {
      name: 'Screw cap',
      type: 'Closure',
      material: 'PP',
      color: 'Blue',
      densityFrom: 0.9,
      densityTo: 0.91,
      weight: 2.1,
    }),
    component(2, {
      name: 'Wrap-around label',
      type: 'Label',
      material: 'OPP',
      color: 'White',
      densityFrom: 0.9,
      densityTo: null,
      weight: 0.4,
      adhesive: 'Hot-melt (water-soluble at 80 °C)',
    }),
    component(3, { name: 'Tamper band', type: 'Closure', material: 'PP', weight: 0.3 }),
    component(4, {
      name: 'Valve liner',
      type: 'Liner',
      material: 'EVOH',
      color: 'Transparent',
      densityFrom: null,
      densityTo: null,
      weight: null,
    }),
  ],
  results: [
    result({
      country: 'Germany',
      grade: 'A',
      score: 100,
      stream: 'PET bottles and trays',
      findings: [
        finding({
          componentName: 'Bottle body',
          rating: 'green',
          message: 'PET body: compatible with the PET bottle stream.',
          ruleId: 'pet.material.pet',
        }),
        finding({
          componentName: 'Screw cap',
          rating: 'green',
          message: 'PP closure with density 0.9–0.91 g/cm³ floats off in the sink-float step.',
          ruleId: 'pet.closure.po',
        }),
        finding({
          componentName: null,
          rating: 'info',
          message: 'Main material share 88 %, which is ≥ 80 % → no extra red.',
          ruleId: 'pack.share',
          source: { name: 'Recyclens method', version: '1.0.0' },
        }),
      ],
    }),
    result({ country: 'United Kingdom', grade: 'C', score: 85, outdated: true }),
    result({ country: 'United States', grade: 'no-infrastructure', score: null, stream: null, findings: [] }),
    result({
      country: 'France',
      grade: 'needs-testing',
      score: null,
      methodology: 'pre',
      findings: [
        finding({
          rating: 'needs-testing',
          componentName: 'Valve liner',
          message: 'EVOH liner: combination not in the rule table, needs testing.',
        }),
      ],
    }),
  ],
});
const logo = { bytes: tinyPng(120, 40, [200, 40, 40, 200]), contentType: 'image/png' as const };
const pdf = await renderPackageReportPdf(
  sample,
  tenant({ logo }),
  language,
  new Date('2026-11-22T04:00:00Z'),
);
await writeFile('/tmp/report-sample.pdf', pdf);
console.log(`wrote /tmp/report-sample.pdf (${pdf.length} bytes)`);
