import { describe, expect, it } from 'vitest';
import { ALL_GAME_TRAITS, GAME_TRAITS, traitsOf } from '../../src/engine/gameTraits.ts';
import { GAME_OFFER, PRESET_DETAIL } from '../../src/engine/gameOffers.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import type { BridgeSheet } from '../../src/engine/sheet.ts';
import type { Game } from '../../src/engine/types.ts';
import { GAMES } from '../../src/engine/types.ts';

/**
 * The game traits table (src/engine/gameTraits.ts) says what each game allows; every layer reads
 * it instead of comparing game names. These tests hold each row to what the validator and the
 * scoring engine really do, game by game, so the table cannot drift from the rules it names.
 */

type Raw = Record<string, unknown>;

const PLAYERS: Readonly<Record<string, unknown>> = {
  four: { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' },
  two: { A: 'Amy', B: 'Bob' },
  circle: ['Ann', 'Ben', 'Cat'],
};

function file(game: Game, more: Raw = {}): Raw {
  return {
    format: 'bridgepad.match',
    version: 1,
    game,
    players: PLAYERS[traitsOf(game).seating],
    deals: [],
    ...more,
  };
}

function problems(raw: Raw): string[] {
  const read = validateMatch(raw);
  return read.ok ? [] : read.errors.map(formatProblem);
}

const BRIDGE = GAMES.filter((game) => traitsOf(game).seating !== 'circle');
const declarer = (game: Game) => (traitsOf(game).seating === 'two' ? 'A' : 'N');

describe('the game traits table', () => {
  it('has one row for every game of the match file, in its order, each naming its game', () => {
    expect(ALL_GAME_TRAITS.map((row) => row.game)).toEqual(GAMES);
    for (const game of GAMES) expect(GAME_TRAITS[game].game).toBe(game);
  });

  it('gives every game a distinct name, a short name and the words the new-match form offers', () => {
    const names = ALL_GAME_TRAITS.map((row) => row.name);
    expect(new Set(names).size).toBe(GAMES.length);
    for (const row of ALL_GAME_TRAITS) {
      expect(row.shortName.length).toBeLessThanOrEqual(row.name.length);
      const offer = GAME_OFFER[row.game];
      expect(offer.startsWith(row.name) || offer.startsWith(row.shortName)).toBe(true);
    }
  });

  it('says of every preset of every rule played differently who plays it so', () => {
    for (const row of ALL_GAME_TRAITS) {
      for (const variant of row.variants) {
        for (const preset of variant.presets) {
          expect(PRESET_DETAIL[variant.key]?.[String(preset.value)]).toMatch(/^[a-z].{20,}/);
        }
      }
    }
  });
});

describe.each(GAMES)('the %s row says what the validator allows', (game) => {
  const traits = traitsOf(game);

  it('the players it seats', () => {
    expect(problems(file(game))).toEqual([]);
    const { min, max } = traits.players;
    if (traits.seating === 'circle') {
      const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
      expect(problems(file(game, { players: names(min) }))).toEqual([]);
      expect(problems(file(game, { players: names(max) }))).toEqual([]);
      expect(problems(file(game, { players: names(min - 1) }))).not.toEqual([]);
      expect(problems(file(game, { players: names(max + 1) }))).not.toEqual([]);
    } else {
      expect(min).toBe(max);
      expect(Object.keys(PLAYERS[traits.seating] as object)).toHaveLength(min);
    }
  });

  it('exactly the rules keys it lists', () => {
    const samples: Raw = {
      honors: traits.honors,
      deck: 'standard',
      vulnerability: 'cavendish',
      deals: 8,
      target: 500,
      variant: 'gin',
      unfinishedPartScore: 50,
      fourthDealBonus: 'carried',
      scoring: 'deal',
      stake: { per100: 0.5, currency: 'GBP' },
    };
    for (const [key, value] of Object.entries(samples)) {
      const found = problems(file(game, { rules: { [key]: value } }));
      if ((traits.ruleKeys as readonly string[]).includes(key)) expect(found).toEqual([]);
      else expect(found.join()).toMatch(new RegExp(`^rules\\.${key}: `));
    }
  });

  it('a stake only where a back score is kept', () => {
    const found = problems(file(game, { rules: { stake: { per100: 1, currency: 'NZD' } } }));
    expect(found.length === 0).toBe(traits.backScore);
  });

  it('honors only where it scores them', () => {
    if (traits.seating === 'circle') return;
    expect(problems(file(game, { rules: { honors: true } })).length === 0).toBe(traits.honors);
  });

  it('the decks it takes', () => {
    for (const deck of ['standard', 'gorbyx4', 'gorbyx5']) {
      const found = problems(file(game, { rules: { deck } }));
      expect(found.length === 0).toBe(traits.decks.includes(deck as never));
    }
  });

  it('a passed-out deal where one can be passed out', () => {
    if (traits.seating === 'circle') return;
    const found = problems(file(game, { deals: [{ passed: true }] }));
    expect(found.length === 0).toBe(traits.passedOut !== null);
  });

  it('Zero Notrump where it is a contract', () => {
    if (traits.seating === 'circle') return;
    const zero = { contract: '0NT', declarer: declarer(game), tricks: 6 };
    expect(problems(file(game, { deals: [zero] })).length === 0).toBe(traits.zeroNotrump);
  });

  it('a board number where deals are boards', () => {
    if (traits.seating === 'circle') return;
    const board = { contract: '1NT', declarer: declarer(game), tricks: 7, board: 5 };
    expect(problems(file(game, { deals: [board] })).length === 0).toBe(traits.boards);
  });

  it('a competition where it is played in one', () => {
    const found = problems(file(game, { competition: { name: 'Kāpiti Cup' } }));
    expect(found.length === 0).toBe(traits.competition);
  });
});

describe.each(BRIDGE)('the %s row says how the engine scores', (game) => {
  const traits = traitsOf(game);
  const read = (more: Raw) => {
    const result = validateMatch(file(game, more));
    if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
    return scoreMatch(result.value) as BridgeSheet;
  };
  // Two making games by the first side, then a deal that is passed out or made.
  const game1 = { contract: '4S', declarer: declarer(game), tricks: 10 };

  it('a planned match of its deals, or none', () => {
    const sheet = read({});
    expect(sheet.plannedDeals).toBe(traits.planned?.deals ?? null);
  });

  it('a line and rubbers, or deals scored on their own', () => {
    const sheet = read({ deals: [game1, game1] });
    expect(sheet.gameLines.length > 0).toBe(traits.lined);
    expect(sheet.deals[1]?.rubberWonBy !== null).toBe(traits.rubbers);
    expect(sheet.rubbers.length > 0).toBe(traits.unit !== null);
  });

  it('vulnerability as it says', () => {
    const sheet = read({ deals: [game1] });
    const before = sheet.deals[0]?.before.vulnerable;
    const after = sheet.next.vulnerable;
    switch (traits.vulnerability) {
      case 'games':
        expect(before).toEqual([false, false]);
        expect(after).toEqual([true, false]);
        break;
      case 'chukker':
        // Deal 1 of a chukker nobody, deal 2 one side.
        expect(before).toEqual([false, false]);
        expect(after?.filter(Boolean)).toHaveLength(1);
        break;
      case 'board':
        // Board 2: North-South vulnerable, whoever won board 1.
        expect(after).toEqual([true, false]);
        break;
      case 'none':
        expect(after).toEqual([false, false]);
        break;
      case null:
        throw new Error(`${game} is a bridge game: it has vulnerability`);
    }
  });

  it('who deals after a passed-out deal', () => {
    if (traits.passedOut === null) return;
    const sheet = read({ deals: [{ passed: true }], firstDealer: 'S' });
    const first = sheet.deals[0]?.before.dealer;
    expect(first).toBe(traits.boards ? 'N' : 'S');
    const next = sheet.next.dealer;
    expect(next === first).toBe(traits.passedOut === 'same dealer');
  });

  it('end of play where it can be ended', () => {
    const found = problems(file(game, { deals: [game1], finished: true }));
    // Every bridge game reads `finished`; only those that can end score an unfinished rubber.
    expect(found).toEqual([]);
    if (traits.canEnd && traits.rubbers) {
      expect(read({ deals: [game1], finished: true }).entries.some((e) => e.deal === null)).toBe(
        true,
      );
    }
  });
});
