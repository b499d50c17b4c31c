import { describe, expect, it } from 'vitest';
import { checkCode } from '../../src/engine/agreement/checkCode.ts';
import { scoreMatch, validateMatch } from '../../src/engine/everyGame.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { rulesLine } from '../../src/engine/rulesSaid.ts';
import type { BridgeSheet } from '../../src/engine/sheet.ts';
import type { BridgeMatch } from '../../src/engine/types.ts';

/**
 * A club's rule (docs/rules.md, "Stakes and settling up"): above a stake of N per 100, undoubled
 * overtricks do not count (`rules.stake.noOvertricksAbove`); doubled and redoubled ones still do.
 */
type Raw = Record<string, unknown>;
const FOUR = { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' };

function file(game: string, stake: Raw | undefined, deals: Raw[], rules: Raw = {}): Raw {
  return {
    format: 'bridgepad.match',
    version: 1,
    game,
    players: game === 'bridgette' ? { A: 'Amy', B: 'Bob' } : FOUR,
    firstDealer: game === 'bridgette' ? 'A' : 'N',
    rules: { ...rules, ...(stake === undefined ? {} : { stake }) },
    deals,
  };
}

function load(raw: Raw): BridgeMatch {
  const read = validateMatch(raw);
  if (!read.ok) throw new Error(read.errors.map(formatProblem).join('; '));
  if (read.value.game === 'rummy') throw new Error('not bridge');
  return read.value;
}

/** The points of the first deal, [declarer's side, the other]. */
function firstDeal(raw: Raw): [number, number] {
  const sheet: BridgeSheet = scoreMatch(load(raw));
  const points: [number, number] = [0, 0];
  for (const entry of sheet.entries) if (entry.deal === 0) points[entry.side] += entry.points;
  return points;
}

const RULE = { per100: 2, currency: 'GBP', noOvertricksAbove: 1 };
const FOUR_S_PLUS_TWO = { contract: '4S', declarer: 'N', tricks: 12 };

describe('undoubled overtricks above a stake', () => {
  it('do not count above the stake the rule names: 4S with two over is 120 + 300, not 180 + 300', () => {
    // Rubber bridge: the game's 120 below and (the rubber unfinished) no bonus yet on deal 1.
    expect(firstDeal(file('rubber', RULE, [FOUR_S_PLUS_TWO]))).toEqual([120, 0]);
    expect(firstDeal(file('rubber', { ...RULE, per100: 1 }, [FOUR_S_PLUS_TWO]))).toEqual([180, 0]);
    expect(firstDeal(file('rubber', undefined, [FOUR_S_PLUS_TWO]))).toEqual([180, 0]);
  });

  it('still count doubled and redoubled', () => {
    const doubled = { contract: '4SX', declarer: 'N', tricks: 12 };
    // 240 below, 2 x 100 overtricks, 50 for the insult.
    expect(firstDeal(file('rubber', RULE, [doubled]))).toEqual([490, 0]);
  });

  it('hold in Chicago, by the chukker and deal by deal, and in Bridgette', () => {
    // Chicago, the first deal nobody vulnerable: 120 + a game, 300.
    expect(firstDeal(file('chicago', RULE, [FOUR_S_PLUS_TWO]))).toEqual([420, 0]);
    expect(firstDeal(file('chicago', RULE, [FOUR_S_PLUS_TWO], { scoring: 'deal' }))).toEqual([
      420, 0,
    ]);
    expect(firstDeal(file('chicago', undefined, [FOUR_S_PLUS_TWO]))).toEqual([480, 0]);
    const bridgette = [{ contract: '3NT', declarer: 'A', tricks: 11 }];
    expect(firstDeal(file('bridgette', RULE, bridgette))).toEqual([100, 0]);
  });

  it('is said with the rules, and changes the check code only where it takes points away', () => {
    const ruled = load(file('rubber', RULE, [FOUR_S_PLUS_TWO]));
    expect(rulesLine(ruled, 'changed')).toBe('undoubled overtricks not scored');
    const plain = load(file('rubber', { per100: 2, currency: 'GBP' }, [FOUR_S_PLUS_TWO]));
    expect(checkCode(ruled)).not.toBe(checkCode(plain));
    // At or below the rule's stake it changes nothing, not even the code.
    const under = load(file('rubber', { ...RULE, per100: 1 }, [FOUR_S_PLUS_TWO]));
    expect(checkCode(under)).toBe(checkCode(plain));
    expect(rulesLine(under, 'changed')).toBeNull();
  });

  it('refuses a threshold that is not an amount to the cent', () => {
    const problems = (stake: Raw) => {
      const read = validateMatch(file('rubber', stake, []));
      return read.ok ? [] : read.errors.map(formatProblem);
    };
    expect(problems({ ...RULE, noOvertricksAbove: -1 })).toEqual([
      'rules.stake.noOvertricksAbove: must be a positive amount to the cent (for example 0.5 or 2.25)',
    ]);
    expect(problems({ ...RULE, noOvertricksAbove: '1' })).toHaveLength(1);
    expect(problems({ ...RULE, overtricks: false })).toEqual([
      'rules.stake.overtricks: unknown field',
    ]);
  });
});
