import { describe, expect, it } from 'vitest';
import { compareMatches } from '../../src/engine/agreement/compare.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import { problemWords } from '../../src/ui/common/problemWords.ts';
import { rubberFile } from '../db/helpers.ts';

/**
 * A refusal as a player reads it on joining or comparing a match: the deal by its number and the
 * field by name, never the file's path (docs/format.md, "Reading a match code").
 */

const said = (path: string, message = 'is wrong') => problemWords({ path, message });

describe('where a problem is, in words', () => {
  it.each([
    ['$', 'not a WeThey match code', 'Not a WeThey match code'],
    [
      'deals[0].tricks',
      'must be an integer from 0 to 13',
      'Deal 1: the tricks: must be an integer from 0 to 13',
    ],
    ['deals[11].contract', 'is missing', 'Deal 12: the contract: is missing'],
    ['deals[3]', 'must be an object, not 5', 'Deal 4: must be an object, not 5'],
    [
      'deals[3].honors.points',
      'must be 100 or 150',
      'Deal 4: the points for honors: must be 100 or 150',
    ],
    [
      'deals[2].points[1]',
      'must be an integer',
      'Deal 3: the points of player 2: must be an integer',
    ],
    ['deals[2].wind', 'unknown field', 'Deal 3: unknown field'],
    ['players.S', 'a different player', 'South: a different player'],
    ['players[1]', 'is missing', 'Player 2: is missing'],
    ['rules.honors', 'must be true or false', 'The rule on honors: must be true or false'],
    ['rules.wind', 'unknown field', 'The rules: unknown field'],
    ['firstDealer', 'must be one of N, E, S, W', 'The first dealer: must be one of N, E, S, W'],
    ['competition.due', 'must be a date', 'The date the result is due: must be a date'],
    ['matches[1].deals[0].tricks', 'is wrong', 'Match 2, deal 1: the tricks: is wrong'],
    ['wind', 'unknown field', 'The file: unknown field'],
    ['x-note', 'is nested too deep', 'A field of your own: is nested too deep'],
  ])('%s', (path, message, words) => {
    expect(said(path, message)).toBe(words);
  });

  it('never shows a path', () => {
    for (const path of ['deals[0].tricks', 'players.N', 'rules.deck', 'deals[4].agreed', 'we']) {
      expect(said(path)).not.toMatch(/\[\d+\]|\w\.\w|firstDealer|deals\[/);
    }
  });

  it('a match the validator refuses is said deal by deal', () => {
    const read = validateMatch(
      rubberFile({ deals: [{ contract: '4S', declarer: 'S', tricks: 14 }] }),
    );
    if (read.ok) throw new Error('a deal of 14 tricks was read');
    expect(read.errors.map(problemWords)).toEqual([
      'Deal 1: the tricks: must be an integer from 0 to 13',
    ]);
  });

  it('another match is said without either id', () => {
    const mine = validateMatch(rubberFile({ id: '0f7c2a4e-5b6d-4e8f-9a1b-2c3d4e5f6a7b' }));
    const theirs = validateMatch(rubberFile({ id: '11111111-2222-4333-8444-555555555555' }));
    if (!mine.ok || !theirs.ok) throw new Error('not read');
    const compared = compareMatches(mine.value as Match, theirs.value as Match);
    if (compared.ok) throw new Error('two matches compared as one');
    const words = compared.errors.map(problemWords);
    expect(words).toEqual(['The match: the received match is another match, not this one']);
    expect(words.join()).not.toMatch(/0f7c2a4e|11111111/);
  });
});
