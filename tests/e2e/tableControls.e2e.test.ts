// The table's controls under a finger that taps again, in Chromium at phone size with touch: a
// slow burst of taps on one spot writes one deal and picks nothing after it; Undo tapped twice
// never redoes, in the header or in the deal's message. After Start the focus is on the first
// step of the first deal, never on the page body. What the table says aloud names the contract,
// and the score is said on demand.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { screenshot, useAppAndBrowser, withPage } from './harness.ts';
import { installTapClock, tapsInRhythm } from './tapRhythm.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });

async function startRubber(page: Page) {
  await installTapClock(page);
  await page.goto(`${e2e.app().url}#/new`);
  await page.getByRole('button', { name: 'Start' }).tap();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
}

/**
 * Taps with a finger `times` times, `gapMs` apart by the page's clock (tapRhythm.ts), at the
 * middle of where `control` is now.
 */
async function tapsAt(page: Page, control: Locator, times: number, gapMs: number) {
  const box = await control.boundingBox();
  if (box === null) throw new Error('the control is not on screen');
  await tapsInRhythm(page, times, gapMs, () =>
    page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2),
  );
}

/** Two frames later: whatever the taps before started has been drawn. */
const drawn = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

const dealsListed = (page: Page) =>
  page.getByRole('button', { name: /^Deal \d+, dealt by/ }).count();

describe('a slow triple tap', () => {
  test('on Passed out, 600 ms apart, writes one deal', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'table/triple-tap-pass' },
      async (page, problems) => {
        await startRubber(page);
        await tapsAt(page, page.getByRole('button', { name: 'Passed out' }), 3, 600);
        await page.getByRole('heading', { level: 1, name: /^Deal 2 · Dealer East/ }).waitFor();
        // A deal written on purpose afterwards: writes land in order, so once it is in, a second
        // passed-out deal from the burst would be in too.
        await page.waitForTimeout(QUIET_MS);
        await page.getByRole('button', { name: '2 hearts', exact: true }).tap();
        await page.getByRole('button', { name: /^Declarer West/ }).tap();
        await page.getByRole('button', { name: /^made .*: exactly 8 tricks$/ }).tap();
        await page.getByText(/^Deal 2 saved: 2♥ by West/).waitFor();
        expect(await dealsListed(page)).toBe(2);
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });

  test('on a result chip, 600 ms apart, writes one deal and its third tap picks no contract', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'table/triple-tap-result' },
      async (page, problems) => {
        await startRubber(page);
        await page.getByRole('button', { name: '4 spades', exact: true }).tap();
        await page.getByRole('button', { name: /^Declarer South/ }).tap();
        await tapsAt(
          page,
          page.getByRole('button', { name: /^made .*: exactly 10 tricks$/ }),
          3,
          600,
        );
        await page.getByText(/^Deal 1 saved: 4♠ by South/).waitFor();
        await drawn(page);
        // The grid that took the chips' place is as it was: no contract picked, nothing claimed.
        expect(await page.getByRole('button', { name: 'Change contract' }).count()).toBe(0);
        await page.getByRole('group', { name: /^Honors on deal 1/ }).waitFor();
        expect(await page.getByRole('group', { name: 'Contract' }).isVisible()).toBe(true);
        expect(await dealsListed(page)).toBe(1);
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});

/** Writes deals by three taps each: contract, declarer, the first result offered as made. */
async function writeDeals(page: Page, deals: readonly (readonly [string, string])[]) {
  for (const [index, [contract, declarer]] of deals.entries()) {
    await page.getByRole('button', { name: contract, exact: true }).tap();
    await page.getByRole('button', { name: new RegExp(`^Declarer ${declarer}`) }).tap();
    await page.getByRole('button', { name: /^made/ }).tap();
    await page.getByText(new RegExp(`^Deal ${index + 1} saved`)).waitFor();
    // The next deal's taps come when a person's would, after the quiet time.
    await page.waitForTimeout(QUIET_MS);
  }
}

/** The accessible name of the button under a point, and whether it can be used. */
const buttonAt = (page: Page, at: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => {
    const button = document.elementFromPoint(x, y)?.closest('button');
    return button == null
      ? null
      : {
          name: button.getAttribute('aria-label') ?? button.textContent,
          disabled: button.disabled,
        };
  }, at);

