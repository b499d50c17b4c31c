import type { JsonObject, Problem } from '../matchFile/problems.ts';
import { toMatchFile } from '../matchFile/serialize.ts';
import { scoreMatch } from '../everyGame.ts';
import { STRAIN_NAME } from '../strains.ts';
import type { BridgeDeal, FourPlayerMatch, Match, Result } from '../types.ts';
import { KAPITI_DEALS } from '../kapiti.ts';
import type { DealFacts } from './pbnScores.ts';
import { dealFacts } from './pbnScores.ts';
import { APPLICATION, dealNoteLines, matchNoteLines } from './pbnNotes.ts';
import {
  MANDATORY_TAGS,
  PBN_STRAINS,
  PLAYER_TAGS,
  SCORING,
  VULNERABLE_TEXT,
  formatHistory,
  formatPbnContract,
  formatRubberScore,
  formatScore,
} from './pbnTags.ts';
import { CRLF, LONGEST_LINE, isLatin1, isPrintable, tagPair } from './pbnText.ts';

/**
 * Writes a bridge match as PBN 2.1 (Portable Bridge Notation): one game per deal with the
 * standard's mandatory tags in their order (section 3.4) and the score tags of section 4.2, all
 * scored by the engine itself; bridgepad's own facts go in the notes of pbnNotes.ts. See
 * docs/pbn.md for what is written and what cannot be.
 */

export interface PbnExportOptions {
  /** The Event tag (PBN 2.1 section 3.4); by default the kind of match ("Rubber bridge"). */
  readonly event?: string;
  /** The Site tag (PBN 2.1 section 3.4); by default "?", unknown. */
  readonly site?: string;
  /**
   * The Date tag's day, YYYY-MM-DD, as the players' calendar had it; by default the UTC day of
   * the match's createdAt, which the engine knows without a time zone.
   */
  readonly date?: string;
}

function defaultEvent(match: FourPlayerMatch): string {
  switch (match.game) {
    case 'rubber':
      return 'Rubber bridge';
    case 'kapiti':
      return `Kapiti ${match.rules.deals ?? KAPITI_DEALS}-deal match`;
    case 'chicago':
      return 'Chicago';
    case 'duplicate':
      return 'Duplicate';
  }
}

/** Why a text cannot be a tag value, or null when it can (PBN 2.1 sections 3.2 and 4.8). */
function valueProblem(value: string, what: string): string | null {
  const shown = JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}...` : value);
  if (!isPrintable(value)) {
    return `${shown} has a line break or other control character, which a PBN tag value cannot hold (PBN 2.1 section 3.2)`;
  }
  if (value === '#') {
    return `"#" as a PBN tag value means "as in the deal before" (PBN 2.1 section 4.8), so it cannot be ${what}`;
  }
  if (value.startsWith('##')) {
    return `${shown}: a PBN tag value starting "##" is given to every later deal too (PBN 2.1 section 4.8), so it cannot be ${what}`;
  }
  // A player's name (100 characters at most) always fits; the event and the site may not.
  if ([...tagPair('Event', value)].length > LONGEST_LINE) {
    return `${shown} is too long: a line of PBN holds ${LONGEST_LINE} characters (PBN 2.1 chapter 2)`;
  }
  return null;
}

function contractProblem(deal: BridgeDeal): string | null {
  if (deal.passed === true) return null;
  const { contract } = deal;
  const text = JSON.stringify(formatPbnContract(contract));
  if (contract.level === 0) {
    return `${text}: PBN 2.1 contracts are levels 1 to 7 (section 3.4, the Contract tag), so Zero Notrump cannot be written`;
  }
  if (!PBN_STRAINS.includes(contract.strain)) {
    return `${text} is in a GorbyX suit, ${STRAIN_NAME[contract.strain]}: PBN 2.1 contracts name only clubs, diamonds, hearts, spades and notrump (section 3.4, the Contract tag)`;
  }
  return null;
}

/** Everything in a match that PBN 2.1 cannot say; empty when it can say it all. */
export function pbnExportProblems(match: Match, options: PbnExportOptions = {}): Problem[] {
  if (match.game === 'rummy') {
    const message =
      'rummy is not bridge: PBN 2.1 records bridge deals (contract, declarer, tricks) and cannot hold a rummy match';
    return [{ path: 'game', message }];
  }
  const problems: Problem[] = [];
  if (match.game === 'bridgette' || match.game === 'sixdeal') {
    problems.push({
      path: 'game',
      message: `${match.game} is played by two players, A and B: PBN 2.1 names four players and the declarer by compass seat (section 3.4), and its Scoring tag has no value for ${match.game} scoring`,
    });
  }
  match.deals.forEach((deal, index) => {
    const message = contractProblem(deal);
    if (message !== null) problems.push({ path: `deals[${index}].contract`, message });
  });
  if ('N' in match.players && match.deals.length > 0) {
    for (const { seat } of PLAYER_TAGS) {
      const name = match.players[seat];
      const message =
        name === '?'
          ? '"?" means "unknown" in a PBN tag value, so it cannot be a player\'s name'
          : valueProblem(name, "a player's name");
      if (message !== null) problems.push({ path: `players.${seat}`, message });
    }
  }
  for (const key of ['event', 'site'] as const) {
    const value = options[key];
    const message = value === undefined ? null : valueProblem(value, `the ${key}`);
    if (message !== null) problems.push({ path: `options.${key}`, message });
  }
  return problems;
}

/** `2026.11.22` from the match's creation time; unknown digits as "?" (PBN 2.1 section 3.4). */
function pbnDate(day: string | undefined): string {
  const date = day?.slice(0, 10) ?? '';
  return /^(19|[2-9]\d)\d\d-\d\d-\d\d$/.test(date) ? date.replace(/-/g, '.') : '????.??.??';
}

/**
 * The match note (pbnNotes.ts): the match file less what the games' standard tags hold. The
 * players and the first dealer go in it only where no game can hold them: a match with no deals
 * yet, and duplicate, where each board has its own dealer.
 */
function matchNote(match: FourPlayerMatch): JsonObject {
  const note: JsonObject = toMatchFile(match);
  delete note.deals;
  if (match.deals.length > 0) delete note.players;
  if (match.deals.length > 0 && match.game !== 'duplicate') delete note.firstDealer;
  return note;
}

/** A deal note: the deal's match-file fields that its standard tags do not hold, if any. */
function dealNote(deal: JsonObject): JsonObject | null {
  const { contract: _c, declarer: _d, tricks: _t, passed: _p, ...rest } = deal;
  return Object.keys(rest).length > 0 ? rest : null;
}

/**
 * A word to the reader after the last deal's score tags: what play stopping scored (the
 * unfinished rubber's bonus) is in them too, though it belongs to no deal (docs/pbn.md).
 */
function stoppedLine(facts: DealFacts): string {
  const bonuses = facts.stopped.map(
    ({ side, points, what }) => `${side === 0 ? 'NS' : 'EW'} ${points} (${what})`,
  );
  return `; bridgepad: play stopped in an unfinished rubber, so this deal's ScoreRubber has its bonus too: ${bonuses.join(', ')}`;
}

