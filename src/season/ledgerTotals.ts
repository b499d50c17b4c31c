import type { LedgerShare, MoneyPart, PairPart, PairRecords, Tally } from './ledgerShare.ts';
import {
  addPairPart,
  emptyTally,
  isListOf,
  isMoneyPart,
  isNamedTally,
  isPairPart,
  TALLY_FIELDS,
} from './ledgerShare.ts';

/**
 * The players' ledger as the sum of its matches' parts (ledgerShare.ts): each player's account,
 * each partnership and each pair of opponents, and each player's money in each currency played
 * for, with a match's part added when it is counted and
 * taken away when it changes or goes. Every figure is a whole number, so taking a part away
 * leaves exactly what there was before it was added; a player, partnership or pair left with
 * nothing (no match, no rubber) is dropped.
 */

/** The ledger's sums, as kept on the device: plain lists, read back by readTotals. */
export interface KeptTotals {
  readonly accounts: readonly (readonly [string, Tally])[];
  readonly partners: readonly PairPart[];
  readonly opponents: readonly PairPart[];
  readonly money: readonly MoneyPart[];
}

export const NO_TOTALS: KeptTotals = { accounts: [], partners: [], opponents: [], money: [] };

/** The sums, to add parts to and take them away. */
export class LedgerTotals {
  private readonly accounts = new Map<string, Record<keyof Tally, number>>();
  private readonly partners: PairRecords = new Map();
  private readonly opponents: PairRecords = new Map();
  /** By name and currency. */
  private readonly money = new Map<string, [string, string, number, number]>();

  constructor(kept: KeptTotals = NO_TOTALS) {
    for (const [name, tally] of kept.accounts) this.accounts.set(name, { ...tally });
    for (const part of kept.partners) addPairPart(this.partners, part, 1);
    for (const part of kept.opponents) addPairPart(this.opponents, part, 1);
    for (const part of kept.money) this.addMoney(part, 1);
  }

  /** A player's money in a currency, added or taken away; dropped once no match is left in it. */
  private addMoney([name, currency, cents, matches]: MoneyPart, sign: 1 | -1): void {
    const key = `${name}\u0000${currency}`;
    const record = this.money.get(key) ?? [name, currency, 0, 0];
    record[2] += sign * cents;
    record[3] += sign * matches;
    if (record[2] === 0 && record[3] === 0) this.money.delete(key);
    else this.money.set(key, record);
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
    for (const part of share.money) this.addMoney(part, sign);
  }

  kept(): KeptTotals {
    return {
      accounts: [...this.accounts].map(([name, tally]) => [name, { ...tally }] as const),
      partners: [...this.partners.values()].map((p) => [...p] as const),
      opponents: [...this.opponents.values()].map((p) => [...p] as const),
      money: [...this.money.values()].map((m) => [...m] as const),
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
    isListOf(t.opponents, isPairPart) &&
    isListOf(t.money, isMoneyPart)
  );
}
