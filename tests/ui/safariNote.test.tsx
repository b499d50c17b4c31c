// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserTraits } from '../../src/ui/storage/safariTab.ts';
import { inSafariTab } from '../../src/ui/storage/safariTab.ts';
import { openRubber } from './renderApp.tsx';

/**
 * In a Safari tab on an iPhone or iPad, WebKit deletes what a site has stored after seven days
 * without a visit, unless the app is on the Home Screen. After the first deal, the app says so
 * once on the device, in words, with how to keep the matches.
 */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const CHROME_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';

const traits = (over: Partial<BrowserTraits>): BrowserTraits => ({
  userAgent: IPHONE,
  platform: 'iPhone',
  maxTouchPoints: 5,
  standalone: false,
  displayStandalone: false,
  ...over,
});

const NAV = ['userAgent', 'platform', 'maxTouchPoints', 'storage', 'standalone'] as const;
function browserIs(over: Partial<BrowserTraits>, persisted: boolean) {
  const t = traits(over);
  const values = {
    userAgent: t.userAgent,
    platform: t.platform,
    maxTouchPoints: t.maxTouchPoints,
    standalone: t.standalone,
    storage: {
      persisted: () => Promise.resolve(persisted),
      persist: () => Promise.resolve(persisted),
    },
  };
  for (const key of NAV)
    Object.defineProperty(navigator, key, { configurable: true, value: values[key] });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(display-mode: standalone)' && t.displayStandalone,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
afterEach(() => {
  for (const key of NAV) Reflect.deleteProperty(navigator, key);
  Reflect.deleteProperty(window, 'matchMedia');
});

async function writeADeal(app: Awaited<ReturnType<typeof openRubber>>) {
  await app.user.click(await screen.findByRole('button', { name: '4 spades' }));
  await app.user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
  await app.user.click(screen.getByRole('button', { name: /^made/ }));
  await screen.findByText(/^Deal \d saved/);
}

const SAFARI_NOTE = 'Safari may clear your matches';

describe("Safari's seven days, on an iPhone or iPad", () => {
  it('tells a Safari tab from an app on the Home Screen, from other browsers and from a Mac', () => {
    expect(inSafariTab(traits({}))).toBe(true);
    // iPadOS asks for desktop sites as a Mac does; its touch screen tells it.
    expect(inSafariTab(traits({ userAgent: IPAD_DESKTOP, platform: 'MacIntel' }))).toBe(true);
    expect(
      inSafariTab(traits({ userAgent: IPAD_DESKTOP, platform: 'MacIntel', maxTouchPoints: 0 })),
    ).toBe(false);
    expect(inSafariTab(traits({ standalone: true }))).toBe(false);
    expect(inSafariTab(traits({ displayStandalone: true }))).toBe(false);
    expect(inSafariTab(traits({ userAgent: CHROME_ANDROID, platform: 'Linux armv8l' }))).toBe(
      false,
    );
    expect(inSafariTab(traits({ userAgent: CHROME_IPHONE }))).toBe(false);
  });

  it('says once after the first deal how to keep the matches: the Home Screen, Export all, a club', async () => {
    browserIs({}, false);
    const app = await openRubber();
    expect(screen.queryByRole('note', { name: SAFARI_NOTE })).toBeNull();
    await writeADeal(app);
    const note = await screen.findByRole('note', { name: SAFARI_NOTE });
    expect(note).toHaveTextContent('seven days without a visit');
    expect(note).toHaveTextContent('tap the Share button');
    expect(note).toHaveTextContent('“Add to Home Screen”');
    expect(note).toHaveTextContent('Join your club');
    expect(within(note).getByRole('button', { name: 'Export all' })).toBeEnabled();
    // The general note is not said beside it.
    expect(screen.queryByRole('note', { name: 'Where your scores are kept' })).toBeNull();
    await app.user.click(within(note).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('note', { name: SAFARI_NOTE })).toBeNull());
    expect(await app.db.settings.get('safariNoteSeen')).toMatchObject({
      value: expect.any(String),
    });
    await writeADeal(app);
    expect(screen.queryByRole('note', { name: SAFARI_NOTE })).toBeNull();
    expect(screen.queryByRole('note', { name: 'Where your scores are kept' })).toBeNull();
  });

  it('is said on an iPad asking for desktop sites, even where the general note was read', async () => {
    browserIs({ userAgent: IPAD_DESKTOP, platform: 'MacIntel' }, false);
    const app = await openRubber();
    await app.db.settings.put({ key: 'keepNoteSeen', value: '2026-11-01T19:31:00.000Z' });
    await writeADeal(app);
    expect(await screen.findByRole('note', { name: SAFARI_NOTE })).toBeVisible();
  });

  it('is not said from the Home Screen, where Safari promises to keep them, nor elsewhere', async () => {
    browserIs({ standalone: true }, false);
    const app = await openRubber();
    await writeADeal(app);
    expect(await screen.findByRole('note', { name: 'Where your scores are kept' })).toBeVisible();
    expect(screen.queryByRole('note', { name: SAFARI_NOTE })).toBeNull();
  });

  it('is not said where Safari has promised to keep them', async () => {
    browserIs({}, true);
    const app = await openRubber();
    await writeADeal(app);
    await screen.findByText(/^Deal \d saved/);
    // Give the note's look at the browser its moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('note', { name: SAFARI_NOTE })).toBeNull();
  });
});
