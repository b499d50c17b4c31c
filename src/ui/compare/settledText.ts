import type { SettleResult } from '../../sync/mirrorSettle.ts';

/**
 * What settling a club's copies answered, said plainly: for Compare (ClubCompare.tsx) and for a
 * match deleted here and changed elsewhere (DeletedDiffers.tsx), kept apart so that neither
 * brings the other's code.
 */
/** What settling answered, said plainly. */
export function settledText(result: SettleResult, name: string): string {
  if (result.ok) return `Settled: the club now keeps your copy of this match, as you chose.`;
  switch (result.reason) {
    case 'changed':
      return 'Your copy changed while it was being settled: nothing was settled. Compare again.';
    case 'notDiffering':
      return 'This match no longer differs from the club’s copy: it was settled already.';
    case 'noSuchCopy':
      return `${name}'s copy is no longer in the club: nothing was settled. Compare again.`;
    case 'unreadable':
      return `${name}'s copy cannot be read: nothing was settled.`;
  }
}
