import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, editConflict, invertEdit } from '../../src/db/editSteps.ts';
import type { Edit, MatchFileJson } from '../../src/db/records.ts';
import type { Comparison } from '../../src/engine/agreement/compare.ts';
import { compareMatches, sameAsEntered } from '../../src/engine/agreement/compare.ts';
import { agreementOf } from '../../src/engine/agreement/compareForm.ts';
import {
  agreeAsTheyStand,
  agreeEqual,
  settleDeal,
  settleFinished,
  withEqualAgreed,
} from '../../src/engine/agreement/compareSettle.ts';
import { describeEdit } from '../../src/db/edits.ts';
import { stepWords } from '../../src/ui/dealDetail/stepWords.ts';
import { checkCode } from '../../src/engine/agreement/checkCode.ts';
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

describe('a choice agrees the deals equal on both in the same step', () => {
  const mine = valid(
    rubber({
      id: ID,
      deals: [deal('2H', 9), deal('4S', 9), PASSED],
      sent: '2026-11-22T10:00:00Z',
      game: 'kapiti',
      rules: { honors: true, deals: 30 },
    }),
  );
  const theirs = valid(
    rubber({
      id: ID,
      deals: [deal('2H', 9), deal('4S', 10)],
      game: 'kapiti',
      rules: { honors: true, deals: 30 },
    }),
  );
  const comparison = compared(mine, theirs);
  const [, differ, onlyMine] = comparison.deals;
  if (differ === undefined || onlyMine === undefined) throw new Error('expected three deals');
  const marked = (contract: string, tricks: number) => ({
    ...deal(contract, tricks),
    agreed: `${contract} S ${tricks}`,
  });

  it('taking theirs: their deal and the equal deals agreed, one step, the result no longer sent', () => {
    const taken = settleDeal(differ, 'theirs');
    if (taken === null) throw new Error('no step');
    const step = withEqualAgreed(taken, comparison);
    expect(step).toEqual({
      kind: 'agree',
      deals: [
        { index: 0, before: deal('2H', 9), after: marked('2H', 9) },
        { index: 1, before: deal('4S', 9), after: marked('4S', 10) },
      ],
    });
    const after = applyAll(toMatchFile(mine), [step as Edit]);
    expect(after.deals).toEqual([marked('2H', 9), marked('4S', 10), PASSED]);
    expect(after.sent).toBeUndefined();
    expect(describeEdit(step as Edit)).toBe('deals 1 and 2 agreed');
    // The history says what the deal taken was and became.
    expect(stepWords(step as Edit, { side: (side) => side })).toBe(
      'deals 1 and 2 agreed; deal 2 agreed: 4♠ by S, 9 tricks -> 4♠ by S, 10 tricks',
    );
    expect(applyAll(after, [invertEdit(step as Edit)]).deals).toEqual(toMatchFile(mine).deals);
  });

  it('keeping mine: mine and the equal deals agreed as they stand, the result still sent', () => {
    const kept = settleDeal(differ, 'mine');
    if (kept === null) throw new Error('no step');
    const step = withEqualAgreed(kept, comparison);
    const after = applyAll(toMatchFile(mine), [step as Edit]);
    expect(after.deals).toEqual([marked('2H', 9), marked('4S', 9), PASSED]);
    expect(after.sent).toBe('2026-11-22T10:00:00Z');
    expect(describeEdit(step as Edit)).toBe('deals 1 and 2 agreed');
  });

  it('a deal deleted moves the deals after it: that step is left as it is', () => {
    const removed = settleDeal(onlyMine, 'theirs');
    if (removed === null) throw new Error('no step');
    expect(withEqualAgreed(removed, comparison)).toEqual(removed);
  });
});

describe('agreeing by the check code, with no match received', () => {
  it('marks every deal not agreed as it stands, a correction since an agreement too, in one step', () => {
    const match = valid(
      rubber({
        id: ID,
        deals: [
          { ...deal('2H', 9), agreed: '2H S 9' },
          { ...deal('4S', 10), agreed: '4S S 9' },
          PASSED,
        ],
      }),
    );
    const step = agreeAsTheyStand(match);
    expect(step).toEqual({
      kind: 'agree',
      deals: [
        {
          index: 1,
          before: { ...deal('4S', 10), agreed: '4S S 9' },
          after: { ...deal('4S', 10), agreed: '4S S 10' },
        },
        { index: 2, before: PASSED, after: { ...PASSED, agreed: 'passed' } },
      ],
    });
    if (step === null) throw new Error('no step');
    const marked = valid(applyAll(toMatchFile(match), [step]));
    expect(marked.deals.map(agreementOf)).toEqual(['agreed', 'agreed', 'agreed']);
    // The deals as entered are as they were: the check code both devices read is the same.
    expect(checkCode(marked)).toBe(checkCode(match));
    expect(agreeAsTheyStand(marked)).toBeNull();
  });

  it('gives no step for a match of no deals', () => {
    expect(agreeAsTheyStand(valid(rubber({ id: ID, deals: [] })))).toBeNull();
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
