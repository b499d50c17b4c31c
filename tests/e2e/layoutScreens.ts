// The screens the layout check (layoutCheck.e2e.test.ts) looks at, how each is brought up on a
// device restored from the layout fixture (layoutFixture.ts), and the settings it is looked at in.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import type { ViewportName } from '../../scripts/chromium.ts';
import { limits } from '../../scripts/limits.ts';
import { KEPT_KEY } from '../../src/state/uiStore.ts';
import type { Game, LayoutFixture } from './layoutFixture.ts';
import { IDS, NAMES } from './layoutFixture.ts';

/**
 * The text as the reader set it: the browser's text size (default, 150% or 200%) and the app's
 * Larger type, alone or on top of the browser's.
 */
export type Text = 'default' | 'larger' | '150' | '200' | 'larger150' | 'larger200';
/** The app's themes (Settings, Theme): light, dark and both high contrast ones. */
export type Theme = 'light' | 'dark' | 'contrast' | 'contrast-dark';

export const SIZES: readonly ViewportName[] = ['narrow', 'phone', 'tablet'];
/** The largest text a reader can ask for: Larger type over the browser's 150% and 200%. */
const LARGEST: readonly Text[] = ['larger150', 'larger200'];
/** The browser's own text size (its default font, 16 px unless the reader chose larger). */
const BROWSER_TEXT: Readonly<Record<Text, number>> = {
  default: 16,
  larger: 16,
  '150': 24,
  '200': 32,
  larger150: 24,
  larger200: 32,
};
const LARGER_TYPE: readonly Text[] = ['larger', 'larger150', 'larger200'];
export const TEXT_NAME: Readonly<Record<Text, string>> = {
  default: 'default',
  larger: 'larger',
  '150': 'text150',
  '200': 'text200',
  larger150: 'larger-text150',
  larger200: 'larger-text200',
};

/** A theme and a text, as the reader set them. */
export interface Setting {
  readonly theme: Theme;
  readonly text: Text;
}
/** Where a page is opened (deviceAt): its size and the app's theme. */
export interface Round {
  readonly size: ViewportName;
  readonly theme: Theme;
}
/** The setting a device is opened in: the light theme, the default text. */
export const PLAIN: Setting = { theme: 'light', text: 'default' };
/**
 * Every setting a screen is looked at in, at each size. Light with the default text, Larger type
 * alone and Larger type over the browser's 150% and 200% (which hold what the browser's 150% and
 * 200% alone hold, in less room); dark with the default text and the largest; both high contrast
 * themes with the largest text, where what is drawn thicker or bolder (their borders) has the
 * least room.
 */
export const SETTINGS: readonly Setting[] = [
  PLAIN,
  ...(['larger', ...LARGEST] as const).map((text) => ({ theme: 'light' as const, text })),
  ...(['default', ...LARGEST] as const).map((text) => ({ theme: 'dark' as const, text })),
  ...(['contrast', 'contrast-dark'] as const).flatMap((theme) =>
    LARGEST.map((text) => ({ theme, text })),
  ),
];

/**
 * The settings each screen's screenshot is kept in, to look at (and any setting with a fault):
 * the plain one, and the largest text in each theme, where the least fits. A screenshot under
 * load took as long as the look itself.
 */
export const SHOWN: readonly Setting[] = SETTINGS.filter(
  (setting) => setting === PLAIN || setting.text === 'larger200',
);

/** A setting's name, in the screenshots' names and the faults': "larger-text200-contrast". */
export const settingName = (size: ViewportName, setting: Setting) =>
  `${size}-${TEXT_NAME[setting.text]}-${setting.theme}`;

/**
 * Waits until the locator's element is shown. Asked every 25 ms: a screen's code loads the first
 * time it is opened, and the locator's own wait asks again only after half a second by then,
 * which over some 400 screens would be minutes.
 */
export async function shown(locator: Locator): Promise<void> {
  await until(() => locator.isVisible(), `${String(locator)} to be shown`);
}

