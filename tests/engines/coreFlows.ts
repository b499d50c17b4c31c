// The flows a player's evening rests on, written once and run in every engine
// (tests/engines/*.engine.test.ts): a published rubber by taps, with double and slow triple taps;
// a correction, and undo and redo across a reload; the offline start with the server gone;
// Import and Export of a match file and a backup; the Kapiti Summary's PDF; two devices' check
// codes and joining by link; the layout check's faults over the main screens.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { BridgeMatch } from '../../src/engine/types.ts';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { padPlan } from '../../src/ui/table/padPlan.ts';
import { repoRoot } from '../e2e/harness.ts';
import type { EnginePage } from '../../scripts/engines/engines.ts';
import {
  chooseFile,
  countOf,
  fill,
  find,
  tap,
  textsOf,
  waitForText,
  waitUntil,
} from '../../scripts/engines/screen.ts';

export function fixture(name: string): { text: string; match: BridgeMatch } {
  const text = readFileSync(join(repoRoot, 'tests/fixtures/examples', name), 'utf8');
  const read = validateMatch(JSON.parse(text) as unknown);
  if (!read.ok || read.value.game === 'rummy') throw new Error(`${name} does not read`);
  return { text, match: read.value };
}

/** The newsletter's sample rubber (docs/rules.md): 2380 to 550. */
export const SAMPLE = 'in-news-sample-rubber.json';

/** A person's pause: the tap guard's quiet time, or the gap between the taps of a burst. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How far apart the taps of a slow burst are meant: each within the quiet time of the last. */
const BURST_GAP_MS = 600;

/** New match, the four names typed, Start: the pad is up. */
export async function startRubber(page: EnginePage, match: BridgeMatch): Promise<void> {
  await tap(page, 'link', 'New match');
  const players = match.players as Record<string, string>;
  for (const [seat, key] of [
    ['North', 'N'],
    ['East', 'E'],
    ['South', 'S'],
    ['West', 'W'],
  ] as const) {
    await fill(page, 'combobox', seat, players[key] ?? '');
  }
  await tap(page, 'button', 'Start');
  await find(page, 'region', 'Enter a deal');
}

/** The WE and THEY totals under the rubber's sheet. */
export function totals(page: EnginePage): Promise<string[]> {
  return textsOf(page, 'table tfoot tr.totals td');
}

export async function totalsAre(page: EnginePage, expected: string[]): Promise<void> {
  await waitUntil(
    `totals ${expected.join(' and ')}`,
    async () => {
      const shown = await totals(page);
      return shown.join('|') === expected.join('|') ? shown : null;
    },
    { page },
  );
}

/** How many deals the match has now, read off the pad's heading ("Deal N · …" is the next). */
async function nextDeal(page: EnginePage): Promise<number> {
  return waitUntil(
    'the heading of the next deal',
    async () => {
      const heading = await textsOf(page, 'h1');
      const n = /Deal (\d+)/.exec(heading.join(' '))?.[1];
      return n === undefined ? null : Number(n);
    },
    { page },
  );
}

/**
 * Enters deal `index + 1` of `match` on the pad by its taps, from its tap `from` on (0: all of
 * them), the tap that writes it `times` times: twice at once, or three times BURST_GAP_MS apart.
 */
export async function playDeal(
  page: EnginePage,
  match: BridgeMatch,
  index: number,
  { from = 0, times = 1 }: { from?: number; times?: number } = {},
): Promise<void> {
  const taps = padPlan(match, index);
  // The tap that writes the deal: the result, or Passed out; honors come after it.
  const writing = taps.length - 1 - (taps.at(-1)?.includes(': held ') === true ? 1 : 0);
  for (const [i, name] of taps.entries()) {
    if (i < from) continue;
    if (name.includes(': held ')) {
      // Honors are claimed once the deal is written, after the tap guard's quiet time: a tap
      // sooner where the result was is taken for the same tap again (on a narrow phone the
      // question can come in right there).
      await find(page, 'group', /^Honors on deal/);
      await pause(QUIET_MS);
    }
    const count = i === writing ? times : 1;
    if (count === 1) {
      await tap(page, 'button', name);
      continue;
    }
    const at = await find(page, 'button', name, null, true);
    // Two at once, or a slow burst, sent as one input of the engine's so that the time between
    // them is the engine's, not the test's round trips to a busy driver.
    await page.tapAt(at.x, at.y, { times: count, gapMs: count === 3 ? BURST_GAP_MS : 0 });
  }
  await waitUntil(
    `deal ${index + 1} written`,
    async () => ((await nextDeal(page)) === index + 2 ? true : null),
    { page },
  );
  // A person's next deal comes long after the tap guard's quiet time.
  await pause(QUIET_MS);
}

/** The first tap of deal `index + 1`: the contract's level and suit. */
export function firstTap(match: BridgeMatch, index: number): string {
  return padPlan(match, index)[0] ?? '';
}

/**
 * Plays every deal of `match` on the pad by its taps. On the first deal the result is tapped
 * twice at once and on the second three times, 600 ms apart: each is still one deal.
 */
export async function playByTaps(page: EnginePage, match: BridgeMatch): Promise<void> {
  for (const index of match.deals.keys()) {
    await playDeal(page, match, index, { times: index === 0 ? 2 : index === 1 ? 3 : 1 });
  }
}

/** A correction, then Undo and Redo, each surviving a reload. */
export async function correctUndoRedo(page: EnginePage, before: string[]): Promise<void> {
  await tap(page, 'button', /^Undo: deal \d+/);
  const undone = await waitUntil(
    'the totals after Undo',
    async () => {
      const shown = await totals(page);
      return shown.join('|') === before.join('|') ? null : shown;
    },
    { page },
  );
  await page.reload();
  await totalsAre(page, undone);
  await tap(page, 'button', /^Redo: deal \d+/);
  await totalsAre(page, before);
  await page.reload();
  await totalsAre(page, before);
}

/** Imports a match file through the matches list and opens it. */
export async function importMatch(
  page: EnginePage,
  file: { name: string; text: string },
): Promise<void> {
  await chooseFile(page, 'Import a match file or backup', file);
  await waitForText(page, /Import done: \d+ added/);
  await tap(page, 'button', 'Dismiss');
}

/** Both devices' check code as the table shows it. */
export async function checkCode(page: EnginePage): Promise<string> {
  const text = await waitForText(page, /Check code\s*[2-9A-Z]{4}/);
  return /([2-9A-Z]{4})$/.exec(text)?.[1] ?? '';
}

/** The id of the match the page shows, from its address (#/match/ID). */
export async function matchId(page: EnginePage): Promise<string> {
  return waitUntil(
    'a match open',
    async () => {
      const id = /#\/match\/([^/?]+)/.exec(await page.url())?.[1];
      return id ?? null;
    },
    { page },
  );
}

export { countOf };
