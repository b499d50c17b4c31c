import type { Problem } from '../../engine/matchFile/problems.ts';

/**
 * Where a problem is, in a player's words (docs/format.md, "Problems"): the validator and the
 * comparison name a JSON path (`deals[0].tricks`, `players.S`, `rules.honors`), which is the
 * file's language, not the table's. Every refusal a player reads on joining or comparing a match
 * is said through here, so no screen shows a path or a field's name in the file: "Deal 1: the
 * tricks: must be an integer from 0 to 13".
 */

/** One step of a path: a key, or an index in a list. */
type Step = string | number;

function steps(path: string): Step[] {
  const found: Step[] = [];
  for (const [, key, index] of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    found.push(index === undefined ? (key ?? '') : Number(index));
  }
  return found;
}

const SEATS: Readonly<Record<string, string>> = {
  N: 'North',
  E: 'East',
  S: 'South',
  W: 'West',
  A: 'Player A',
  B: 'Player B',
};

/** A deal's fields (docs/format.md, "A bridge deal", "A rummy deal"). */
const DEAL_FIELDS: Readonly<Record<string, string>> = {
  contract: 'the contract',
  declarer: 'the declarer',
  tricks: 'the tricks',
  passed: 'passed out',
  honors: 'the honors',
  'honors.side': 'the side holding the honors',
  'honors.points': 'the points for honors',
  board: 'the board number',
  vulnerable: 'the vulnerability',
  agreed: 'the deal as both devices agreed it',
  out: 'who went out',
  points: 'the points left in hand',
  rummy: 'whether it was rummy',
};

const RULES: Readonly<Record<string, string>> = {
  honors: 'the rule on honors',
  deck: 'the deck',
  deals: 'the number of deals',
  vulnerability: 'the rule on vulnerability',
  target: 'the point target',
  variant: 'the kind of rummy',
  unfinishedPartScore: 'the bonus for an unfinished part score',
  fourthDealBonus: 'the bonus on the fourth deal',
};

const COMPETITION: Readonly<Record<string, string>> = {
  name: 'the competition’s name',
  round: 'the competition’s round',
  organiser: 'the organiser',
  email: 'the organiser’s e-mail',
  address: 'the organiser’s address',
  due: 'the date the result is due',
};

/** The match file's own fields (docs/format.md, "The file"). */
const MATCH_FIELDS: Readonly<Record<string, string>> = {
  format: 'the file’s format',
  version: 'the file’s version',
  id: 'the match',
  createdAt: 'when the match started',
  updatedAt: 'when the match last changed',
  game: 'the game',
  rules: 'the rules',
  players: 'the players',
  we: 'the side that is WE',
  firstDealer: 'the first dealer',
  deals: 'the deals',
  finished: 'the end of play',
  competition: 'the competition',
  sent: 'when the result was sent',
  totals: 'the totals the file states',
};

/** A field of a deal: "the tricks", "the points of player 2"; the deal itself for a field unknown. */
function dealField(rest: readonly Step[]): string {
  const [first, second] = rest;
  if (first === undefined) return '';
  if (first === 'points' && typeof second === 'number') return `the points of player ${second + 1}`;
  const key = rest.filter((step) => typeof step === 'string').join('.');
  return DEAL_FIELDS[key] ?? DEAL_FIELDS[String(first)] ?? '';
}

/** A field of the match: "the first dealer", "North", "the rule on honors", "player 2". */
function matchField(rest: readonly Step[]): string {
  const [first, second] = rest;
  if (typeof first !== 'string') return '';
  if (first === 'players' && typeof second === 'number') return `player ${second + 1}`;
  if (first === 'players' && second !== undefined) return SEATS[second] ?? 'the players';
  if (first === 'rules' && second !== undefined) return RULES[second] ?? 'the rules';
  if (first === 'competition' && second !== undefined)
    return COMPETITION[second] ?? 'the competition';
  if (first.startsWith('x-')) return 'a field of your own';
  return MATCH_FIELDS[first] ?? '';
}

/** Where a path is, in words: "Deal 1: the tricks", "Match 2, deal 4: the contract", "North". */
export function placeWords(path: string): string {
  if (path === '$' || path === '') return '';
  if (/^line \d+$/.test(path)) return path;
  let rest = steps(path);
  const where: string[] = [];
  // A backup holds matches: the match is named by its place in the file first.
  if (rest[0] === 'matches' && typeof rest[1] === 'number') {
    where.push(`match ${rest[1] + 1}`);
    rest = rest.slice(2);
  }
  if (rest[0] === 'deals' && typeof rest[1] === 'number') {
    where.push(`deal ${rest[1] + 1}`);
    const field = dealField(rest.slice(2));
    return sentence(where, field);
  }
  return sentence(where, matchField(rest) || (where.length === 0 ? 'the file' : ''));
}

function sentence(where: readonly string[], field: string): string {
  const head = where.join(', ');
  const text = head === '' ? field : field === '' ? head : `${head}: ${field}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A problem as a player reads it: where, in words, then what is wrong. */
export function problemWords(problem: Problem): string {
  const place = placeWords(problem.path);
  const text = place === '' ? problem.message : `${place}: ${problem.message}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
