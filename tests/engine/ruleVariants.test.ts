import { describe, expect, it } from 'vitest';
import { canonicalDeals, checkCode } from '../../src/engine/agreement/checkCode.ts';
import {
  CHICAGO_SCORING,
  FOURTH_DEAL,
  presetOf,
  traitsOf,
  UNFINISHED_RUBBER,
} from '../../src/engine/gameTraits.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { toMatchFile } from '../../src/engine/matchFile/serialize.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import type { BridgeSheet } from '../../src/engine/sheet.ts';
import type { Match } from '../../src/engine/types.ts';

/**
 * Rules that competitions and clubs play differently travel with the match (docs/format.md,
 * `rules.unfinishedPartScore`, `rules.fourthDealBonus`; docs/rules.md, Rubber bridge and Chicago):
 * each preset with a worked example, written out by hand.
 */

type Raw = Record<string, unknown>;
const FOUR = { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' };
const deal = (contract: string, declarer: string, tricks: number) => ({
  contract,
  declarer,
  tricks,
});

function read(raw: Raw): Match {
  const result = validateMatch({ format: 'bridgepad.match', version: 1, ...raw });
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}
function problems(raw: Raw): string[] {
  const result = validateMatch({ format: 'bridgepad.match', version: 1, ...raw });
  return result.ok ? [] : result.errors.map(formatProblem);
}
const bonusRows = (sheet: BridgeSheet) =>
  sheet.entries.filter((e) => e.deal === null).map((e) => [e.side, e.points, e.explain]);

// North-South win a game (4S), then a part score (2H): play stops.
const STOPPED = {
  game: 'rubber',
  players: FOUR,
  deals: [deal('4S', 'N', 10), deal('2H', 'S', 8)],
  finished: true,
};

describe('the unfinished rubber: 300 / 100 or 300 / 50', () => {
  it('300 / 100 when the match says nothing, as docs/rules.md has it', () => {
    const sheet = scoreMatch(read(STOPPED)) as BridgeSheet;
    expect(bonusRows(sheet)).toEqual([
      [0, 300, 'unfinished rubber, the only game: 300'],
      [0, 100, 'unfinished rubber, the only part score: 100'],
    ]);
    // 120 + 60 + 300 + 100
    expect(sheet.totals).toEqual([580, 0]);
  });

  it('300 / 50 where the match plays the other New Zealand competitions’ custom', () => {
    const sheet = scoreMatch(
      read({ ...STOPPED, rules: { unfinishedPartScore: 50 } }),
    ) as BridgeSheet;
    expect(bonusRows(sheet)).toEqual([
      [0, 300, 'unfinished rubber, the only game: 300'],
      [0, 50, 'unfinished rubber, the only part score: 50'],
    ]);
    expect(sheet.totals).toEqual([530, 0]);
    expect(sheet.rubbers[0]?.backScore).toBe(5);
  });

  it('the same in a Kapiti match at its stopping point, and in Bridgette', () => {
    const kapiti = read({
      game: 'kapiti',
      players: FOUR,
      rules: { deals: 2, unfinishedPartScore: 50 },
      deals: [deal('1NT', 'E', 7), { passed: true }],
    });
    // East-West hold the only part score (40) after deal 2, the planned end.
    expect(bonusRows(scoreMatch(kapiti) as BridgeSheet)).toEqual([
      [1, 50, 'unfinished rubber, the only part score: 50'],
    ]);
    const bridgette = read({
      game: 'bridgette',
      players: { A: 'Amy', B: 'Bob' },
      rules: { unfinishedPartScore: 50 },
      deals: [deal('2S', 'B', 8)],
      finished: true,
    });
    expect(bonusRows(scoreMatch(bridgette) as BridgeSheet)).toEqual([
      [1, 50, 'unfinished rubber, the only part score: 50'],
    ]);
  });

  it('is refused where it does not belong, or with a value no competition plays', () => {
    expect(problems({ ...STOPPED, rules: { unfinishedPartScore: 75 } })).toEqual([
      'rules.unfinishedPartScore: must be 100 or 50',
    ]);
    expect(problems({ ...STOPPED, rules: { unfinishedPartScore: '50' } })).toEqual([
      'rules.unfinishedPartScore: must be 100 or 50',
    ]);
    expect(problems({ ...STOPPED, game: 'chicago', rules: { unfinishedPartScore: 50 } })).toEqual([
      'rules.unfinishedPartScore: only for rubber, kapiti and bridgette',
    ]);
  });
});

// A chukker dealt by North: deal 1 nobody vulnerable, North-South make a part score (2H, 60);
// deal 2 East-West 1NT (40); deal 3 a passed-out deal is redealt; deal 3 North-South 1C (20,
// so 80 standing); deal 4 West makes 2D (40 + 40 = 80 standing, short of game).
const CHUKKER = {
  game: 'chicago',
  players: FOUR,
  deals: [
    deal('2H', 'N', 8),
    deal('1NT', 'E', 7),
    { passed: true },
    deal('1C', 'S', 7),
    deal('2D', 'W', 8),
  ],
};
const fourthDealRows = (sheet: BridgeSheet) =>
  sheet.entries
    .filter((e) => e.kind === 'partscore')
    .map((e) => [e.deal, e.side, e.points, e.explain]);

describe("Chicago's fourth-deal part score", () => {
  it('made (the default): 100 to the side that makes a part score on deal 4', () => {
    const sheet = scoreMatch(read(CHUKKER)) as BridgeSheet;
    expect(fourthDealRows(sheet)).toEqual([[4, 1, 100, 'part score on the fourth deal: 100']]);
    expect(sheet.totals).toEqual([80, 180]);
  });

  it('carried: 100 to each side whose part score still stands when the chukker ends', () => {
    const sheet = scoreMatch(
      read({ ...CHUKKER, rules: { fourthDealBonus: 'carried' } }),
    ) as BridgeSheet;
    expect(fourthDealRows(sheet)).toEqual([
      [4, 0, 100, 'part score left at the end of the chukker: 100'],
      [4, 1, 100, 'part score left at the end of the chukker: 100'],
    ]);
    expect(sheet.totals).toEqual([180, 180]);
  });

  it('none: no bonus at the end of the chukker', () => {
    const sheet = scoreMatch(
      read({ ...CHUKKER, rules: { fourthDealBonus: 'none' } }),
    ) as BridgeSheet;
    expect(fourthDealRows(sheet)).toEqual([]);
    expect(sheet.totals).toEqual([80, 80]);
  });

  it('a game on deal 4 earns its game bonus and no fourth-deal bonus, whatever the custom', () => {
    const game = { ...CHUKKER, deals: [...CHUKKER.deals.slice(0, 4), deal('3NT', 'W', 9)] };
    for (const fourthDealBonus of ['made', 'carried', 'none']) {
      const sheet = scoreMatch(read({ ...game, rules: { fourthDealBonus } })) as BridgeSheet;
      expect(fourthDealRows(sheet), fourthDealBonus).toEqual([]);
      expect(sheet.entries.some((e) => e.kind === 'game' && e.deal === 4)).toBe(true);
    }
  });

  it('is refused with a custom nobody plays', () => {
    expect(problems({ ...CHUKKER, rules: { fourthDealBonus: 'always' } })).toEqual([
      'rules.fourthDealBonus: must be made, carried or none',
    ]);
  });
});

describe('variants in the match file and the check code', () => {
  it('a file without a variant is written back without it; one with it keeps it', () => {
    expect(toMatchFile(read(STOPPED)).rules).toEqual({ honors: true, deck: 'standard' });
    expect(toMatchFile(read({ ...STOPPED, rules: { unfinishedPartScore: 50 } })).rules).toEqual({
      honors: true,
      deck: 'standard',
      unfinishedPartScore: 50,
    });
  });

  it('the default spelt out gives the code of the file that leaves it out; another preset another code', () => {
    const plain = read(STOPPED);
    const spelt = read({ ...STOPPED, rules: { unfinishedPartScore: 100 } });
    const fifty = read({ ...STOPPED, rules: { unfinishedPartScore: 50 } });
    expect(checkCode(spelt)).toBe(checkCode(plain));
    expect(canonicalDeals(plain).split('\n')[2]).toBe('rules deck=standard honors=true');
    expect(canonicalDeals(fifty).split('\n')[2]).toBe(
      'rules deck=standard honors=true unfinishedPartScore=50',
    );
    expect(checkCode(fifty)).not.toBe(checkCode(plain));
    const carried = read({ ...CHUKKER, rules: { fourthDealBonus: 'carried' } });
    expect(canonicalDeals(carried).split('\n')[2]).toBe(
      'rules deck=standard fourthDealBonus=carried honors=true vulnerability=chicago',
    );
  });

  it('the traits name each game’s presets, the default first', () => {
    expect(traitsOf('rubber').variants).toEqual([UNFINISHED_RUBBER]);
    expect(traitsOf('kapiti').variants).toEqual([UNFINISHED_RUBBER]);
    expect(traitsOf('bridgette').variants).toEqual([UNFINISHED_RUBBER]);
    expect(traitsOf('chicago').variants).toEqual([CHICAGO_SCORING, FOURTH_DEAL]);
    expect(presetOf(UNFINISHED_RUBBER, {}).name).toBe('300 / 100');
    expect(presetOf(UNFINISHED_RUBBER, { unfinishedPartScore: 50 }).name).toBe('300 / 50');
    expect(presetOf(FOURTH_DEAL, {}).value).toBe('made');
    expect(presetOf(CHICAGO_SCORING, {}).value).toBe('chukker');
  });
});
