import { boardDealer, boardVulnerability } from '../duplicate.ts';
import type { JsonObject, Problem } from '../matchFile/problems.ts';
import { sideOf } from '../seats.ts';
import type { FourPlayerGame, Seat } from '../types.ts';
import { findDealNote } from './pbnNotes.ts';
import {
  formatPbnContract,
  isUnknown,
  readPbnContract,
  readResult,
  readSeat,
  readVulnerable,
} from './pbnTags.ts';
import type { ResolvedGame } from './pbnText.ts';

/**
 * Reads one PBN game as a deal of the match file (version 1): the contract, declarer and tricks
 * of the Contract, Declarer and Result tags (PBN 2.1 section 3.4), a duplicate board's number and
 * vulnerability, and the fields of bridgepad's deal note. Remembers the line of each tag, so that
 * any problem found later, here or by validateMatch, names the line to look at.
 */

/** The lines a deal's facts came from. */
export interface DealLines {
  readonly game: number;
  readonly contract?: number;
  readonly declarer?: number;
  readonly result?: number;
  readonly board?: number;
  readonly vulnerable?: number;
  readonly note?: number;
}

export interface ReadDeal {
  /**
   * The deal as the match file has it, or null when it cannot be read. `tricks` is left out when
   * the game has no Result but score tags to read them from (`fromScores`).
   */
  readonly deal: JsonObject | null;
  readonly lines: DealLines;
  readonly problems: Problem[];
  /** The tricks are to be read from the game's score tags: it has no Result to say them. */
  readonly fromScores: boolean;
  /** What was taken where the file says nothing, at its line: "no Board tag: taken as board 3". */
  readonly assumed: Problem[];
}

/** The score tags a deal's tricks can be read from, where its Result does not say them. */
export const SCORE_TAGS = ['Score', 'ScoreRubber'] as const;

function at(line: number, message: string): Problem {
  return { path: `line ${line}`, message };
}

/**
 * The played deal's declarer and tricks, or what is missing or wrong. With no Result (or one that
 * says nothing) but a score tag, the tricks are left to be read from the scores (settlePbn.ts).
 */
function readPlay(
  game: ResolvedGame,
  number: number,
  problems: Problem[],
): { declarer: Seat; tricks?: number } | null {
  const declarerTag = game.tags.get('Declarer');
  const resultTag = game.tags.get('Result');
  let declarer: Seat | undefined;
  if (declarerTag === undefined) problems.push(at(game.line, `deal ${number} has no Declarer tag`));
  else {
    declarer = readSeat(declarerTag.value.replace(/^\^/, ''));
    if (declarer === undefined) {
      problems.push(
        at(declarerTag.line, `Declarer "${declarerTag.value}" is not a seat (N, E, S or W)`),
      );
    }
  }
  const scored = SCORE_TAGS.some((name) => !isUnknown(game.tags.get(name)?.value ?? ''));
  if (resultTag === undefined || isUnknown(resultTag.value)) {
    if (declarer !== undefined && scored) return { declarer };
    if (resultTag === undefined) {
      problems.push(
        at(
          game.line,
          `deal ${number} has no Result tag, nor a Score or ScoreRubber to read its tricks from`,
        ),
      );
    } else {
      problems.push(
        at(resultTag.line, `Result "${resultTag.value}" does not say how many tricks were taken`),
      );
    }
  } else if (declarer !== undefined) {
    const tricks = readResult(resultTag.value, sideOf(declarer));
    if (tricks !== undefined) return { declarer, tricks };
    problems.push(
      at(resultTag.line, `Result "${resultTag.value}" is not a number of tricks from 0 to 13`),
    );
  }
  return null;
}

const VULNERABLE_SAID = {
  none: 'with nobody vulnerable',
  NS: 'with North-South vulnerable',
  EW: 'with East-West vulnerable',
  both: 'with both sides vulnerable',
} as const;

/**
 * The board a deal with no board number is taken to be where its place's board is not the one
 * its Dealer and Vulnerable tags say (docs/rules.md, Duplicate): the first of the sixteen that is
 * dealt by that dealer at that vulnerability (or, with one of the two tags, the first that agrees
 * with it), with how it was found; null where the place's board agrees, or neither tag is read.
 */
