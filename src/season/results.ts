import { isBridge, isBridgeSheet, traitsOf } from '../engine/gameTraits.ts';
import { sideMembers } from '../engine/players.ts';
import { scoreMatch } from '../engine/score.ts';
import type { Match } from '../engine/types.ts';
import type { EnteredPair, Outcome, Pairing, Round } from './draw.ts';
import { resultOf } from './draw.ts';
import { nameKey } from './names.ts';

/**
 * A result coming in to the organiser's desk as a match file (docs/rules.md, "The competition"):
 * scored again by the engine, matched to its pairing in the draw by the pair names, and either
 * taken (the winner goes through), offered as a choice (names spelt differently), or refused with
 * the reason. Nothing here changes the draw; the desk applies what is taken.
 */

export type ResultCheck =
  | {
      readonly kind: 'taken';
      readonly round: number;
      readonly pairing: Pairing;
      readonly outcome: Outcome;
    }
  | {
      /** The names are close to these pairings' pairs, not the same: the organiser chooses. */
      readonly kind: 'choose';
      readonly candidates: readonly { readonly round: number; readonly pairing: Pairing }[];
      readonly message: string;
    }
  | { readonly kind: 'refused'; readonly message: string };

export interface Competition {
  readonly pairs: readonly EnteredPair[];
  readonly rounds: readonly Round[];
  readonly outcomes: readonly Outcome[];
}

/** A name with case and accents set aside, to find a spelling that is close. */
function folded(name: string): string {
  return nameKey(name).normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** Letters to change, add or remove to make one word the other (Levenshtein). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next[j] = Math.min(
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
        (row[j - 1] as number) + cost,
      );
    }
    row = next;
  }
  return row[b.length] as number;
}

/** Two spellings close enough to be one person: the same but for case and accents, or a slip or two. */
function close(a: string, b: string): boolean {
  const [x, y] = [folded(a), folded(b)];
  return x === y || distance(x, y) <= Math.min(2, Math.floor(Math.min(x.length, y.length) / 4));
}

function sameNames(
  side: readonly string[],
  pair: EnteredPair,
  like: (a: string, b: string) => boolean,
) {
  const [p, q] = pair.players;
  const [s, t] = side;
  if (s === undefined || t === undefined) return false;
  return (like(s, p) && like(t, q)) || (like(s, q) && like(t, p));
}

const exact = (a: string, b: string) => nameKey(a) === nameKey(b);

/** The round a pair plays next: the first round whose pairing of it has no outcome yet. */
function openPairing(c: Competition, pairId: string): { round: number; pairing: Pairing } | null {
  for (let round = 0; round < c.rounds.length; round++) {
    const pairing = c.rounds[round]?.pairings.find((p) => p.a === pairId || p.b === pairId);
    if (pairing === undefined || pairing.b === null) continue;
    if (resultOf(c.outcomes, round, pairing) === undefined) return { round, pairing };
  }
  return null;
}

const pairNames = (pair: EnteredPair) => pair.players.join(' & ');

/**
 * Checks a match file's match (already read by the validator) against the competition: a finished
 * Kapiti match whose two pairs are drawn to play each other in a round still open.
 */