/** Asks every 25 ms until the answer is true, for at most a page's answer (limits.answer). */
async function until(ask: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + limits.answer;
  while (!(await ask())) {
    if (Date.now() > end) throw new Error(`waited ${limits.answer} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A key pressed on a control once it is shown. */
async function press(locator: Locator, key = 'Enter'): Promise<void> {
  await shown(locator);
  await locator.press(key);
}

export const go = (page: Page, hash: string) =>
  page.evaluate((to) => {
    window.location.hash = to;
  }, hash);

/**
 * A screen: how to bring it up from wherever the page is, once it stands ready to look at, and
 * how to leave the device as it found it (a deal entered to bring up its message is undone).
 */
export interface Screen {
  readonly name: string;
  open(page: Page): Promise<void>;
  leave?(page: Page): Promise<void>;
}

/** The table's heading ("Deal 11 · Dealer South"), which a deal moves on and its undo back. */
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Undoes the deal just entered, with the table's Undo, until the heading is as before. */
async function undoDeal(page: Page, before: string | null) {
  await press(page.getByRole('button', { name: /^Undo: / }));
  await until(async () => (await heading(page).textContent()) === before, `the heading ${before}`);
}

const BRIDGE_GAMES: readonly Game[] = [
  'rubber',
  'kapiti',
  'chicago',
  'cavendish',
  'duplicate',
  'bridgette',
  'sixdeal',
];

/*
 * The pad is worked by keys, as a keyboard player works it: a screen whose layout is at fault
 * (a control under another) is still brought up and its faults said, and the table's guard
 * against a stray second tap (tapGuard.ts) would take a tap on the spot of the last screen's
 * deal, a moment ago, for that tap repeated.
 */

/** A table after a deal: its message, and the honors question where the game scores honors. */
function afterDeal(game: Game): Screen {
  let before: string | null = null;
  return {
    name: `table-${game}-after-deal`,
    async open(page) {
      await go(page, `#/match/${IDS[game]}`);
      const pad = page.getByRole('region', { name: 'Enter a deal' });
      await shown(pad);
      before = await heading(page).textContent();
      await press(pad.getByRole('button', { name: '2 hearts', exact: true }));
      await press(pad.getByRole('group', { name: 'Declarer' }).getByRole('button').first());
      await press(
        pad.getByRole('group', { name: 'Result' }).getByRole('button', { name: /^made/ }),
      );
      await shown(pad.getByRole('button', { name: 'Dismiss' }));
      // Asked where the match scores honors: not at duplicate, in Bridgette, or in Chicago scored
      // deal by deal (the Cavendish match).
      if (!['duplicate', 'bridgette', 'sixdeal', 'cavendish'].includes(game))
        await shown(pad.getByRole('group', { name: /^Honors on deal/ }));
    },
    leave: (page) => undoDeal(page, before),
  };
}

/** A table while a doubled contract is entered: each result chip says what it will write. */
function entering(game: Game): Screen {
  return {
    name: `table-${game}-entering`,
    async open(page) {
      await go(page, `#/match/${IDS[game]}`);
      const pad = page.getByRole('region', { name: 'Enter a deal' });
      await press(pad.getByRole('button', { name: '4 spades', exact: true }));
      // Doubled before the declarer is chosen: once chosen, focus moves on to the results, and a
      // key pressed as it moves would land on one and write the deal.
      await press(pad.getByRole('button', { name: 'X: doubled' }));
      // North, or Bridgette's first player: the tricks short are scored to THEY, or to a name.
      await press(pad.getByRole('group', { name: 'Declarer' }).getByRole('button').first());
      await shown(pad.getByRole('group', { name: 'Result' }).getByRole('button', { name: /^-2 / }));
    },
  };
}

