import type { Desk, DeskRefusal } from '../../db/desk.ts';
import type { PairProblem } from '../../season/deskRecord.ts';
import type { CopiesCompared, ResultRefusal } from '../../season/results.ts';
import { pairNames } from './deskText.ts';
import { counted } from '../common/counted.ts';

/**
 * The words for the desk's refusals, made from their reasons (docs/style.md, rule 24): each a
 * clause without its full stop, "the draw is made: pairs can no longer change".
 */

function pairProblemText(problem: PairProblem): string {
  const pair = `Pair ${problem.pair + 1}`;
  switch (problem.kind) {
    case 'name':
      return `${pair}: player ${problem.player + 1}'s name must be 1 to 100 characters`;
    case 'twice':
      return `${pair}: ${problem.name} is entered already, in pair ${problem.first + 1}`;
    case 'grade':
      return `${pair}: a grade must be junior, intermediate or open`;
  }
}

export function deskRefusalText(refusal: DeskRefusal): string {
  switch (refusal.reason) {
    case 'gone':
      return 'this competition is no longer on this device';
    case 'name':
      return "the competition's name must be 1 to 100 characters";
    case 'drawMade':
      return 'the draw is made: pairs can no longer change';
    case 'pairs':
      return refusal.problems.map(pairProblemText).join('; ');
    case 'due':
      return 'a due date must be a real date, like 2026-12-01';
    case 'roundOpen':
      return `${refusal.round} is not over: ${counted(refusal.open, 'match has', 'matches have')} no result`;
    case 'over':
      return 'the competition is over';
    case 'fewPairs':
      return 'a draw needs at least two pairs';
    case 'repeats':
      return 'every draw of these pairs repeats a meeting of an earlier round';
    case 'pairTwice':
      return 'a pair is entered twice';
    case 'round':
      return refusal.problems.join('; ');
    case 'noMatch':
      return 'that pair has no match to award in this round';
    case 'settled':
      return 'that match has its result already';
    case 'notDrawn':
      return 'that round is not drawn';
    case 'roundHasResults':
      return `${refusal.round} has results in: it can no longer be taken back`;
    case 'noResult':
      return 'that match has no result to take back';
    case 'laterRound':
      return `its winners are drawn in ${refusal.round}: take that round back first`;
  }
}

function copiesText(copies: CopiesCompared): string {
  switch (copies.kind) {
    case 'agree':
      return ', and this copy agrees with the one taken, deal for deal';
    case 'differ':
      return copies.deals === 0
        ? ', but this copy differs from the one taken in its rules or who dealt first'
        : `, but this copy differs from the one taken in ${counted(copies.deals, 'deal')}, the first deal ${copies.first}`;
    case 'unknown':
      return '';
  }
}

export function resultRefusalText(desk: Desk, refusal: ResultRefusal): string {
  switch (refusal.reason) {
    case 'otherGame':
      return `this is a ${refusal.game} match, not a competition match`;
    case 'unscored':
      return 'this match cannot be scored';
    case 'notPlanned':
      return `this match was played as a match of ${counted(refusal.planned, 'deal')}: a competition match is ${counted(refusal.required, 'deal')}, with two more at a time after a tie`;
    case 'unfinished':
      return `the match is unfinished: ${refusal.played} of ${counted(refusal.planned, 'deal')} played`;
    case 'tied':
      return `the match is tied at ${refusal.total} all after deal ${refusal.after}: two more deals decide it`;
    case 'inAlready': {
      const { pairing, round } = refusal;
      const b = pairing.b === null ? 'a bye' : pairNames(desk, pairing.b);
      const name = desk.rounds[round]?.name ?? `Round ${round + 1}`;
      return `the result of ${pairNames(desk, pairing.a)} v ${b} (${name}) is in already${copiesText(refusal.copies)}`;
    }
    case 'notDrawnTogether':
      return `${refusal.first} and ${refusal.second} are not drawn to play each other in a round still open`;
    case 'notAPairing':
      return `${refusal.sides[0]} and ${refusal.sides[1]} are not a pairing of the draw`;
    case 'noLongerOpen':
      return 'that match is no longer open: its result is in';
  }
}

/** What a file whose names are spelt differently asks of the organiser. */
export function chooseText(sides: readonly [string, string]): string {
  return `${sides[0]} and ${sides[1]} are not spelt as in the draw: choose the match this is`;
}
