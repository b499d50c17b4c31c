// A table wider than its screen scrolls in its own box, and the box shows that it does: its
// content fades toward each edge it has more beyond (src/ui/common/scrollEdges.ts, app.css), only
// while it overflows. The Kapiti Summary's deal table at 200% text was cut after "N/S | E/" with
// nothing to say that more lay to the right.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });

/** What a scroll box shows: the sides it is marked with, and the mask the style sheet gives it. */
function shows(page: Page, id: string) {
  return page.evaluate((id) => {
    const box = document.getElementById(id);
    if (box === null) throw new Error(`no box ${id}`);
    const style = getComputedStyle(box);
    return {
      more: box.dataset.more ?? '',
      masked: (style.maskImage || style.webkitMaskImage) !== 'none',
    };
  }, id);
}

describe('a box that scrolls sideways', () => {
  test('fades toward the side it has more on, only while it overflows', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'scroll-hint' },
      async (page) => {
        await page.goto(`${e2e.app().url}#/ledger`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Two tables in the app's own scroll boxes: one wider than the phone, one narrower.
        await page.evaluate(() => {
          const main = document.querySelector('main') ?? document.body;
          for (const [id, cells] of [
            ['wide', 40],
            ['narrow', 2],
          ] as const) {
            const box = document.createElement('div');
            box.className = 'table-scroll';
            box.id = id;
            const row = Array.from({ length: cells }, (_, i) => `<td>N/S ${i}</td>`).join('');
            box.innerHTML = `<table class="summary-table"><tbody><tr>${row}</tr></tbody></table>`;
            main.prepend(box);
          }
        });
        await expect.poll(() => shows(page, 'wide')).toEqual({ more: 'right', masked: true });
        expect(await shows(page, 'narrow')).toEqual({ more: '', masked: false });
        // Scrolled to the middle, it has more on both sides; at its end, on the left alone.
        await page.evaluate(() => {
          const box = document.getElementById('wide');
          if (box !== null) box.scrollLeft = box.scrollWidth / 2;
        });
        await expect.poll(() => shows(page, 'wide')).toEqual({ more: 'left right', masked: true });
        await page.evaluate(() => {
          const box = document.getElementById('wide');
          if (box !== null) box.scrollLeft = box.scrollWidth;
        });
        await expect.poll(() => shows(page, 'wide')).toEqual({ more: 'left', masked: true });
        // A table that comes to fit (fewer columns, a wider screen) shows nothing.
        await page.evaluate(() => {
          const row = document.querySelector('#wide tr');
          while (row !== null && row.children.length > 2) row.lastElementChild?.remove();
        });
        await expect.poll(() => shows(page, 'wide')).toEqual({ more: '', masked: false });
        // And one that comes to overflow, a narrow table as the text grows, says so.
        await page.evaluate(() => {
          const table = document.querySelector<HTMLElement>('#narrow table');
          if (table !== null) table.style.fontSize = '1200%';
        });
        await expect.poll(() => shows(page, 'narrow')).toEqual({ more: 'right', masked: true });
      },
    );
  });
});