/** Every screen, in the order they are looked at, on a device holding `device`. */
export function screens(device: LayoutFixture): readonly Screen[] {
  let rummyBefore: string | null = null;
  return [
    {
      name: 'matches',
      async open(page) {
        await go(page, '#/');
        await shown(page.getByRole('heading', { name: 'Matches', level: 1 }));
        await shown(page.getByRole('link', { name: /^Open Kapiti 30-deal match/ }));
      },
    },
    {
      name: 'matches-evening',
      async open(page) {
        await go(page, '#/');
        const evening = page.getByRole('listitem').filter({
          has: page.getByRole('link', { name: /^Open Rubber bridge evening, 5 players/ }),
        });
        await press(evening.getByText('The 2 rubbers and the back score'));
        await shown(page.getByRole('table', { name: 'Back score, this table' }));
        await shown(page.getByRole('heading', { name: 'Settling up' }));
      },
    },
    {
      name: 'recently-deleted',
      async open(page) {
        await press(page.getByText(/^Recently deleted \(/));
        await shown(page.getByRole('list', { name: 'Recently deleted matches' }));
      },
    },
    {
      name: 'new-match',
      async open(page) {
        await go(page, '#/new');
        await shown(page.getByRole('button', { name: 'Start' }));
      },
    },
    ...BRIDGE_GAMES.flatMap((game) => [afterDeal(game), entering(game)]),
    {
      name: 'table-rummy-entering',
      async open(page) {
        await go(page, `#/match/${IDS.rummy}`);
        const pad = page.getByRole('form', { name: 'Enter a hand' });
        await shown(pad);
        rummyBefore = await heading(page).textContent();
        await press(pad.getByRole('button', { name: NAMES.greek }));
        await shown(pad.getByRole('textbox', { name: NAMES.cyrillic }));
      },
    },
    {
      name: 'table-rummy-after-hand',
      async open(page) {
        const pad = page.getByRole('form', { name: 'Enter a hand' });
        for (const [name, points] of [
          [NAMES.cyrillic, '12'],
          [NAMES.chinese, '7'],
          [NAMES.tongan, '38'],
          [NAMES.unbroken, '64'],
          [NAMES.english, '3'],
        ] as const)
          await pad.getByRole('textbox', { name }).fill(points);
        await press(pad.getByRole('button', { name: 'Confirm' }));
        await shown(page.getByRole('button', { name: 'Dismiss' }));
      },
      async leave(page) {
        await undoDeal(page, rummyBefore);
        // Away from the table a message floats over the screen: it would stand in the pictures.
        for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all())
          await dismiss.press('Enter');
      },
    },
    {
      name: 'deal-dialog',
      async open(page) {
        await go(page, `#/match/${IDS.rubber}`);
        await press(page.getByRole('button', { name: /^Deal 4, dealt by/ }));
        await shown(page.getByRole('dialog'));
      },
      async leave(page) {
        await page.keyboard.press('Escape');
        await until(
          async () => !(await page.getByRole('dialog').isVisible()),
          'the dialog to close',
        );
      },
    },
    {
      name: 'kapiti-summary',
      async open(page) {
        await go(page, `#/match/${IDS.kapiti}/summary`);
        await shown(page.getByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' }));
        await shown(page.getByRole('table').first());
      },
    },
    {
      name: 'export',
      async open(page) {
        await go(page, `#/match/${IDS.kapiti}/export`);
        await shown(page.getByRole('heading', { name: 'Export this match' }));
      },
    },
    {
      name: 'show-match',
      async open(page) {
        await go(page, `#/match/${IDS.rubber}/show`);
        await shown(page.getByRole('img', { name: /^Match code, part 1 of/ }));
      },
    },
    {
      name: 'compare-differences',
      async open(page) {
        await go(page, `#/match/${IDS.rubber}/compare`);
        const field = page.getByLabel(/^Or paste the other device/);
        await shown(field);
        await field.fill(device.otherDeviceCode);
        await press(page.getByRole('button', { name: 'Compare', exact: true }));
        await shown(page.getByRole('button', { name: /^Keep mine for deal/ }).first());
      },
    },
    {
      name: 'join',
      async open(page) {
        await go(page, device.joinLink);
        await shown(page.getByRole('button', { name: 'Join this match' }));
      },
    },
    {
      name: 'settings',
      async open(page) {
        await go(page, '#/settings');
        await shown(page.getByRole('heading', { name: 'Settings', level: 1 }));
      },
    },
    {
      name: 'rules',
      async open(page) {
        await go(page, `#/match/${IDS.rubber}/rules`);
        await shown(page.getByRole('heading', { name: 'Rules: Rubber bridge', level: 1 }));
      },
    },
    {
      name: 'table-pivot-next',
      async open(page) {
        await go(page, `#/match/${IDS.pivot}`);
        await shown(page.getByRole('region', { name: 'Rubber 2: the next seating' }));
      },
    },
    {
      // A fifth player taken in, the forty-letter name: the new seating with the five's rotation.
      name: 'table-pivot-join',
      async open(page) {
        await go(page, `#/match/${IDS.pivot}`);
        const next = page.getByRole('region', { name: 'Rubber 2: the next seating' });
        await shown(next);
        await press(next.getByText('Someone joins the table'));
        await next.getByRole('textbox', { name: 'Who joins' }).fill(`${NAMES.unbroken}x`);
        await press(next.getByRole('button', { name: 'Take them in' }));
        await shown(next.getByText(/ joins the table\.$/));
        await shown(next.getByRole('button', { name: 'Start rubber 2' }));
      },
    },
    {
      // Who cut highest and who second, the forty-letter name among them, and the seating.
      name: 'table-cut-next',
      async open(page) {
        await go(page, `#/match/${IDS.cut}`);
        const next = page.getByRole('region', { name: 'Rubber 2: the next seating' });
        await shown(next);
        await next
          .getByRole('radiogroup', { name: 'Who cut highest?' })
          .getByRole('radio', { name: NAMES.unbroken })
          .check();
        await next
          .getByRole('radiogroup', { name: /^Who cut second/ })
          .getByRole('radio', { name: NAMES.tongan })
          .check();
        await shown(next.getByRole('button', { name: 'Start rubber 2' }));
      },
    },
    {
      name: 'ledger-chart',
      async open(page) {
        await go(page, '#/ledger');
        await press(page.getByRole('button', { name: NAMES.greek }));
        await shown(page.getByRole('img', { name: new RegExp(`^${NAMES.greek}'s back score`) }));
      },
    },
    {
      // Every competition, and the form that makes a new one.
      name: 'desk-list',
      async open(page) {
        await go(page, '#/desk');
        await shown(page.getByRole('button', { name: 'Create competition' }));
        await shown(page.getByRole('link', { name: /^Kāpiti Coast Rubber Bridge/ }));
      },
    },
    {
      name: 'desk-round-drawn',
      async open(page) {
        await go(page, `#/desk/${device.deskId}`);
        await shown(page.getByRole('heading', { name: /^Kāpiti Coast Rubber Bridge/, level: 1 }));
        await shown(page.getByRole('region', { name: 'The draw' }).getByRole('table').first());
      },
    },
  ];
}

/** A fresh device: the backup restored through Import, in the round's theme. */
export async function deviceAt(
  browser: Browser,
  url: string,
  backupPath: string,
  round: Round,
  newPage: (browser: Browser, options: { viewport: ViewportName }) => Promise<Page>,
): Promise<Page> {
  const page = await newPage(browser, { viewport: round.size });
  // The device's own scheme as the theme's, so that what follows the device agrees with it.
  await schemeOf(page, round.theme);
  await page.goto(url);
  await keepChoices(page, { theme: round.theme });
  await page.getByLabel('Import a match file or backup').setInputFiles(backupPath);
  await shown(page.getByText(/^Import done: /));
  await press(page.getByRole('button', { name: 'Dismiss' }));
  return page;
}

/**
 * The app's own choices (the theme, Larger type), written where it keeps them (uiStore.ts,
 * KEPT_KEY) as Settings would, and read by the page loaded again: quicker than Settings' taps.
 */
async function keepChoices(page: Page, choices: { theme?: Theme; largeType?: boolean }) {
  await page.evaluate(
    ({ key, theme, largeType }) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        state?: { theme?: string; settings?: Record<string, unknown> };
      };
      const state = saved.state ?? {};
      if (theme !== undefined) state.theme = theme;
      if (largeType !== undefined) state.settings = { ...state.settings, largeType };
      localStorage.setItem(key, JSON.stringify({ state, version: 0 }));
    },
    { key: KEPT_KEY, ...choices },
  );
  await page.reload();
  await shown(page.getByRole('heading', { name: 'Matches', level: 1 }));
  const wanted = { theme: choices.theme, large: choices.largeType };
  const now = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    large: document.documentElement.dataset.type === 'large',
  }));
  if (
    (wanted.theme !== undefined && now.theme !== wanted.theme) ||
    (wanted.large !== undefined && now.large !== wanted.large)
  )
    throw new Error(`the app did not take its choices: ${JSON.stringify(now)}`);
}

