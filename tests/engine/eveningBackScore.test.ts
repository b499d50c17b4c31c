import { describe, expect, it } from 'vitest';
import '../../src/engine/everyGame.ts';
import { eveningBackScore } from '../../src/engine/eveningBackScore.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';

/**
 * An evening's back score (docs/rules.md, "Changing partners" and "Stakes and settling up"),
 * where its first match is a table of four fixed partners that took a fifth player in: that
 * match holds every rubber the four played, each its own column, and the evening's rubbers are
 * numbered on from them.
 */

const MADE_4S = { contract: '4S', declarer: 'N', tricks: 10 };
const MADE_4H_E = { contract: '4H', declarer: 'E', tricks: 10 };
const SESSION = 'evening-1';

function match(file: Record<string, unknown>): Match {
  const read = validateMatch({
    format: 'bridgepad.match',
    version: 1,
    game: 'rubber',
    rules: { honors: true, stake: { per100: 0.1, currency: 'GBP' } },
    firstDealer: 'N',
    ...file,
  });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.value;
}

const FOUR = { N: 'Ann', S: 'Bob', E: 'Cy', W: 'Dee' };
// Two rubbers: North-South win the first, East-West the second.
const fixedFour = match({
  players: FOUR,
  deals: [MADE_4S, MADE_4S, MADE_4H_E, MADE_4H_E],
  'x-bridgepad-table': { session: SESSION, draw: ['Ann', 'Bob', 'Cy', 'Dee'], rubber: 0 },
});
const atFive = (deals: unknown[]) =>
  match({
    players: { N: 'Ann', S: 'Cy', E: 'Bob', W: 'Ed' },
    deals,
    'x-bridgepad-table': {
      session: SESSION,
      draw: ['Ann', 'Bob', 'Cy', 'Dee', 'Ed'],
      rubber: 2,
      from: 1,
    },
  });
const group = { session: SESSION, draw: ['Ann', 'Bob', 'Cy', 'Dee'], rubber: 0, from: 0 };

describe('an evening whose first match holds the rubbers of four fixed partners', () => {
  it('each of their rubbers is a column of its own, numbered before the five’s', () => {
    const evening = eveningBackScore(group, [atFive([MADE_4S, MADE_4S]), fixedFour]);
    expect(evening.players).toEqual(['Ann', 'Bob', 'Cy', 'Dee', 'Ed']);
    expect(evening.rubbers.map((r) => [r.rubber, r.scores])).toEqual([
      [0, { Ann: 9, Bob: 9, Cy: -9, Dee: -9 }],
      [1, { Ann: -9, Bob: -9, Cy: 9, Dee: 9 }],
      [2, { Ann: 9, Cy: 9, Bob: -9, Ed: -9 }],
    ]);
    expect(evening.totals).toEqual({ Ann: 9, Bob: -9, Cy: 9, Dee: 0, Ed: -9 });
    expect(Object.values(evening.totals).reduce((a, b) => a + b, 0)).toBe(0);
    expect(evening.begun).toBe(3);
  });

  it('counts the rubber under way, and one not yet dealt, as begun', () => {
    expect(eveningBackScore(group, [fixedFour, atFive([MADE_4S])]).begun).toBe(3);
    expect(eveningBackScore(group, [fixedFour, atFive([])]).begun).toBe(3);
    expect(eveningBackScore(group, [fixedFour]).begun).toBe(2);
  });
});
