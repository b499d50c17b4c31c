import type { JsonObject, Problem } from '../matchFile/problems.ts';
import { MATCH_FORMAT, MATCH_VERSION } from '../matchFile/validateMatch.ts';
import type { FourPlayerGame, Match, Result, Seat } from '../types.ts';
import { readDeal } from './pbnDeals.ts';
import type { Note } from './pbnNotes.ts';
import { findMatchNote, isOwnComment } from './pbnNotes.ts';
import { PLAYER_TAGS, SCORING, isUnknown, readSeat } from './pbnTags.ts';
import type { ResolvedGame } from './pbnText.ts';
import { readPbnText, resolveInheritance } from './pbnText.ts';
import type { LineMap } from './settlePbn.ts';
import { settleMatch } from './settlePbn.ts';

/**
 * Reads PBN 2.1 text back into a bridgepad match: bridgepad's own exports exactly, and any PBN
 * that carries the same standard tags with sensible defaults (docs/pbn.md). Pure and total: never
 * throws, writes nothing, and returns either a match that validateMatch accepted or every problem
 * found, each at `line N`.
 */

type ScoringKind = 'rubber' | 'chicago' | 'duplicate';

const KIND_OF_GAME: Readonly<Record<FourPlayerGame, ScoringKind>> = {
  rubber: 'rubber',
  kapiti: 'rubber',
  chicago: 'chicago',
  duplicate: 'duplicate',
};

const DUPLICATE_METHODS = ['MP', 'MATCHPOINTS', 'IMP', 'BAM', 'INSTANT'];

/**
 * The kind of scoring a Scoring tag names (PBN 2.1 section 3.4: a method, then modifiers after
 * ";"): null when it says nothing ("?", ""), undefined when it names none bridgepad keeps.
 */
function scoringKind(value: string): ScoringKind | null | undefined {
  if (isUnknown(value)) return null;
  for (const part of value.split(';').map((p) => p.trim().toUpperCase())) {
    if (part === 'RUBBER') return 'rubber';
    if (part === 'CHICAGO') return 'chicago';
    if (DUPLICATE_METHODS.includes(part)) return 'duplicate';
  }
  return undefined;
}

const FOUR_PLAYER: readonly string[] = ['rubber', 'kapiti', 'chicago', 'duplicate'];

/**
 * The game: the match note's, or else the first Scoring tag's (Rubber: rubber bridge; Chicago;
 * MP, IMP, BAM or Instant: duplicate). With no Scoring at all, rubber bridge if the games carry
 * rubber scores, else duplicate, whose boards need nothing from each other.
 */
function gameOf(
  games: readonly ResolvedGame[],
  note: Note | null,
): Result<FourPlayerGame, Problem[]> {
  if (note !== null) {
    const game = note.json.game;
    if (typeof game === 'string' && !FOUR_PLAYER.includes(game)) {
      const message = `the bridgepad match note is of a ${game} match: PBN holds rubber, kapiti, chicago and duplicate matches`;
      return { ok: false, errors: [{ path: `line ${note.line}`, message }] };
    }
    // Anything else wrong with the game is validateMatch's to say, at the note's line.
    return {
      ok: true,
      value: FOUR_PLAYER.includes(game as string) ? (game as FourPlayerGame) : 'rubber',
    };
  }
  for (const game of games) {
    const tag = game.tags.get('Scoring');
    if (tag === undefined) continue;
    const kind = scoringKind(tag.value);
    if (kind === null) continue;
    if (kind === undefined) {
      const message = `Scoring "${tag.value}" is not a scoring bridgepad keeps: Rubber, Chicago, or one of duplicate's (MP, IMP, BAM, Instant)`;
      return { ok: false, errors: [{ path: `line ${tag.line}`, message }] };
    }
    return { ok: true, value: kind };
  }
  const rubberScores = games.some(
    (game) => game.tags.has('ScoreRubber') || game.tags.has('ScoreRubberHistory'),
  );
  return { ok: true, value: rubberScores ? 'rubber' : 'duplicate' };
}

