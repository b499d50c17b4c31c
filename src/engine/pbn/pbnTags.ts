import type {
  Contract,
  Doubling,
  FourPlayerGame,
  Level,
  PerSide,
  Seat,
  SideIndex,
  Strain,
  Vulnerability,
} from '../types.ts';

/**
 * How PBN 2.1 spells the values bridgepad reads and writes: seats, vulnerability, contracts,
 * results and the score tags. Every spelling here is the standard's; bridgepad's own notes are
 * in pbnNotes.ts.
 */

/** The tags of PBN's mandatory tag set, in the order export format writes them (section 3.4). */
export const MANDATORY_TAGS = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
] as const;

/** The player tags, West first as the mandatory tag set orders them (section 3.4). */
export const PLAYER_TAGS: readonly { readonly tag: string; readonly seat: Seat }[] = [
  { tag: 'West', seat: 'W' },
  { tag: 'North', seat: 'N' },
  { tag: 'East', seat: 'E' },
  { tag: 'South', seat: 'S' },
];

/** The Scoring tag (PBN 2.1 section 3.4) for each game PBN can hold. */
export const SCORING: Readonly<Record<FourPlayerGame, string>> = {
  rubber: 'Rubber',
  kapiti: 'Rubber',
  chicago: 'Chicago',
  // bridgepad scores each board on its own and compares no tables, so how the boards would be
  // compared (MP, IMP, BAM, ...) is unknown.
  duplicate: '?',
};

/** A tag value that says nothing: "?" (unknown) or "" (empty), as section 3.4 allows any tag. */
export function isUnknown(value: string): boolean {
  return value === '?' || value === '';
}

/** A seat of the Dealer and Declarer tags: W, N, E or S (section 3.4). */
export function readSeat(value: string): Seat | undefined {
  const seat = value.toUpperCase();
  return seat === 'N' || seat === 'E' || seat === 'S' || seat === 'W' ? seat : undefined;
}

/** The Vulnerable tag's values as bridgepad writes them: None, NS, EW, All (section 3.4). */
export const VULNERABLE_TEXT: Readonly<Record<Vulnerability, string>> = {
  none: 'None',
  NS: 'NS',
  EW: 'EW',
  both: 'All',
};

/** Reads the Vulnerable tag: None (or Love, -), NS, EW, All (or Both), any case (section 3.4). */
export function readVulnerable(value: string): Vulnerability | undefined {
  switch (value.toUpperCase()) {
    case 'NONE':
    case 'LOVE':
    case '-':
      return 'none';
    case 'NS':
      return 'NS';
    case 'EW':
      return 'EW';
    case 'ALL':
    case 'BOTH':
      return 'both';
    default:
      return undefined;
  }
}

/** The vulnerability of a pair of flags, NS first, as a deal's state holds it. */
export function vulnerabilityOf(pair: PerSide<boolean>): Vulnerability {
  return pair[0] ? (pair[1] ? 'both' : 'NS') : pair[1] ? 'EW' : 'none';
}

/** The strains a PBN contract can name (section 3.4, the Contract tag). */
export const PBN_STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

/** `4S`, `3NTX`, `7HXX` (section 3.4, the Contract tag). Strains must be PBN_STRAINS. */
export function formatPbnContract(contract: Contract): string {
  return `${contract.level}${contract.strain}${['', 'X', 'XX'][contract.doubling] ?? ''}`;
}

const PBN_CONTRACT = /^([1-7])(C|D|H|S|NT)(X|XX)?$/i;

/**
 * Reads the Contract tag (section 3.4): "Pass" when all four players passed, otherwise a level
 * 1 to 7, a strain C, D, H, S or NT and nothing, X or XX; letters in any case.
 */
export function readPbnContract(value: string): Contract | 'pass' | undefined {
  if (value.toUpperCase() === 'PASS') return 'pass';
  const match = PBN_CONTRACT.exec(value);
  if (match === null) return undefined;
  return {
    level: Number(match[1]) as Level,
    strain: (match[2] ?? '').toUpperCase() as Strain,
    doubling: (match[3]?.length ?? 0) as Doubling,
  };
}

/**
 * Reads the Result tag (section 3.4): the tricks won by the declarer ("9"), or by side ("NS 9",
 * "EW 4 NS 9"), a leading "^" marking an irregularity. Returns the declarer's side's tricks.
 */
export function readResult(value: string, declarer: SideIndex): number | undefined {
  const text = value.startsWith('^') ? value.slice(1) : value;
  if (/^\d{1,2}$/.test(text)) return inTricks(Number(text));
  const match = /^(NS|EW)\s+(\d{1,2})(?:\s+(NS|EW)\s+(\d{1,2}))?$/.exec(text);
  if (match === null || match[1] === match[3]) return undefined;
  const first = Number(match[2]);
  const second = match[4] === undefined ? 13 - first : Number(match[4]);
  if (first + second > 13) return undefined;
  const [ns, ew] = match[1] === 'NS' ? [first, second] : [second, first];
  return inTricks(declarer === 0 ? ns : ew);
}

function inTricks(n: number): number | undefined {
  return Number.isInteger(n) && n >= 0 && n <= 13 ? n : undefined;
}

/** A deal's points above and below the line, by side: ScoreRubber's content (section 4.2.5). */
export interface RubberScore {
  readonly above: PerSide<number>;
  readonly below: PerSide<number>;
}

