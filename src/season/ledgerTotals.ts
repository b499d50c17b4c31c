import type { LedgerShare, PairPart, Tally } from './ledgerShare.ts';
import { emptyTally, isListOf, isNamedTally, isPairPart, TALLY_FIELDS } from './ledgerShare.ts';

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

const pairKey = (a: string, b: string) => `${a}\u0000${b}`;

/** The sums, to add parts to and take them away. */
export class LedgerTotals {
  private readonly accounts = new Map<string, Record<keyof Tally, number>>();
  private readonly partners = new Map<string, [string, string, number, number]>();
  private readonly opponents = new Map<string, [string, string, number, number]>();

  constructor(kept: KeptTotals = NO_TOTALS) {
    for (const [name, tally] of kept.accounts) this.accounts.set(name, { ...tally });
    for (const [a, b, rubbers, backScore] of kept.partners)
      this.partners.set(pairKey(a, b), [a, b, rubbers, backScore]);
    for (const [a, b, rubbers, backScore] of kept.opponents)
      this.opponents.set(pairKey(a, b), [a, b, rubbers, backScore]);
  }

  /** Adds a match's part (`sign` 1), or takes it away (-1). */
  apply(share: LedgerShare, sign: 1 | -1): void {
    for (const [name, part] of share.tallies) {
      let tally = this.accounts.get(name);
      if (tally === undefined) this.accounts.set(name, (tally = emptyTally()));
      for (const field of TALLY_FIELDS) tally[field] += sign * part[field];
      if (TALLY_FIELDS.every((field) => tally[field] === 0)) this.accounts.delete(name);
    }
    applyPairs(this.partners, share.partners, sign);
    applyPairs(this.opponents, share.opponents, sign);
  }

  kept(): KeptTotals {
    return {
      accounts: [...this.accounts].map(([name, tally]) => [name, { ...tally }] as const),
      partners: [...this.partners.values()].map((p) => [...p] as const),
      opponents: [...this.opponents.values()].map((p) => [...p] as const),
    };
  }
}

function applyPairs(
  into: Map<string, [string, string, number, number]>,
  parts: readonly PairPart[],
  sign: 1 | -1,
): void {
  for (const [a, b, rubbers, backScore] of parts) {
    const key = pairKey(a, b);
    const record = into.get(key) ?? [a, b, 0, 0];
    record[2] += sign * rubbers;
    record[3] += sign * backScore;
    if (record[2] === 0 && record[3] === 0) into.delete(key);
    else into.set(key, record);
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
