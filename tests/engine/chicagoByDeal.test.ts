import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCode } from '../../src/engine/agreement/checkCode.ts';
import { chicagoVulnerability } from '../../src/engine/chukker.ts';
import { scoreMatch, validateMatch } from '../../src/engine/everyGame.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { rulesLine } from '../../src/engine/rulesSaid.ts';
import { seatAfter } from '../../src/engine/seats.ts';
import type { BridgeSheet } from '../../src/engine/sheet.ts';
import { backScoreByPlayer } from '../../src/engine/summary.ts';
import type { BridgeMatch } from '../../src/engine/types.ts';

/**
 * Chicago scored deal by deal (`rules.scoring: "deal"`; docs/rules.md, Chicago): each deal is
 * scored exactly as a duplicate board at the vulnerability of its place in the chukker; nothing
 * carries, no honors, no fourth-deal custom; each chukker's net goes to the back score.
 */
type Raw = Record<string, unknown>;
const PLAYERS = { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' };

function chicago(deals: readonly Raw[], rules: Raw = { scoring: 'deal' }): Raw {
  return { format: 'bridgepad.match', version: 1, game: 'chicago', players: PLAYERS, rules, deals };
}

function load(raw: Raw): BridgeMatch {
  const read = validateMatch(raw);
  if (!read.ok) throw new Error(read.errors.map(formatProblem).join('; '));
  if (read.value.game === 'rummy') throw new Error('not bridge');
  return read.value;
}

function problems(raw: Raw): string[] {
  const read = validateMatch(raw);
  return read.ok ? [] : read.errors.map(formatProblem);
}

const sheetOf = (raw: Raw): BridgeSheet => scoreMatch(load(raw));

/** Points per deal, [NS, EW]. */
function perDeal(sheet: BridgeSheet): [number, number][] {
  const points: [number, number][] = sheet.deals.map(() => [0, 0]);
  for (const entry of sheet.entries) {
    const row = entry.deal === null ? undefined : points[entry.deal];
    if (row !== undefined) row[entry.side] += entry.points;
  }
  return points;
}

/** The worked example in docs/rules.md (Chicago, "Scored deal by deal"): North deals first. */
const EXAMPLE = [
  { contract: '2H', declarer: 'N', tricks: 8 },
  { contract: '2S', declarer: 'S', tricks: 8 },
  { contract: '4S', declarer: 'E', tricks: 9 },
  { contract: '3NT', declarer: 'W', tricks: 9 },
];

describe('Chicago scored deal by deal', () => {
  it("scores the worked example deal by deal: 270 to 600, EW's net 330, 3 to the back score", () => {
    const sheet = sheetOf(chicago(EXAMPLE));
    // 1: 2H made, 60 + 50. 2: 2S made, 60 + 50 (no game: nothing carries). 3: 4S one down, EW not
    // vulnerable on the third deal when South deals (NS are), 50. 4: 3NT made vulnerable, 100 + 500.
    expect(perDeal(sheet)).toEqual([
      [110, 0],
      [110, 0],
      [50, 0],
      [0, 600],
    ]);
    expect(sheet.totals).toEqual([270, 600]);
    expect(sheet.gameLines).toEqual([]);
    expect(sheet.rubbers).toHaveLength(1);
    expect(sheet.rubbers[0]).toMatchObject({ over: true, net: -330, backScore: -3, winner: 1 });
    expect(backScoreByPlayer(load(chicago(EXAMPLE)), sheet.rubbers)).toEqual({
      Ann: -3,
      Ben: 3,
      Cat: -3,
      Dan: 3,
    });
  });

  it('scores the same deals by the chukker otherwise: the two part scores make a game', () => {
    const sheet = sheetOf(chicago(EXAMPLE, {}));
    expect(sheet.totals).toEqual([470, 600]);
    expect(sheet.rubbers[0]).toMatchObject({ over: true, net: -130, backScore: -1, winner: 1 });
  });

  it("takes each deal's vulnerability from its place in the chukker, in either form", () => {
    // Four chukkers of 4S made exactly by the dealer's side: 420 not vulnerable, 620 vulnerable.
    for (const form of ['chicago', 'cavendish'] as const) {
      const deals = Array.from({ length: 16 }, (_, i) => {
        const dealer = seatAfter('N', i);
        return { contract: '4S', declarer: dealer, tricks: 10 };
      });
      const sheet = sheetOf(chicago(deals, { scoring: 'deal', vulnerability: form }));
      const expected = deals.map((d, i) => {
        const vulnerable = chicagoVulnerability(i % 4, d.declarer as 'N', form);
        const side = d.declarer === 'N' || d.declarer === 'S' ? 0 : 1;
        const points = vulnerable[side] ? 620 : 420;
        return side === 0 ? [points, 0] : [0, points];
      });
      expect(perDeal(sheet)).toEqual(expected);
      // Chicago's form: the dealer's side is vulnerable on deals 2 and 3; Cavendish: not.
      expect(
        perDeal(sheet)
          .slice(0, 4)
          .map(([ns, ew]) => ns + ew),
      ).toEqual(form === 'chicago' ? [420, 620, 620, 620] : [420, 420, 420, 620]);
    }
  });

  it('scores slams, doubles and undertricks as a duplicate board does', () => {
    const deals = [
      { contract: '6NTX', declarer: 'N', tricks: 12 }, // none vul: 380 + 300 + 500 + 50
      { contract: '3HXX', declarer: 'E', tricks: 7 }, // EW vul: 2 down redoubled, 1000
      { contract: '1C', declarer: 'S', tricks: 13 }, // NS vul: 20 + 6 x 20 + 50
      { contract: '7S', declarer: 'W', tricks: 13 }, // both vul: 210 + 500 + 1500
    ];
    expect(perDeal(sheetOf(chicago(deals)))).toEqual([
      [1230, 0],
      [1000, 0],
      [190, 0],
      [0, 2210],
    ]);
  });

  it('gives a passed-out deal again to the same dealer at the same vulnerability', () => {
    const sheet = sheetOf(
      chicago([{ passed: true }, { contract: '4H', declarer: 'N', tricks: 10 }]),
    );
    // The first place, nobody vulnerable, North dealing: 420.
    expect(perDeal(sheet)).toEqual([
      [0, 0],
      [420, 0],
    ]);
  });

  it('pays no fourth-deal bonus and counts no honors, and says so of a file that asks', () => {
    const deals = [...EXAMPLE.slice(0, 3), { contract: '1NT', declarer: 'N', tricks: 7 }];
    // The fourth deal's 1NT: 40 + 50 as a board, no 100 for a part score on it.
    expect(perDeal(sheetOf(chicago(deals))).at(3)).toEqual([90, 0]);
    expect(problems(chicago(deals, { scoring: 'deal', honors: true }))).toEqual([
      'rules.honors: must be false: chicago scored deal by deal has no honors',
    ]);
    expect(problems(chicago(deals, { scoring: 'deal', fourthDealBonus: 'carried' }))).toEqual([
      'rules.fourthDealBonus: is not played: a match scored deal by deal has no such bonus',
    ]);
    expect(problems(chicago(deals, { scoring: 'hand' }))).toEqual([
      'rules.scoring: must be chukker or deal',
    ]);
    expect(problems({ ...chicago(deals), game: 'rubber' })).toContain(
      'rules.scoring: only for chicago',
    );
    // Honors unsaid: none, since there are none to count.
    expect(load(chicago(deals)).rules.honors).toBe(false);
  });

  it('says how it is scored, and agrees only with a device scoring it the same way', () => {
    const byDeal = load(chicago(EXAMPLE));
    const byChukker = load(chicago(EXAMPLE, { honors: false }));
    expect(rulesLine(byDeal, 'changed')).toBe(
      'Chicago form · no honors · Scoring: deal by deal, as at duplicate',
    );
    expect(checkCode(byDeal)).not.toBe(checkCode(byChukker));
    // A file that gives the default scoring has the check code of one that leaves it out.
    expect(checkCode(load(chicago(EXAMPLE, { scoring: 'chukker', honors: false })))).toBe(
      checkCode(byChukker),
    );
  });

  it('scores every deal as the duplicate board of its vulnerability, summing to the totals', () => {
    const strain = fc.constantFrom('C', 'D', 'H', 'S', 'NT');
    const played = fc.record({
      contract: fc
        .tuple(fc.integer({ min: 1, max: 7 }), strain, fc.constantFrom('', 'X', 'XX'))
        .map(([level, s, x]) => `${level}${s}${x}`),
      declarer: fc.constantFrom('N', 'E', 'S', 'W'),
      tricks: fc.integer({ min: 0, max: 13 }),
    });
    const dealArb = fc.oneof(played, fc.constant({ passed: true }));
    fc.assert(
      fc.property(fc.array(dealArb, { maxLength: 12 }), (deals) => {
        const sheet = sheetOf(chicago(deals));
        let place = 0;
        deals.forEach((d, i) => {
          const points = perDeal(sheet)[i] ?? [0, 0];
          if ('passed' in d) return expect(points).toEqual([0, 0]);
          const dealer = seatAfter('N', place);
          const vulnerable = chicagoVulnerability(place % 4, dealer, 'chicago');
          const both = vulnerable[0] && vulnerable[1];
          const board = {
            format: 'bridgepad.match',
            version: 1,
            game: 'duplicate',
            players: PLAYERS,
            rules: { honors: false },
            deals: [
              {
                ...d,
                vulnerable: both ? 'both' : vulnerable[0] ? 'NS' : vulnerable[1] ? 'EW' : 'none',
              },
            ],
          };
          expect(points).toEqual(sheetOf(board).totals);
          place += 1;
        });
        const sum = perDeal(sheet).reduce((t, [ns, ew]) => [t[0] + ns, t[1] + ew], [0, 0]);
        expect(sheet.totals).toEqual(sum);
      }),
      { numRuns: 200 },
    );
  });
});
