import { describe, expect, it } from 'vitest';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { loadScoring, scoreMatch } from '../../src/engine/score.ts';
import type { BridgeMatch } from '../../src/engine/types.ts';
import type { SaidLevel } from '../../src/state/voice.ts';
import { SAID_LEVELS } from '../../src/state/voice.ts';
import { columnsOf } from '../../src/ui/table/columns.ts';
import { afterDealSaid, standingSaid, VOICE_SAMPLE } from '../../src/ui/table/spokenLevels.ts';
import { rubberFile } from '../db/helpers.ts';

/** What the table says at each level of Settings → Voice, "How much is said". */

function match(deals: unknown[], file: Record<string, unknown> = {}): BridgeMatch {
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

/** What is said after the last of `deals`, at each level. */
function afterLast(deals: unknown[], file?: Record<string, unknown>): Record<SaidLevel, string> {
  const m = match(deals, file);
  const sheet = scoreMatch(m);
  return Object.fromEntries(
    SAID_LEVELS.map((level) => [
      level,
      afterDealSaid(m, sheet, deals.length - 1, columnsOf(m), level),
    ]),
  ) as Record<SaidLevel, string>;
}

/** Say the score after `deals`, at each level. */
function standing(deals: unknown[], file?: Record<string, unknown>): Record<SaidLevel, string> {
  const m = match(deals, file);
  const sheet = scoreMatch(m);
  return Object.fromEntries(
    SAID_LEVELS.map((level) => [level, standingSaid(m, sheet, columnsOf(m), level)]),
  ) as Record<SaidLevel, string>;
}

describe('after a deal', () => {
  it('says the result only, with its totals, or the whole state', () => {
    expect(afterLast([{ contract: '2H', declarer: 'E', tricks: 9 }])).toEqual({
      result: 'Two hearts by East, made with one overtrick: THEY 60 below, 30 above.',
      totals:
        'Two hearts by East, made with one overtrick: THEY 60 below, 30 above. WE 0, THEY 90.',
      state:
        'Two hearts by East, made with one overtrick: THEY 60 below, 30 above. WE need 100. THEY 60 on, need 40.',
    });
  });

  it('says the rubber a deal ends with its totals, and no more needs once it is over', () => {
    const deals = [
      { contract: '3NT', declarer: 'E', tricks: 9 },
      { contract: '4HX', declarer: 'E', tricks: 4 },
      { contract: '4S', declarer: 'S', tricks: 10 },
      { contract: '3NT', declarer: 'W', tricks: 9 },
    ];
    const news = 'THEY win the rubber 2–1; WE by 1120, 11 on the back score.';
    const result = 'Three no trump by West, made: THEY 100 below, 500 above.';
    expect(afterLast(deals)).toEqual({
      result,
      totals: `${result} ${news} WE 1820, THEY 700.`,
      state: `${result} ${news}`,
    });
  });

  it('says a passed-out deal as such at every level, and the totals where they are asked for', () => {
    const said = afterLast([{ contract: '4S', declarer: 'N', tricks: 10 }, { passed: true }]);
    expect(said).toEqual({
      result: 'Deal 2 passed out.',
      totals: 'Deal 2 passed out. WE 120, THEY 0.',
      state: 'Deal 2 passed out.',
    });
  });

  it("says in Chicago, at the whole state, each side's vulnerability on the next deal", async () => {
    await loadScoring('chicago');
    const said = afterLast([{ contract: '2H', declarer: 'S', tricks: 9 }], { game: 'chicago' });
    expect(said.result).toBe(
      'Two hearts by South, made with one overtrick: WE 60 below, 30 above.',
    );
    // Chicago form: on the second deal the dealer's side (East-West, THEY) is vulnerable.
    expect(said.state).toBe(
      `${said.result} WE not vulnerable, 60 on, need 40. THEY vulnerable, need 100.`,
    );
  });

  it('offers in Settings a sample that is what the table says after 4♠ by North made', () => {
    expect(afterLast([{ contract: '4S', declarer: 'N', tricks: 10 }])).toEqual(VOICE_SAMPLE);
  });

  it('says nothing for a deal that is not there', () => {
    const m = match([]);
    expect(afterDealSaid(m, scoreMatch(m), 0, columnsOf(m), 'state')).toBe('');
  });
});

describe('Say the score', () => {
  const deals = [
    { contract: '4S', declarer: 'N', tricks: 10 },
    { contract: '2H', declarer: 'E', tricks: 8 },
  ];

  it("says each side's total, and at the whole state its vulnerability and what it needs", () => {
    expect(standing(deals)).toEqual({
      result: 'WE 120, THEY 60.',
      totals: 'WE 120, THEY 60.',
      state: 'WE 120, THEY 60. WE vulnerable, need 100. THEY not vulnerable, 60 on, need 40.',
    });
  });

  it('says the totals alone once play is over, at every level', () => {
    const said = standing(deals, { finished: true });
    expect(new Set(Object.values(said)).size).toBe(1);
    expect(said.state).toMatch(/^WE \d+, THEY \d+\.$/);
  });
});
