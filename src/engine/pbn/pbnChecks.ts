import type { Problem } from '../matchFile/problems.ts';
import { sideOf } from '../seats.ts';
import type { Seat } from '../types.ts';
import type { DealFacts } from './pbnScores.ts';
import {
  formatHistory,
  formatRubberScore,
  formatScore,
  isUnknown,
  readHistory,
  readRubberScore,
  readScore,
  readSeat,
  readVulnerable,
} from './pbnTags.ts';
import type { ResolvedGame, TagValue } from './pbnText.ts';

const VULNERABLE_WORDS = {
  none: 'nobody is vulnerable',
  NS: 'NS are vulnerable',
  EW: 'EW are vulnerable',
  both: 'both sides are vulnerable',
} as const;

/**
 * Checks one game's derived tags (Dealer, Vulnerable, a duplicate Board and the score tags)
 * against the engine's facts of its deal: a file can never import as a match that scores
 * differently from what it says (docs/pbn.md, Reading PBN).
 */
export function checkGame(
  game: ResolvedGame,
  fact: DealFacts,
  number: number,
  declarer: Seat | null,
  duplicate: boolean,
): Problem[] {
  const problems: Problem[] = [];
  const known = (name: string): TagValue | undefined => {
    const tag = game.tags.get(name);
    return tag === undefined || isUnknown(tag.value) ? undefined : tag;
  };
  const wrong = (tag: TagValue, name: string, why: string) =>
    problems.push({ path: `line ${tag.line}`, message: `${name} "${tag.value}" ${why}` });
  const side = declarer === null ? null : sideOf(declarer);

  const dealer = known('Dealer');
  if (dealer !== undefined) {
    const seat = readSeat(dealer.value);
    if (seat === undefined) wrong(dealer, 'Dealer', 'is not a seat (N, E, S or W)');
    else if (seat !== fact.dealer) {
      wrong(
        dealer,
        'Dealer',
        `does not agree with this match: deal ${number} is dealt by ${fact.dealer}`,
      );
    }
  }
  const vulnerable = known('Vulnerable');
  if (vulnerable !== undefined) {
    const value = readVulnerable(vulnerable.value);
    if (value === undefined) wrong(vulnerable, 'Vulnerable', 'is not None, NS, EW or All');
    else if (value !== fact.vulnerable) {
      const why = VULNERABLE_WORDS[fact.vulnerable];
      wrong(vulnerable, 'Vulnerable', `does not agree with this match: on deal ${number} ${why}`);
    }
  }
  const board = known('Board');
  if (duplicate && board !== undefined && Number(board.value) !== fact.board) {
    wrong(board, 'Board', `does not agree with this match: deal ${number} is board ${fact.board}`);
  }
  const history = known('ScoreRubberHistory');
  if (history !== undefined && fact.history !== null) {
    const read = readHistory(history.value);
    const expected = formatHistory(fact.history);
    if (read === undefined) wrong(history, 'ScoreRubberHistory', 'is not like "NS 0 0/0 EW 0 0/0"');
    else if (formatHistory(read) !== expected) {
      wrong(
        history,
        'ScoreRubberHistory',
        `does not agree with this match: before deal ${number} it is "${expected}"`,
      );
    }
  }
  const rubber = known('ScoreRubber');
  if (rubber !== undefined) {
    const read = readRubberScore(rubber.value, side);
    const expected = formatRubberScore(fact.rubberScore);
    if (read === undefined) wrong(rubber, 'ScoreRubber', 'is not like "NS 30/60 EW 0/0"');
    else if (formatRubberScore(read) !== expected) {
      wrong(
        rubber,
        'ScoreRubber',
        `does not agree with this match: deal ${number} scores "${expected}"`,
      );
    }
  }
  const score = known('Score');
  if (score !== undefined) {
    const read = readScore(score.value, side);
    const expected = formatScore(fact.net);
    if (read === undefined) wrong(score, 'Score', 'is not like "NS 420 EW -420"');
    else if (read !== fact.net) {
      wrong(score, 'Score', `does not agree with this match: deal ${number} scores "${expected}"`);
    }
  }
  return problems;
}
