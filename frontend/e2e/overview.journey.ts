import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runTag, withAdminSession } from './support/admin-session';
import { shoot } from './support/page-tools';
import { api, WEB_URL } from './support/stack';

/**
 * The overview on a phone (issue 36 §1): a list of yoghurt cups can be told apart at 390 px, each
 * name whole, the draft badge beside it and not over it, nothing wider than the screen.
 */
let page: Page;
let token: string;
const tag = runTag();

withAdminSession((session) => ({ page, token } = session));

describe('The overview at 390 px', () => {
  it('shows every name whole, the draft badge beside it, and does not scroll sideways', async () => {
    const names = [
      `Yoghurt cup strawberry 150 g with printed aluminium lid ${tag}`,
      `Yoghurt cup strawberry 500 g with printed aluminium lid ${tag}`,
    ];
    for (const name of names) await api('POST', '/packages', token, { name, draft: true, components: [] });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${WEB_URL}/packages/overview?q=${tag}`);
    for (const name of names) await page.getByRole('link', { name, exact: true }).waitFor();

    const layout = await page.evaluate((wanted) => {
      const links = [...document.querySelectorAll('[role=listitem] a')].filter((link) =>
        wanted.includes(link.textContent ?? ''),
      );
      return {
        pageWidth: document.documentElement.scrollWidth,
        rows: links.map((link) => {
          const row = link.closest('[role=listitem]')!;
          const badge = [...row.querySelectorAll('span')].find((span) => span.textContent === 'Draft');
          const name = link.getBoundingClientRect();
          const mark = badge?.getBoundingClientRect();
          const overlaps =
            mark !== undefined &&
            mark.left < name.right &&
            name.left < mark.right &&
            mark.top < name.bottom &&
            name.top < mark.bottom;
          const rowBox = row.getBoundingClientRect();
          return {
            // Cut text scrolls inside its box; a whole name fits it and the row holds it.
            cut: link.scrollWidth > link.clientWidth + 1 || name.bottom > rowBox.bottom + 1,
            overlaps,
            right: Math.round(rowBox.right),
          };
        }),
      };
    }, names);
    expect(layout.rows).toEqual(
      names.map(() => ({ cut: false, overlaps: false, right: expect.any(Number) })),
    );
    expect(layout.rows.every((row) => row.right <= 390)).toBe(true);
    expect(layout.pageWidth).toBeLessThanOrEqual(390);
    await shoot(page, 'overview');
  });
});