function pointedBoard(game: ResolvedGame, place: number): { board: number; said: string } | null {
  const read = <T>(name: string, reader: (value: string) => T | undefined) => {
    const tag = game.tags.get(name);
    return tag === undefined || isUnknown(tag.value) ? undefined : reader(tag.value);
  };
  const dealer = read('Dealer', readSeat);
  const vulnerable = read('Vulnerable', readVulnerable);
  if (dealer === undefined && vulnerable === undefined) return null;
  const agrees = (board: number) =>
    (dealer === undefined || boardDealer(board) === dealer) &&
    (vulnerable === undefined || boardVulnerability(board) === vulnerable);
  if (agrees(place)) return null;
  const board = Array.from({ length: 16 }, (_, i) => i + 1).find(agrees);
  if (board === undefined) return null;
  const said = [
    ...(dealer === undefined ? [] : [`dealt by ${dealer}`]),
    ...(vulnerable === undefined ? [] : [VULNERABLE_SAID[vulnerable]]),
  ].join(' ');
  return { board, said };
}

/**
 * A duplicate deal's board and vulnerability (docs/rules.md, Duplicate): written into the deal only
 * where they differ from what bridgepad would assume (the deal's place; the board's own
 * vulnerability), as a match file leaves them out.
 */
function readBoard(
  game: ResolvedGame,
  index: number,
  deal: JsonObject,
  problems: Problem[],
  assumed: Problem[],
): void {
  const boardTag = game.tags.get('Board');
  let board = index + 1;
  if (boardTag !== undefined && !isUnknown(boardTag.value)) {
    const n = Number(boardTag.value);
    if (/^\d{1,4}$/.test(boardTag.value) && n >= 1) board = n;
    else
      problems.push(
        at(boardTag.line, `Board "${boardTag.value}" is not a board number from 1 to 9999`),
      );
  } else {
    // docs/rules.md, Duplicate: a deal's board is its place unless another is given, or its
    // Dealer and Vulnerable tags point to another.
    const said = boardTag === undefined ? 'no Board tag' : `Board "${boardTag.value}"`;
    const pointed = pointedBoard(game, board);
    board = pointed?.board ?? board;
    const why = pointed === null ? '' : `, the first board ${pointed.said}`;
    assumed.push(at(boardTag?.line ?? game.line, `${said}: taken as board ${board}${why}`));
  }
  if (board !== index + 1) deal.board = board;
  const vulnerableTag = game.tags.get('Vulnerable');
  const vulnerable = vulnerableTag === undefined ? undefined : readVulnerable(vulnerableTag.value);
  if (vulnerable !== undefined && vulnerable !== boardVulnerability(board)) {
    deal.vulnerable = vulnerable;
  }
}

/** Reads the deal of game `index` of a match of `kind`. */
export function readDeal(game: ResolvedGame, index: number, kind: FourPlayerGame): ReadDeal {
  const problems: Problem[] = [];
  const assumed: Problem[] = [];
  const tag = (name: string) => game.tags.get(name)?.line;
  const note = findDealNote(game.comments);
  const lines: DealLines = {
    game: game.line,
    contract: tag('Contract'),
    declarer: tag('Declarer'),
    result: tag('Result'),
    board: tag('Board'),
    vulnerable: tag('Vulnerable'),
    note: note.ok ? note.value?.line : undefined,
  };
  if (!note.ok) problems.push(...note.errors);
  const number = index + 1;
  const contractTag = game.tags.get('Contract');
  let deal: JsonObject | null = null;
  if (contractTag === undefined) {
    problems.push(
      at(game.line, `deal ${number} has no Contract tag: bridgepad needs every contract`),
    );
  } else if (isUnknown(contractTag.value)) {
    problems.push(
      at(
        contractTag.line,
        `Contract "${contractTag.value}" does not say the contract: bridgepad needs every contract`,
      ),
    );
  } else {
    const contract = readPbnContract(contractTag.value);
    if (contract === undefined) {
      problems.push(at(contractTag.line, `Contract "${contractTag.value}" is not a contract`));
    } else if (contract === 'pass') deal = { passed: true };
    else {
      const play = readPlay(game, number, problems);
      if (play !== null) deal = { contract: formatPbnContract(contract), ...play };
    }
  }
  if (kind === 'duplicate') readBoard(game, index, deal ?? {}, problems, assumed);
  const fromScores = deal !== null && deal.passed !== true && deal.tricks === undefined;
  // Copied as own fields (a spread, not Object.assign): a note's `__proto__` is then a field
  // like any other, refused as unknown, rather than the deal's prototype lending it fields.
  if (deal !== null && note.ok && note.value !== null) deal = { ...deal, ...note.value.json };
  return { deal: problems.length > 0 ? null : deal, lines, problems, fromScores, assumed };
}
