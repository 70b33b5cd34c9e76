import { parseArgs } from 'node:util';
import { getFreePort } from '../local-services';
import { startBenchStack } from './bench-stack';
import { benchPdfExport } from './exports';
import { dynamoDbRecorder, replayer } from './dynamodb-floor';
import { desktopSection, mobileSection, runLighthouse, webOriginOf } from './lighthouse-run';
import { loadSection, runLoad, servedLog } from './load';
import { writeQualitySection } from './quality-doc';
import { withLoadAverage } from './stats';
import { firstLoadJsOverCap, type FirstLoadFigure } from './web-budget';

/**
 * `npm run bench`: every performance figure of the quality-gates issue from one run, written to
 * docs/quality.md beside its target: API load, import and export, Lighthouse on the production
 * build (which talks to the same local API and tenant). `npm run bench -- --only web` (or `load`,
 * `import-export`, `web-desktop`, `web-mobile`; repeatable) measures and rewrites only those
 * sections; the company of 5,000 packages is made either way, since every section reads it.
 */
const sections = ['import-export', 'load', 'web-desktop', 'web-mobile'] as const;
type Section = (typeof sections)[number];
const { values: args } = parseArgs({
  options: { only: { type: 'string', multiple: true }, page: { type: 'string', multiple: true } },
});
// `--page /dashboard` (repeatable; a path's start, so `--page /packages/0` picks the sample
// packaging) measures only those pages, for trying a change; the section then holds only them.
const pages = (all: readonly string[]) =>
  args.page ? all.filter((path) => args.page?.some((page) => path.startsWith(page))) : all;
const chosen = new Set<string>(
  (args.only ?? [...sections]).flatMap((name) => (name === 'web' ? ['web-desktop', 'web-mobile'] : [name])),
);
const unknown = [...chosen].filter((name) => !sections.includes(name as Section));
if (unknown.length > 0)
  throw new Error(`Unknown section ${unknown.join(', ')}: choose from web, ${sections.join(', ')}`);
const runs = (section: Section) => chosen.has(section);

const webPort = await getFreePort();
const webOrigin = webOriginOf(webPort);
const served = servedLog();
const stack = await startBenchStack({ allowedOrigins: [webOrigin], onServed: served.record });
try {
  console.log('Importing 5,000 packages in 200 projects…');
  const company = await stack.company('quality', 5000, 200, webOrigin);

  if (runs('import-export')) {
    console.log('Exporting 200 packages as PDF…');
    const pdf = await benchPdfExport(stack.gatewayUrl, company, 200);
    await writeQualitySection(
      'import-export',
      `## Import and export

| What | Figure | Target |
|---|---|---|
| Import of 5,000 rows (10,000 components, 200 projects, ${company.import.fileKb.toFixed(0)} KB XLSX) | ${(company.import.ms / 1000).toFixed(1)} s, +${company.import.peakExtraMb.toFixed(0)} MB peak RSS | ≤ 20 s ${company.import.ms <= 20_000 ? '✅' : '❌'}, ≤ 512 MB ${company.import.peakExtraMb <= 512 ? '✅' : '❌'} |
| PDF export of ${pdf.packages} packages (job created → file ready, through the API) | ${(pdf.ms / 1000).toFixed(1)} s, ${pdf.mb.toFixed(2)} MB | within the 15-minute job limit ✅ |
`,
    );
  }

  if (runs('load')) {
    console.log('API load…');
    const { documentClient } = await import('@recyclens/functions/data/aws/clients');
    const recorder = dynamoDbRecorder(documentClient);
    const bare = replayer(stack.dynamoDbEndpoint);
    try {
      await writeQualitySection(
        'load',
        loadSection(
          await runLoad(stack.gatewayUrl, company, served, { record: recorder.record, replay: bare.replay }),
        ),
      );
    } finally {
      bare.close();
    }
  }

  console.log('Lighthouse on the production build…');
  const lighthouse = {
    apiUrl: stack.gatewayUrl,
    webPort,
    token: company.token,
    companyId: company.companyId,
  };
  // Every page's first-load JS, desktop and mobile: the run fails when the login page is over its cap.
  const firstLoads: FirstLoadFigure[] = [];
  if (runs('web-desktop')) {
    const desktop = await runLighthouse({
      ...lighthouse,
      preset: 'desktop',
      paths: pages(['/login', '/dashboard', '/packages/overview']),
    });
    firstLoads.push(...desktop);
    await writeQualitySection('web', desktopSection(desktop));
  }
  const packages = await fetch(`${stack.gatewayUrl}/packages?limit=1`, {
    headers: { authorization: `Bearer ${company.token}`, origin: webOrigin },
  });
  const [sample] = ((await packages.json()) as { items: { id: string }[] }).items;
  if (runs('web-mobile')) {
    const mobile = await withLoadAverage(() =>
      runLighthouse({
        ...lighthouse,
        preset: 'mobile',
        paths: pages([
          '/login',
          '/signUp',
          '/dashboard',
          '/packages/overview',
          ...(sample ? [`/packages/${sample.id}`] : []),
          '/guidelines',
          '/user/profile',
          '/user/management',
        ]),
      }),
    );
    firstLoads.push(...mobile.result);
    await writeQualitySection('web-mobile', mobileSection(mobile.result, mobile.loadAverage));
  }
  console.log('Written to docs/quality.md');
  const overCap = firstLoadJsOverCap(firstLoads);
  for (const line of overCap) console.error(line);
  if (overCap.length > 0) process.exitCode = 1;
} finally {
  await stack.stop();
}
