import { isBridgeSheet } from './gameTraits.ts';
import type { MatchStatus, Sheet } from './sheet.ts';

/**
 * How a match stands, in the few figures the matches list shows of it: worked out from the
 * match's sheet, so the list can keep it beside each match rather than score every deal each
 * time it is opened (src/db/standings.ts).
 */
export interface Standing {
  readonly status: MatchStatus;
  /** By side (two), or by player in rummy. */
  readonly totals: readonly number[];
  /** The side (or, in rummy, the player) ahead or that won; null when level. */
  readonly winner: number | null;
  /** How many deals are scored. */
  readonly deals: number;
  /** A bridge match's first rubber (or chukker): whether it is won, and whether it is over. */
  readonly firstRubber: { readonly won: boolean; readonly over: boolean } | null;
}

export function standingOf(sheet: Sheet): Standing {
  const first = isBridgeSheet(sheet) ? sheet.rubbers[0] : undefined;
  return {
    status: sheet.status,
    totals: [...sheet.totals],
    winner: sheet.winner,
    deals: sheet.deals.length,
    firstRubber: first === undefined ? null : { won: first.wonBy !== null, over: first.over },
  };
}

const STATUSES: readonly unknown[] = ['in-progress', 'complete', 'tied'] satisfies MatchStatus[];
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/** Whether a value read back from the store is a standing, every field of the right kind. */
export function isStanding(raw: unknown): raw is Standing {
  if (typeof raw !== 'object' || raw === null) return false;
  const s = raw as Record<string, unknown>;
  const first = s.firstRubber as Record<string, unknown> | null | undefined;
  return (
    STATUSES.includes(s.status) &&
    Array.isArray(s.totals) &&
    s.totals.length >= 2 &&
    s.totals.length <= 6 &&
    s.totals.every((n) => Number.isSafeInteger(n)) &&
    (s.winner === null || (isCount(s.winner) && s.winner < s.totals.length)) &&
    isCount(s.deals) &&
    (first === null ||
      (typeof first === 'object' &&
        first !== undefined &&
        typeof first.won === 'boolean' &&
        typeof first.over === 'boolean'))
  );
}
