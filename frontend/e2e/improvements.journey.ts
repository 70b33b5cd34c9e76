import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runTag, withAdminSession } from './support/admin-session';
import { componentBody } from './support/components';
import { inspectScreen } from './support/page-tools';
import { api, WEB_URL } from './support/stack';

interface PackageItem {
  id: string;
  name: string;
  version: number;
  draft: boolean;
  packageComponents: { name: string; materialId: string | null }[];
}
interface ResultItem {
  grade: string;
  methodology: string;
}

let page: Page;
let token: string;
const problems: string[] = [];
const tag = runTag();

const check = async (name: string) => {
  problems.push(...(await inspectScreen(page, name)));
};

/** Only Germany ticked, then the assessment run and its row in the matrix awaited. */
const assessForGermany = async () => {
  const assessment = page.getByRole('region', { name: 'Assessment', exact: true });
  for (const country of ['Germany', 'Austria', 'France', 'United Kingdom', 'United States'])
    await assessment.getByRole('checkbox', { name: country }).setChecked(country === 'Germany');
  await assessment.getByRole('button', { name: 'Run assessment' }).click();
  const matrix = assessment.getByRole('table', { name: 'Latest result per country' });
  await matrix.waitFor({ timeout: 30_000 });
  return matrix.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Germany' }) });
};

withAdminSession((session) => ({ page, token } = session));

describe('Improvement proposals and methodologies side by side in Chromium', () => {
  it('a pouch below A → a proposal with its grade → applied to a copy that reaches it, the original unchanged → CEFLEX and PRE side by side', async () => {
    // A PE pouch with a metallised layer and a PET zipper: PET spoils PE film recycling.
    const original = await api<PackageItem>('POST', '/packages', token, {
      name: `Snack pouch ${tag}`,
      draft: false,
      components: [
        componentBody('Pouch film', 'body', 'flexible-plastic', 'ldpe', 'clear', [0.91, 0.93], 9),
        componentBody(
          'Metallised layer',
          'coating',
          'flexible-plastic',
          'metallisation',
          'metallic',
          [1.0, 1.2],
          0.1,
        ),
        componentBody('Zipper', 'closure', 'flexible-plastic', 'pet', 'natural', [1.33, 1.4], 0.8),
      ],
    });

    await page.goto(`${WEB_URL}/packages/${original.id}`);
    await page.getByRole('heading', { level: 1, name: original.name }).waitFor();
    const before = await assessForGermany();
    await expect.poll(() => before.textContent()).toMatch(/Not recyclable/);

    const better = page.getByRole('region', { name: 'What would make it better' });
    const proposals = better.getByRole('list', { name: 'Proposals for Germany, CEFLEX D4ACE' });
    await proposals.waitFor({ timeout: 30_000 });
    const first = proposals.getByRole('listitem').first();
    await first.getByText('Replace PET by PP in “Zipper”').waitFor();
    expect(await first.textContent()).toMatch(/Not recyclable→reaches.*Grade A.*Score 100/);
    await better.scrollIntoViewIfNeeded();
    await check('improvement-proposals');

    await first.getByRole('button', { name: 'Apply to a copy' }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/packages/') && !url.pathname.endsWith(original.id),
    );
    const copyId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { level: 1, name: `Snack pouch ${tag} (improved)` }).waitFor();
    const copy = await api<PackageItem>('GET', `/packages/${copyId}`, token);
    expect(copy.draft).toBe(true);
    expect(copy.packageComponents.map((component) => component.materialId)).toEqual([
      'ldpe',
      'metallisation',
      'pp',
    ]);

    // The copy opens assessed for the original's country and methodology: the promised grade, no run needed.
    const latest = page
      .getByRole('region', { name: 'Assessment', exact: true })
      .getByRole('table', { name: 'Latest result per country' });
    const after = latest.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Germany' }) });
    await expect.poll(() => after.textContent(), { timeout: 30_000 }).toMatch(/Grade A.*CEFLEX D4ACE/);
    await page
      .getByRole('region', { name: 'What would make it better' })
      .getByText('Every latest result is grade A: there is nothing to improve.')
      .waitFor();

    // The original: the same packaging and the one result it had.
    const unchanged = await api<PackageItem>('GET', `/packages/${original.id}`, token);
    expect(unchanged.version).toBe(original.version);
    expect(unchanged.packageComponents.map((component) => component.materialId)).toEqual([
      'ldpe',
      'metallisation',
      'pet',
    ]);
    const history = await api<{ items: ResultItem[] }>('GET', `/packages/${original.id}/results`, token);
    expect(history.items.map((result) => result.grade)).toEqual(['not-recyclable']);

    // Side by side: PRE rates the metallisation of limited compatibility, CEFLEX does not.
    const comparison = page.getByRole('region', { name: 'Methodologies side by side' });
    await comparison.scrollIntoViewIfNeeded();
    const pre = comparison.getByRole('region', { name: 'Plastics Recyclers Europe' });
    await pre.getByText('Not assessed with this methodology for Germany yet.').waitFor();
    await pre.getByRole('button', { name: 'Assess with Plastics Recyclers Europe' }).click();
    await pre.getByText('Grade B').waitFor({ timeout: 30_000 });
    await comparison.getByRole('region', { name: 'CEFLEX D4ACE' }).getByText('Grade A').waitFor();
    // A comparison run stays beside the latest results until the user uses it.
    await pre.getByRole('button', { name: 'Use these results' }).waitFor();
    expect(await latest.getByRole('row').count()).toBe(2);
    expect(await after.textContent()).toMatch(/Grade A.*CEFLEX D4ACE/);
    // The metallisation, and the yellow cap on the score that only PRE's yellow brings.
    await comparison.getByText('The two methodologies disagree on 2 findings, highlighted below.').waitFor();
    const table = comparison.getByRole('table', { name: 'Findings of both methodologies for Germany' });
    const differing = table.getByRole('row').filter({ hasText: 'Methodologies differ' });
    await expect.poll(() => differing.filter({ hasText: 'Metallised layer' }).count()).toBe(1);
    expect(await comparison.getByText(/Method version \d{4}\.\d+\.\d+/).count()).toBe(2);
    await check('methodologies-side-by-side');

    expect(problems).toEqual([]);
  }, 180_000);
});
