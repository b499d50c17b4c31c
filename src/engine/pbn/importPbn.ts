import type { JsonObject, Problem } from '../matchFile/problems.ts';
import { MATCH_FORMAT, MATCH_VERSION } from '../matchFile/validateMatch.ts';
import type { FourPlayerGame, Match, Result, Seat } from '../types.ts';
import type { DealLines } from './pbnDeals.ts';
import { readDeal } from './pbnDeals.ts';
import type { Note } from './pbnNotes.ts';
import { findMatchNote } from './pbnNotes.ts';
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

/** Reads PBN text as a match (see the module comment); every problem is at `line N`. */
export function pbnToMatch(text: string): Result<Match, Problem[]> {
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
  const deals: JsonObject[] = [];
  const dealLines: DealLines[] = [];
  games.forEach((g, index) => {
    const deal = readDeal(g, index, game);
    problems.push(...deal.problems);
    if (deal.deal !== null) deals.push(deal.deal);
    dealLines.push(deal.lines);
  });
  const players = readPlayers(games);
  problems.push(...players.problems);
  if (problems.length > 0) return { ok: false, errors: problems };

  const file: JsonObject = note?.json ?? { format: MATCH_FORMAT, version: MATCH_VERSION, game };
  if (games.length > 0) {
    file.players = players.players;
    const dealer = games[0]?.tags.get('Dealer');
    const seat = dealer === undefined ? undefined : readSeat(dealer.value);
    if (file.firstDealer === undefined && game !== 'duplicate' && seat !== undefined) {
      file.firstDealer = seat;
    }
  }
  file.deals = deals;
  const map: LineMap = {
    first: games[0]?.line ?? note?.line ?? 1,
    note: note?.line ?? null,
    players: players.lines,
    deals: dealLines,
  };
  // Chicago's vulnerability form is the note's; without one it is read off the Vulnerable tags.
  const inferForm = game === 'chicago' && note === null;
  return settleMatch(file, games, map, inferForm);
}