const middle = async (control: Locator) => {
  const box = await control.boundingBox();
  if (box === null) throw new Error('the control is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

describe('Undo tapped twice', () => {
  test.each([300, QUIET_MS + 200])(
    'in the header, %i ms apart, never redoes: Undo stays where it was, Redo beside it',
    async (gap) => {
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport: 'phone', shotName: `table/undo-twice-header-${gap}` },
        async (page, problems) => {
          await startRubber(page);
          await writeDeals(page, [
            ['2 hearts', 'South'],
            ['3 notrump', 'East'],
          ]);
          const undo = page.getByRole('button', { name: /^Undo: deal 2 entered/ });
          const spot = await middle(undo);
          await tapsAt(page, undo, 2, gap);
          // Within the quiet time the second tap is the first repeated; after it, a second Undo.
          const left = gap < QUIET_MS ? 1 : 0;
          await page.getByRole('heading', { level: 1, name: `Deal ${left + 1} · ` }).waitFor();
          await expect.poll(() => dealsListed(page)).toBe(left);
          await drawn(page);
          expect(await dealsListed(page)).toBe(left);
          // Undo is where it was, Redo beside it.
          expect((await buttonAt(page, spot))?.name).toMatch(/^Undo/);
          const redo = await middle(page.getByRole('button', { name: /^Redo: deal/ }));
          expect(redo.x).toBeGreaterThan(spot.x + 30);
          expect(problems.consoleErrors).toEqual([]);
        },
      );
    },
  );

  test("in the deal's message, takes that deal back once, with Redo beside and not in its place", async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'table/undo-twice-message' },
      async (page, problems) => {
        await startRubber(page);
        await writeDeals(page, [
          ['2 hearts', 'South'],
          ['3 notrump', 'East'],
        ]);
        const message = page.locator('.toast');
        const undo = message.getByRole('button', { name: 'Undo', exact: true });
        const spot = await middle(undo);
        await tapsAt(page, undo, 2, QUIET_MS + 200);
        await page.getByText(/^Undone: deal 2 entered: 3NT by E/).waitFor();
        await drawn(page);
        expect(await dealsListed(page)).toBe(1);
        // The Undo taken stays where it was, spent; Redo is beside it.
        expect(await buttonAt(page, spot)).toEqual({ name: 'Undo', disabled: true });
        const redo = message.getByRole('button', { name: 'Redo', exact: true });
        expect((await middle(redo)).x).toBeLessThan(spot.x - 30);
        await screenshot(page, 'table/undo-message-undone');
        // Redo puts the deal back, and the message offers Undo again in the same place.
        await redo.tap();
        await page.getByText(/^Deal 2 saved: 3NT by East/).waitFor();
        await expect.poll(() => dealsListed(page)).toBe(2);
        expect(await buttonAt(page, spot)).toEqual({ name: 'Undo', disabled: false });
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});

/** What has the focus: its role's tag and its accessible name (or label's text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return 'the page body';
    const label = active.id === '' ? null : document.querySelector(`label[for="${active.id}"]`);
    return `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? label?.textContent ?? ''}`;
  });

describe('after Start', () => {
  test('by keys, the focus is in Type a deal, and the first deal is typed at once', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'tablet', shotName: 'table/start-keys' },
      async (page) => {
        await page.goto(`${e2e.app().url}#/new`);
        await page.getByRole('button', { name: 'Start' }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => focused(page)).toBe('input Type a deal');
        await page.keyboard.type('4S S =');
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: /^Deal 1, dealt by/ }).waitFor();
      },
    );
  });

  test('by a mouse on a tablet, the focus is in Type a deal too', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'tablet', shotName: 'table/start-mouse' },
      async (page) => {
        await page.goto(`${e2e.app().url}#/new`);
        await page.getByRole('button', { name: 'Start' }).click();
        await expect.poll(() => focused(page)).toBe('input Type a deal');
      },
    );
  });

  test("by a finger on a phone, the focus is on the grid's 4♠, and no text field has it", async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'table/start-touch' },
      async (page) => {
        await page.goto(`${e2e.app().url}#/new`);
        await page.getByRole('combobox', { name: 'North' }).tap();
        await page.keyboard.type('Ian');
        await page.getByRole('button', { name: 'Start' }).tap();
        await expect.poll(() => focused(page)).toBe('button 4 spades');
      },
    );
  });
});

declare global {
  interface Window {
    spoken?: string[];
  }
}

/** The device's voice, stubbed in every document of the page: what it was given to say. */
async function stubVoice(page: Page) {
  await page.addInitScript(() => {
    window.spoken = [];
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        cancel: () => undefined,
        speak: (u: { text: string }) => window.spoken?.push(u.text),
      },
    });
  });
}
const spoken = (page: Page) => page.evaluate(() => window.spoken ?? []);

describe('the table aloud', () => {
  test('reads back each deal by its contract, and says the score on a tap or the S key', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'table/aloud' },
      async (page, problems) => {
        await stubVoice(page);
        await page.goto(`${e2e.app().url}#/settings`);
        await page.getByRole('checkbox', { name: 'Read each deal aloud' }).tap();
        await startRubber(page);
        await writeDeals(page, [['4 spades', 'North']]);
        await page.getByRole('button', { name: 'None: no honors' }).tap();
        await page.getByRole('button', { name: '3 notrump', exact: true }).tap();
        await page.getByRole('button', { name: /^Declarer North/ }).tap();
        await page.getByRole('button', { name: 'X: doubled' }).tap();
        await page.getByRole('button', { name: /^-2 / }).tap();
        await expect
          .poll(() => spoken(page))
          .toEqual([
            'Four spades by North, made: WE 120 below, game. Both need 100.',
            'Three no trump doubled by North, down two: THEY 500 above. Both need 100.',
          ]);
        await page.waitForTimeout(QUIET_MS);
        await page.getByRole('button', { name: 'Passed out' }).tap();
        await expect.poll(async () => (await spoken(page)).at(-1)).toBe('Deal 3 passed out.');

        const standing =
          'WE 120, THEY 500. WE vulnerable, need 100. THEY not vulnerable, need 100.';
        await page.getByRole('button', { name: 'Say the score' }).tap();
        await expect.poll(async () => (await spoken(page)).at(-1)).toBe(standing);
        // In Type a deal, S is a letter of the deal: only the deal it writes is read back.
        const said = (await spoken(page)).length;
        const field = page.getByRole('textbox', { name: 'Type a deal' });
        await field.focus();
        await page.keyboard.type('4S S =');
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await spoken(page)).length).toBe(said + 1);
        expect((await spoken(page)).at(-1)).toMatch(/^Four spades by South, made: /);
        // Anywhere else, S says the score.
        await field.blur();
        await page.keyboard.press('S');
        await expect.poll(async () => (await spoken(page)).length).toBe(said + 2);
        // The rubber is WE's, 2–0 with 700: a new rubber, neither side vulnerable.
        expect((await spoken(page)).at(-1)).toBe(
          'WE 940, THEY 500. WE not vulnerable, need 100. THEY not vulnerable, need 100.',
        );
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});
