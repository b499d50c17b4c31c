import { isBridge, isBridgeSheet, traitsOf } from '../engine/gameTraits.ts';
import { playerList, sideMembers } from '../engine/players.ts';
import { scoreMatch } from '../engine/score.ts';
import { sideOf } from '../engine/seats.ts';
import type { BridgeSheet } from '../engine/sheet.ts';
import type { BridgeMatch, Match, SideIndex } from '../engine/types.ts';
import { backScoreByPlayer } from '../engine/summary.ts';
import { nameKey } from './names.ts';

export { nameKey } from './names.ts';

/**
 * The players' ledger (docs/rules.md, "The players' ledger"): each player's account across every match
 * on the device, derived from the deals alone. Nothing here is stored: editing a deal changes the
 * ledger the next time it is worked out.
 */

/** A match in the ledger: the match as read, and when it was played (its `createdAt`, or null). */
export interface LedgerMatch {
  readonly id: string;
  readonly match: Match;
  readonly playedAt: string | null;
}

export interface RubberCount {
  /** Won two games to none. */
  readonly twoNil: number;
  /** Won two games to one. */
  readonly twoOne: number;
}

/** What one player's name has done, over every match it is in. */
export interface Account {
  readonly name: string;
  readonly matches: number;
  /** Hundreds won (+) or lost (−) over every rubber or chukker that is over, as the back score. */
  readonly backScore: number;
  readonly rubbersWon: RubberCount;
  readonly rubbersLost: RubberCount;
  /** Slams (six or seven) bid by the player's side, and those made. */
  readonly slamsBid: number;
  readonly slamsMade: number;
  /** Contracts the player declared, and those made. */
  readonly declared: number;
  readonly made: number;
  /** Doubled or redoubled contracts the player declared and made. */
  readonly doubledMade: number;
  /** Doubled or redoubled contracts the player's side defended and set. */
  readonly doubledSet: number;
  /** The back score after each match it changed, in the order played. */
  readonly evenings: readonly Evening[];
}

/** A match that changed a player's back score. */
export interface Evening {
  readonly matchId: string;
  readonly at: string | null;
  /** The player's back score across every match up to this one. */
  readonly total: number;
  /** The player's running total across this match: after each rubber that was over. */
  readonly rubbers: readonly number[];
}

/** Two players' record together (partners) or against each other (opponents). */
export interface PairRecord {
  readonly players: readonly [string, string];
  readonly rubbers: number;
  /** For partners: their back score together. For opponents: the first player's, against the second. */
  readonly backScore: number;
}

export interface Ledger {
  /** Every player, the highest back score first, then by name. */
  readonly accounts: readonly Account[];
  readonly partnerships: readonly PairRecord[];
  readonly headToHead: readonly PairRecord[];
}

interface Tally {
  name: string;
  matches: number;
  backScore: number;
  won: { twoNil: number; twoOne: number };
  lost: { twoNil: number; twoOne: number };
  slamsBid: number;
  slamsMade: number;
  declared: number;
  made: number;
  doubledMade: number;
  doubledSet: number;
  evenings: Evening[];
}

function emptyTally(name: string): Tally {
  return {
    name,
    matches: 0,
    backScore: 0,
    won: { twoNil: 0, twoOne: 0 },
    lost: { twoNil: 0, twoOne: 0 },
    slamsBid: 0,
    slamsMade: 0,
    declared: 0,
    made: 0,
    doubledMade: 0,
    doubledSet: 0,
    evenings: [],
  };
}

const pairKey = (a: string, b: string) => `${a}\u0000${b}`;

/** Deals: who declared, slams, doubled contracts made and set. */
function countDeals(
  match: BridgeMatch,
  sheet: BridgeSheet,
  sides: readonly (readonly string[])[],
  tally: (name: string) => Tally,
): void {
  const seats = match.players as Readonly<Record<string, string>>;
  for (const row of sheet.deals) {
    if (row.contract === null || row.declarer === null || row.tricks === null) continue;
    const side = sideOf(row.declarer);
    const made = row.tricks >= row.contract.level + 6;
    const doubled = row.contract.doubling > 0;
    const declarer = seats[row.declarer];
    if (declarer !== undefined) {
      const t = tally(declarer);
      t.declared += 1;
      if (made) t.made += 1;
      if (made && doubled) t.doubledMade += 1;
    }
    for (const name of sides[side] ?? []) {
      if (row.contract.level < 6) break;
      const t = tally(name);
      t.slamsBid += 1;
      if (made) t.slamsMade += 1;
    }
    if (doubled && !made) for (const name of sides[1 - side] ?? []) tally(name).doubledSet += 1;
  }
}

/**
 * The ledger of a set of matches, every name spelt as `aliases` says (a merged spelling maps to
 * the one kept). Matches are taken in the order played (then by id), for each player's evenings.
 */
