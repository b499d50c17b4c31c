import type { JsonObject, Problem } from '../matchFile/problems.ts';
import { scoreMatch, validateMatch } from '../everyGame.ts';
import { sideOf } from '../seats.ts';
import type { FourPlayerMatch, Result, Seat } from '../types.ts';
import { checkGame } from './pbnChecks.ts';
import type { DealLines } from './pbnDeals.ts';
import type { DealFacts } from './pbnScores.ts';
import { dealFacts, honorsShown } from './pbnScores.ts';
import { tricksFromScores } from './pbnTricks.ts';
import { formatRubberScore, readRubberScore, readVulnerable } from './pbnTags.ts';
import type { ResolvedGame } from './pbnText.ts';

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

/** The match file as read from the tags, and how to settle it. */
export interface ReadFile {
  /** The match file built from the tags; `deals[i]` is null where game i could not be read. */
  readonly file: JsonObject;
  readonly games: readonly ResolvedGame[];
  readonly map: LineMap;
  /** Deals whose tricks are to be read from their score tags (pbnTricks.ts). */
  readonly fromScores: ReadonlySet<number>;
  /** Chicago with no note: its form is read off the Vulnerable tags. */
  readonly inferForm: boolean;
  /** Rubber bridge with no note: whether play stopped is read off the last ScoreRubber. */
  readonly inferStop: boolean;
}

/** The match settled, or every problem found; and what was read where the file is silent. */
export interface Settled {
  readonly match: FourPlayerMatch | null;
  readonly problems: readonly Problem[];
  readonly notes: readonly Problem[];
}

/** What is scored in place of a deal that cannot be read, so that the others can be checked. */
const standIn = (): JsonObject => ({ passed: true });

/**
 * Rubber bridge from another program (docs/pbn.md): play stopped after the last deal when its
 * ScoreRubber has the unfinished rubber's bonus in it, as bridgepad writes it, and only then agrees.
 */
function playStopped(
  file: JsonObject,
  games: readonly ResolvedGame[],
  facts: readonly DealFacts[],
  map: LineMap,
): { file: JsonObject; match: FourPlayerMatch; facts: DealFacts[]; note: Problem } | null {
  const last = games.length - 1;
  const tag = games[last]?.tags.get('ScoreRubber');
  const deal = (file.deals as JsonObject[])[last];
  const fact = facts[last];
  if (tag === undefined || deal === undefined || fact === undefined || file.finished === true) {
    return null;
  }
  const side = deal.passed === true ? null : sideOf(deal.declarer as Seat);
  const shown = readRubberScore(tag.value, side);
  if (shown === undefined) return null;
  const said = formatRubberScore(shown);
  if (said === formatRubberScore(fact.rubberScore)) return null;
  const stopped = { ...file, finished: true };
  const other = validate(stopped, map);
  if (!other.ok) return null;
  const otherFacts = factsOf(other.value);
  if (said !== formatRubberScore(otherFacts[last]?.rubberScore ?? fact.rubberScore)) return null;
  const message = `ScoreRubber "${tag.value}" has the unfinished rubber's bonus in it: play is taken as stopped after this last deal`;
  return {
    file: stopped,
    match: other.value,
    facts: otherFacts,
    note: { path: `line ${tag.line}`, message },
  };
}

/**
 * Validates the match file read from PBN, settles what the scores decide and checks every derived
 * tag against the engine, listing every problem at once. A deal that cannot be read stands as a
 * passed-out deal while the others are checked: at duplicate every other board, elsewhere the deals
 * before it (those after it would score differently once it is read). What the scores settle: the
 * tricks of a deal with no Result (pbnTricks.ts), and with no note Chicago's form (when only the
 * Cavendish form agrees with the Vulnerable tags), play having stopped (playStopped) and honors
 * shown by ScoreRubber.
 */
export function settleMatch(read: ReadFile): Settled {
  const { games, map } = read;
  const duplicate = read.file.game === 'duplicate';
  const problems: Problem[] = [];
  const notes: Problem[] = [];
  const deals = [...(read.file.deals as (JsonObject | null)[])];
  const unread = new Set(deals.flatMap((deal, index) => (deal === null ? [index] : [])));
  const pending = new Set(read.fromScores);
  const upTo = () => (duplicate ? games.length : Math.min(games.length, ...unread));
  const now = () =>
    deals.map((deal, i) => (deal === null || unread.has(i) || pending.has(i) ? standIn() : deal));

  const base = validate({ ...read.file, deals: now() }, map);
  if (!base.ok) return { match: null, problems: base.errors, notes };
  for (const index of [...read.fromScores].sort((a, b) => a - b)) {
    pending.delete(index);
    const game = games[index];
    const deal = deals[index];
    if (game === undefined || deal === null || deal === undefined) continue;
    if (index > upTo()) {
      problems.push({
        path: `line ${game.line}`,
        message: `deal ${index + 1} has no Result, and its tricks cannot be read from its score tags while deal ${upTo() + 1} cannot be read`,
      });
      unread.add(index);
      continue;
    }
    const tried = now();
    tried[index] = deal;
    const tricks = tricksFromScores({ ...read.file, deals: tried }, index, game);
    if (tricks.ok) {
      deals[index] = { ...deal, tricks: tricks.tricks };
      notes.push(tricks.note);
    } else {
      problems.push(tricks.problem);
      unread.add(index);
    }
  }

  let file: JsonObject = { ...read.file, deals: now() };
  let checked = validate(file, map);
  if (!checked.ok) return { match: null, problems: [...problems, ...checked.errors], notes };
  let facts = factsOf(checked.value);
  const checking = upTo();
  const known = games.slice(0, checking);
  if (read.inferForm && !vulnerabilityAgrees(known, facts)) {
    const cavendish = {
      ...file,
      rules: { ...(file.rules as JsonObject), vulnerability: 'cavendish' },
    };
    const other = validate(cavendish, map);
    if (other.ok && vulnerabilityAgrees(known, factsOf(other.value))) {
      file = cavendish;
      checked = other;
      facts = factsOf(other.value);
    }
  }
  const stopped = read.inferStop && unread.size === 0 ? playStopped(file, games, facts, map) : null;
  if (stopped !== null) {
    ({ file, facts } = stopped);
    checked = { ok: true, value: stopped.match };
    notes.push(stopped.note);
  }
  if (addHonors(file, checked.value, known, facts)) {
    checked = validate(file, map);
    if (!checked.ok) return { match: null, problems: [...problems, ...checked.errors], notes };
    facts = factsOf(checked.value);
  }
  const match = checked.value;
  known.forEach((game, index) => {
    const deal = match.deals[index];
    const fact = facts[index];
    if (deal === undefined || fact === undefined || unread.has(index)) return;
    const declarer = deal.passed === true ? null : (deal.declarer as Seat);
    problems.push(...checkGame(game, fact, index + 1, declarer, duplicate));
  });
  return problems.length > 0 ? { match: null, problems, notes } : { match, problems, notes };
}