/** Whether a text setting has the app's Larger type on. */
const largerType = (text: Text) => LARGER_TYPE.includes(text);

/** The browser's text size and the app's Larger type, kept as Settings keeps it. */
export async function setText(page: Page, text: Text) {
  // Away from the table, so that a deal half entered there is left behind.
  await go(page, '#/');
  const large = largerType(text);
  const larger = () => page.evaluate(() => document.documentElement.dataset.type === 'large');
  if ((await larger()) !== large) await keepChoices(page, { largeType: large });
  await setBrowserText(page, text);
}

/**
 * A theme and a text on the screen as it stands, as the reader changes them with the screen
 * open: the theme and Larger type as the app applies its settings (App.tsx's root attributes,
 * which are all the style sheet reads of them), the device's own light or dark with the theme,
 * and the browser's text size.
 */
export async function applySetting(page: Page, setting: Setting) {
  await schemeOf(page, setting.theme);
  await page.evaluate(
    ({ theme, large }) => {
      const root = document.documentElement;
      root.setAttribute('data-theme', theme);
      if (large) root.setAttribute('data-type', 'large');
      else root.removeAttribute('data-type');
    },
    { theme: setting.theme, large: largerType(setting.text) },
  );
  await setBrowserText(page, setting.text);
}

/** The device's light or dark each page was last given. */
const schemes = new WeakMap<Page, 'dark' | 'light'>();