/** Every game's Scoring tag must name the same kind of scoring as the match. */
function checkScoring(games: readonly ResolvedGame[], game: FourPlayerGame): Problem[] {
  const problems: Problem[] = [];
  for (const { tags } of games) {
    const tag = tags.get('Scoring');
    if (tag === undefined) continue;
    const kind = scoringKind(tag.value);
    if (kind === null || kind === KIND_OF_GAME[game]) continue;
    const expected = SCORING[game] === '?' ? 'a duplicate method' : `"${SCORING[game]}"`;
    problems.push({
      path: `line ${tag.line}`,
      message: `Scoring "${tag.value}" does not agree with this ${game} match, scored as ${expected}`,
    });
  }
  return problems;
}

/**
 * The four players, from the first game's West, North, East and South tags (PBN 2.1 section
 * 3.4); a seat whose name is unknown there is called by the seat ("North"). A later game may
 * repeat a name, leave it out or say "?", but not name someone else: a match keeps its players.
 */
function readPlayers(games: readonly ResolvedGame[]): {
  players: Record<Seat, string>;
  lines: Partial<Record<Seat, number>>;
  problems: Problem[];
} {
  const players: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };
  const lines: Partial<Record<Seat, number>> = {};
  const problems: Problem[] = [];
  for (const { tag, seat } of PLAYER_TAGS) {
    const first = games[0]?.tags.get(tag);
    if (first !== undefined && !isUnknown(first.value)) {
      players[seat] = first.value;
      lines[seat] = first.line;
    }
    for (const game of games.slice(1)) {
      const later = game.tags.get(tag);
      if (later === undefined || isUnknown(later.value) || later.value === players[seat]) continue;
      problems.push({
        path: `line ${later.line}`,
        message: `${tag} "${later.value}" is not the first deal's ${tag} ("${players[seat]}"): a bridgepad match keeps its four players`,
      });
    }
  }
  return { players, lines, problems };
}

/** A match read from PBN, and what the file did not say or bridgepad does not keep, by line. */
export interface PbnRead {
  readonly match: Match;
  /** "line 12: no Board tag: taken as board 3", "line 2: The Event ... sections are not kept" */
  readonly notes: readonly Problem[];
}

/** The tags bridgepad reads; any other is left out, and said to be (leftOut). */
const KEPT = new Set([
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
  'Score',
  'ScoreRubber',
  'ScoreRubberHistory',
  'Application',
]);
/** The tags bridgepad writes from a match itself (exportPbn.ts), not read back from its files. */
const WRITTEN_FROM_MATCH = new Set(['Event', 'Site', 'Date']);

/**
 * What the file holds that a match does not keep: "The Event, Auction and Play sections and 2
 * comments are not kept", at the line of the first of them; null when it holds nothing else.
 */
function leftOut(games: readonly ResolvedGame[], ownFile: boolean): Problem | null {
  const tags = new Map<string, number>();
  let comments = 0;
  let first: number | null = null;
  for (const game of games) {
    for (const [name, { value, line }] of game.tags) {
      if (KEPT.has(name) || isUnknown(value) || tags.has(name)) continue;
      if (ownFile && WRITTEN_FROM_MATCH.has(name)) continue;
      tags.set(name, line);
      first = Math.min(first ?? line, line);
    }
    for (const comment of game.comments) {
      if (isOwnComment(comment)) continue;
      comments += 1;
      first = Math.min(first ?? comment.line, comment.line);
    }
  }
  if (first === null) return null;
  const names = [...tags.keys()];
  const listed =
    names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const sections = names.length === 0 ? '' : `The ${listed} section${names.length > 1 ? 's' : ''}`;
  const said =
    comments === 0
      ? sections
      : `${sections === '' ? "The file's" : `${sections} and`} ${comments} comment${comments > 1 ? 's' : ''}`;
  const are = names.length + comments > 1 ? 'are' : 'is';
  return { path: `line ${first}`, message: `${said} ${are} not kept` };
}

/** The line a problem names, to sort by: problems and notes are listed in the file's order. */
const lineOf = (problem: Problem) => Number(/^line (\d+)$/.exec(problem.path)?.[1] ?? 0);

/**
 * What was taken for boards the file does not number (docs/rules.md, Duplicate): one note for a
 * file that numbers none, else a note for each.
 */