function gameLines(
  match: FourPlayerMatch,
  index: number,
  facts: DealFacts,
  note: JsonObject | null,
  head: { event: string; site: string; date: string },
): string[] {
  const deal = match.deals[index] as BridgeDeal;
  const played = deal.passed === true ? null : deal;
  const values: Readonly<Record<(typeof MANDATORY_TAGS)[number], string>> = {
    Event: head.event,
    Site: head.site,
    Date: head.date,
    Board: String(facts.board),
    West: match.players.W,
    North: match.players.N,
    East: match.players.E,
    South: match.players.S,
    Dealer: facts.dealer,
    Vulnerable: VULNERABLE_TEXT[facts.vulnerable],
    // bridgepad keeps no cards: the deal is unknown (PBN 2.1 section 3.4, the Deal tag).
    Deal: '?',
    Scoring: SCORING[match.game],
    // A passed-out deal: no declarer, Contract "Pass", no result (section 3.4).
    Declarer: played?.declarer ?? '',
    Contract: played === null ? 'Pass' : formatPbnContract(played.contract),
    Result: played === null ? '' : String(played.tricks),
  };
  const lines = MANDATORY_TAGS.map((name) => tagPair(name, values[name]));
  // Supplemental tags (chapter 4) in alphabetical order, after the mandatory ones.
  if (note !== null) lines.push(tagPair('Application', APPLICATION), ...dealNoteLines(note));
  if (match.game === 'chicago' || match.game === 'duplicate') {
    lines.push(tagPair('Score', formatScore(facts.net)));
  }
  if (match.game !== 'duplicate') {
    lines.push(tagPair('ScoreRubber', formatRubberScore(facts.rubberScore)));
  }
  if (facts.stopped.length > 0) lines.push(stoppedLine(facts));
  if (facts.history !== null) {
    lines.push(tagPair('ScoreRubberHistory', formatHistory(facts.history)));
  }
  return lines;
}

/**
 * PBN 2.1 text of a bridge match (rubber, Kapiti, Chicago, duplicate), or every reason it cannot
 * be written (pbnExportProblems) with the match-file path it concerns. Pure: writes nothing.
 * Lines end in CRLF, as the standard's export format has them (section 2.1).
 */
export function matchToPbn(
  match: Match,
  options: PbnExportOptions = {},
): Result<string, Problem[]> {
  const problems = pbnExportProblems(match, options);
  if (problems.length > 0) return { ok: false, errors: problems };
  const four = match as FourPlayerMatch;
  const facts = dealFacts(scoreMatch(four));
  const file = toMatchFile(four);
  const deals = file.deals as JsonObject[];
  const head = {
    event: options.event ?? defaultEvent(four),
    site: options.site ?? '?',
    date: pbnDate(options.date ?? four.createdAt),
  };
  const lines = matchNoteLines(matchNote(four));
  facts.forEach((fact, index) => {
    const note = dealNote(deals[index] ?? {});
    lines.push('', ...gameLines(four, index, fact, note, head));
  });
  return { ok: true, value: `${[...fileHead(lines), ...lines].join(CRLF)}${CRLF}` };
}

/**
 * The file's first lines (docs/pbn.md, "The character set"): the version and `% EXPORT`, as PBN
 * 2.1 opens a file in its export format, then the character set the file is in. That is PBN's
 * own ISO 8859-1 wherever every character of the file is in it; where a name is not, the file is
 * UTF-8, which keeps every name as typed, and says so in words too.
 */
function fileHead(body: readonly string[]): string[] {
  const latin1 = body.every(isLatin1);
  return [
    '% PBN 2.1',
    '% EXPORT',
    `%Content-type: text/x-pbn; charset=${latin1 ? 'ISO-8859-1' : 'UTF-8'}`,
    ...(latin1 ? [] : [UTF8_SAID]),
  ];
}

/** What a UTF-8 file says of itself, for a person opening it. */
const UTF8_SAID =
  '% bridgepad: this file is UTF-8, not the ISO 8859-1 of PBN 2.1, since some names in it have characters ISO 8859-1 lacks; every name is written as typed';