/** Gives the page the device's light or dark that goes with `theme`, where it has not it already. */
async function schemeOf(page: Page, theme: Theme) {
  const scheme = theme.endsWith('dark') ? 'dark' : 'light';
  if (schemes.get(page) === scheme) return;
  await page.emulateMedia({ colorScheme: scheme });
  schemes.set(page, scheme);
}
/**
 * The one CDP session each page's text size is set through: a session made and let go at every
 * look was a third of a setting's time under load.
 */
const sessions = new WeakMap<Page, CDPSession>();

/**
 * The reader's own text size, as set in the browser (as tableLooks.e2e.test.ts does): the page
 * is laid out again at once, and what the app lays out from what it measures has had two frames
 * to follow. A screenshot of the whole page would undo it: the check's screenshots are of the
 * screen.
 */
async function setBrowserText(page: Page, text: Text) {
  const size = BROWSER_TEXT[text];
  const cdp = sessions.get(page) ?? (await page.context().newCDPSession(page));
  sessions.set(page, cdp);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: size, fixed: Math.round((size * 13) / 16) },
  });
  const root = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(getComputedStyle(document.documentElement).fontSize)),
        ),
      ),
  );
  if (root !== `${size * (largerType(text) ? 1.25 : 1)}px`)
    throw new Error(`the root's font is ${root}`);
}

/**
 * The screen as it stands, at one image pixel a CSS pixel. Of the screen only: a shot of the
 * whole page resizes it for a moment, which undoes the browser's text size.
 */
export async function look(page: Page, screenshotDir: string, name: string) {
  const path = join(screenshotDir, `${name}.png`);
  mkdirSync(join(path, '..'), { recursive: true });
  await page.screenshot({ path, scale: 'css', animations: 'disabled' });
}
