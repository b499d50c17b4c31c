/**
 * The organiser's knock-out draw (seed 002, "Format of the Kapiti Rubber Bridge competition";
 * docs/rules.md, "The competition"): pairs entered with their grades, drawn at random into rounds
 * (with byes when the field is not a power of two), winners going through, each round with the
 * date its matches are due. Pure: the randomness is passed in, so a draw can be repeated in a test.
 */

export type Grade = 'junior' | 'intermediate' | 'open';

export interface EnteredPair {
  readonly id: string;
  readonly players: readonly [string, string];
  readonly grades: readonly [Grade, Grade];
}

/** One match of a round; `b` null is a bye: `a` goes through without playing. */
export interface Pairing {
  readonly a: string;
  readonly b: string | null;
}

export interface Round {
  readonly name: string;
  /** The date the round's matches are due, YYYY-MM-DD, or null when none was set. */
  readonly due: string | null;
  readonly pairings: readonly Pairing[];
}

/** A match's outcome: played (from its match file), or awarded by the organiser by default. */
export interface Outcome {
  readonly round: number;
  readonly winner: string;
  readonly kind: 'played' | 'default';
  /** Played: each pair's total, by pair id. */
  readonly totals?: Readonly<Record<string, number>>;
  /** The id of the match it was played as (the match file's `id`), where the file had one. */
  readonly matchId?: string;
  /** The kept copy of the match file it was taken from (src/db's `resultFiles`). */
  readonly fileId?: string;
  /** When the desk took it, or awarded it. */
  readonly at?: string;
}

/** A pair's names, "Ana Ngata & Łukasz Nowak", or its id when it is not among `pairs`. */
export function namesOf(pairs: readonly EnteredPair[], id: string): string {
  return pairs.find((pair) => pair.id === id)?.players.join(' & ') ?? id;
}

/**
 * A pair's grade as seed 002 recognises it: Junior is Jnr/Jnr; Intermediate is Int/Jnr or
 * Int/Int; any pair with an Open player is Open.
 */
export function pairGrade([first, second]: readonly [Grade, Grade]): Grade {
  if (first === 'open' || second === 'open') return 'open';
  if (first === 'junior' && second === 'junior') return 'junior';
  return 'intermediate';
}

/** The rounds a field of `pairs` needs: 2 pairs 1 (the final), 3 or 4 pairs 2, 5 to 8 pairs 3. */
export function roundsFor(pairs: number): number {
  return pairs < 2 ? 0 : Math.ceil(Math.log2(pairs));
}

/** The usual names, counted back from the final. */
export function roundName(round: number, rounds: number): string {
  const fromEnd = rounds - round;
  if (fromEnd === 1) return 'Final';
  if (fromEnd === 2) return 'Semi-finals';
  if (fromEnd === 3) return 'Quarter-finals';
  return `Round ${round + 1}`;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const meetingKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** Every meeting already drawn in `rounds`, byes aside. */
function meetings(rounds: readonly Round[]): Set<string> {
  const met = new Set<string>();
  for (const round of rounds)
    for (const { a, b } of round.pairings) if (b !== null) met.add(meetingKey(a, b));
  return met;
}

/**
 * Draws a round at random among `pairs` (the field, or the winners of the round before). In a
 * field that is not a power of two the first round gives byes to as many pairs as the next power
 * of two lacks, so that the second round is whole. No two pairs that met in `earlier` rounds are
 * drawn together again; if no such draw can be found, the result says so.
 */
export function drawRound(
  pairs: readonly string[],
  earlier: readonly Round[],
  random: () => number,
  attempts = 200,
): { ok: true; pairings: Pairing[] } | { ok: false; why: 'fewPairs' | 'twice' | 'repeats' } {
  if (pairs.length < 2) return { ok: false, why: 'fewPairs' };
  if (new Set(pairs).size !== pairs.length) return { ok: false, why: 'twice' };
  const size = 2 ** roundsFor(pairs.length);
  const byes = size - pairs.length;
  const met = meetings(earlier);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const order = shuffled(pairs, random);
    const pairings: Pairing[] = order.slice(0, byes).map((a) => ({ a, b: null }));
    const playing = order.slice(byes);
    for (let i = 0; i + 1 < playing.length; i += 2)
      pairings.push({ a: playing[i] as string, b: playing[i + 1] as string });
    if (pairings.every(({ a, b }) => b === null || !met.has(meetingKey(a, b))))
      return { ok: true, pairings };
  }
  return { ok: false, why: 'repeats' };
}

/** The result of a match of round `round`, if one is in: the outcome naming either pair. */
export function resultOf(
  outcomes: readonly Outcome[],
  round: number,
  { a, b }: Pairing,
): Outcome | undefined {
  return outcomes.find((o) => o.round === round && (o.winner === a || o.winner === b));
}

