// A device restored from a backup holding a match of every game, bridge with the standard deck
// and with GorbyX's five suits, in every state a match can be in (not begun, under way, over or
// stopped by End of play, a tied Kapiti match played into its tie-break, an evening of five, a
// duplicate session, rummy games won and ended), draws every table after the app starts again:
// opened from the matches list and opened by its address, each table shows the totals the scoring
// engine gives its deals, with no screen that could not be drawn and no error in the console.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import { readMatchFile } from '../../src/engine/matchFile/readMatchFile.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import { seatingFor } from '../../src/engine/rotation.ts';
import { isBridgeSheet, isRummy, traitsOf } from '../../src/engine/gameTraits.ts';
import type { Match } from '../../src/engine/types.ts';
import { columnsOf } from '../../src/ui/table/columns.ts';
import { repoRoot, screenshot, useAppAndBrowser, withPage } from './harness.ts';

const e2e = useAppAndBrowser();

type Json = Record<string, unknown>;

/** A deal in its match-file spelling: "4SX N 10", "passed". */
function deal(text: string): Json {
  if (text === 'passed') return { passed: true };
  const [contract = '', declarer = '', tricks = ''] = text.split(' ');
  return { contract, declarer, tricks: Number(tricks) };
}

/** The same contracts with GorbyX's five suits: spades to green, hearts to orange, and so on. */
const GORBYX: Record<string, string> = { S: 'G', H: 'O', D: 'R', C: 'B' };
function inFiveSuits(text: string): string {
  return text.replace(/^(\d)(NT|[SHDC])/, (_, level: string, strain: string) =>
    strain === 'NT' ? `${level}NT` : `${level}${GORBYX[strain] ?? strain}`,
  );
}

const FOUR = { N: 'Ana', E: 'Bert', S: 'Cleo', W: 'Dai' };
const TWO = { A: 'Ema', B: 'Finn' };

/** Seven deals, played over and over to fill a Kapiti match's thirty. */
const KAPITI_ROUND = ['4S N 10', '3NT E 9', '2H S 8', '1NT W 6', '5DX N 11', '3C E 10', 'passed'];

/** The deals of each bridge game by state: under way, and over (or stopped). */
const BRIDGE: Record<
  string,
  {
    game: string;
    rules: Json;
    players: Json;
    progress: string[];
    over: string[];
    /** Over by End of play (`finished`), rather than by its last deal. */
    ended: boolean;
  }
> = {
  rubber: {
    game: 'rubber',
    rules: { honors: true },
    players: FOUR,
    // A rubber won on deal 3, the next begun.
    progress: ['4S N 10', '3NT E 9', '6HX S 12', '2C W 8'],
    over: ['4S N 10', '2H E 8', 'passed', '3DX W 8'],
    ended: true,
  },
  kapiti: {
    game: 'kapiti',
    rules: { honors: true, deals: 30 },
    players: FOUR,
    progress: ['4S N 10', '3NT E 9', 'passed', '5DX W 9'],
    // Thirty deals, decided: the stopping point is not a tie (checked below).
    over: Array.from({ length: 30 }, (_, i) => KAPITI_ROUND[i % KAPITI_ROUND.length] ?? 'passed'),
    ended: false,
  },
  chicago: {
    game: 'chicago',
    rules: { honors: true },
    players: FOUR,
    progress: ['4H N 10', '6SX E 12'],
    over: ['4H N 10', '6SX E 12', '3NT S 10', '2C W 8'],
    ended: false,
  },
  cavendish: {
    game: 'chicago',
    rules: { honors: false, vulnerability: 'cavendish', scoring: 'deal' },
    players: FOUR,
    progress: ['4H N 10', '6SX E 12'],
    over: ['4H N 10', '6SX E 12', '3NT S 10', '2C W 8'],
    ended: false,
  },
  duplicate: {
    game: 'duplicate',
    rules: { honors: false },
    players: FOUR,
    progress: ['4S N 10', '3NT E 9', '6HX S 13'],
    over: ['4S N 10', '3NT E 9', '6HX S 13', '4SX W 6', 'passed'],
    ended: true,
  },
  bridgette: {
    game: 'bridgette',
    rules: { honors: false },
    players: TWO,
    progress: ['4S A 10', '3NT B 8', '2H A 8'],
    over: ['4S A 10', '2C B 8'],
    ended: true,
  },
  sixdeal: {
    game: 'sixdeal',
    rules: { honors: false, deals: 6 },
    players: TWO,
    progress: ['4S A 10', '6NTX B 12', '3D A 9'],
    over: ['4S A 10', '6NTX B 12', '3D A 9', '2H B 8', '4C A 11', '1NT B 7'],
    ended: false,
  },
};

