import { GORBYX_COLOUR } from '../../engine/strains.ts';
import type { Contract, Strain, Tricks } from '../../engine/types.ts';

/**
 * A contract and its result as players say them aloud, for what the table reads out: "Four
 * spades doubled", "One club", "Three no trump", "Six orange"; "made", "made with one
 * overtrick", "down two". Spoken words rather than symbols, which a voice reads badly ("4♠X").
 */

const NUMBER = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
];

/** The standard suits, one of them (a level of one) and more. */
const SUIT: Partial<Record<Strain, readonly [string, string]>> = {
  C: ['club', 'clubs'],
  D: ['diamond', 'diamonds'],
  H: ['heart', 'hearts'],
  S: ['spade', 'spades'],
};

const DOUBLING = ['', ' doubled', ' redoubled'];

function strainWords(strain: Strain, level: number): string {
  const suit = SUIT[strain];
  if (suit !== undefined) return level === 1 ? suit[0] : suit[1];
  return GORBYX_COLOUR[strain] ?? 'no trump';
}

/** "Four spades doubled", "One club", "Three no trump redoubled", "Six orange". */
export function spokenContract(contract: Contract): string {
  const level = NUMBER[contract.level] ?? String(contract.level);
  const strain = strainWords(contract.strain, contract.level);
  return `${level.charAt(0).toUpperCase()}${level.slice(1)} ${strain}${DOUBLING[contract.doubling] ?? ''}`;
}

/** "made", "made with two overtricks", "down one" (docs/rules.md, Contracts and results). */
export function spokenResult(contract: Contract, tricks: Tricks): string {
  const over = tricks - 6 - contract.level;
  if (over === 0) return 'made';
  const count = NUMBER[Math.abs(over)] ?? String(Math.abs(over));
  return over > 0 ? `made with ${count} overtrick${over === 1 ? '' : 's'}` : `down ${count}`;
}
