import type { Desk } from '../../db/desk.ts';
import type { Grade, Outcome, Pairing, PairingState } from '../../season/draw.ts';
import {
  namesOf,
  pairGrade,
  pairingState,
  recognised,
  resultOf,
  roundsFor,
} from '../../season/draw.ts';
import { formatDueDate } from '../common/matchText.ts';

/**
 * The words the organiser's desk, its draw sheet and its CSV share: a pair's names and grade, and
 * where each match of the draw stands (docs/rules.md, "The competition").
 */

export const GRADE_NAMES: Readonly<Record<Grade, string>> = {
  junior: 'Junior',
  intermediate: 'Intermediate',
  open: 'Open',
};

/** "Ana Ngata & Łukasz Nowak", or the id of a pair no longer entered. */
export const pairNames = (desk: Desk, id: string): string => namesOf(desk.pairs, id);

/** The pair's grade as seed 002 recognises it, from its players' grades. */
export function pairGradeName(desk: Desk, id: string): string {
  const pair = desk.pairs.find((p) => p.id === id);
  return pair === undefined ? '' : GRADE_NAMES[pairGrade(pair.grades)];
}

/** A match of the draw as a row: the two pairs, its state, and the result or what is awaited. */
export interface DrawRow {
  readonly round: number;
  readonly roundName: string;
  readonly due: string | null;
  readonly match: number;
  readonly pairing: Pairing;
  readonly state: PairingState;
  readonly result: string;
}

const STATE_WORDS: Readonly<Record<PairingState, string>> = {
  bye: 'Bye',
  played: 'Played',
  'by default': 'By default',
  due: 'Due',
  overdue: 'Overdue',
};

export const stateWord = (state: PairingState): string => STATE_WORDS[state];

/** "Ana Ngata & Łukasz Nowak won 2380 to 1960": a match played, with its score where it is known. */
export function wonText(desk: Desk, outcome: Outcome, pairing: Pairing): string {
  const loser = outcome.winner === pairing.a ? pairing.b : pairing.a;
  const won = outcome.totals?.[outcome.winner];
  const lost = loser === null ? undefined : outcome.totals?.[loser];
  const score = won === undefined || lost === undefined ? '' : ` ${won} to ${lost}`;
  return `${pairNames(desk, outcome.winner)} won${score}`;
}

/** A message of the store or the season ("the final is not over: …") as a sentence. */
export const sentence = (message: string): string =>
  `${message[0]?.toUpperCase() ?? ''}${message.slice(1)}.`;

/** What the row says after its state: who won and by how much, or when the result is due. */
function resultText(desk: Desk, row: Omit<DrawRow, 'result'>): string {
  const { pairing, state, round, due } = row;
  const outcome = resultOf(desk.outcomes, round, pairing);
  if (state === 'bye') return `${pairNames(desk, pairing.a)} go through`;
  if (outcome !== undefined) {
    if (outcome.kind === 'default') return `${pairNames(desk, outcome.winner)} by default`;
    return wonText(desk, outcome, pairing);
  }
  if (due === null) return 'No result yet';
  return state === 'overdue'
    ? `No result: was due ${formatDueDate(due)}`
    : `Due ${formatDueDate(due)}`;
}

/** Every match of the draw, round by round, as it stands on `today`. */
export function drawRows(desk: Desk, today: string): DrawRow[] {
  return desk.rounds.flatMap((round, index) =>
    round.pairings.map((pairing, match) => {
      const row = {
        round: index,
        roundName: round.name,
        due: round.due,
        match: match + 1,
        pairing,
        state: pairingState(pairing, round, index, desk.outcomes, today),
      };
      return { ...row, result: resultText(desk, row) };
    }),
  );
}

/** The winners once the final is in, else null. */
export function winners(desk: Desk): string | null {
  const index = desk.rounds.length - 1;
  const last = desk.rounds[index];
  if (last === undefined || last.pairings.length !== 1 || last.name !== 'Final') return null;
  const pairing = last.pairings[0];
  const outcome = pairing === undefined ? undefined : resultOf(desk.outcomes, index, pairing);
  return outcome === undefined ? null : pairNames(desk, outcome.winner);
}

/**
 * The lines naming the best Junior and Intermediate pairs not in the final (seed 002), once the
 * final is drawn: before then, a pair still playing may yet go further.
 */
export function recognisedLines(desk: Desk): string[] {
  if (desk.rounds.length < roundsFor(desk.pairs.length)) return [];
  const best = recognised(desk.pairs, desk.rounds, desk.outcomes);
  return (['junior', 'intermediate'] as const).flatMap((grade) => {
    const id = best[grade];
    return id === null
      ? []
      : [`Best ${GRADE_NAMES[grade]} pair not in the final: ${pairNames(desk, id)}`];
  });
}

/** The draw as CSV rows: a header, then one row a match. */
export function drawCsvRows(desk: Desk, today: string): (string | number)[][] {
  return [
    ['Round', 'Due', 'Match', 'Pair', 'Grade', 'Opponents', 'Grade', 'State', 'Result'],
    ...drawRows(desk, today).map((row) => [
      row.roundName,
      row.due ?? '',
      row.match,
      pairNames(desk, row.pairing.a),
      pairGradeName(desk, row.pairing.a),
      row.pairing.b === null ? 'Bye' : pairNames(desk, row.pairing.b),
      row.pairing.b === null ? '' : pairGradeName(desk, row.pairing.b),
      stateWord(row.state),
      row.result,
    ]),
  ];
}
