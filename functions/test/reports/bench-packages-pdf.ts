/**
 * Times "Export all reports" for 200 packages (5 components, 2 countries each) and the XLSX
 * summary of the same: `npx tsx functions/test/reports/bench-packages-pdf.ts [count]`
 */
import { renderPackagesPdf, renderSummaryXlsx } from '../../src/reports/index';
import { pkg, tenant, tinyPng } from './fixtures';

const count = Number(process.argv[2] ?? 200);
const pkgs = Array.from({ length: count }, (_, index) =>
  pkg({ id: `pkg-${index}`, name: `Packaging ${index}` }),
);
const branded = tenant({ logo: { bytes: tinyPng(240, 80, [30, 90, 160, 200]), contentType: 'image/png' } });
const at = new Date('2026-11-22T04:00:00Z');

// One warm-up, as a Lambda container would have loaded the font metrics before the second export.
await renderPackagesPdf(pkgs.slice(0, 1), branded, 'en', at);

for (const round of [1, 2, 3]) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const pdf = await renderPackagesPdf(pkgs, branded, 'en', at);
  const pdfMs = performance.now() - started;
  // CPU time as well: on a busy machine the wall time says more about the neighbours.
  const used = process.cpuUsage(cpu);
  const pdfCpuMs = (used.user + used.system) / 1000;
  const xlsxStarted = performance.now();
  const xlsx = await renderSummaryXlsx(pkgs, branded, 'en', at);
  const xlsxMs = performance.now() - xlsxStarted;
  const pages = (pdf.toString('latin1').match(/\/Type \/Page(?!s)/g) ?? []).length;
  console.log(
    `round ${round}: PDF ${count} packages, ${pages} pages, ${(pdf.length / 1024).toFixed(0)} KiB in ${pdfMs.toFixed(0)} ms (CPU ${pdfCpuMs.toFixed(0)} ms); ` +
      `XLSX ${(xlsx.length / 1024).toFixed(0)} KiB in ${xlsxMs.toFixed(0)} ms; heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
}
