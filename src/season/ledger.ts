import type { LedgerMatch, LedgerShare, Tally } from './ledgerShare.ts';
import { ledgerShare } from './ledgerShare.ts';
import type { KeptTotals } from './ledgerTotals.ts';
import { LedgerTotals } from './ledgerTotals.ts';
import { nameKey } from './names.ts';

export { nameKey } from './names.ts';
export type { LedgerMatch } from './ledgerShare.ts';

/**
 * The players' ledger (docs/rules.md, "The players' ledger"): each player's account across every match
 * on the device, derived from the deals alone: the sum of each match's part (ledgerShare.ts,
 * ledgerTotals.ts), so editing a deal changes the ledger by that match's part alone. A player's
 * evenings, the back score match by match, are worked out from their matches' parts when asked.
 */

export interface RubberCount {
  /** Won two games to none. */
  readonly twoNil: number;
  /** Won two games to one. */
  readonly twoOne: number;
}

type RubberFields = 'wonTwoNil' | 'wonTwoOne' | 'lostTwoNil' | 'lostTwoOne';

/** A player's money in one currency, over every match played for a stake in it. */
export interface Money {
  readonly currency: string;
  /** Won (+) or lost (−), in cents. */
  readonly cents: number;
  readonly matches: number;
}

/** What one player's name has done, over every match it is in: its tally (ledgerShare.ts). */
export interface Account extends Omit<Tally, RubberFields> {
  readonly name: string;
  readonly rubbersWon: RubberCount;
  readonly rubbersLost: RubberCount;
  /**
   * Money won or lost at the stakes played for (docs/rules.md, "Stakes and settling up"), each
   * currency apart, in the order of their codes; empty when no match of theirs had a stake.
   */
  readonly money: readonly Money[];
}

/** A match that changed a player's back score: one of their evenings, in the order played. */
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

/** The order matches are played in: by when, then by id. */
export const playedOrder = (
  x: { readonly playedAt: string | null; readonly id: string },
  y: { readonly playedAt: string | null; readonly id: string },
) => (x.playedAt ?? '').localeCompare(y.playedAt ?? '') || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);

/** Names in order, and two names that read alike in order of their letters. */
const byName = (a: string, b: string) => a.localeCompare(b) || (a < b ? -1 : a > b ? 1 : 0);

/** The ledger of its sums (ledgerTotals.ts): every account, partnership and pair, in order. */
export function ledgerOf(totals: KeptTotals): Ledger {
  const money = new Map<string, Money[]>();
  for (const [name, currency, cents, matches] of totals.money)
    money.set(name, [...(money.get(name) ?? []), { currency, cents, matches }]);
  for (const list of money.values())
    list.sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
  const accounts = totals.accounts
    .map(([name, t]): Account => ({
      name,
      matches: t.matches,
      backScore: t.backScore,
      rubbersWon: { twoNil: t.wonTwoNil, twoOne: t.wonTwoOne },
      rubbersLost: { twoNil: t.lostTwoNil, twoOne: t.lostTwoOne },
      slamsBid: t.slamsBid,
      slamsMade: t.slamsMade,
      declared: t.declared,
      made: t.made,
      doubledMade: t.doubledMade,
      doubledSet: t.doubledSet,
      money: money.get(name) ?? [],
    }))
    .sort((a, b) => b.backScore - a.backScore || byName(a.name, b.name));
  const record = ([a, b, rubbers, backScore]: readonly [string, string, number, number]) => ({
    players: [a, b] as const,
    rubbers,
    backScore,
  });
  return {
    accounts,
    partnerships: totals.partners
      .map(record)
      .sort(
        (x, y) =>
          y.backScore - x.backScore ||
          byName(x.players[0], y.players[0]) ||
          byName(x.players[1], y.players[1]),
      ),
    headToHead: totals.opponents
      .map(record)
      .sort((x, y) => byName(x.players[0], y.players[0]) || byName(x.players[1], y.players[1])),
  };
}

/**
 * A player's evenings: for each match of a game with a back score that they played, in the order
 * played, their back score across every match up to it and their running total across it.
 */
export function eveningsOf(name: string, shares: readonly LedgerShare[]): Evening[] {
  let total = 0;
  const evenings: Evening[] = [];
  for (const share of [...shares].sort(playedOrder)) {
    const run = share.runs.find(([runner]) => runner === name)?.[1];
    if (run === undefined) continue;
    total += run.at(-1) ?? 0;
    evenings.push({ matchId: share.id, at: share.playedAt, total, rubbers: run });
  }
  return evenings;
}

/** How a name is spelt in the ledger: as nameKey keeps it, then as `aliases` merges it. */
export function spelling(aliases: ReadonlyMap<string, string> = new Map()) {
  // Each spelling is read once: a season repeats a few names thousands of times.
  const spellings = new Map<string, string>();
  return (name: string) => {
    let key = spellings.get(name);
    if (key === undefined) {
      const read = nameKey(name);
      spellings.set(name, (key = aliases.get(read) ?? read));
    }
    return key;
  };
}

/**
 * The ledger of a set of matches, every name spelt as `aliases` says (a merged spelling maps to
 * the one kept), with each player's evenings.
 */
export function buildLedger(
  matches: readonly LedgerMatch[],
  aliases: ReadonlyMap<string, string> = new Map(),
): Ledger & { readonly evenings: ReadonlyMap<string, readonly Evening[]> } {
  const spelt = spelling(aliases);
  const totals = new LedgerTotals();
  const shares = matches.map((match) => ledgerShare(match, spelt));
  for (const share of shares) totals.apply(share, 1);
  const ledger = ledgerOf(totals.kept());
  const evenings = new Map(ledger.accounts.map((a) => [a.name, eveningsOf(a.name, shares)]));
  return { ...ledger, evenings };
}
