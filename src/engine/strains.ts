import type { Contract, Deck, Doubling, Level, Strain, StrainClass } from './types.ts';

/**
 * Strains of each deck, lowest to highest (docs/rules.md, Contracts and results, docs/format.md).
 * GorbyX (seed 000): ranking G O R B Y, highest first; a four-suit deck leaves out brown (the
 * usual one, `gorbyx4`), red or yellow.
 */
export const DECK_STRAINS: Readonly<Record<Deck, readonly Strain[]>> = {
  standard: ['C', 'D', 'H', 'S', 'NT'],
  gorbyx4: ['Y', 'R', 'O', 'G', 'NT'],
  'gorbyx4-no-red': ['Y', 'B', 'O', 'G', 'NT'],
  'gorbyx4-no-yellow': ['B', 'R', 'O', 'G', 'NT'],
  gorbyx5: ['Y', 'B', 'R', 'O', 'G', 'NT'],
};

/** Every deck, in the order a player chooses from. */
export const DECKS: readonly Deck[] = [
  'standard',
  'gorbyx4',
  'gorbyx4-no-red',
  'gorbyx4-no-yellow',
  'gorbyx5',
];

/** Each deck as the new-match form and a match's sheets name it. */
export const DECK_NAME: Readonly<Record<Deck, string>> = {
  standard: 'Standard (♣ ♦ ♥ ♠)',
  gorbyx4: 'GorbyX, four suits (no brown)',
  'gorbyx4-no-red': 'GorbyX, four suits (no red)',
  'gorbyx4-no-yellow': 'GorbyX, four suits (no yellow)',
  gorbyx5: 'GorbyX, five suits',
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

/**
 * The standard suits' symbols; a GorbyX suit's letter is only its spelling in the match file, and
 * is never shown beside a level, where "6O" would read as sixty (see `displayContract`).
 */
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

/** A GorbyX suit as players say it: by its colour. */
export const GORBYX_COLOUR: Readonly<Partial<Record<Strain, string>>> = {
  Y: 'yellow',
  B: 'brown',
  R: 'red',
  O: 'orange',
  G: 'green',
};

const DOUBLING_TEXT: readonly string[] = ['', 'X', 'XX'];
const CONTRACT_PATTERN = /^(\d+)(NT|N|[CDHSYBROG])(XX|X)?$/;

/** `4SX`, `3NTXX`, `0NT`: the match file's spelling of a contract (docs/format.md). */
export function formatContract(contract: Contract): string {
  return `${contract.level}${contract.strain}${DOUBLING_TEXT[contract.doubling]}`;
}

/**
 * The contract as a player reads it: `4♠X`, `3NT`; a GorbyX suit by its colour, `6 orange`,
 * `4 green X`, so that no suit letter stands beside a level to be misread as a digit.
 */
export function displayContract(contract: Contract): string {
  const doubling = DOUBLING_TEXT[contract.doubling] ?? '';
  const colour = GORBYX_COLOUR[contract.strain];
  if (colour !== undefined) return `${contract.level} ${colour}${doubling && ` ${doubling}`}`;
  return `${contract.level}${STRAIN_SYMBOL[contract.strain]}${doubling}`;
}

/**
 * A contract in the match file's spelling (`6O`, `4SX`) as a player reads it (`6 orange`, `4♠X`),
 * whatever the deck; anything that is not a contract comes back as it is.
 */
export function displaySpelling(spelling: string): string {
  const parts = CONTRACT_PATTERN.exec(spelling);
  if (parts === null) return spelling;
  const strain = (parts[2] === 'N' ? 'NT' : parts[2]) as Strain;
  const level = Number(parts[1]);
  if (level > 7) return spelling;
  return displayContract({
    level: level as Level,
    strain,
    doubling: (parts[3]?.length ?? 0) as Doubling,
  });
}

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