/** `NS 30/60 EW 0/0`: the "NS <score> EW <score>" form of sections 4.2.1 and 4.2.5. */
export function formatRubberScore(score: RubberScore): string {
  return `NS ${score.above[0]}/${score.below[0]} EW ${score.above[1]}/${score.below[1]}`;
}

const RUBBER_UNIT = String.raw`(\d+)\s*/\s*(\d+)`;
const RUBBER_BOTH = new RegExp(String.raw`^(NS|EW)\s+${RUBBER_UNIT}\s+(NS|EW)\s+${RUBBER_UNIT}$`);
const RUBBER_ONE = new RegExp(String.raw`^(NS|EW)?\s*${RUBBER_UNIT}$`);

/**
 * Reads ScoreRubber (section 4.2.5) in any of the five forms of section 4.2.1: "<score>" (the
 * declarer's), "NS <score>", "EW <score>" and both sides in either order, `<score>` being
 * `above/below`. A side not named scored nothing.
 */
export function readRubberScore(
  value: string,
  declarer: SideIndex | null,
): RubberScore | undefined {
  const both = RUBBER_BOTH.exec(value.trim());
  if (both !== null) {
    if (both[1] === both[4]) return undefined;
    const first: SideIndex = both[1] === 'NS' ? 0 : 1;
    return scoreBySide(
      first,
      [Number(both[2]), Number(both[3])],
      [Number(both[5]), Number(both[6])],
    );
  }
  const one = RUBBER_ONE.exec(value.trim());
  if (one === null) return undefined;
  const side: SideIndex | null = one[1] === undefined ? declarer : one[1] === 'NS' ? 0 : 1;
  const score: PerSide<number> = [Number(one[2]), Number(one[3])];
  // A lone score is the declarer's: a passed-out deal, with none, can only say "0/0" that way.
  if (side === null) {
    return score[0] === 0 && score[1] === 0 ? scoreBySide(0, score, score) : undefined;
  }
  return scoreBySide(side, score, [0, 0]);
}

function scoreBySide(first: SideIndex, a: PerSide<number>, b: PerSide<number>): RubberScore {
  const [ns, ew] = first === 0 ? [a, b] : [b, a];
  return { above: [ns[0], ew[0]], below: [ns[1], ew[1]] };
}

/**
 * One side's ScoreRubberHistory units (section 4.2.6): above the line in previous rubbers, above
 * the line in this rubber, then below the line in each game of this rubber so far (1 to 3).
 */
export type HistoryUnits = readonly number[];

export interface RubberHistory {
  readonly ns: HistoryUnits;
  readonly ew: HistoryUnits;
}

function historyUnits(units: HistoryUnits): string {
  const [previous = 0, current = 0, ...below] = units;
  return `${previous} ${current}/${below.join(' ')}`;
}

/** `NS 0 120/0 40 EW 0 0/100 0` (section 4.2.6). */
export function formatHistory(history: RubberHistory): string {
  return `NS ${historyUnits(history.ns)} EW ${historyUnits(history.ew)}`;
}

const HISTORY_SIDE = String.raw`(\d+)\s+(\d+)\s*/\s*(\d+)(?:\s+(\d+))?(?:\s+(\d+))?`;
const HISTORY = new RegExp(String.raw`^NS\s+${HISTORY_SIDE}\s+EW\s+${HISTORY_SIDE}$`);

/** Reads ScoreRubberHistory: "NS <HistoryScore> EW <HistoryScore>" (section 4.2.6). */
export function readHistory(value: string): RubberHistory | undefined {
  const match = HISTORY.exec(value.trim());
  if (match === null) return undefined;
  const units = (from: number): number[] =>
    match.slice(from, from + 5).flatMap((unit) => (unit === undefined ? [] : [Number(unit)]));
  const ns = units(1);
  const ew = units(6);
  return ns.length === ew.length ? { ns, ew } : undefined;
}

/** `NS 420 EW -420`: the Score tag's "NS <score> EW <score>" form (section 4.2.1). */
export function formatScore(net: number): string {
  return `NS ${net} EW ${-net}`;
}

/**
 * Reads the Score tag (section 4.2.1) in any of its five forms; returns NS's points less EW's.
 * A lone `<score>` is the declarer's, so a passed-out deal can only say 0 that way.
 */
export function readScore(value: string, declarer: SideIndex | null): number | undefined {
  const text = value.trim();
  const both = /^(NS|EW)\s+(-?\d+)\s+(NS|EW)\s+(-?\d+)$/.exec(text);
  if (both !== null) {
    if (both[1] === both[3]) return undefined;
    const [ns, ew] = both[1] === 'NS' ? [both[2], both[4]] : [both[4], both[2]];
    // Signed, as duplicate writes a result (NS 620 EW -620: NS are 620 up), or the points each
    // side scored on the deal (NS 120 EW 100: NS are 20 up).
    if (Number(ns) === -Number(ew)) return Number(ns);
    return Number(ns) >= 0 && Number(ew) >= 0 ? Number(ns) - Number(ew) : undefined;
  }
  const one = /^(NS|EW)?\s*(-?\d+)$/.exec(text);
  if (one === null) return undefined;
  const points = Number(one[2]);
  const side: SideIndex | null = one[1] === undefined ? declarer : one[1] === 'NS' ? 0 : 1;
  if (side === null) return points === 0 ? 0 : undefined;
  return side === 0 ? points : -points;
}
