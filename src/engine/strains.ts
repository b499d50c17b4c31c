import type { Contract, Deck, Doubling, Level, Strain, StrainClass } from './types.ts';

/**
 * Strains of each deck, lowest to highest (docs/rules.md, Contracts and results, docs/format.md).
 * GorbyX (seed 000): ranking G O R B Y, highest first; the four-suit deck drops brown.
 */
export const DECK_STRAINS: Readonly<Record<Deck, readonly Strain[]>> = {
  standard: ['C', 'D', 'H', 'S', 'NT'],
  gorbyx4: ['Y', 'R', 'O', 'G', 'NT'],
  gorbyx5: ['Y', 'B', 'R', 'O', 'G', 'NT'],
};

/**
 * Trick value class of each strain. Seed 000: green and orange are majors, red and yellow minors;
 * **Reading** (docs/rules.md, Contracts and results): brown, present only in the five-suit deck, is a minor too.
 */
const STRAIN_CLASS: Readonly<Record<Strain, StrainClass>> = {
  C: 'minor',
  D: 'minor',
  H: 'major',
  S: 'major',
  Y: 'minor',
  B: 'minor',
  R: 'minor',
  O: 'major',
  G: 'major',
  NT: 'notrump',
};

export function strainClass(strain: Strain): StrainClass {
  return STRAIN_CLASS[strain];
}

/** Symbols a player reads on the sheet; GorbyX suits by their letter and food group. */
export const STRAIN_SYMBOL: Readonly<Record<Strain, string>> = {
  C: '♣',
  D: '♦',
  H: '♥',
  S: '♠',
  Y: 'Y',
  B: 'B',
  R: 'R',
  O: 'O',
  G: 'G',
  NT: 'NT',
};

export const STRAIN_NAME: Readonly<Record<Strain, string>> = {
  C: 'clubs',
  D: 'diamonds',
  H: 'hearts',
  S: 'spades',
  Y: 'yellow (dairy)',
  B: 'brown (grains)',
  R: 'red (protein)',
  O: 'orange (fruits)',
  G: 'green (vegetables)',
  NT: 'notrump',
};

const DOUBLING_TEXT: readonly string[] = ['', 'X', 'XX'];

/** `4SX`, `3NTXX`, `0NT`: the match file's spelling of a contract (docs/format.md). */
export function formatContract(contract: Contract): string {
  return `${contract.level}${contract.strain}${DOUBLING_TEXT[contract.doubling]}`;
}

/** `4♠X`: the contract as a player reads it. */
export function displayContract(contract: Contract): string {
  return `${contract.level}${STRAIN_SYMBOL[contract.strain]}${DOUBLING_TEXT[contract.doubling]}`;
}

const CONTRACT_PATTERN = /^(\d+)(NT|N|[CDHSYBROG])(XX|X)?$/;

export type ContractProblem = 'syntax' | 'strain' | 'level' | 'zero';

/**
 * Reads a contract string for a deck, exactly as docs/format.md spells it (`4S`, `3NTXX`); `N` is
 * accepted for `NT`. Level 0 exists only as `0NT` and only where `allowZero` (Bridgette,
 * Six-Deal). Returns what is wrong otherwise: the spelling, the strain, or the level.
 */
export function parseContract(
  text: string,
  deck: Deck,
  allowZero: boolean,
): { ok: true; value: Contract } | { ok: false; problem: ContractProblem } {
  const match = CONTRACT_PATTERN.exec(text);
  if (!match) return { ok: false, problem: 'syntax' };
  const level = Number(match[1]) as Level;
  if (level > 7) return { ok: false, problem: 'level' };
  const strain = (match[2] === 'N' ? 'NT' : match[2]) as Strain;
  const doubling = (match[3]?.length ?? 0) as Doubling;
  if (!DECK_STRAINS[deck].includes(strain)) return { ok: false, problem: 'strain' };
  if (level === 0 && (!allowZero || strain !== 'NT')) return { ok: false, problem: 'zero' };
  return { ok: true, value: { level, strain, doubling } };
}

/** Position of a contract in the bidding order of its deck (0NT lowest), ignoring doubles. */
export function bidRank(contract: Contract, deck: Deck): number {
  const strains = DECK_STRAINS[deck];
  if (contract.level === 0) return -1;
  return (contract.level - 1) * strains.length + strains.indexOf(contract.strain);
}
