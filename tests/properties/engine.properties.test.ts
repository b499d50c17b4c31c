import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { serializeMatch } from '../../src/engine/matchFile/serialize.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { parseMatch } from '../../src/engine/matchFile/parseMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import type { BridgeSheet, GameLine, SheetEntry } from '../../src/engine/sheet.ts';
import type { Match } from '../../src/engine/types.ts';
import type { DealJson, GameName, MatchFileJson } from '../arbitraries.ts';
import {
  arbitraryBridgeDeal,
  arbitraryMatchFile,
  arbitraryMatchFileOf,
  arbitraryRubberStyleFile,
  arbitraryRummyDeal,
  DECKS,
  rummyTotals,
} from '../arbitraries.ts';

/**
 * Properties of the scoring engine and the match file reader (docs/style.md, rule 12), over the
 * valid match files of tests/arbitraries.ts. A failing seed becomes a named regression test.
 */

const RUNS = { numRuns: 250 };

/** Reads a file the arbitraries promise is valid; a problem here is a bug in one or the other. */
function valid(file: unknown): Match {
  const result = validateMatch(file);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

function bridgeSheet(match: Match): BridgeSheet {
  const sheet = scoreMatch(match);
  if (sheet.game === 'rummy') throw new Error('expected a bridge sheet');
  return sheet;
}

function dealsOf(file: MatchFileJson): DealJson[] {
  return (file.deals ?? []) as DealJson[];
}

/** The same match with other deals: the engine's input is only ever replaced, never edited. */
function withDeals(match: Match, deals: readonly unknown[]): Match {
  return { ...match, deals } as Match;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function sumBySide(entries: readonly SheetEntry[]): [number, number] {
  const sums: [number, number] = [0, 0];
  for (const entry of entries) sums[entry.side] += entry.points;
  return sums;
}

function entryAt(sheet: BridgeSheet, index: number): SheetEntry {
  const entry = sheet.entries[index];
  if (entry === undefined) throw new Error(`no entry ${index}`);
  return entry;
}

/** A valid file with one of its deal indices (0 when it has none). */
const fileAndIndex = arbitraryMatchFile.chain((file) =>
  fc.record({
    file: fc.constant(file),
    index: fc.integer({ min: 0, max: Math.max(0, dealsOf(file).length - 1) }),
  }),
);

describe('(a) totals add up', () => {
  it('totals are the sum of the entries; each row is the sum of its own entries', () => {
    fc.assert(
      fc.property(arbitraryMatchFile, (file) => {
        const match = valid(file);
        const sheet = scoreMatch(match);
        expect(sheet.deals).toHaveLength(match.deals.length);
        if (sheet.game === 'rummy') {
          // Rummy has no entries: recompute from docs/rules.md, GorbyX Rummy.
          const players = (file.players as string[]).length;
          const gin = (file.rules as { variant?: string } | undefined)?.variant === 'gin';
          const expected = rummyTotals(dealsOf(file), players, gin);
          expect(sheet.deals.map((row) => row.cumulative)).toEqual(expected);
          expect(sheet.totals).toEqual(expected.at(-1) ?? new Array<number>(players).fill(0));
          const sums = new Array<number>(players).fill(0);
          for (const row of sheet.deals) {
            expect(row.points[row.out]).toBe(0);
            row.points.forEach((p, i) => (sums[i] = (sums[i] ?? 0) + p));
          }
          expect(sheet.totals).toEqual(sums);
          return;
        }
        for (const entry of sheet.entries) expect(entry.points).toBeGreaterThan(0);
        expect(sheet.totals).toEqual(sumBySide(sheet.entries));
        const running: [number, number] = [0, 0];
        for (const row of sheet.deals) {
          const own = sheet.entries.flatMap((entry, i) => (entry.deal === row.index ? [i] : []));
          expect(row.entries).toEqual(own);
          expect(row.points).toEqual(sumBySide(row.entries.map((i) => entryAt(sheet, i))));
          running[0] += row.points[0];
          running[1] += row.points[1];
          expect(row.cumulative).toEqual(running);
        }
        const endOfPlay = sumBySide(sheet.entries.filter((entry) => entry.deal === null));
        const last = sheet.deals.at(-1)?.cumulative ?? [0, 0];
        expect([last[0] + endOfPlay[0], last[1] + endOfPlay[1]]).toEqual([...sheet.totals]);
      }),
      RUNS,
    );
  });
});

describe('(b) game lines', () => {
  it('a line is drawn exactly where a side reaches 100 below since the last line', () => {
    fc.assert(
      fc.property(arbitraryRubberStyleFile, (file) => {
        const sheet = bridgeSheet(valid(file));
        const below: [number, number] = [0, 0];
        const games: [number, number] = [0, 0];
        let rubber = 0;
        const lines: GameLine[] = [];
        for (const row of sheet.deals) {
          expect(row.before.partScore).toEqual(below);
          expect(row.before.games).toEqual(games);
          expect(row.before.vulnerable).toEqual([games[0] > 0, games[1] > 0]);
          expect(row.before.rubber).toBe(rubber);
          for (const i of row.entries) {
            const entry = entryAt(sheet, i);
            if (entry.where === 'below') below[entry.side] += entry.points;
          }
          const won = ([0, 1] as const).filter((side) => below[side] >= 100);
          expect(won.length).toBeLessThanOrEqual(1);
          const side = won[0];
          if (side === undefined) {
            expect(row.gameWonBy).toBeNull();
            expect(row.rubberWonBy).toBeNull();
            continue;
          }
          expect(row.gameWonBy).toBe(side);
          lines.push({ rubber, afterDeal: row.index, wonBy: side });
          below[0] = 0;
          below[1] = 0;
          games[side] += 1;
          if (games[side] === 2) {
            expect(row.rubberWonBy).toBe(side);
            rubber += 1;
            games[0] = 0;
            games[1] = 0;
          } else expect(row.rubberWonBy).toBeNull();
        }
        expect(sheet.gameLines).toEqual(lines);
      }),
      RUNS,
    );
  });

  it('chicago: a game (300 / 500 at once) exactly where 100 below is reached in a chukker', () => {
    fc.assert(
      fc.property(arbitraryMatchFileOf('chicago'), (file) => {
        const sheet = bridgeSheet(valid(file));
        const below: [number, number] = [0, 0];
        let played = 0;
        const lines: GameLine[] = [];
        for (const row of sheet.deals) {
          expect(row.before.partScore).toEqual(below);
          expect(row.before.rubber).toBe(Math.floor(played / 4));
          for (const i of row.entries) {
            const entry = entryAt(sheet, i);
            if (entry.where === 'below') below[entry.side] += entry.points;
          }
          const bonuses = row.entries
            .map((i) => entryAt(sheet, i))
            .filter((e) => e.kind === 'game');
          const side = ([0, 1] as const).find((s) => below[s] >= 100);
          if (side === undefined) {
            expect(row.gameWonBy).toBeNull();
            expect(bonuses).toEqual([]);
          } else {
            expect(row.gameWonBy).toBe(side);
            expect(bonuses.map((e) => [e.side, e.points])).toEqual([
              [side, row.before.vulnerable[side] ? 500 : 300],
            ]);
            lines.push({ rubber: Math.floor(played / 4), afterDeal: row.index, wonBy: side });
            below[0] = 0;
            below[1] = 0;
          }
          if (!row.passed) played += 1;
          if (!row.passed && played % 4 === 0) {
            below[0] = 0;
            below[1] = 0;
          }
        }
        expect(sheet.gameLines).toEqual(lines);
      }),
      RUNS,
    );
  });
});

describe('(c) rubbers', () => {
  it('a rubber ends at two games, with a rubber bonus exactly then', () => {
    fc.assert(
      fc.property(arbitraryRubberStyleFile, (file) => {
        const sheet = bridgeSheet(valid(file));
        sheet.rubbers.forEach((r, position) => {
          expect(r.index).toBe(position);
          expect(Math.max(...r.games)).toBeLessThanOrEqual(2);
          const bonus = sheet.entries.filter((e) => e.kind === 'rubber' && e.rubber === r.index);
          const side = r.games.findIndex((g) => g === 2);
          if (side === -1) {
            expect(bonus).toEqual([]);
            expect(r.wonBy).toBeNull();
            // Only the last rubber can be unfinished.
            expect(position).toBe(sheet.rubbers.length - 1);
          } else {
            const loserGames = r.games[side === 0 ? 1 : 0];
            expect(bonus.map((e) => [e.side, e.points, e.deal])).toEqual([
              [side, loserGames === 0 ? 700 : 500, r.lastDeal],
            ]);
            expect(r.wonBy).toBe(side);
            expect(r.over).toBe(true);
          }
          const own = sumBySide(sheet.entries.filter((e) => e.rubber === r.index));
          expect(r.totals).toEqual(own);
          expect(r.net).toBe(own[0] - own[1]);
          const hundreds = Math.floor((Math.abs(r.net) + 50) / 100);
          expect(r.backScore).toBe(r.net < 0 ? -hundreds : hundreds);
        });
        const won = sheet.deals.filter((row) => row.rubberWonBy !== null).length;
        const lastWon = sheet.rubbers.at(-1)?.wonBy ?? null;
        expect(sheet.rubbers).toHaveLength(
          sheet.deals.length === 0 ? 0 : won + (lastWon === null ? 1 : 0),
        );
      }),
      RUNS,
    );
  });
});

/** Rotating every seat one place clockwise (N -> E -> S -> W -> N) swaps the two sides. */
const ROTATE: Readonly<Record<string, string>> = {
  N: 'E',
  E: 'S',
  S: 'W',
  W: 'N',
  A: 'B',
  B: 'A',
};
const SWAP_SIDE: Readonly<Record<string, string>> = { NS: 'EW', EW: 'NS' };
const SWAP_VULNERABLE: Readonly<Record<string, string>> = {
  none: 'none',
  both: 'both',
  NS: 'EW',
  EW: 'NS',
};
/** docs/rules.md, Duplicate: the standard 16-board cycle. */
const BOARD_CYCLE = 'none NS EW both NS EW both none EW both none NS both none NS EW'.split(' ');

function mirrorDeal(deal: DealJson, index: number, game: string): DealJson {
  const out: DealJson = { ...deal };
  if (typeof deal.declarer === 'string') out.declarer = ROTATE[deal.declarer];
  if (deal.honors !== undefined) {
    const honors = deal.honors as { side: string; points: number };
    out.honors = { ...honors, side: SWAP_SIDE[honors.side] };
  }
  if (game === 'duplicate') {
    const board = (deal.board as number | undefined) ?? index + 1;
    const vulnerable = (deal.vulnerable as string | undefined) ?? BOARD_CYCLE[(board - 1) % 16];
    out.vulnerable = SWAP_VULNERABLE[vulnerable as string];
  }
  return out;
}

/** The same match seen from the other side of the table: every seat one place clockwise. */
function mirrorFile(file: MatchFileJson): MatchFileJson {
  const game = file.game as string;
  const players = file.players as Record<string, string>;
  const two = game === 'bridgette' || game === 'sixdeal';
  const out: MatchFileJson = {
    ...file,
    players: Object.fromEntries(
      Object.entries(players).map(([seat, name]) => [ROTATE[seat], name]),
    ),
    firstDealer: ROTATE[(file.firstDealer as string | undefined) ?? (two ? 'A' : 'N')],
    deals: dealsOf(file).map((deal, i) => mirrorDeal(deal, i, game)),
  };
  if (file.we !== undefined) out.we = SWAP_SIDE[file.we as string];
  return out;
}

const swap = <T>(pair: readonly [T, T]): [T, T] => [pair[1], pair[0]];
const swapSide = (side: 0 | 1 | null) => (side === null ? null : side === 0 ? 1 : 0);

describe('(d) mirroring', () => {
  it("rotating every seat one place swaps the two sides' scores", () => {
    const bridgeFile = fc
      .constantFrom<GameName>('rubber', 'kapiti', 'chicago', 'duplicate', 'bridgette', 'sixdeal')
      .chain(arbitraryMatchFileOf);
    fc.assert(
      fc.property(bridgeFile, (file) => {
        const sheet = bridgeSheet(valid(file));
        const mirrored = bridgeSheet(valid(mirrorFile(file)));
        expect(mirrored.totals).toEqual(swap(sheet.totals));
        expect(mirrored.deals.map((row) => row.points)).toEqual(
          sheet.deals.map((row) => swap(row.points)),
        );
        expect(mirrored.deals.map((row) => row.before.vulnerable)).toEqual(
          sheet.deals.map((row) => swap(row.before.vulnerable)),
        );
        expect(mirrored.winner).toBe(swapSide(sheet.winner));
        expect(mirrored.status).toBe(sheet.status);
        expect(mirrored.gameLines).toEqual(
          sheet.gameLines.map((line) => ({ ...line, wonBy: swapSide(line.wonBy) })),
        );
        expect(mirrored.rubbers.map((r) => [r.totals, r.games, r.wonBy, r.net])).toEqual(
          sheet.rubbers.map((r) => [swap(r.totals), swap(r.games), swapSide(r.wonBy), 0 - r.net]),
        );
      }),
      RUNS,
    );
  });

  it('rummy: moving every player one place round the table moves their totals with them', () => {
    fc.assert(
      fc.property(arbitraryMatchFileOf('rummy'), (file) => {
        const names = file.players as string[];
        const n = names.length;
        const turn = <T>(list: readonly T[]): T[] => list.map((_, i) => list[(i + n - 1) % n] as T);
        const rotated: MatchFileJson = {
          ...file,
          players: turn(names),
          firstDealer: (((file.firstDealer as number | undefined) ?? 0) + 1) % n,
          deals: dealsOf(file).map((deal) => ({
            ...deal,
            out: ((deal.out as number) + 1) % n,
            points: turn(deal.points as number[]),
          })),
        };
        const sheet = scoreMatch(valid(file));
        const after = scoreMatch(valid(rotated));
        if (sheet.game !== 'rummy' || after.game !== 'rummy') throw new Error('expected rummy');
        expect(after.totals).toEqual(turn(sheet.totals));
        expect(after.winner).toBe(sheet.winner === null ? null : (sheet.winner + 1) % n);
        expect(after.status).toBe(sheet.status);
      }),
      RUNS,
    );
  });
});

describe('(e) a deal never depends on later deals', () => {
  it('scoring the first k deals gives the same first k rows', () => {
    fc.assert(
      fc.property(fileAndIndex, fc.boolean(), ({ file, index }, whole) => {
        const match = valid(file);
        const k = whole ? match.deals.length : index;
        const full = scoreMatch(match);
        const prefix = scoreMatch(withDeals(match, match.deals.slice(0, k)));
        expect(prefix.deals).toEqual(full.deals.slice(0, k));
        if (full.game === 'rummy' || prefix.game === 'rummy') return;
        const dealt = (e: SheetEntry) => e.deal !== null && e.deal < k;
        expect(prefix.entries.filter(dealt)).toEqual(full.entries.filter(dealt));
        expect(prefix.gameLines).toEqual(full.gameLines.filter((line) => line.afterDeal < k));
      }),
      RUNS,
    );
  });
});

describe('(f) match files round-trip', () => {
  it('serialise -> parse is the identity, and parse -> serialise -> parse too', () => {
    fc.assert(
      fc.property(arbitraryMatchFile, (file) => {
        const match = valid(file);
        const text = serializeMatch(match);
        expect(text.endsWith('}\n')).toBe(true);
        expect(valid(JSON.parse(text))).toStrictEqual(match);
        // From the file's text: parse, write, parse again.
        const first = parseMatch(JSON.stringify(file));
        if (!first.ok) throw new Error(first.errors.map(formatProblem).join('\n'));
        const again = parseMatch(serializeMatch(first.value));
        expect(again).toStrictEqual(first);
        expect(serializeMatch(valid(JSON.parse(text)))).toBe(text);
        // x- keys are kept, untouched.
        for (const key of Object.keys(file).filter((k) => k.startsWith('x-'))) {
          expect(match.extras[key]).toStrictEqual(file[key]);
          expect((JSON.parse(text) as MatchFileJson)[key]).toStrictEqual(file[key]);
        }
      }),
      RUNS,
    );
  });
});

/** A deal that could stand at any place in this file's match. */
function arbitraryDealFor(file: MatchFileJson): fc.Arbitrary<DealJson> {
  const rules = (file.rules ?? {}) as { honors?: boolean; deck?: string; variant?: string };
  if (file.game === 'rummy') {
    return arbitraryRummyDeal((file.players as string[]).length, rules.variant === 'gin');
  }
  const game = file.game as Exclude<GameName, 'rummy'>;
  const withHonors = game === 'rubber' || game === 'kapiti' || game === 'chicago';
  const deck = DECKS.find((d) => d === rules.deck) ?? 'standard';
  return arbitraryBridgeDeal({ game, deck, honors: withHonors && rules.honors !== false });
}

describe('(g) re-scoring is pure', () => {
  it('editing or deleting a deal scores as if the corrected match were entered afresh', () => {
    const edit = fileAndIndex.chain(({ file, index }) =>
      fc.record({
        file: fc.constant(file),
        index: fc.constant(index),
        replacement: arbitraryDealFor(file),
      }),
    );
    fc.assert(
      fc.property(edit, ({ file, index, replacement }) => {
        const deals = dealsOf(file);
        fc.pre(deals.length > 0);
        // Frozen: scoring must never write to what it was given.
        const match = deepFreeze(valid(file));
        const before = scoreMatch(match);

        const editedFile = { ...file, deals: deals.map((d, i) => (i === index ? replacement : d)) };
        const fresh = validateMatch(editedFile);
        // A rummy deal with more points can reach the target too early; skip those.
        fc.pre(fresh.ok || file.game !== 'rummy');
        if (!fresh.ok) throw new Error(fresh.errors.map(formatProblem).join('\n'));
        const edited = withDeals(
          match,
          match.deals.map((d, i) => (i === index ? fresh.value.deals[i] : d)),
        );
        expect(scoreMatch(edited)).toStrictEqual(scoreMatch(fresh.value));

        const deletedFile = { ...file, deals: deals.filter((_, i) => i !== index) };
        const deleted = withDeals(
          match,
          match.deals.filter((_, i) => i !== index),
        );
        expect(scoreMatch(deleted)).toStrictEqual(scoreMatch(valid(deletedFile)));

        expect(scoreMatch(match)).toStrictEqual(before);
      }),
      RUNS,
    );
  });
});
