// For older eyes, in Chromium: the high-contrast themes hold every text of the table and of
// Settings at 7:1 or more against its ground, with a focus ring that shows; the suits' own
// colours (today's, and the four-colour decks') hold 4.5:1 in light and dark.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });

/** Chooses a radio button of Settings by its name, then opens a new rubber with two deals. */
async function tableWith(page: Page, choices: readonly string[]) {
  await page.goto(`${e2e.app().url}#/settings`);
  for (const choice of choices)
    await page.getByRole('radio', { name: choice, exact: true }).click();
  await page.goto(`${e2e.app().url}#/new`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
  for (const [contract, declarer, result] of [
    ['1 clubs', 'South', /^made/],
    ['2 diamonds', 'East', /^-1 /],
  ] as const) {
    await page.getByRole('button', { name: contract, exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^Declarer ${declarer}`) }).click();
    await page.getByRole('button', { name: result }).click();
    await page.waitForTimeout(QUIET_MS);
  }
  await page.getByText(/^Deal 2 saved/).waitFor();
}

interface Contrast {
  readonly text: string;
  readonly ratio: number;
}

/**
 * Every visible text on the page (each element's own text, or the suit symbols alone with
 * `selector`) with its contrast against the ground it is drawn on (WCAG 2's ratio), lowest first.
 */
function contrasts(page: Page, selector = 'body *'): Promise<Contrast[]> {
  return page.evaluate((selector) => {
    const rgba = (css: string): number[] => {
      const parts =
        /rgba?\(([^)]+)\)/
          .exec(css)?.[1]
          ?.split(/[\s,/]+/)
          .filter(Boolean) ?? [];
      const [r = 0, g = 0, b = 0, a = 1] = parts.map(Number);
      return [r, g, b, a];
    };
    const over = (top: number[], under: number[]) =>
      [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (under[i] ?? 0) * (1 - (top[3] ?? 1)));
    const ground = (element: Element | null): number[] => {
      if (element === null) return [255, 255, 255];
      const colour = rgba(getComputedStyle(element).backgroundColor);
      if ((colour[3] ?? 0) >= 1) return colour;
      return over(colour, ground(element.parentElement));
    };
    const luminance = (colour: number[]) => {
      const [r = 0, g = 0, b = 0] = colour.map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const found: { text: string; ratio: number }[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (own === '' || !element.checkVisibility({ opacityProperty: true })) continue;
      if (element.closest('.visually-hidden') !== null) continue;
      const background = ground(element);
      const colour = over(rgba(getComputedStyle(element).color), background);
      const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
      const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      found.push({ text: `${element.tagName.toLowerCase()} "${own.slice(0, 30)}"`, ratio });
    }
    return found.sort((a, b) => a.ratio - b.ratio);
  }, selector);
}

const under = (found: readonly Contrast[], least: number) =>
  found.filter((c) => c.ratio < least).map((c) => `${c.text}: ${c.ratio.toFixed(2)}`);

describe('high contrast', () => {
  test.each([
    ['High contrast', 'light'],
    ['High contrast, dark', 'light'],
    ['High contrast', 'dark'],
  ] as const)(
    '"%s", on a device set %s: every text at 7:1, and a focus ring that shows',
    async (theme, scheme) => {
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport: 'phone', shotName: `eyes/contrast-${theme}-${scheme}` },
        async (page, problems) => {
          await page.emulateMedia({ colorScheme: scheme });
          await tableWith(page, [theme]);
          const table = await contrasts(page);
          expect(table.length).toBeGreaterThan(20);
          expect(under(table, 7)).toEqual([]);
          await screenshot(page, `eyes/${theme.replace(/\W+/g, '-')}-${scheme}-table`);
          // The focus ring: thick, in the text's colour, with the ground's colour inside it.
          await page.getByRole('button', { name: '4 spades' }).focus();
          await page.keyboard.press('ArrowRight');
          const ring = await page.evaluate(() => {
            const style = getComputedStyle(document.activeElement as Element);
            return { width: style.outlineWidth, style: style.outlineStyle, halo: style.boxShadow };
          });
          expect(ring).toMatchObject({ width: '4px', style: 'solid' });
          expect(ring.halo).toMatch(/0px 0px 0px 2px/);
          await page.goto(`${e2e.app().url}#/settings`);
          await page.getByRole('heading', { name: 'Settings' }).waitFor();
          expect(under(await contrasts(page), 7)).toEqual([]);
          expect(problems.consoleErrors).toEqual([]);
        },
      );
    },
  );
});

describe('the suits in colours of their own', () => {
  test.each([
    ['Clubs green, diamonds orange', 'light'],
    ['Clubs green, diamonds orange', 'dark'],
    ['Clubs blue, diamonds green, as four-colour decks print them', 'light'],
    ['Clubs blue, diamonds green, as four-colour decks print them', 'dark'],
  ] as const)('"%s", %s: clubs and diamonds at 4.5:1 at least', async (suits, scheme) => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: `eyes/suits-${scheme}` },
      async (page) => {
        await page.emulateMedia({ colorScheme: scheme });
        await tableWith(page, [suits]);
        const deck = suits.startsWith('Clubs blue');
        // The page says which colours it draws, and draws them.
        expect(await page.evaluate(() => document.documentElement.dataset.suits)).toBe(
          deck ? 'deck' : 'four',
        );
        const colours = await page.evaluate(() =>
          ['C', 'D', 'S'].map(
            (strain) =>
              getComputedStyle(document.querySelector(`.strain-${strain} .strain`) as Element)
                .color,
          ),
        );
        expect(new Set(colours).size).toBe(3);
        // The decks' clubs are blue: more blue in them than red or green.
        const [red = 0, green = 0, blue = 0] = (colours[0] ?? '').match(/\d+/g)?.map(Number) ?? [];
        expect(blue > red && blue > green).toBe(deck);
        const suitsShown = await contrasts(page, '.strain-C .strain, .strain-D .strain');
        expect(suitsShown.length).toBeGreaterThanOrEqual(14);
        expect(under(suitsShown, 4.5)).toEqual([]);
        await screenshot(page, `eyes/suits-${deck ? 'deck' : 'four'}-${scheme}`);
      },
    );
  });
});
