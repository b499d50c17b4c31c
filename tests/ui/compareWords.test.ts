import { describe, expect, it } from 'vitest';
import type { DealComparison } from '../../src/engine/agreement/compare.ts';
import { agreedRuns, comparisonLine, finishedLine } from '../../src/ui/compare/compareWords.ts';

const mine = { contract: { level: 4, strain: 'S' }, declarer: 'S', tricks: 9 } as never;
const words = (whose: 'mine' | 'theirs', index: number) =>
  `${whose === 'mine' ? '4♠ by South, -1' : '4♠ by South, made'} (#${index})`;

describe('a deal of the comparison in words', () => {
  it.each<[DealComparison, string]>([
    [
      { kind: 'differ', index: 6, mine, theirs: mine, agreement: null },
      'Deal 7: you 4♠ by South, -1 (#6); they 4♠ by South, made (#6)',
    ],
    [
      { kind: 'agreed', index: 0, mine, theirs: mine, agreement: null },
      'Deal 1: 4♠ by South, -1 (#0)',
    ],
    [
      { kind: 'onlyMine', index: 8, mine, agreement: null },
      'Deal 9: only you have it: 4♠ by South, -1 (#8)',
    ],
    [
      { kind: 'onlyTheirs', index: 9, theirs: mine },
      'Deal 10: only they have it: 4♠ by South, made (#9)',
    ],
  ])('%#: %s', (entry, line) => {
    expect(comparisonLine(entry, words)).toBe(line);
  });

  it.each<[number[], string]>([
    [[], ''],
    [[3], 'Deal 4 agrees'],
    [[0, 1, 2, 3, 4, 5], 'Deals 1–6 agree'],
    [[0, 1], 'Deals 1–2 agree'],
    [[0, 2], 'Deals 1 and 3 agree'],
    [[8, 0, 1, 2, 4, 6, 7], 'Deals 1–3, 5 and 7–9 agree'],
  ])('%j: %s', (indices, text) => {
    expect(agreedRuns(indices)).toBe(text);
  });

  it('says the end of play plainly', () => {
    expect(finishedLine({ mine: false, theirs: true })).toBe(
      'End of play: you play on; they finished the match',
    );
  });
});
