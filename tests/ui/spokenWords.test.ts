import { describe, expect, it } from 'vitest';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import type { BridgeMatch, Contract, Tricks } from '../../src/engine/types.ts';
import { readBackText, standingText } from '../../src/ui/table/announce.ts';
import { columnsOf } from '../../src/ui/table/columns.ts';
import { spokenContract, spokenResult } from '../../src/ui/table/spokenWords.ts';
import { rubberFile } from '../db/helpers.ts';

function rubber(deals: unknown[], file: Record<string, unknown> = {}): BridgeMatch {
  const read = validateMatch(
    rubberFile({
      players: { N: 'North', E: 'East', S: 'South', W: 'West' },
      firstDealer: 'N',
      deals: deals as never,
      ...file,
    }),
  );
  if (!read.ok || read.value.game === 'rummy') throw new Error('the match does not read');
  return read.value;
}

/** What is read back after the last of `deals`. */
function readBack(deals: unknown[], file?: Record<string, unknown>): string {
  const match = rubber(deals, file);
  return readBackText(match, scoreMatch(match), deals.length - 1, columnsOf(match));
}

describe('a contract said aloud', () => {
  it.each<[Contract, string]>([
    [{ level: 4, strain: 'S', doubling: 0 }, 'Four spades'],
    [{ level: 1, strain: 'C', doubling: 0 }, 'One club'],
    [{ level: 1, strain: 'NT', doubling: 2 }, 'One no trump redoubled'],
    [{ level: 3, strain: 'NT', doubling: 1 }, 'Three no trump doubled'],
    [{ level: 7, strain: 'D', doubling: 1 }, 'Seven diamonds doubled'],
    [{ level: 2, strain: 'H', doubling: 0 }, 'Two hearts'],
    [{ level: 6, strain: 'O', doubling: 0 }, 'Six orange'],
  ])('%o is "%s"', (contract, said) => {
    expect(spokenContract(contract)).toBe(said);
  });

  it.each<[number, Tricks, string]>([
    [4, 10, 'made'],
    [4, 11, 'made with one overtrick'],
    [1, 13, 'made with six overtricks'],
    [3, 7, 'down two'],
    [7, 0, 'down thirteen'],
  ])('%i bid, %i tricks: "%s"', (level, tricks, said) => {
    expect(
      spokenResult({ level: level as Contract['level'], strain: 'S', doubling: 0 }, tricks),
    ).toBe(said);
  });
});

describe('the read-back after a deal', () => {
  it('names the contract, the declarer and the result before the score', () => {
    expect(readBack([{ contract: '4S', declarer: 'N', tricks: 10 }])).toBe(
      'Four spades by North, made: WE 120 below, game. Both need 100.',
    );
    expect(readBack([{ contract: '2H', declarer: 'E', tricks: 9 }])).toBe(
      'Two hearts by East, made with one overtrick: THEY 60 below, 30 above. WE need 100. THEY 60 on, need 40.',
    );
  });

  it('says doubling and undertricks, with the side that scores them', () => {
    expect(
      readBack([
        { contract: '3NT', declarer: 'E', tricks: 9 },
        { contract: '3NTX', declarer: 'W', tricks: 7 },
      ]),
    ).toBe('Three no trump doubled by West, down two: WE 500 above. Both need 100.');
    expect(readBack([{ contract: '1CXX', declarer: 'S', tricks: 7 }])).toBe(
      'One club redoubled by South, made: WE 80 below, 100 above. WE 80 on, need 20. THEY need 100.',
    );
  });

  it('says a passed-out deal', () => {
    expect(readBack([{ passed: true }])).toBe('Deal 1 passed out.');
  });
});

describe('the score said on demand', () => {
  it("says each side's total, vulnerability and what it needs", () => {
    const match = rubber([
      { contract: '4S', declarer: 'N', tricks: 10 },
      { contract: '2H', declarer: 'E', tricks: 8 },
    ]);
    expect(standingText(match, scoreMatch(match), columnsOf(match))).toBe(
      'WE 120, THEY 60. WE vulnerable, need 100. THEY not vulnerable, 60 on, need 40.',
    );
  });

  it('says the totals alone once play is over', () => {
    const match = rubber([{ contract: '4S', declarer: 'N', tricks: 10 }], { finished: true });
    const said = standingText(match, scoreMatch(match), columnsOf(match));
    expect(said).toMatch(/^WE \d+, THEY \d+\.$/);
  });
});
