import type { EntryKind, LinePosition } from './sheet.ts';
import { displayContract, strainClass } from './strains.ts';
import type { Contract, HonorsPoints, Strain } from './types.ts';

/**
 * Scoring one played contract, as rubber bridge does (docs/rules.md, Contracts and results and Rubber bridge, seeds 002 and
 * 004), with Bridgette's differences (section 6, seed 003) where asked.
 */

/** One scored item of a deal, before it is placed on a sheet. */
export interface ScoreItem {
  /** True for the declarer's side, false for the defenders. */
  readonly toDeclarer: boolean;
  readonly where: LinePosition;
  readonly points: number;
  readonly kind: EntryKind;
  readonly explain: string;
}

export type ContractTable = 'standard' | 'bridgette';

const VUL_TEXT = ['not vulnerable', 'vulnerable'] as const;
const DOUBLED_TEXT = ['', ' doubled', ' redoubled'] as const;

function plural(n: number, word: string): string {
  return n === 1 ? `1 ${word}` : `${n} ${word}s`;
}

/** Value of one odd trick after the first: minor 20, major and notrump 30. */
export function trickValue(strain: Strain): number {
  return strainClass(strain) === 'minor' ? 20 : 30;
}

/**
 * Trick score of the tricks bid, before doubling: minors 20, majors 30, notrump 40 for the first
 * and 30 after. Bridgette's Zero Notrump scores 10, so notrump is 10 + 30 a level at any level.
 */
export function baseTrickScore(contract: Contract): number {
  if (contract.strain === 'NT') return 10 + 30 * contract.level;
  return trickValue(contract.strain) * contract.level;
}

/** Trick score below the line: doubled x2, redoubled x4. */
export function trickScore(contract: Contract): number {
  return baseTrickScore(contract) * (contract.doubling === 0 ? 1 : contract.doubling === 1 ? 2 : 4);
}

function trickScoreExplain(contract: Contract, points: number): string {
  const { level, strain, doubling } = contract;
  const base =
    strain === 'NT'
      ? level === 0
        ? '10'
        : level === 1
          ? '40'
          : `40 + ${level - 1} x 30`
      : `${level} x ${trickValue(strain)}`;
  const factor = doubling === 0 ? '' : doubling === 1 ? ', doubled x 2' : ', redoubled x 4';
  return `${displayContract(contract)} made: ${base}${factor} = ${points}`;
}

/** Penalty for `down` undertricks (docs/rules.md, Rubber bridge table; redoubled twice doubled). */
export function undertrickPenalty(down: number, doubling: number, vulnerable: boolean): number {
  if (doubling === 0) return down * (vulnerable ? 100 : 50);
  let doubled = 0;
  for (let i = 1; i <= down; i++) {
    doubled += vulnerable ? (i === 1 ? 200 : 300) : i === 1 ? 100 : i <= 3 ? 200 : 300;
  }
  return doubling === 1 ? doubled : doubled * 2;
}

function undertrickExplain(down: number, doubling: number, vulnerable: boolean, points: number) {
  const head = `${plural(down, 'undertrick')}${DOUBLED_TEXT[doubling]}, ${VUL_TEXT[vulnerable ? 1 : 0]}`;
  if (doubling === 0) return `${head}: ${down} x ${vulnerable ? 100 : 50}`;
  const steps: number[] = [];
  const factor = doubling === 1 ? 1 : 2;
  for (let i = 1; i <= down; i++) {
    steps.push(factor * (vulnerable ? (i === 1 ? 200 : 300) : i === 1 ? 100 : i <= 3 ? 200 : 300));
  }
  return down === 1 ? `${head}: ${points}` : `${head}: ${steps.join(' + ')} = ${points}`;
}

/** Overtrick value each: undoubled the trick value; doubled 100/200, redoubled 200/400. */
export function overtrickValue(contract: Contract, vulnerable: boolean): number {
  if (contract.doubling === 0) return trickValue(contract.strain);
  return (vulnerable ? 200 : 100) * contract.doubling;
}

