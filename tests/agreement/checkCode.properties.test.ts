import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDeals, checkCode } from '../../src/engine/agreement/checkCode.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { toMatchFile } from '../../src/engine/matchFile/serialize.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import type { GameName, MatchFileJson } from '../arbitraries.ts';
import {
  arbitraryExtras,
  arbitraryMatchFileOf,
  arbitraryName,
  GAME_NAMES,
} from '../arbitraries.ts';
import { BOARD_CYCLE, dealChanges } from './dealChanges.ts';

/**
 * Properties of the check code (docs/format.md, "The canonical deals", "The check code") over
 * random matches of every game (docs/style.md, rule 12).
 *
 * Two different canonical texts share a code about once in 810,000 (30^4 codes; CRC-32 spreads
 * them evenly). A test that asserted "different deals, different code" every time would fail
 * about once in every few dozen runs of the suite, so the properties assert that the canonical
 * text differs every time, and the codes are counted on their own: about 20,000 pairs of different
 * deal lists expect 0.025 shared codes, and more than 4 (a chance below 1 in a billion with a
 * sound code) means a broken code, such as one blind to a field or to the last deal.
 */

const RUNS = { numRuns: 100 };
const COLLISIONS_ALLOWED = 4;

function valid(file: unknown): Match {
  const result = validateMatch(file);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

/** A match file with at least one deal. */
function withDeals(game: GameName): fc.Arbitrary<MatchFileJson> {
  return arbitraryMatchFileOf(game).filter((file) => (file.deals as unknown[]).length > 0);
}

describe.each(GAME_NAMES)('the check code of a %s match', (game) => {
  it('changes its canonical deals, and its code, when any field of any deal changes', () => {
    fc.assert(
      fc.property(withDeals(game), fc.nat(), (file, pick) => {
        const match = valid(file);
        const index = pick % match.deals.length;
        const before = canonicalDeals(match);
        for (const change of dealChanges(match, index)) {
          const after = canonicalDeals(change.match);
          expect(after, `deals[${index}].${change.field}`).not.toBe(before);
        }
      }),
      RUNS,
    );
  });

  it('is the same code exactly when the canonical deals are the same', () => {
    fc.assert(
      fc.property(arbitraryMatchFileOf(game), arbitraryMatchFileOf(game), (one, other) => {
        const a = valid(one);
        const b = valid(other);
        if (canonicalDeals(a) === canonicalDeals(b)) expect(checkCode(a)).toBe(checkCode(b));
      }),
      RUNS,
    );
  });

  it('does not read names, id, times, x- keys, the WE side, the end of play, competition or sent', () => {
    const others = fc.record({
      names: fc.array(arbitraryName, { minLength: 6, maxLength: 6 }),
      id: fc.uuid(),
      createdAt: fc.constant('2031-05-06T07:08:09Z'),
      updatedAt: fc.constant('2031-05-06T10:11:12.345+12:00'),
      extras: arbitraryExtras,
      finished: fc.boolean(),
      we: fc.constantFrom('NS', 'EW'),
      competition: fc.record({ name: arbitraryName, round: fc.constant('Final') }),
      sent: fc.constant('2031-05-07T08:00:00Z'),
    });
    fc.assert(
      fc.property(arbitraryMatchFileOf(game), others, (file, o) => {
        const players = Array.isArray(file.players)
          ? o.names.slice(0, file.players.length)
          : Object.fromEntries(Object.keys(file.players as object).map((k, i) => [k, o.names[i]]));
        const changed: MatchFileJson = {
          ...Object.fromEntries(Object.entries(file).filter(([key]) => !key.startsWith('x-'))),
          ...o.extras,
          players,
          id: o.id,
          createdAt: o.createdAt,
          updatedAt: o.updatedAt,
          finished: o.finished,
          ...(game === 'rubber' || game === 'kapiti' || game === 'chicago' || game === 'duplicate'
            ? { we: o.we }
            : {}),
          ...(game === 'kapiti' ? { competition: o.competition, sent: o.sent } : {}),
        };
        const a = valid(file);
        const b = valid(changed);
        expect(canonicalDeals(b)).toBe(canonicalDeals(a));
        expect(checkCode(b)).toBe(checkCode(a));
      }),
      RUNS,
    );
  });

  it('gives a file with its defaults left out the code of the same file spelled out', () => {
    fc.assert(
      fc.property(arbitraryMatchFileOf(game), (file) => {
        const spelled = toMatchFile(valid(file));
        const bare = leaveOutDefaults(spelled);
        expect(canonicalDeals(valid(bare))).toBe(canonicalDeals(valid(spelled)));
        expect(checkCode(valid(bare))).toBe(checkCode(valid(spelled)));
      }),
      RUNS,
    );
  });
});

/**
 * Pairs of matches whose deal lists differ, drawn afresh for this count alone: for each game,
 * every change of one field of one deal of 100 random matches, and 100 pairs of random matches.
 * Drawn once, on first use, whichever test asks first.
 */
let drawn: (readonly [Match, Match])[] | undefined;
function differentPairs(): readonly (readonly [Match, Match])[] {
  drawn ??= GAME_NAMES.flatMap((game) => [
    ...fc.sample(fc.tuple(withDeals(game), fc.nat()), RUNS.numRuns).flatMap(([file, pick]) => {
      const match = valid(file);
      return dealChanges(match, pick % match.deals.length).map(
        (change) => [match, change.match] as const,
      );
    }),
    ...fc
      .sample(fc.tuple(arbitraryMatchFileOf(game), arbitraryMatchFileOf(game)), RUNS.numRuns)
      .map(([one, other]) => [valid(one), valid(other)] as const),
  ]).filter(([a, b]) => canonicalDeals(a) !== canonicalDeals(b));
  return drawn;
}

/** The pairs to which `code` gives one code, as their two canonical texts. */
function sharedCodes(code: (match: Match) => string): string[][] {
  return differentPairs()
    .filter(([a, b]) => code(a) === code(b))
    .map((pair) => pair.map(canonicalDeals));
}

describe('the check codes of different deal lists', () => {
  it('are shared no more often than chance allows', () => {
    const shared = sharedCodes(checkCode);
    // Printed so that a drift towards shared codes is seen before it fails.
    console.log(
      `check code: ${shared.length} shared codes among ${differentPairs().length} different deal lists`,
    );
    expect(differentPairs().length).toBeGreaterThan(5000);
    expect(shared.length, JSON.stringify(shared.slice(0, 3))).toBeLessThanOrEqual(
      COLLISIONS_ALLOWED,
    );
  });

  it('would be shared more often than that by a code blind to the last deal', () => {
    const blind = (match: Match) =>
      checkCode({ ...match, deals: match.deals.slice(0, -1) } as Match);
    expect(sharedCodes(blind).length).toBeGreaterThan(COLLISIONS_ALLOWED);
  });
});

/** Defaults of docs/format.md, spelled here from the document. */
const RULE_DEFAULTS: Readonly<Record<string, unknown>> = {
  deck: 'standard',
  vulnerability: 'chicago',
  variant: 'basic',
};
const FIRST_DEALER: Readonly<Record<GameName, unknown>> = {
  rubber: 'N',
  kapiti: 'N',
  chicago: 'N',
  duplicate: 'N',
  bridgette: 'A',
  sixdeal: 'A',
  rummy: 0,
};

/** A spelled-out file with every value that is its default left out, and `NT` written `N`. */
function leaveOutDefaults(file: MatchFileJson): MatchFileJson {
  const game = file.game as GameName;
  const rules = Object.entries(file.rules as MatchFileJson).filter(([key, value]) => {
    if (key === 'honors') return value !== ['rubber', 'kapiti', 'chicago'].includes(game);
    if (key === 'deals') return value !== (game === 'kapiti' ? 30 : 6);
    return value !== RULE_DEFAULTS[key];
  });
  const deals = (file.deals as MatchFileJson[]).map((deal, i) => {
    const board = (deal.board as number | undefined) ?? i + 1;
    return Object.fromEntries(
      Object.entries(deal)
        .filter(([key, value]) => {
          if (key === 'board') return value !== i + 1;
          if (key === 'vulnerable') return value !== BOARD_CYCLE[(board - 1) % 16];
          return !(key === 'rummy' && value === false);
        })
        .map(([key, value]) =>
          key === 'contract' ? [key, (value as string).replace('NT', 'N')] : [key, value],
        ),
    );
  });
  const { rules: _, we, firstDealer, finished, ...rest } = file;
  return {
    ...rest,
    ...(rules.length > 0 ? { rules: Object.fromEntries(rules) } : {}),
    ...(we === undefined || we === 'NS' ? {} : { we }),
    ...(firstDealer === FIRST_DEALER[game] ? {} : { firstDealer }),
    ...(finished === true ? { finished } : {}),
    deals,
  };
}
