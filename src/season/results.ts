import { canonicalDeals } from '../engine/agreement/checkCode.ts';
import { isBridge, isBridgeSheet, traitsOf } from '../engine/gameTraits.ts';
import { sideMembers } from '../engine/players.ts';
import { scoreMatch } from '../engine/everyGame.ts';
import type { BridgeMatch, Match } from '../engine/types.ts';
import type { EnteredPair, Outcome, Pairing, Round } from './draw.ts';
import { resultOf } from './draw.ts';
import { nameKey } from './names.ts';

/**
 * A result coming in to the organiser's desk as a match file (docs/rules.md, "The competition"):
 * scored again by the engine, matched to its pairing in the draw by the pair names, and either
 * taken (the winner goes through), offered as a choice (names spelt differently), or refused with
 * the reason. Nothing here changes the draw; the desk applies what is taken.
 */

/** Why a match is not taken as a result; the desk's screens make the words (deskText.ts). */
export type ResultRefusal =
  /** A match of a game that has no competition (rubber, Chicago, …). */
  | { readonly reason: 'otherGame'; readonly game: string }
  /** A match that cannot be scored. */
  | { readonly reason: 'unscored' }
  /** A match planned as another number of deals than the competition's. */
  | { readonly reason: 'notPlanned'; readonly planned: number; readonly required: number }
  | { readonly reason: 'unfinished'; readonly played: number; readonly planned: number }
  | { readonly reason: 'tied'; readonly total: number; readonly after: number }
  /**
   * The match's result is in already: this very file again, or another copy of it (the losers'
   * export of the match the winners sent), compared with the copy kept.
   */
  | {
      readonly reason: 'inAlready';
      readonly round: number;
      readonly pairing: Pairing;
      readonly copies: CopiesCompared;
    }
  /** Two pairs of the draw, not drawn to play each other in a round still open. */
  | { readonly reason: 'notDrawnTogether'; readonly first: string; readonly second: string }
  /** Sides whose names are no pairing of the draw, even spelt a little differently. */
  | { readonly reason: 'notAPairing'; readonly sides: readonly [string, string] }
  /** The match chosen is no longer open: its result came in meanwhile. */
  | { readonly reason: 'noLongerOpen' };

/** A second copy of a result compared with the one kept. */
export type CopiesCompared =
  /** The same deals, deal by deal. */
  | { readonly kind: 'agree' }
  /**
   * Deals that differ: how many, and the first (1-based); none where only the game's settings
   * differ (its rules, or who dealt first).
   */
  | { readonly kind: 'differ'; readonly deals: number; readonly first: number }
  /** No copy was kept to compare with (a result taken before copies were kept). */
  | { readonly kind: 'unknown' };

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
      /** The two sides' names as the file spells them. */
      readonly sides: readonly [string, string];
    }
  | { readonly kind: 'refused'; readonly refusal: ResultRefusal };

const refuse = (refusal: ResultRefusal): ResultCheck => ({ kind: 'refused', refusal });

/** The match file kept for a result taken earlier (by its outcome), if one was kept. */
export type KeptCopy = (outcome: Outcome) => Match | undefined;

/**
 * Two copies of one match compared deal by deal, as entered (the canonical deals of
 * docs/format.md, "The canonical deals"): names, ids and times aside.
 */
export function compareCopies(kept: Match, received: Match): CopiesCompared {
  const [a, b] = [canonicalDeals(kept), canonicalDeals(received)];
  if (a === b) return { kind: 'agree' };
  const [left, right] = [a.split('\n'), b.split('\n')];
  let deals = 0;
  let first = 0;
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] === right[i]) continue;
    const number = Number(/^(\d+) /.exec(left[i] ?? right[i] ?? '')?.[1] ?? 0);
    if (number === 0) continue;
    deals += 1;
    if (first === 0) first = number;
  }
  return { kind: 'differ', deals, first };
}

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

/** The pairing of two pairs in a round, and the round, wherever they are drawn to meet. */
function meetingOf(c: Competition, first: string, second: string) {
  for (let round = 0; round < c.rounds.length; round++) {
    const pairing = c.rounds[round]?.pairings.find(
      (p) => (p.a === first && p.b === second) || (p.a === second && p.b === first),
    );
    if (pairing !== undefined) return { round, pairing };
  }
  return null;
}

/**
 * Whether a match can stand as a competition result at all: a match of a competition game, of
 * the competition's planned deals (docs/rules.md, "The competition": 30, and two more at a time
 * after a tie), finished and not tied. Null when it can.
 */
function unfitRefusal(match: Match): ResultRefusal | null {
  const traits = traitsOf(match.game);
  if (!isBridge(match) || !traits.competition) return { reason: 'otherGame', game: traits.name };
  const sheet = scoreMatch(match);
  if (!isBridgeSheet(sheet)) return { reason: 'unscored' };
  const required = traits.planned?.deals ?? null;
  const planned = sheet.plannedDeals ?? 0;
  if (required !== null && planned !== required) return { reason: 'notPlanned', planned, required };
  if (sheet.status === 'in-progress')
    return { reason: 'unfinished', played: sheet.deals.length, planned };
  if (sheet.status === 'tied' || sheet.winner === null)
    return { reason: 'tied', total: sheet.totals[0], after: sheet.deals.length };
  return null;
}