export function checkResult(match: Match, c: Competition, matchId?: string): ResultCheck {
  if (!isBridge(match) || !traitsOf(match.game).competition)
    return {
      kind: 'refused',
      message: `this is a ${traitsOf(match.game).name} match, not a competition match`,
    };
  const sheet = scoreMatch(match);
  if (!isBridgeSheet(sheet)) return { kind: 'refused', message: 'this match cannot be scored' };
  if (matchId !== undefined && c.outcomes.some((o) => o.matchId === matchId))
    return { kind: 'refused', message: 'this match is in already' };
  const planned = sheet.plannedDeals ?? 0;
  if (sheet.status === 'in-progress')
    return {
      kind: 'refused',
      message: `the match is unfinished: ${sheet.deals.length} of ${planned} deals played`,
    };
  if (sheet.status === 'tied' || sheet.winner === null)
    return {
      kind: 'refused',
      message: `the match is tied at ${sheet.totals[0]} all after deal ${sheet.deals.length}: two more deals decide it`,
    };
  const sides = sideMembers(match);
  const found = sides.map((side) => c.pairs.find((pair) => sameNames(side, pair, exact)));
  const [first, second] = found;
  if (first !== undefined && second !== undefined) {
    const open = openPairing(c, first.id);
    const meets =
      open !== null && (open.pairing.a === second.id || open.pairing.b === second.id) ? open : null;
    if (meets === null)
      return {
        kind: 'refused',
        message: `${pairNames(first)} and ${pairNames(second)} are not drawn to play each other in a round still open`,
      };
    return {
      kind: 'taken',
      ...meets,
      outcome: outcomeOf(meets.round, [first.id, second.id], sheet.totals, sheet.winner, matchId),
    };
  }
  // A name spelt differently: the pairings whose pairs are close to both sides.
  const candidates: { round: number; pairing: Pairing }[] = [];
  for (let round = 0; round < c.rounds.length; round++) {
    for (const pairing of c.rounds[round]?.pairings ?? []) {
      if (pairing.b === null) continue;
      const pa = c.pairs.find((p) => p.id === pairing.a);
      const pb = c.pairs.find((p) => p.id === pairing.b);
      if (pa === undefined || pb === undefined) continue;
      const fits =
        (sameNames(sides[0], pa, close) && sameNames(sides[1], pb, close)) ||
        (sameNames(sides[0], pb, close) && sameNames(sides[1], pa, close));
      const open = openPairing(c, pa.id);
      if (fits && open !== null && open.pairing === pairing) candidates.push({ round, pairing });
    }
  }
  const who = `${sides[0].join(' & ')} and ${sides[1].join(' & ')}`;
  if (candidates.length > 0)
    return {
      kind: 'choose',
      candidates,
      message: `${who} are not spelt as in the draw: choose the match this is`,
    };
  return { kind: 'refused', message: `${who} are not a pairing of the draw` };
}

/**
 * The outcome of a checked match, by pair: the side order of the match file mapped to the pairs
 * found for its sides.
 */
function outcomeOf(
  round: number,
  [ns, ew]: readonly [string, string],
  totals: readonly [number, number],
  winner: 0 | 1,
  matchId: string | undefined,
): Outcome {
  return {
    round,
    winner: winner === 0 ? ns : ew,
    kind: 'played',
    totals: { [ns]: totals[0], [ew]: totals[1] },
    ...(matchId === undefined ? {} : { matchId }),
  };
}

/** Takes a match the organiser chose for a file whose names were spelt differently. */
export function takeChosen(
  match: Match,
  chosen: { readonly round: number; readonly pairing: Pairing },
  c: Competition,
  matchId?: string,
): ResultCheck {
  if (!isBridge(match)) return { kind: 'refused', message: 'not a bridge match' };
  if (matchId !== undefined && c.outcomes.some((o) => o.matchId === matchId))
    return { kind: 'refused', message: 'this match is in already' };
  // The draw may have moved on since the choice was offered: the match must still be open.
  const drawn = c.rounds[chosen.round]?.pairings.find(
    (p) => p.a === chosen.pairing.a && p.b === chosen.pairing.b,
  );
  if (drawn === undefined || resultOf(c.outcomes, chosen.round, drawn) !== undefined)
    return { kind: 'refused', message: 'that match is no longer open: its result is in' };
  const sheet = scoreMatch(match);
  if (!isBridgeSheet(sheet) || sheet.winner === null || sheet.status !== 'complete')
    return { kind: 'refused', message: 'the match is not finished' };
  const { a, b } = chosen.pairing;
  if (b === null) return { kind: 'refused', message: 'a bye has no match' };
  const pa = c.pairs.find((p) => p.id === a);
  // The side whose names are closer to the first pair's is that pair.
  const sides = sideMembers(match);
  const aIsFirst = pa === undefined || sameNames(sides[0], pa, close);
  const ids: [string, string] = aIsFirst ? [a, b] : [b, a];
  return {
    kind: 'taken',
    ...chosen,
    outcome: outcomeOf(chosen.round, ids, sheet.totals, sheet.winner, matchId),
  };
}
