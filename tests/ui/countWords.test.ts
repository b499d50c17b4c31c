import { describe, expect, it } from 'vitest';
import { describeDeal } from '../../src/db/edits.ts';
import type { Desk } from '../../src/db/desk.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { BridgeMatch } from '../../src/engine/types.ts';
import { resultRefusalText } from '../../src/ui/desk/refusalText.ts';
import { columnsOf } from '../../src/ui/table/columns.ts';
import { resultChoices } from '../../src/ui/table/resultChoices.ts';

/** A count said with its noun: one board, one deal, one trick, never "1 boards". */

function rubber(): BridgeMatch {
  const read = validateMatch({
    format: 'bridgepad.match',
    version: 1,
    game: 'rubber',
    players: { N: 'N', E: 'E', S: 'S', W: 'W' },
    deals: [],
  });
  if (!read.ok || read.value.game === 'rummy') throw new Error('fixture does not read');
  return read.value;
}

describe('counts with their nouns', () => {
  it('a result chip of one trick says "1 trick"', () => {
    const match = rubber();
    const pick = { contract: { level: 1, strain: 'NT', doubling: 0 }, declarer: 'N' } as const;
    const names = resultChoices(match, pick, null, columnsOf(match)).map((chip) => chip.name);
    expect(names).toContain('-6 300 to THEY: 1 trick, down 6');
    expect(names).toContain('-5 250 to THEY: 2 tricks, down 5');
    expect(names).toContain('-7 350 to THEY: 0 tricks, down 7');
  });

  it('a deal of one trick is described as "1 trick"', () => {
    expect(describeDeal({ contract: '1NT', declarer: 'N', tricks: 1 })).toBe('1NT by N, 1 trick');
    expect(describeDeal({ contract: '1NT', declarer: 'N', tricks: 0 })).toBe('1NT by N, 0 tricks');
  });

  it.each([
    [
      { reason: 'unfinished', played: 0, planned: 1 },
      'the match is unfinished: 0 of 1 deal played',
    ],
    [
      { reason: 'unfinished', played: 12, planned: 30 },
      'the match is unfinished: 12 of 30 deals played',
    ],
    [
      { reason: 'notPlanned', planned: 2, required: 1 },
      'this match was played as a match of 2 deals: a competition match is 1 deal, with two more at a time after a tie',
    ],
  ] as const)('the desk refuses %j as "%s"', (refusal, text) => {
    expect(resultRefusalText({} as Desk, refusal)).toBe(text);
  });
});