/** The pairs still in after `round`: its winners and its byes, in the order drawn. */
export function throughFrom(
  round: Round,
  index: number,
  outcomes: readonly Outcome[],
): string[] | null {
  const through: string[] = [];
  for (const pairing of round.pairings) {
    if (pairing.b === null) {
      through.push(pairing.a);
      continue;
    }
    const outcome = resultOf(outcomes, index, pairing);
    if (outcome === undefined) return null;
    through.push(outcome.winner);
  }
  return through;
}

/**
 * What is wrong with a round entered by hand, each problem in words: a pair not in the
 * competition or already out, a pair drawn twice, two pairs who have met before, a bye where the
 * field needs none.
 */
export function roundProblems(
  round: Round,
  stillIn: readonly string[],
  earlier: readonly Round[],
  names: (pair: string) => string,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const met = meetings(earlier);
  const size = 2 ** roundsFor(stillIn.length);
  const byes = round.pairings.filter((p) => p.b === null).length;
  for (const { a, b } of round.pairings) {
    for (const pair of b === null ? [a] : [a, b]) {
      if (!stillIn.includes(pair)) problems.push(`${names(pair)} is not in this round`);
      else if (seen.has(pair)) problems.push(`${names(pair)} is drawn twice`);
      seen.add(pair);
    }
    if (b !== null && met.has(meetingKey(a, b)))
      problems.push(`${names(a)} and ${names(b)} have met already`);
  }
  for (const pair of stillIn) if (!seen.has(pair)) problems.push(`${names(pair)} is not drawn`);
  if (byes !== size - stillIn.length)
    problems.push(
      `${stillIn.length} ${stillIn.length === 1 ? 'pair needs' : 'pairs need'} ${size - stillIn.length} ${size - stillIn.length === 1 ? 'bye' : 'byes'}, not ${byes}`,
    );
  return problems;
}

export type PairingState = 'bye' | 'played' | 'by default' | 'due' | 'overdue';

/**
 * Where a match of the draw stands on `today` (YYYY-MM-DD): played (its result is in), awarded by
 * default, a bye, due (its date not yet past, or none set), or overdue (past its date with no
 * result). An overdue match is the organiser's to settle: the rules give no automatic result, so
 * the desk offers to award it by default to either pair (docs/rules.md, "The competition").
 */
export function pairingState(
  pairing: Pairing,
  round: Round,
  index: number,
  outcomes: readonly Outcome[],
  today: string,
): PairingState {
  if (pairing.b === null) return 'bye';
  const outcome = resultOf(outcomes, index, pairing);
  if (outcome !== undefined) return outcome.kind === 'played' ? 'played' : 'by default';
  return round.due !== null && today > round.due ? 'overdue' : 'due';
}

/**
 * The best Junior and Intermediate pairs that are not in the final (seed 002): the pair of that
 * grade that went furthest; between pairs out in the same round, the one that took the larger
 * share of the points in the match it lost (docs/rules.md, "The competition"). Null where no pair
 * of the grade has yet been knocked out.
 */
export function recognised(
  pairs: readonly EnteredPair[],
  rounds: readonly Round[],
  outcomes: readonly Outcome[],
): Record<'junior' | 'intermediate', string | null> {
  const finalists = new Set<string>();
  const finalIndex = roundsFor(pairs.length) - 1;
  for (const { a, b } of rounds[finalIndex]?.pairings ?? []) {
    finalists.add(a);
    if (b !== null) finalists.add(b);
  }
  /** The outcome that put `pair` out: its opponent's win in a match it played. */
  const outAt = (pair: string) =>
    outcomes.find((o) => {
      const met = rounds[o.round]?.pairings.find((p) => p.a === pair || p.b === pair);
      return met !== undefined && met.b !== null && o.winner === (met.a === pair ? met.b : met.a);
    });
  const share = (pair: string, outcome: Outcome | undefined) => {
    const totals = outcome?.totals;
    if (totals === undefined) return 0;
    const all = Object.values(totals).reduce((s, n) => s + n, 0);
    return all === 0 ? 0 : (totals[pair] ?? 0) / all;
  };
  const best = (grade: Grade): string | null => {
    const candidates = pairs
      .filter((p) => pairGrade(p.grades) === grade && !finalists.has(p.id))
      .map((p) => ({ id: p.id, out: outAt(p.id) }))
      .filter((c): c is { id: string; out: Outcome } => c.out !== undefined);
    candidates.sort((x, y) => y.out.round - x.out.round || share(y.id, y.out) - share(x.id, x.out));
    return candidates[0]?.id ?? null;
  };
  return { junior: best('junior'), intermediate: best('intermediate') };
}