interface Case {
  /** What the case is, as the report names it: "rubber / gorbyx5 / over". */
  readonly name: string;
  /** The game kind it stands for, for its screenshot. */
  readonly kind: string;
  readonly file: Json;
  readonly match: Match;
  /** An evening's earlier rubber: on the list inside its evening's entry. */
  readonly insideEvening?: boolean;
}

let minute = 0;
/** A match file, each made a minute after the last, so each has a name of its own on the list. */
function file(id: number, fields: Json): Json {
  minute += 1;
  const at = new Date(Date.UTC(2026, 5, 1, 8, 0) + minute * 60_000).toISOString();
  return {
    format: 'bridgepad.match',
    version: 1,
    id: `7e570000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    createdAt: at,
    updatedAt: at,
    rules: {},
    deals: [],
    ...fields,
  };
}

function read(json: Json): Match {
  const match = readMatchFile(json);
  if (!match.ok) throw new Error(`${String(json.id)}: ${JSON.stringify(match.errors)}`);
  return match.value;
}

/** Every match of the device, each read by the engine as the app will read it. */
function cases(): Case[] {
  const all: Case[] = [];
  let id = 0;
  const add = (name: string, kind: string, json: Json, insideEvening = false) =>
    all.push({ name, kind, file: json, match: read(json), insideEvening });
  for (const [kind, game] of Object.entries(BRIDGE)) {
    for (const deck of ['standard', 'gorbyx5'] as const) {
      const spell = deck === 'standard' ? (t: string) => t : inFiveSuits;
      const base = {
        game: game.game,
        rules: deck === 'standard' ? game.rules : { ...game.rules, deck },
        players: game.players,
        firstDealer: game.players === TWO ? 'A' : 'N',
      };
      add(`${kind} / ${deck} / new`, kind, file(++id, base));
      add(
        `${kind} / ${deck} / in progress`,
        kind,
        file(++id, { ...base, deals: game.progress.map((t) => deal(spell(t))) }),
      );
      const over = file(++id, {
        ...base,
        deals: game.over.map((t) => deal(spell(t))),
        ...(game.ended ? { finished: true } : {}),
      });
      add(`${kind} / ${deck} / ${game.ended ? 'finished (End of play)' : 'over'}`, kind, over);
    }
  }
  // A tied Kapiti match, played into its tie-break.
  const tie = JSON.parse(
    readFileSync(join(repoRoot, 'tests', 'golden', 'kapiti-30-deals-tie.json'), 'utf8'),
  ) as Json;
  add('kapiti / standard / tied, played into its tie-break', 'kapiti-tie', file(++id, tie));
  // An evening of five: the first rubber won, the next begun with the next seating.
  // And one at Chicago, a chukker played and the next begun.
  const draw = ['Gus', 'Hana', 'Ivo', 'Jude', 'Kai'];
  const evening = (game: string, rubber: number, deals: string[]) =>
    file(++id, {
      game,
      rules: { honors: false },
      players: seatingFor(draw, rubber).seats,
      firstDealer: 'N',
      deals: deals.map(deal),
      'x-bridgepad-table': { session: `restore-evening-${game}`, draw, rubber },
    });
  const first = evening('rubber', 0, ['4S N 10', '3NT S 9']);
  add('rubber / evening of five / first rubber, won', 'evening', first, true);
  const second = evening('rubber', 1, ['2H E 8']);
  add('rubber / evening of five / second rubber, in progress', 'evening', second);
  const chukker = evening('chicago', 0, ['4H N 10', '6SX E 12', '3NT S 10', '2C W 8']);
  add('chicago / evening of five / first chukker, over', 'evening-chicago', chukker, true);
  const next = evening('chicago', 1, ['1NT W 8']);
  add('chicago / evening of five / second chukker, in progress', 'evening-chicago', next);
  // Rummy: not begun, under way, won at its target, stopped by End of play.
  const rummy = (deals: Json[], finished = false) =>
    file(++id, {
      game: 'rummy',
      rules: { target: 100, variant: 'basic' },
      players: ['Lea', 'Max', 'Nia'],
      firstDealer: 0,
      deals,
      ...(finished ? { finished: true } : {}),
    });
  const hands = [
    { out: 0, points: [0, 40, 30], rummy: false },
    { out: 1, points: [25, 0, 45], rummy: false },
    { out: 2, points: [10, 35, 0], rummy: true },
  ];
  add('rummy / own cards / new', 'rummy', rummy([]));
  add('rummy / own cards / in progress', 'rummy', rummy(hands.slice(0, 2)));
  add('rummy / own cards / won at its target', 'rummy', rummy(hands));
  add('rummy / own cards / finished (End of play)', 'rummy', rummy(hands.slice(0, 2), true));
  return all;
}

/** What the table must show of a match's totals, worked out by the engine. */
function expected(match: Match): string[] {
  const sheet = scoreMatch(match);
  if (isRummy(match) || !isBridgeSheet(sheet)) return sheet.totals.map(String);
  const cols = columnsOf(match);
  const [left, right] = cols.sides;
  return [`${cols.heads[0]} ${sheet.totals[left]} · ${cols.heads[1]} ${sheet.totals[right]}`];
}

/** What the open table shows of its totals: bridge's result line, or rummy's Total row. */
async function shownTotals(page: Page, match: Match): Promise<string[]> {
  if (isRummy(match)) {
    if (match.deals.length === 0) {
      const empty = await page.getByText('No hands yet.').isVisible();
      return empty ? match.players.map(() => '0') : ['(no hands shown)'];
    }
    return page.locator('.rummy-sheet tfoot td').allTextContents();
  }
  return page.locator('.sheet-area .result-line strong').allTextContents();
}

/** The table of `c` is open: its heading names its game and its totals are the engine's. */
async function tableIsRight(page: Page, c: Case, errors: string[]): Promise<void> {
  const heading = page.locator('.match-head h1');
  await heading.waitFor({ timeout: limits.navigation });
  await expect
    .poll(() => heading.textContent(), { timeout: limits.poll, message: `${c.name}: heading` })
    .toContain(traitsOf(c.match.game).shortName);
  await expect
    .poll(() => shownTotals(page, c.match), { timeout: limits.poll, message: `${c.name}: totals` })
    .toEqual(expected(c.match));
  expect(await page.getByText('could not be drawn').count(), c.name).toBe(0);
  expect(errors, c.name).toEqual([]);
}

const SHOTS = 'restore-every-game';

describe('a restored device of every game, deck and state', () => {
  test(
    'every match opens from the list and by its address after a restart, with the engine’s totals',
    async () => {
      const all = cases();
      // The states the test means to hold, as the engine reads them.
      for (const c of all.filter((c) => / over$|won at|tie-break$|finished/.test(c.name))) {
        expect(scoreMatch(c.match).status, c.name).toBe('complete');
      }
      const dir = join(repoRoot, 'test-results', SHOTS);
      mkdirSync(dir, { recursive: true });
      const backup = join(dir, 'backup.json');
      writeFileSync(
        backup,
        JSON.stringify({
          format: 'bridgepad.backup',
          version: 1,
          exportedAt: '2026-06-02T09:00:00.000Z',
          matches: all.map((c) => c.file),
        }),
      );

      const app = e2e.app();
      await withPage(
        e2e.browser(),
        app,
        { viewport: 'phone', shotName: `${SHOTS}/failure` },
        async (page, problems) => {
          await page.goto(app.url);
          await page.getByLabel('Import a match file or backup').setInputFiles(backup);
          await page
            .getByText(`Import done: ${all.length} added.`, { exact: true })
            .waitFor({ timeout: limits.bulk });

          // The app starts again: every match opened from the list.
          await page.reload();
          const shot = new Set<string>();
          for (const c of all) {
            await page
              .getByRole('heading', { level: 1, name: 'Matches' })
              .waitFor({ timeout: limits.navigation });
            const href = `#/match/${String(c.file.id)}`;
            const link = page
              .getByRole('link', { name: /^Open / })
              .and(page.locator(`[href="${href}"]`));
            const more = page.getByRole('button', { name: 'Show more' });
            // An evening's earlier rubber is inside its entry, opened from the entry's summary.
            const target = c.insideEvening
              ? page
                  .locator('li.evening')
                  .filter({ has: page.locator(`[href="${href}"]`) })
                  .locator('details.evening-inside > summary')
              : link;
            for (let pages = 0; !(await target.isVisible()); pages++) {
              expect(pages, `${c.name}: not on the list`).toBeLessThan(5);
              await target.or(more).first().waitFor();
              if (await more.isVisible()) await more.tap();
            }
            if (c.insideEvening) await target.tap();
            await link.tap();
            await tableIsRight(page, c, problems.consoleErrors);
            if (!shot.has(c.kind) && c.match.deals.length > 0) {
              shot.add(c.kind);
              await screenshot(page, `${SHOTS}/${c.kind}`);
            }
            const gorbyx = 'deck' in c.match.rules && c.match.rules.deck === 'gorbyx5';
            if (gorbyx && !shot.has('gorbyx5') && c.match.deals.length > 0) {
              shot.add('gorbyx5');
              await screenshot(page, `${SHOTS}/gorbyx5-${c.kind}`);
            }
            await page.getByRole('link', { name: 'All matches' }).tap();
          }

          // And again: each by its address, the app starting there.
          await page.reload();
          for (const c of all) {
            await page.goto('about:blank');
            await page.goto(`${app.url}#/match/${String(c.file.id)}`);
            await tableIsRight(page, c, problems.consoleErrors);
          }
        },
      );
    },
    longer(900_000),
  );
});
