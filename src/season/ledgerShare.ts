import { isBridge, isBridgeSheet, traitsOf } from '../engine/gameTraits.ts';
import { playerList, sideMembers } from '../engine/players.ts';
import { scoreMatch } from '../engine/everyGame.ts';
import { sideOf } from '../engine/seats.ts';
import type { BridgeSheet } from '../engine/sheet.ts';
import { moneyCents } from '../engine/settleUp.ts';
import { backScoreByPlayer } from '../engine/summary.ts';
import type { BridgeMatch, Match, SideIndex } from '../engine/types.ts';

/**
 * One match's part of the players' ledger (docs/rules.md, "The players' ledger"): what it adds to
 * each player's account, to each partnership and to each pair of opponents, worked out from its
 * deals alone. The ledger is the sum of its matches' parts (ledgerTotals.ts), so a device keeps
 * each part and adds or takes away only the parts of the matches that changed.
 */

/** A match as the ledger takes it: the match as read, and when it was played (or null). */
export interface LedgerMatch {
  readonly id: string;
  readonly match: Match;
  readonly playedAt: string | null;
}

/** The figures of a player's account, each a count or a sum in hundreds: a match adds to each. */
export interface Tally {
  readonly matches: number;
  /** Hundreds won (+) or lost (−) over every rubber or chukker that is over, as the back score. */
  readonly backScore: number;
  /** Rubbers won two games to none, and two games to one; then those lost. */
  readonly wonTwoNil: number;
  readonly wonTwoOne: number;
  readonly lostTwoNil: number;
  readonly lostTwoOne: number;
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
}

export const TALLY_FIELDS: readonly (keyof Tally)[] = [
  'matches',
  'backScore',
  'wonTwoNil',
  'wonTwoOne',
  'lostTwoNil',
  'lostTwoOne',
  'slamsBid',
  'slamsMade',
  'declared',
  'made',
  'doubledMade',
  'doubledSet',
];

export const emptyTally = (): Record<keyof Tally, number> => ({
  matches: 0,
  backScore: 0,
  wonTwoNil: 0,
  wonTwoOne: 0,
  lostTwoNil: 0,
  lostTwoOne: 0,
  slamsBid: 0,
  slamsMade: 0,
  declared: 0,
  made: 0,
  doubledMade: 0,
  doubledSet: 0,
});

/**
 * Two players' rubbers that are over and their back score over them: partners named in order
 * of their spelling, their back score together; opponents with the first's back score against
 * the second.
 */
export type PairPart = readonly [a: string, b: string, rubbers: number, backScore: number];

/**
 * A player's money in one currency (docs/rules.md, "Stakes and settling up"): the cents won (+) or
 * lost (−) at the stakes played for, and how many matches were played for a stake in it.
 */
export type MoneyPart = readonly [name: string, currency: string, cents: number, matches: number];

/** A match's part of the ledger. Every name is spelt as the ledger keeps it (nameKey). */
export interface LedgerShare {
  readonly id: string;
  readonly playedAt: string | null;
  /** Each player of the match and what the match adds to their account. */
  readonly tallies: readonly (readonly [string, Tally])[];
  /**
   * In a game with a back score: each player's running total across the match, after each rubber
   * that is over (an empty run when none is). The last is the match's part of their back score.
   */
  readonly runs: readonly (readonly [string, readonly number[]])[];
  readonly partners: readonly PairPart[];
  readonly opponents: readonly PairPart[];
  /** Played for a stake: each player's money, in the stake's currency; none otherwise. */
  readonly money: readonly MoneyPart[];
}

