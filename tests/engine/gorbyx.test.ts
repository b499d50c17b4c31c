import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import type { BridgeSheet } from '../../src/engine/sheet.ts';
import {
  DECK_STRAINS,
  displayContract,
  displaySpelling,
  strainClass,
} from '../../src/engine/strains.ts';

/**
 * GorbyX decks (docs/rules.md, GorbyX decks): the four-suit decks without red or yellow, and a
 * suit always shown by its colour's name, never a letter beside a level.
 */

function rubber(deck: string, deals: unknown[]) {
  return validateMatch({
    format: 'bridgepad.match',
    version: 1,
    game: 'rubber',
    rules: { deck },
    players: { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' },
    deals,
  });
}

describe('the four-suit decks', () => {
  it.each([
    ['gorbyx4', ['Y', 'R', 'O', 'G', 'NT']],
    ['gorbyx4-no-red', ['Y', 'B', 'O', 'G', 'NT']],
    ['gorbyx4-no-yellow', ['B', 'R', 'O', 'G', 'NT']],
  ] as const)('%s holds %j, lowest first, two minors and two majors', (deck, strains) => {
    expect(DECK_STRAINS[deck]).toEqual(strains);
    const classes = strains.slice(0, 4).map(strainClass);
    expect(classes).toEqual(['minor', 'minor', 'major', 'major']);
  });

  it('refuses the suit a deck leaves out, naming the deck and its suits', () => {
    const read = rubber('gorbyx4-no-red', [{ contract: '2R', declarer: 'N', tricks: 8 }]);
    expect(read.ok ? [] : read.errors.map(formatProblem)).toEqual([
      'deals[0].contract: "2R": not a strain of the gorbyx4-no-red deck (Y B O G NT)',
    ]);
  });

  it('scores brown as a minor where red is left out: 5 brown is a game, 4 brown is not', () => {
    const read = rubber('gorbyx4-no-red', [
      { contract: '4B', declarer: 'N', tricks: 10 },
      { contract: '5B', declarer: 'E', tricks: 11 },
    ]);
    if (!read.ok) throw new Error(read.errors.map(formatProblem).join());
    const sheet = scoreMatch(read.value) as BridgeSheet;
    expect(sheet.deals.map((row) => row.points)).toEqual([
      [80, 0],
      [0, 100],
    ]);
    expect(sheet.deals.map((row) => row.gameWonBy)).toEqual([null, 1]);
    expect(sheet.deals[1]?.summary).toBe('5 brown by East, made: 100 below, game');
  });
});

describe('a GorbyX contract as players read it', () => {
  it.each([
    [{ level: 6, strain: 'O', doubling: 0 }, '6 orange'],
    [{ level: 4, strain: 'G', doubling: 1 }, '4 green X'],
    [{ level: 1, strain: 'Y', doubling: 2 }, '1 yellow XX'],
    [{ level: 3, strain: 'B', doubling: 0 }, '3 brown'],
    [{ level: 2, strain: 'R', doubling: 0 }, '2 red'],
    [{ level: 3, strain: 'NT', doubling: 2 }, '3NTXX'],
    [{ level: 4, strain: 'S', doubling: 1 }, '4♠X'],
  ] as const)('%j reads "%s"', (contract, text) => {
    expect(displayContract(contract)).toBe(text);
    expect(displayContract(contract)).not.toMatch(/\d[YBROG]/);
  });

  it.each([
    ['6O', '6 orange'],
    ['4GX', '4 green X'],
    ['2H', '2♥'],
    ['3N', '3NT'],
    ['9S', '9S'],
    ['nonsense', 'nonsense'],
  ])('the file spelling %s reads "%s"', (spelling, text) => {
    expect(displaySpelling(spelling)).toBe(text);
  });
});
