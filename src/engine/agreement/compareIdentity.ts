import type { Problem } from '../matchFile/problems.ts';
import { at } from '../matchFile/problems.ts';
import type { Stake } from '../stakes.ts';
import { undoubledOvertricksCount } from '../stakes.ts';
import type { Match } from '../types.ts';

/**
 * Whether two matches are one match kept on two devices (docs/format.md, "agreed"): the same id,
 * game, rules, first dealer and players in the same seats. What may differ is only what was
 * played (the deals, the end of play) and how each device shows it (`we`, times, marks).
 */

const THEIRS = 'the received match';
const MINE = 'this one';

/** A value as a message says it: a name in quotes, a missing rule as "none". */
function say(value: unknown): string {
  if (value === undefined) return 'none';
  return typeof value === 'string' ? `"${value}"` : String(value);
}

function differs(path: string, what: string, theirs: unknown, mine: unknown): Problem {
  return { path, message: `${what}: ${say(theirs)} in ${THEIRS}, ${say(mine)} in ${MINE}` };
}

function sameId(mine: Match, theirs: Match): Problem[] {
  if (theirs.id === undefined) {
    return [{ path: 'id', message: `${THEIRS} has no id, so it cannot be shown to be this match` }];
  }
  if (mine.id === undefined) {
    return [{ path: 'id', message: 'this match has no id, so it cannot be shown to be the same' }];
  }
  // The ids themselves mean nothing to a player: that the match is another is all there is to say.
  return mine.id === theirs.id
    ? []
    : [{ path: 'id', message: `${THEIRS} is another match, not this one` }];
}

/**
 * The rules that score the match. The stake scores nothing (docs/format.md, `rules.stake`): two
 * devices that differ only in what they play for keep one match, as their check codes say.
 */
function sameRules(mine: Match, theirs: Match): Problem[] {
  const { stake: _mine, ...rulesMine }: Readonly<Record<string, unknown>> = { ...mine.rules };
  const { stake: _theirs, ...rulesTheirs }: Readonly<Record<string, unknown>> = {
    ...theirs.rules,
  };
  const keys = [...new Set([...Object.keys(rulesTheirs), ...Object.keys(rulesMine)])];
  const problems = keys
    .filter((key) => JSON.stringify(rulesMine[key]) !== JSON.stringify(rulesTheirs[key]))
    .map((key) => differs(at('rules', key), 'different rules', rulesTheirs[key], rulesMine[key]));
  // But for a club's rule on overtricks, which scores once the stake is above its own.
  const counted = (match: Match) => undoubledOvertricksCount(stakeOf(match));
  if (counted(mine) !== counted(theirs))
    problems.push({
      path: 'rules.stake.noOvertricksAbove',
      message: `different rules: undoubled overtricks ${counted(theirs) ? 'count' : 'do not count'} in ${THEIRS}, ${counted(mine) ? 'count' : 'do not count'} in ${MINE}`,
    });
  return problems;
}

function stakeOf(match: Match): Stake | undefined {
  return match.game === 'rummy' ? undefined : match.rules.stake;
}

function samePlayers(mine: Match, theirs: Match): Problem[] {
  if (Array.isArray(mine.players) && Array.isArray(theirs.players)) {
    const a: readonly string[] = theirs.players;
    const b: readonly string[] = mine.players;
    if (a.length !== b.length) {
      return [differs('players', 'a different number of players', a.length, b.length)];
    }
    return a.flatMap((name, i) =>
      name === b[i] ? [] : [differs(at('players', i), 'a different player', name, b[i])],
    );
  }
  const seatsTheirs = theirs.players as Readonly<Record<string, string>>;
  const seatsMine = mine.players as Readonly<Record<string, string>>;
  return Object.keys(seatsTheirs)
    .filter((seat) => seatsTheirs[seat] !== seatsMine[seat])
    .map((seat) =>
      differs(at('players', seat), 'a different player', seatsTheirs[seat], seatsMine[seat]),
    );
}

/**
 * Every field showing that `theirs` is not `mine` kept on another device, each at its path in
 * the match file with both values: "players.S: a different player: "Ann" in the received match,
 * "Bob" in this one". Empty when they are one match.
 */
export function notTheSameMatch(mine: Match, theirs: Match): Problem[] {
  const problems = sameId(mine, theirs);
  if (mine.game !== theirs.game) {
    // Another game has other rules and seats: that it is another game says it all.
    return [...problems, differs('game', 'a different game', theirs.game, mine.game)];
  }
  problems.push(...sameRules(mine, theirs));
  if (mine.firstDealer !== theirs.firstDealer) {
    problems.push(
      differs('firstDealer', 'a different first dealer', theirs.firstDealer, mine.firstDealer),
    );
  }
  problems.push(...samePlayers(mine, theirs));
  return problems;
}
