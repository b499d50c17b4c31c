import type { JsonObject, Problem } from '../matchFile/problems.ts';
import { validateMatch } from '../matchFile/validateMatch.ts';
import { scoreMatch } from '../score.ts';
import { sideOf } from '../seats.ts';
import type { FourPlayerMatch, HonorsClaim, Result, Seat } from '../types.ts';
import type { DealLines } from './pbnDeals.ts';
import type { DealFacts } from './pbnScores.ts';
import { dealFacts } from './pbnScores.ts';
import type { RubberScore } from './pbnTags.ts';
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

/**
 * The last step of reading PBN: the match file built from the tags goes through validateMatch
 * (docs/style.md, rule 18, so import can never make what the pad would refuse), is scored by the
 * engine, and every derived tag the file carries (Dealer, Vulnerable, Board, Score, ScoreRubber,
 * ScoreRubberHistory) must agree with that scoring. Where the standard tags leave a fact open,
 * the scores settle it: Chicago's vulnerability form, and honors shown by ScoreRubber.
 */

/** Where each part of the match file came from, to turn a JSON path into `line N`. */
export interface LineMap {
  readonly first: number;
  readonly note: number | null;
  readonly players: Partial<Record<Seat, number>>;
  readonly deals: readonly DealLines[];
}

const DEAL_FIELD_LINE: Readonly<Record<string, keyof DealLines>> = {
  contract: 'contract',
  passed: 'contract',
  declarer: 'declarer',
  tricks: 'result',
  board: 'board',
  vulnerable: 'vulnerable',
  honors: 'note',
};

/** A validateMatch problem at the line its fact came from, its JSON path kept in the message. */
function toLine(problem: Problem, map: LineMap): Problem {
  const deal = /^deals\[(\d+)\](?:\.(\w+))?/.exec(problem.path);
  let line: number | undefined;
  if (deal !== null) {
    const lines = map.deals[Number(deal[1])];
    // The deal as a whole is its game; a field no tag holds came from the deal note.
    const field = deal[2];
    const key =
      field === undefined
        ? 'game'
        : Object.hasOwn(DEAL_FIELD_LINE, field)
          ? (DEAL_FIELD_LINE[field] ?? 'note')
          : 'note';
    line = lines?.[key] ?? lines?.game;
  } else if (problem.path.startsWith('players.')) {
    line = map.players[problem.path.slice(8) as Seat];
  }
  line ??= map.note ?? map.first;
  return { path: `line ${line}`, message: `${problem.path}: ${problem.message}` };
}

function validate(file: JsonObject, map: LineMap): Result<FourPlayerMatch, Problem[]> {
  const result = validateMatch(file);
  if (!result.ok) return { ok: false, errors: result.errors.map((p) => toLine(p, map)) };
  return { ok: true, value: result.value as FourPlayerMatch };
}

function factsOf(match: FourPlayerMatch): DealFacts[] {
  const sheet = scoreMatch(match);
  return dealFacts(sheet);
}

/** Whether every known Vulnerable tag agrees with the match's own vulnerability. */
function vulnerabilityAgrees(games: readonly ResolvedGame[], facts: readonly DealFacts[]): boolean {
  return games.every((game, index) => {
    const tag = game.tags.get('Vulnerable');
    return tag === undefined || readVulnerable(tag.value) === facts[index]?.vulnerable;
  });
}

/**
 * An honors claim that ScoreRubber shows (docs/rules.md, Rubber bridge): one side's points above the
 * line exceed the engine's by 100 or 150 (at notrump only 150), all else agreeing.
 */
function honorsShown(file: RubberScore, engine: RubberScore, notrump: boolean): HonorsClaim | null {
  if (file.below[0] !== engine.below[0] || file.below[1] !== engine.below[1]) return null;
  const extra = [file.above[0] - engine.above[0], file.above[1] - engine.above[1]];
  const side = extra[0] !== 0 ? 0 : 1;
  const points = extra[side];
  if (extra[side === 0 ? 1 : 0] !== 0) return null;
  if (points !== 150 && (points !== 100 || notrump)) return null;
  return { side: side === 0 ? 'NS' : 'EW', points };
}

/** Adds the honors ScoreRubber shows to deals that claim none; true when any was added. */
function addHonors(
  file: JsonObject,
  match: FourPlayerMatch,
  games: readonly ResolvedGame[],
  facts: readonly DealFacts[],
): boolean {
  if (!match.rules.honors) return false;
  const deals = file.deals as JsonObject[];
  let added = false;
  match.deals.forEach((deal, index) => {
    const tag = games[index]?.tags.get('ScoreRubber');
    const fact = facts[index];
    const json = deals[index];
    if (deal.passed === true || deal.honors !== undefined || tag === undefined) return;
    if (fact === undefined || json === undefined) return;
    const shown = readRubberScore(tag.value, sideOf(deal.declarer));
    if (shown === undefined) return;
    const claim = honorsShown(shown, fact.rubberScore, deal.contract.strain === 'NT');
    if (claim === null) return;
    json.honors = claim;
    added = true;
  });
  return added;
}

const VULNERABLE_WORDS = {
  none: 'nobody is vulnerable',
  NS: 'NS are vulnerable',
  EW: 'EW are vulnerable',
  both: 'both sides are vulnerable',
} as const;

/** Checks one game's derived tags against the engine's facts of its deal. */
function checkGame(
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

/**
 * Validates the match file read from PBN, settles what the scores decide (with `inferForm`, a
 * Chicago match takes the Cavendish form when only that agrees with its Vulnerable tags) and
 * checks every derived tag against the engine.
 */
export function settleMatch(
  file: JsonObject,
  games: readonly ResolvedGame[],
  map: LineMap,
  inferForm: boolean,
): Result<FourPlayerMatch, Problem[]> {
  let checked = validate(file, map);
  if (!checked.ok) return checked;
  let facts = factsOf(checked.value);
  if (inferForm && !vulnerabilityAgrees(games, facts)) {
    const cavendish = {
      ...file,
      rules: { ...(file.rules as JsonObject), vulnerability: 'cavendish' },
    };
    const other = validate(cavendish, map);
    if (other.ok && vulnerabilityAgrees(games, factsOf(other.value))) {
      file = cavendish;
      checked = other;
      facts = factsOf(other.value);
    }
  }
  if (addHonors(file, checked.value, games, facts)) {
    checked = validate(file, map);
    if (!checked.ok) return checked;
    facts = factsOf(checked.value);
  }
  const match = checked.value;
  const problems = games.flatMap((game, index) => {
    const deal = match.deals[index];
    const fact = facts[index];
    if (deal === undefined || fact === undefined) return [];
    const declarer = deal.passed === true ? null : (deal.declarer as Seat);
    return checkGame(game, fact, index + 1, declarer, match.game === 'duplicate');
  });
  return problems.length > 0 ? { ok: false, errors: problems } : { ok: true, value: match };
}