/** Deals: who declared, slams, doubled contracts made and set. */
function countDeals(
  match: BridgeMatch,
  sheet: BridgeSheet,
  sides: readonly (readonly string[])[],
  tally: (name: string) => Record<keyof Tally, number>,
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

/** Pairs' records by their two names, as parts are added up (here, and in ledgerTotals.ts). */
export type PairRecords = Map<string, [string, string, number, number]>;

/**
 * Adds a pair's part to the records (`sign` 1), or takes it away (-1); a pair left with no rubber
 * and no back score is dropped.
 */
export function addPairPart(
  into: PairRecords,
  [a, b, rubbers, backScore]: PairPart,
  sign: 1 | -1,
): void {
  const key = `${a}\u0000${b}`;
  const record = into.get(key) ?? [a, b, 0, 0];
  record[2] += sign * rubbers;
  record[3] += sign * backScore;
  if (record[2] === 0 && record[3] === 0) into.delete(key);
  else into.set(key, record);
}

/** The two partners in the order of their spellings, as the ledger joins them. */
const inOrder = (a: string, b: string): [string, string] => (b < a ? [b, a] : [a, b]);

/**
 * A match's part of the ledger, each name spelt by `spelt` (nameKey, or a merged spelling). Names
 * repeated within a match (two seats, one name) count once as a match played and per seat
 * otherwise, as the sheet does; two spellings of one player are one player.
 */
export function ledgerShare(
  { id, match, playedAt }: LedgerMatch,
  spelt: (name: string) => string,
): LedgerShare {
  const tallies = new Map<string, Record<keyof Tally, number>>();
  const tally = (raw: string) => {
    const name = spelt(raw);
    let t = tallies.get(name);
    if (t === undefined) tallies.set(name, (t = emptyTally()));
    return t;
  };
  const share = (
    runs: LedgerShare['runs'] = [],
    partners: PairRecords = new Map(),
    opponents: PairRecords = new Map(),
    money: readonly MoneyPart[] = [],
  ) => ({
    id,
    playedAt,
    tallies: [...tallies],
    runs,
    partners: [...partners.values()],
    opponents: [...opponents.values()],
    money,
  });
  for (const name of new Set(playerList(match).map(spelt))) tally(name).matches += 1;
  if (!isBridge(match)) return share();
  const sheet = scoreMatch(match);
  if (!isBridgeSheet(sheet)) return share();
  const traits = traitsOf(match.game);
  const sides = sideMembers(match).map((members) => members.map(spelt));
  countDeals(match, sheet, sides, tally);

  if (traits.rubbers) {
    for (const rubber of sheet.rubbers) {
      if (rubber.wonBy === null) continue;
      const loser = (1 - rubber.wonBy) as SideIndex;
      const twoNil = rubber.games[loser] === 0;
      for (const name of sides[rubber.wonBy] ?? [])
        tally(name)[twoNil ? 'wonTwoNil' : 'wonTwoOne'] += 1;
      for (const name of sides[loser] ?? []) tally(name)[twoNil ? 'lostTwoNil' : 'lostTwoOne'] += 1;
    }
  }
  if (!traits.backScore) return share();
  const over = sheet.rubbers.filter((rubber) => rubber.over);
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
  for (const [name, run] of runs) tally(name).backScore += run.at(-1) ?? 0;
  const partners: PairRecords = new Map();
  const opponents: PairRecords = new Map();
  // Each rubber that is over: one more to the pair, with its back score.
  const rubberOf = (into: PairRecords, [a, b]: readonly [string, string], backScore: number) =>
    addPairPart(into, [a, b, 1, backScore], 1);
  for (const rubber of over) {
    const [ns, ew] = [sides[0] ?? [], sides[1] ?? []];
    if (ns.length === 2)
      rubberOf(partners, inOrder(ns[0] as string, ns[1] as string), rubber.backScore);
    if (ew.length === 2)
      rubberOf(partners, inOrder(ew[0] as string, ew[1] as string), -rubber.backScore);
    for (const a of ns)
      for (const b of ew) {
        rubberOf(opponents, [a, b], rubber.backScore);
        rubberOf(opponents, [b, a], -rubber.backScore);
      }
  }
  // Played for a stake: each player's back score in the match, at the stake.
  const stake = match.rules.stake;
  const money: MoneyPart[] =
    stake === undefined
      ? []
      : Object.entries(
          moneyCents(
            Object.fromEntries([...runs].map(([name, run]) => [name, run.at(-1) ?? 0])),
            stake,
          ),
        ).map(([name, cents]) => [name, stake.currency, cents, 1] as const);
  return share([...runs], partners, opponents, money);
}

/** A list, every item of which `item` accepts. */
export const isListOf = (value: unknown, item: (entry: unknown) => boolean): boolean =>
  Array.isArray(value) && value.every(item);

/** Two texts and two whole numbers: the shape a pair's part and a player's money are kept in. */
function isTwoTextsTwoWholes(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    Number.isInteger(value[2]) &&
    Number.isInteger(value[3])
  );
}

/** A pair's part, as kept on the device: two names and two whole numbers. */
export function isPairPart(value: unknown): value is PairPart {
  return isTwoTextsTwoWholes(value);
}

/** A player's money, as kept on the device: a name, a currency code and two whole numbers. */
export function isMoneyPart(value: unknown): value is MoneyPart {
  return isTwoTextsTwoWholes(value);
}

/** A name and its tally, as kept on the device: every figure a whole number. */
export function isNamedTally(value: unknown): value is readonly [string, Tally] {
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string') return false;
  const tally = value[1] as Record<string, unknown> | null;
  return (
    typeof tally === 'object' &&
    tally !== null &&
    TALLY_FIELDS.every((field) => Number.isInteger(tally[field]))
  );
}

/** Whether a share kept on the device is whole: its shape, as ledgerShare makes it. */
export function isLedgerShare(value: unknown): value is LedgerShare {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  const isRun = (r: unknown) =>
    Array.isArray(r) &&
    r.length === 2 &&
    typeof r[0] === 'string' &&
    isListOf(r[1], Number.isInteger);
  return (
    typeof s.id === 'string' &&
    (s.playedAt === null || typeof s.playedAt === 'string') &&
    isListOf(s.tallies, isNamedTally) &&
    isListOf(s.runs, isRun) &&
    isListOf(s.partners, isPairPart) &&
    isListOf(s.opponents, isPairPart) &&
    isListOf(s.money, isMoneyPart)
  );
}