/** The match's winner and totals, by side, once unfitRefusal has let it through. */
function finishedSheet(match: Match) {
  const sheet = scoreMatch(match);
  if (!isBridgeSheet(sheet) || sheet.winner === null) return null;
  return { totals: sheet.totals, winner: sheet.winner };
}

/** A result in already for this pairing: refused, saying whether the kept copy agrees. */
function inAlready(
  c: Competition,
  round: number,
  pairing: Pairing,
  match: Match,
  kept: KeptCopy,
): ResultCheck | null {
  const outcome = resultOf(c.outcomes, round, pairing);
  if (outcome === undefined) return null;
  const copy = kept(outcome);
  return refuse({
    reason: 'inAlready',
    round,
    pairing,
    copies: copy === undefined ? { kind: 'unknown' } : compareCopies(copy, match),
  });
}

/**
 * A match that can stand as a result (unfitRefusal), scored, and not in already by its id: its
 * winner and totals, or the check that refuses it.
 */
function fitResult(
  match: Match,
  c: Competition,
  matchId: string | undefined,
  kept: KeptCopy,
):
  | { ok: true; bridge: BridgeMatch; finished: NonNullable<ReturnType<typeof finishedSheet>> }
  | { ok: false; check: ResultCheck } {
  const unfit = unfitRefusal(match);
  if (unfit !== null) return { ok: false, check: refuse(unfit) };
  const finished = finishedSheet(match);
  if (!isBridge(match) || finished === null)
    return { ok: false, check: refuse({ reason: 'unscored' }) };
  const again = sameMatchIn(c, match, matchId, kept);
  return again === null ? { ok: true, bridge: match, finished } : { ok: false, check: again };
}

/** The very match (by its id) in already, whatever its names say now. */
function sameMatchIn(
  c: Competition,
  match: Match,
  matchId: string | undefined,
  kept: KeptCopy,
): ResultCheck | null {
  const same = matchId === undefined ? undefined : c.outcomes.find((o) => o.matchId === matchId);
  if (same === undefined) return null;
  const pairing = c.rounds[same.round]?.pairings.find(
    (p) => p.a === same.winner || p.b === same.winner,
  );
  return pairing === undefined ? null : inAlready(c, same.round, pairing, match, kept);
}

/**
 * Checks a match file's match (already read by the validator) against the competition: a finished
 * Kapiti match of the planned deals whose two pairs are drawn to play each other in a round still
 * open. A second copy of a result in already (the same file again, or the losers' export of the
 * match the winners sent) is said to be in already, compared with the copy kept (`kept`).
 */
export function checkResult(
  match: Match,
  c: Competition,
  matchId?: string,
  kept: KeptCopy = () => undefined,
): ResultCheck {
  const fit = fitResult(match, c, matchId, kept);
  if (!fit.ok) return fit.check;
  const { bridge, finished } = fit;
  const sides = sideMembers(bridge);
  const found = sides.map((side) => c.pairs.find((pair) => sameNames(side, pair, exact)));
  const [first, second] = found;
  if (first !== undefined && second !== undefined) {
    const met = meetingOf(c, first.id, second.id);
    if (met !== null) {
      const copy = inAlready(c, met.round, met.pairing, match, kept);
      if (copy !== null) return copy;
    }
    const open = openPairing(c, first.id);
    const meets =
      open !== null && (open.pairing.a === second.id || open.pairing.b === second.id) ? open : null;
    if (meets === null)
      return refuse({
        reason: 'notDrawnTogether',
        first: pairNames(first),
        second: pairNames(second),
      });
    return {
      kind: 'taken',
      ...meets,
      outcome: outcomeOf(
        meets.round,
        [first.id, second.id],
        finished.totals,
        finished.winner,
        matchId,
      ),
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
      if (!fits) continue;
      const copy = inAlready(c, round, pairing, match, kept);
      if (copy !== null) return copy;
      const open = openPairing(c, pa.id);
      if (open !== null && open.pairing === pairing) candidates.push({ round, pairing });
    }
  }
  const named = [sides[0].join(' & '), sides[1].join(' & ')] as const;
  if (candidates.length > 0) return { kind: 'choose', candidates, sides: named };
  return refuse({ reason: 'notAPairing', sides: named });
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
  kept: KeptCopy = () => undefined,
): ResultCheck {
  const fit = fitResult(match, c, matchId, kept);
  if (!fit.ok) return fit.check;
  const { bridge, finished } = fit;
  // The draw may have moved on since the choice was offered: the match must still be open.
  const drawn = c.rounds[chosen.round]?.pairings.find(
    (p) => p.a === chosen.pairing.a && p.b === chosen.pairing.b,
  );
  if (
    drawn === undefined ||
    drawn.b === null ||
    resultOf(c.outcomes, chosen.round, drawn) !== undefined
  )
    return refuse({ reason: 'noLongerOpen' });
  const { a, b } = drawn;
  const pa = c.pairs.find((p) => p.id === a);
  // The side whose names are closer to the first pair's is that pair.
  const sides = sideMembers(bridge);
  const aIsFirst = pa === undefined || sameNames(sides[0], pa, close);
  const ids: [string, string] = aIsFirst ? [a, b] : [b, a];
  return {
    kind: 'taken',
    round: chosen.round,
    pairing: drawn,
    outcome: outcomeOf(chosen.round, ids, finished.totals, finished.winner, matchId),
  };
}
