import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, editConflict, invertEdit } from '../../src/db/editSteps.ts';
import type { Edit, MatchFileJson } from '../../src/db/records.ts';
import type { Comparison } from '../../src/engine/agreement/compare.ts';
import { compareMatches, sameAsEntered } from '../../src/engine/agreement/compare.ts';
import { agreementOf } from '../../src/engine/agreement/compareForm.ts';
import {
  agreeEqual,
  settleDeal,
  settleFinished,
} from '../../src/engine/agreement/compareSettle.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { toMatchFile } from '../../src/engine/matchFile/serialize.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import { arbitraryTwoDevices } from '../arbitraries.ts';
import { settleAll } from '../db/settleAll.ts';
import { PASSED, rubber } from '../file/badInputCases.ts';

/**
 * Settling a comparison (docs/format.md, "agreed"): each choice is one step, applied and undone as
 * the store does (src/db/edits.ts), here without a database.
 */

const ID = 'one-match';

function valid(file: unknown): Match {
  const result = validateMatch(file);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

function compared(mine: Match, theirs: Match): Comparison {
  const result = compareMatches(mine, theirs);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

/** Applies steps as the store does: each must fit the match it lands on. */
function applyAll(file: MatchFileJson, steps: readonly Edit[]): MatchFileJson {
  return steps.reduce((current, step) => {
    expect(editConflict(current, step)).toBeNull();
    return applyEdit(current, step);
  }, file);
}

const deal = (contract: string, tricks: number) => ({ contract, declarer: 'S', tricks });

describe('the steps', () => {
  const mine = valid(rubber({ id: ID, deals: [deal('2H', 9), deal('4S', 9), PASSED] }));
  const theirs = valid(rubber({ id: ID, deals: [deal('2H', 9), deal('4S', 10)], finished: true }));
  const comparison = compared(mine, theirs);
  const [equal, differ, onlyMine] = comparison.deals;
  if (equal === undefined || differ === undefined || onlyMine === undefined) {
    throw new Error('expected three deals');
  }

  it('equal deals are marked agreed, all in one step', () => {
    expect(agreeEqual(comparison)).toEqual({
      kind: 'agree',
      deals: [{ index: 0, before: deal('2H', 9), after: { ...deal('2H', 9), agreed: '2H S 9' } }],
    });
    expect(settleDeal(equal, 'theirs')).toEqual(agreeEqual(comparison));
  });

  it("theirs puts their deal in mine's place, marked agreed", () => {
    expect(settleDeal(differ, 'theirs')).toEqual({
      kind: 'editDeal',
      index: 1,
      before: deal('4S', 9),
      after: { ...deal('4S', 10), agreed: '4S S 10' },
    });
  });

  it('mine keeps my deal and marks it agreed', () => {
    expect(settleDeal(differ, 'mine')).toEqual({
      kind: 'agree',
      deals: [{ index: 1, before: deal('4S', 9), after: { ...deal('4S', 9), agreed: '4S S 9' } }],
    });
  });

  it('a deal only one side has: added, or taken away, only when theirs is chosen', () => {
    expect(settleDeal(onlyMine, 'mine')).toBeNull();
    expect(settleDeal(onlyMine, 'theirs')).toEqual({ kind: 'deleteDeal', index: 2, deal: PASSED });
    const back = compared(theirs, mine).deals[2];
    if (back === undefined) throw new Error('expected a third deal');
    expect(settleDeal(back, 'mine')).toBeNull();
    expect(settleDeal(back, 'theirs')).toEqual({
      kind: 'addDeal',
      index: 2,
      deal: { passed: true, agreed: 'passed' },
    });
  });

  it('the end of play: theirs, or nothing', () => {
    expect(settleFinished(comparison, 'theirs')).toEqual({
      kind: 'finish',
      before: false,
      after: true,
    });
    expect(settleFinished(comparison, 'mine')).toBeNull();
  });

  it('nothing to do once settled: a deal marked as it stands gives no step', () => {
    const marked = valid(applyAll(toMatchFile(mine), settleAll(comparison, 'mine')));
    const again = compared(marked, theirs);
    expect(agreeEqual(again)).toBeNull();
    expect(again.deals.map((entry) => settleDeal(entry, 'mine'))).toEqual([null, null, null]);
  });
});

describe('properties, over one match on two devices of every game', () => {
  const pairs = arbitraryTwoDevices.map(({ mine, theirs }) => ({
    mine: valid(mine),
    theirs: valid(theirs),
  }));

  it('choosing theirs everywhere gives their match, every deal agreed; undone, mine again', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(pairs, ({ mine, theirs }) => {
        const start = toMatchFile(mine);
        const comparison = compared(mine, theirs);
        for (const entry of comparison.deals) seen.add(entry.kind);
        if (comparison.finished !== null) seen.add('finished');
        const steps = settleAll(comparison, 'theirs');
        const settled = valid(applyAll(start, steps));
        expect(sameAsEntered(compared(settled, theirs))).toBe(true);
        expect(settled.deals.map(agreementOf)).toEqual(settled.deals.map(() => 'agreed'));

        // Every step undone, last first, gives back the match it started from (`sent` aside:
        // any change to play takes it away for good, docs/format.md, "sent").
        const undone = applyAll(
          toMatchFile(settled),
          [...steps].reverse().map((step) => invertEdit(step)),
        );
        const { sent: _sent, ...unsent } = start;
        const { sent: _gone, ...back } = toMatchFile(valid(undone));
        expect(back).toEqual(unsent);
        seen.add(mine.game);
      }),
      { numRuns: 400 },
    );
    // Every game, and every kind of difference, was met.
    expect(seen.size).toBe(7 + 5);
  });

  it('choosing mine everywhere keeps mine, every deal both have agreed', () => {
    fc.assert(
      fc.property(pairs, ({ mine, theirs }) => {
        const settled = valid(
          applyAll(toMatchFile(mine), settleAll(compared(mine, theirs), 'mine')),
        );
        expect(sameAsEntered(compared(settled, mine))).toBe(true);
        const shared = Math.min(mine.deals.length, theirs.deals.length);
        settled.deals.forEach((deal, i) => {
          const before = mine.deals[i];
          expect(agreementOf(deal)).toBe(
            i < shared ? 'agreed' : before === undefined ? null : agreementOf(before),
          );
        });
        expect(settled.finished).toBe(mine.finished);
      }),
      { numRuns: 300 },
    );
  });

  it('a step refuses a deal changed underneath', () => {
    fc.assert(
      fc.property(pairs, ({ mine, theirs }) => {
        const start = toMatchFile(mine);
        for (const step of settleAll(compared(mine, theirs), 'theirs')) {
          if (step.kind !== 'editDeal' && step.kind !== 'agree' && step.kind !== 'deleteDeal') {
            continue;
          }
          const index = step.kind === 'agree' ? (step.deals[0]?.index ?? 0) : step.index;
          const deals = [...(start.deals as Record<string, unknown>[])];
          deals[index] = { ...deals[index], 'x-changed': true };
          expect(editConflict({ ...start, deals }, step)).not.toBeNull();
        }
      }),
      { numRuns: 100 },
    );
  });
});