function boardsTaken(assumed: readonly Problem[][], games: readonly ResolvedGame[]): Problem[] {
  const all = assumed.flat();
  const none =
    all.length === games.length &&
    all.every((note) => /^no Board tag: taken as board \d+$/.test(note.message));
  if (!none || all.length < 2) return all;
  return [
    {
      path: `line ${games[0]?.line ?? 1}`,
      message:
        'no Board tag on any deal: each is taken as the board of its place in the file, deal 1 as board 1 and so on',
    },
  ];
}

/**
 * Reads PBN text as a match (see the module comment), with notes of what the file left to be
 * assumed and what it holds that a match does not keep. Every problem is at `line N`, listed at
 * once in the file's order, with what was assumed about each deal that has one.
 */
export function readPbn(text: string): Result<PbnRead, Problem[]> {
  const read = readPbnText(text);
  if (!read.ok) return read;
  const resolved = resolveInheritance(read.value.games);
  if (!resolved.ok) return resolved;
  const games = resolved.value;
  const found = findMatchNote(read.value.escapes);
  if (!found.ok) return found;
  const note = found.value;
  if (note === null && games.length === 0) {
    const message =
      'no deal found: a PBN file has one game, a group of tag pairs such as [Contract "4S"], for each deal';
    return { ok: false, errors: [{ path: 'line 1', message }] };
  }
  const kind = gameOf(games, note);
  if (!kind.ok) return kind;
  const game = kind.value;

  const problems: Problem[] = [...checkScoring(games, game)];
  const reads = games.map((g, index) => readDeal(g, index, game));
  for (const deal of reads) problems.push(...deal.problems);
  const players = readPlayers(games);
  problems.push(...players.problems);

  const file: JsonObject = note?.json ?? { format: MATCH_FORMAT, version: MATCH_VERSION, game };
  if (games.length > 0) {
    file.players = players.players;
    const dealer = games[0]?.tags.get('Dealer');
    const seat = dealer === undefined ? undefined : readSeat(dealer.value);
    if (file.firstDealer === undefined && game !== 'duplicate' && seat !== undefined) {
      file.firstDealer = seat;
    }
  }
  file.deals = reads.map((deal) => deal.deal);
  const map: LineMap = {
    first: games[0]?.line ?? note?.line ?? 1,
    note: note?.line ?? null,
    players: players.lines,
    deals: reads.map((deal) => deal.lines),
  };
  const settled = settleMatch({
    file,
    games,
    map,
    fromScores: new Set(reads.flatMap((deal, index) => (deal.fromScores ? [index] : []))),
    // Chicago's vulnerability form, and whether play stopped, are the note's; without one they
    // are read off the Vulnerable tags and the last ScoreRubber.
    inferForm: game === 'chicago' && note === null,
    inferStop: game === 'rubber' && note === null,
  });
  problems.push(...settled.problems);
  const assumed = reads.map((deal) => deal.assumed);
  if (settled.match === null || problems.length > 0) {
    // What was assumed about a deal is said beside its problems: the two go together.
    const starts = games.map((g) => g.line);
    const gameAt = (line: number) => starts.filter((start) => start <= line).length - 1;
    const troubled = new Set(problems.map((problem) => gameAt(lineOf(problem))));
    const context = [...assumed.flat(), ...settled.notes].filter((note) =>
      troubled.has(gameAt(lineOf(note))),
    );
    const all = [...problems, ...context];
    return { ok: false, errors: all.sort((a, b) => lineOf(a) - lineOf(b)) };
  }
  const left = leftOut(games, note !== null);
  const notes = [...boardsTaken(assumed, games), ...settled.notes].sort(
    (a, b) => lineOf(a) - lineOf(b),
  );
  return {
    ok: true,
    value: { match: settled.match, notes: left === null ? notes : [...notes, left] },
  };
}

/** Reads PBN text as a match (see the module comment); every problem is at `line N`. */
export function pbnToMatch(text: string): Result<Match, Problem[]> {
  const read = readPbn(text);
  return read.ok ? { ok: true, value: read.value.match } : read;
}
