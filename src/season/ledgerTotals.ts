import type { LedgerShare, PairPart, PairRecords, Tally } from './ledgerShare.ts';
import {
  addPairPart,
  emptyTally,
  isListOf,
  isNamedTally,
  isPairPart,
  TALLY_FIELDS,
} from './ledgerShare.ts';

/**
 * The players' ledger as the sum of its matches' parts (ledgerShare.ts): each player's account,
 * each partnership and each pair of opponents, with a match's part added when it is counted and
 * taken away when it changes or goes. Every figure is a whole number, so taking a part away
 * leaves exactly what there was before it was added; a player, partnership or pair left with
 * nothing (no match, no rubber) is dropped.
 */

/** The ledger's sums, as kept on the device: plain lists, read back by readTotals. */
export interface KeptTotals {
  readonly accounts: readonly (readonly [string, Tally])[];
  readonly partners: readonly PairPart[];
  readonly opponents: readonly PairPart[];
}

export const NO_TOTALS: KeptTotals = { accounts: [], partners: [], opponents: [] };

/** The sums, to add parts to and take them away. */
export class LedgerTotals {
  private readonly accounts = new Map<string, Record<keyof Tally, number>>();
  private readonly partners: PairRecords = new Map();
  private readonly opponents: PairRecords = new Map();

  constructor(kept: KeptTotals = NO_TOTALS) {
    for (const [name, tally] of kept.accounts) this.accounts.set(name, { ...tally });
    for (const part of kept.partners) addPairPart(this.partners, part, 1);
    for (const part of kept.opponents) addPairPart(this.opponents, part, 1);
  }

  /** Adds a match's part (`sign` 1), or takes it away (-1). */
  apply(share: LedgerShare, sign: 1 | -1): void {
    for (const [name, part] of share.tallies) {
      let tally = this.accounts.get(name);
      if (tally === undefined) this.accounts.set(name, (tally = emptyTally()));
      for (const field of TALLY_FIELDS) tally[field] += sign * part[field];
      if (TALLY_FIELDS.every((field) => tally[field] === 0)) this.accounts.delete(name);
    }
    for (const part of share.partners) addPairPart(this.partners, part, sign);
    for (const part of share.opponents) addPairPart(this.opponents, part, sign);
  }

  kept(): KeptTotals {
    return {
      accounts: [...this.accounts].map(([name, tally]) => [name, { ...tally }] as const),
      partners: [...this.partners.values()].map((p) => [...p] as const),
      opponents: [...this.opponents.values()].map((p) => [...p] as const),
    };
  }
}

/** Whether sums kept on the device are whole: their shape, as LedgerTotals keeps them. */
export function isKeptTotals(value: unknown): value is KeptTotals {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    isListOf(t.accounts, isNamedTally) &&
    isListOf(t.partners, isPairPart) &&
    isListOf(t.opponents, isPairPart)
  );
}
