import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealToJson } from '../../src/engine/matchFile/serialize.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { formatContract } from '../../src/engine/strains.ts';
import type { BridgeMatch, Doubling, Level, Tricks } from '../../src/engine/types.ts';
import type { QuickEntry } from '../../src/ui/table/quickEntry.ts';
import { parseQuickEntry } from '../../src/ui/table/quickEntry.ts';
import { declarersFor, levelsFor, strainsFor } from '../../src/ui/table/padLogic.ts';

function matchOf(file: Record<string, unknown>): BridgeMatch {
  const read = validateMatch({
    format: 'bridgepad.match',
    version: 1,
    deals: [],
    finished: false,
    ...file,
  });
  if (!read.ok || read.value.game === 'rummy') throw new Error('fixture does not read');
  return read.value;
}

/** A deal read, as the match file spells it (docs/format.md), to compare with the spelling typed. */
function asFileDeal(read: QuickEntry) {
  return read.ok ? { ok: true, deal: dealToJson(read.deal) } : read;
}

const rubber = matchOf({
  game: 'rubber',
  rules: { honors: true, deck: 'standard' },
  players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
  firstDealer: 'N',
});
const bridgette = matchOf({
  game: 'bridgette',
  rules: { honors: false },
  players: { A: 'Ann', B: 'Ben' },
  firstDealer: 'A',
});
const gorbyx = matchOf({
  game: 'rubber',
  rules: { honors: true, deck: 'gorbyx5' },
  players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
  firstDealer: 'N',
});

describe('a deal typed on the keyboard', () => {
  it.each<[string, BridgeMatch, Record<string, unknown>]>([
    ['4SX S -1', rubber, { contract: '4SX', declarer: 'S', tricks: 9 }],
    ['3NT W =', rubber, { contract: '3NT', declarer: 'W', tricks: 9 }],
    ['2H N +2', rubber, { contract: '2H', declarer: 'N', tricks: 10 }],
    ['4S S 10', rubber, { contract: '4S', declarer: 'S', tricks: 10 }],
    ['4ss=', rubber, { contract: '4S', declarer: 'S', tricks: 10 }],
    ['3ntw=', rubber, { contract: '3NT', declarer: 'W', tricks: 9 }],
    ['4sxs-1', rubber, { contract: '4SX', declarer: 'S', tricks: 9 }],
    ['4sxxe+1', rubber, { contract: '4SXX', declarer: 'E', tricks: 11 }],
    ['1cn-2', rubber, { contract: '1C', declarer: 'N', tricks: 5 }],
    ['3N W =', rubber, { contract: '3NT', declarer: 'W', tricks: 9 }],
    ['  2d   e   −3 ', rubber, { contract: '2D', declarer: 'E', tricks: 5 }],
    ['6H N made', rubber, { contract: '6H', declarer: 'N', tricks: 12 }],
    ['7NT S m', rubber, { contract: '7NT', declarer: 'S', tricks: 13 }],
    ['P', rubber, { passed: true }],
    ['pass', rubber, { passed: true }],
    ['passed out', rubber, { passed: true }],
    ['0NT A =', bridgette, { contract: '0NT', declarer: 'A', tricks: 6 }],
    ['2H b -1', bridgette, { contract: '2H', declarer: 'B', tricks: 7 }],
    ['4G S =', gorbyx, { contract: '4G', declarer: 'S', tricks: 10 }],
    ['3bn+1', gorbyx, { contract: '3B', declarer: 'N', tricks: 10 }],
  ])('reads %j', (typed, match, deal) => {
    expect(asFileDeal(parseQuickEntry(typed, match))).toEqual({ ok: true, deal });
  });

  it.each<[string, BridgeMatch, string]>([
    ['', rubber, 'Type a deal first: for example 4S S = or P for passed out.'],
    ['S S =', rubber, '"S S =" does not start with a level: type the contract first, as 4S.'],
    ['8S S =', rubber, '"8" is not a level here: contracts go from 1 to 7.'],
    ['0NT S =', rubber, '"0" is not a level here: contracts go from 1 to 7.'],
    ['4Q S =', rubber, '"Q" is not a strain here: use C, D, H, S or NT.'],
    ['4', rubber, 'Missing the strain after 4: use C, D, H, S or NT.'],
    ['4Y S =', rubber, '"Y" is not a strain here: use C, D, H, S or NT.'],
    ['4S S =', gorbyx, '"S" is not a strain here: use Y, B, R, O, G or NT.'],
    ['0H A =', bridgette, 'Level 0 is only Zero Notrump: 0NT.'],
    ['4S', rubber, 'Missing the declarer after the contract: use N, E, S or W.'],
    ['4S Q =', rubber, '"Q" is not a declarer here: use N, E, S or W.'],
    ['4S E =', bridgette, '"E" is not a declarer here: use A or B.'],
    ['4S A =', rubber, '"A" is not a declarer here: use N, E, S or W.'],
    [
      '4S S',
      rubber,
      'Missing the result: type =, +1 or -1 (or the tricks taken) after the declarer.',
    ],
    [
      '4S S ?',
      rubber,
      '"?" is not a result: type = for made, +1 for an overtrick, -1 for one down, or the tricks taken.',
    ],
    [
      '7NT S +1',
      rubber,
      '7NT by South cannot end with 14 tricks: the declarer takes from 0 to 13.',
    ],
    ['1C N -8', rubber, '1C by North cannot end with -1 tricks: the declarer takes from 0 to 13.'],
    ['4S S 14', rubber, '4S by South cannot end with 14 tricks: the declarer takes from 0 to 13.'],
    ['P', bridgette, 'In Bridgette the dealer must open, so no deal is passed out.'],
  ])('refuses %j, saying why', (typed, match, message) => {
    expect(parseQuickEntry(typed, match)).toEqual({ ok: false, message });
  });

  it('reads back every deal the pad could enter, typed as contract, declarer and tricks', () => {
    for (const match of [rubber, bridgette, gorbyx]) {
      const deal = fc.record({
        level: fc.constantFrom(...levelsFor(match)),
        strain: fc.constantFrom(...strainsFor(match)),
        doubling: fc.constantFrom<Doubling>(0, 1, 2),
        declarer: fc.constantFrom(...declarersFor(match)),
        tricks: fc.integer({ min: 0, max: 13 }),
      });
      fc.assert(
        fc.property(deal, ({ level, strain, doubling, declarer, tricks }) => {
          const contract = formatContract({
            level: (level === 0 && strain !== 'NT' ? 1 : level) as Level,
            strain,
            doubling,
          });
          expect(asFileDeal(parseQuickEntry(`${contract} ${declarer} ${tricks}`, match))).toEqual({
            ok: true,
            deal: { contract, declarer, tricks: tricks as Tricks },
          });
        }),
      );
    }
  });

  it('takes every deal in at most ten key presses with Enter', () => {
    // The longest deal there is, typed compactly: level, NT, XX, declarer, -13.
    expect('7ntxxw-13'.length + 1).toBeLessThanOrEqual(10);
    expect(asFileDeal(parseQuickEntry('7ntxxw-13', rubber))).toEqual({
      ok: true,
      deal: { contract: '7NTXX', declarer: 'W', tricks: 0 },
    });
  });
});