export function buildLedger(
  matches: readonly LedgerMatch[],
  aliases: ReadonlyMap<string, string> = new Map(),
): Ledger {
  const tallies = new Map<string, Tally>();
  // Each spelling is read once: a season repeats a few names thousands of times.
  const spellings = new Map<string, string>();
  const spelt = (name: string) => {
    let key = spellings.get(name);
    if (key === undefined) {
      const read = nameKey(name);
      spellings.set(name, (key = aliases.get(read) ?? read));
    }
    return key;
  };
  const tally = (raw: string): Tally => {
    const name = spelt(raw);
    let t = tallies.get(name);
    if (t === undefined) tallies.set(name, (t = emptyTally(name)));
    return t;
  };
  const partners = new Map<string, { rubbers: number; backScore: number }>();
  const opponents = new Map<string, { rubbers: number; backScore: number }>();
  const addPair = (
    into: Map<string, { rubbers: number; backScore: number }>,
    a: string,
    b: string,
    backScore: number,
  ) => {
    const record = into.get(pairKey(a, b)) ?? { rubbers: 0, backScore: 0 };
    record.rubbers += 1;
    record.backScore += backScore;
    into.set(pairKey(a, b), record);
  };

  const ordered = [...matches].sort(
    (x, y) => (x.playedAt ?? '').localeCompare(y.playedAt ?? '') || x.id.localeCompare(y.id),
  );
  for (const { id, match, playedAt } of ordered) {
    for (const name of new Set(playerList(match).map(spelt))) tally(name).matches += 1;
    if (!isBridge(match)) continue;
    const sheet = scoreMatch(match);
    if (!isBridgeSheet(sheet)) continue;
    const traits = traitsOf(match.game);
    const sides = sideMembers(match).map((members) => members.map(spelt));
    countDeals(match, sheet, sides, tally);

    if (traits.rubbers) {
      for (const rubber of sheet.rubbers) {
        if (rubber.wonBy === null) continue;
        const loser = (1 - rubber.wonBy) as SideIndex;
        const count = rubber.games[loser] === 0 ? 'twoNil' : 'twoOne';
        for (const name of sides[rubber.wonBy] ?? []) tally(name).won[count] += 1;
        for (const name of sides[loser] ?? []) tally(name).lost[count] += 1;
      }
    }
    if (!traits.backScore) continue;
    const over = sheet.rubbers.filter((rubber) => rubber.over);
    // Each player's running total across this match, rubber by rubber: the last is the match's
    // share of the back score. Names repeated within a match (two seats, one name) are counted per
    // seat, as the sheet does; two spellings of one player are one player.
    const runs = new Map<string, number[]>();
    for (const name of sides.flat()) runs.set(name, []);
    for (const rubber of over) {
      const points = new Map<string, number>();
      for (const [raw, won] of Object.entries(backScoreByPlayer(match, [rubber])))
        points.set(spelt(raw), (points.get(spelt(raw)) ?? 0) + won);
      for (const [name, won] of points) {
        const run = runs.get(name) ?? [];
        run.push((run.at(-1) ?? 0) + won);
        runs.set(name, run);
      }
    }
    for (const [name, run] of runs) {
      const t = tally(name);
      t.backScore += run.at(-1) ?? 0;
      t.evenings.push({ matchId: id, at: playedAt, total: t.backScore, rubbers: run });
    }
    for (const rubber of over) {
      const [ns, ew] = [sides[0] ?? [], sides[1] ?? []];
      if (ns.length === 2) addPair(partners, ns[0] as string, ns[1] as string, rubber.backScore);
      if (ew.length === 2) addPair(partners, ew[0] as string, ew[1] as string, -rubber.backScore);
      for (const a of ns)
        for (const b of ew) {
          addPair(opponents, a, b, rubber.backScore);
          addPair(opponents, b, a, -rubber.backScore);
        }
    }
  }

  const accounts = [...tallies.values()]
    .map((t): Account => ({
      name: t.name,
      matches: t.matches,
      backScore: t.backScore,
      rubbersWon: t.won,
      rubbersLost: t.lost,
      slamsBid: t.slamsBid,
      slamsMade: t.slamsMade,
      declared: t.declared,
      made: t.made,
      doubledMade: t.doubledMade,
      doubledSet: t.doubledSet,
      evenings: t.evenings,
    }))
    .sort((a, b) => b.backScore - a.backScore || a.name.localeCompare(b.name));
  const records = (from: Map<string, { rubbers: number; backScore: number }>) =>
    [...from].map(([key, record]): PairRecord => {
      const [a, b] = key.split('\u0000') as [string, string];
      return { players: [a, b], ...record };
    });
  // Partners are one pair whichever sits North: their records are joined under one order.
  const joined = new Map<string, { rubbers: number; backScore: number }>();
  for (const { players, rubbers, backScore } of records(partners)) {
    const [a, b] = [...players].sort((x, y) => x.localeCompare(y)) as [string, string];
    const record = joined.get(pairKey(a, b)) ?? { rubbers: 0, backScore: 0 };
    record.rubbers += rubbers;
    record.backScore += backScore;
    joined.set(pairKey(a, b), record);
  }
  return {
    accounts,
    partnerships: records(joined).sort((x, y) => y.backScore - x.backScore),
    headToHead: records(opponents).sort(
      (x, y) =>
        x.players[0].localeCompare(y.players[0]) || x.players[1].localeCompare(y.players[1]),
    ),
  };
}