/** Slam bonus, or 0. Bridgette's are the same at any vulnerability and include 5NT. */
export function slamBonus(contract: Contract, vulnerable: boolean, table: ContractTable): number {
  const { level, strain } = contract;
  if (table === 'bridgette') {
    if (strain === 'NT') return level === 5 ? 1000 : level === 6 ? 1300 : level === 7 ? 1600 : 0;
    return level === 6 ? 900 : level === 7 ? 1500 : 0;
  }
  if (level === 6) return vulnerable ? 750 : 500;
  if (level === 7) return vulnerable ? 1500 : 1000;
  return 0;
}

function slamName(contract: Contract): string {
  if (contract.level === 7) return 'grand slam';
  if (contract.level === 6) return 'small slam';
  return 'sub slam';
}

/** Bonus for making a doubled / redoubled contract: 50/100; Bridgette 100/250. */
export function insultBonus(doubling: number, table: ContractTable): number {
  if (doubling === 0) return 0;
  if (table === 'bridgette') return doubling === 1 ? 100 : 250;
  return doubling === 1 ? 50 : 100;
}

/**
 * Items of a played contract: the trick score below the line and overtricks, insult and slam
 * above when made; the defenders' undertricks when set. Tricks are the declarer's side's.
 */
export function scoreContract(
  contract: Contract,
  tricks: number,
  vulnerable: boolean,
  table: ContractTable,
  // A club's rule above a stake (docs/rules.md, "Stakes and settling up"): they do not count.
  undoubledOvertricks = true,
): ScoreItem[] {
  const needed = 6 + contract.level;
  const vulText = VUL_TEXT[vulnerable ? 1 : 0];
  if (tricks < needed) {
    const down = needed - tricks;
    const points = undertrickPenalty(down, contract.doubling, vulnerable);
    return [
      {
        toDeclarer: false,
        where: 'above',
        points,
        kind: 'undertricks',
        explain: undertrickExplain(down, contract.doubling, vulnerable, points),
      },
    ];
  }
  const items: ScoreItem[] = [];
  const trick = trickScore(contract);
  items.push({
    toDeclarer: true,
    where: 'below',
    points: trick,
    kind: 'trick',
    explain: trickScoreExplain(contract, trick),
  });
  const over = tricks - needed;
  if (over > 0 && (undoubledOvertricks || contract.doubling > 0)) {
    const each = overtrickValue(contract, vulnerable);
    const doubled = contract.doubling === 0 ? '' : `${DOUBLED_TEXT[contract.doubling]}, ${vulText}`;
    items.push({
      toDeclarer: true,
      where: 'above',
      points: over * each,
      kind: 'overtricks',
      explain: `${plural(over, 'overtrick')}${doubled}: ${over} x ${each}`,
    });
  }
  const insult = insultBonus(contract.doubling, table);
  if (insult > 0) {
    items.push({
      toDeclarer: true,
      where: 'above',
      points: insult,
      kind: 'insult',
      explain: `making a${contract.doubling === 1 ? ' doubled' : ' redoubled'} contract: ${insult}`,
    });
  }
  const slam = slamBonus(contract, vulnerable, table);
  if (slam > 0) {
    const vulPart = table === 'bridgette' ? '' : `, ${vulText}`;
    items.push({
      toDeclarer: true,
      where: 'above',
      points: slam,
      kind: 'slam',
      explain: `${slamName(contract)} bid and made${vulPart}: ${slam}`,
    });
  }
  return items;
}

/** The honors entry: 4 trump honors 100, all 5 trump honors 150, 4 aces at notrump 150. */
export function honorsExplain(points: HonorsPoints, strain: Strain): string {
  if (strain === 'NT') return `4 aces in one hand at notrump: ${points}`;
  return points === 150
    ? `all 5 trump honors in one hand: ${points}`
    : `4 trump honors in one hand: ${points}`;
}
