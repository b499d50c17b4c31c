import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { traitsOf } from '../../src/engine/gameTraits.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Game } from '../../src/engine/types.ts';
import type { LedgerMatch } from '../../src/season/ledger.ts';
import { buildLedger, eveningsOf, ledgerOf, spelling } from '../../src/season/ledger.ts';
import { isLedgerShare, ledgerShare } from '../../src/season/ledgerShare.ts';
import { isKeptTotals, LedgerTotals, NO_TOTALS } from '../../src/season/ledgerTotals.ts';
import { arbitraryMatchFile } from '../arbitraries.ts';

/**
 * The ledger as the sum of its matches' parts (src/season/ledgerShare.ts, ledgerTotals.ts): a
 * device adds a match's part when it is counted and takes it away when the match changes, so the
 * sums must always be exactly the ledger of the matches counted, whatever was added and taken
 * away before.
 */

const POOL = ['Ian', 'Bob', 'Dave', 'Alan', 'Mere', 'Hēnare', 'Zoë', 'Zoe\u0308', 'ʻOkusitino'];
/** A match of any game, its players from a small pool, so names meet across matches. */
const oneMatch = fc
  .tuple(
    arbitraryMatchFile,
    fc.shuffledSubarray(POOL, { minLength: 6, maxLength: 6 }),
    fc.boolean(),
    fc.option(
      fc.date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
    ),
    // Played for nothing, or for a stake in one of two currencies.
    fc.constantFrom(
      null,
      { per100: 0.5, currency: 'GBP' },
      { per100: 0.2, currency: 'GBP' },
      { per100: 1, currency: 'EUR' },
    ),
  )
  .map(([file, names, finished, day, stake]) => {
    const players = file.players;
    const renamed = Array.isArray(players)
      ? players.map((_, i) => names[i] ?? 'Kim')
      : Object.fromEntries(Object.keys(players as object).map((seat, i) => [seat, names[i]]));
    const staked =
      stake !== null && traitsOf(file.game as Game).ruleKeys.includes('stake')
        ? { rules: { ...(file.rules as object | undefined), stake } }
        : {};
    return {
      file: { ...file, ...staked, players: renamed, finished },
      playedAt: day?.toISOString() ?? null,
    };
  });

const matchesOf = (
  drawn: readonly { file: Record<string, unknown>; playedAt: string | null }[],
): LedgerMatch[] =>
  drawn.flatMap(({ file, playedAt }, i) => {
    const read = validateMatch(file);
    return read.ok ? [{ id: `m${i}`, match: read.value, playedAt }] : [];
  });

const withoutEvenings = (ledger: ReturnType<typeof buildLedger>) => ({
  accounts: ledger.accounts,
  partnerships: ledger.partnerships,
  headToHead: ledger.headToHead,
});

describe('the ledger as the sum of its matches’ parts', () => {
  it('is the ledger of the matches counted, whatever parts were added and taken away before', () => {
    fc.assert(
      fc.property(
        fc.array(oneMatch, { minLength: 1, maxLength: 10 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        (drawn, taken) => {
          const matches = matchesOf(drawn);
          const spelt = spelling();
          const totals = new LedgerTotals();
          for (const match of matches) totals.apply(ledgerShare(match, spelt), 1);
          // Kept and read back between, as a device keeps them.
          const kept = new LedgerTotals(structuredClone(totals.kept()));
          const left = matches.filter((_, i) => !taken[i]);
          for (const [i, match] of matches.entries())
            if (taken[i]) kept.apply(ledgerShare(match, spelt), -1);
          expect(isKeptTotals(kept.kept())).toBe(true);
          expect(ledgerOf(kept.kept())).toEqual(withoutEvenings(buildLedger(left)));
        },
      ),
      { numRuns: 120 },
    );
  });

  it('leaves nothing once every part is taken away', () => {
    fc.assert(
      fc.property(fc.array(oneMatch, { minLength: 1, maxLength: 8 }), (drawn) => {
        const spelt = spelling();
        const shares = matchesOf(drawn).map((match) => ledgerShare(match, spelt));
        const totals = new LedgerTotals();
        for (const share of shares) totals.apply(share, 1);
        for (const share of shares.toReversed()) totals.apply(share, -1);
        expect(totals.kept()).toEqual(NO_TOTALS);
      }),
      { numRuns: 80 },
    );
  });

  it("gives each player's evenings from their matches' parts, in the order played", () => {
    fc.assert(
      fc.property(fc.array(oneMatch, { minLength: 1, maxLength: 8 }), (drawn) => {
        const matches = matchesOf(drawn);
        const spelt = spelling();
        const shares = matches.map((match) => ledgerShare(match, spelt));
        const ledger = buildLedger(matches);
        for (const { name } of ledger.accounts) {
          const evenings = eveningsOf(
            name,
            shares.filter((share) => share.tallies.some(([n]) => n === name)).toReversed(),
          );
          expect(evenings).toEqual(ledger.evenings.get(name));
          // Each evening's total is the back score so far: the last is the player's back score.
          const account = ledger.accounts.find((a) => a.name === name);
          if (evenings.length > 0) expect(evenings.at(-1)?.total).toBe(account?.backScore);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('tells a part or sums kept whole from damaged ones', () => {
    const [match] = matchesOf([
      {
        file: {
          format: 'bridgepad.match',
          version: 1,
          game: 'rubber',
          players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
          firstDealer: 'N',
          deals: [
            { contract: '4S', declarer: 'N', tricks: 10 },
            { contract: '4S', declarer: 'S', tricks: 10 },
          ],
        },
        playedAt: null,
      },
    ]);
    if (match === undefined) throw new Error('no match');
    const share = ledgerShare(match, spelling());
    expect(isLedgerShare(structuredClone(share))).toBe(true);
    const [first] = share.tallies;
    if (first === undefined) throw new Error('no tally');
    for (const damaged of [
      null,
      { ...share, id: 7 },
      { ...share, tallies: [[first[0], { ...first[1], backScore: 1.5 }]] },
      { ...share, tallies: [[first[0], { ...first[1], made: undefined }]] },
      { ...share, runs: [['Ian', ['9']]] },
      { ...share, partners: [['Ian', 'Bob', 1]] },
      { ...share, opponents: 'Ian' },
      { ...share, money: [['Ian', 'GBP', 0.5, 1]] },
      { ...share, money: undefined },
    ])
      expect(isLedgerShare(damaged)).toBe(false);
    const totals = new LedgerTotals();
    totals.apply(share, 1);
    expect(isKeptTotals(totals.kept())).toBe(true);
    expect(isKeptTotals({ ...totals.kept(), accounts: [['Ian']] })).toBe(false);
    expect(isKeptTotals({ ...totals.kept(), partners: [['Ian', 'Bob', 1, '9']] })).toBe(false);
    expect(isKeptTotals({ ...totals.kept(), money: [['Ian', 'GBP', 450]] })).toBe(false);
    // Sums kept before each player's money was: worked out again (LEDGER_VERSION).
    expect(isKeptTotals({ ...totals.kept(), money: undefined })).toBe(false);
    expect(isKeptTotals(undefined)).toBe(false);
  });
});
