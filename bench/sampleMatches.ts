import type { LedgerMatch } from '../src/season/ledger.ts';
import type { BridgeDeal, FourPlayerMatch, Level, Strain, Tricks } from '../src/engine/types.ts';

/** A small seeded generator, so every benchmark run scores the same deals. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const SEATS = ['N', 'E', 'S', 'W'] as const;

/** Deals like those at a real table: mostly part scores and games, a few doubles and slams. */
export function sampleDeals(count: number, seed = 1): BridgeDeal[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const deals: BridgeDeal[] = [];
  for (let i = 0; i < count; i++) {
    if (random() < 0.06) {
      deals.push({ passed: true });
      continue;
    }
    const level = (1 + Math.floor(random() * random() * 7)) as Level;
    const strain = pick(STRAINS);
    const doubling = random() < 0.12 ? (random() < 0.2 ? 2 : 1) : 0;
    const tricks = Math.max(
      0,
      Math.min(13, 6 + level + Math.round((random() - 0.55) * 4)),
    ) as Tricks;
    const honors =
      random() < 0.1 ? { side: pick(['NS', 'EW'] as const), points: 150 as const } : undefined;
    deals.push({
      contract: { level, strain, doubling },
      declarer: pick(SEATS),
      tricks,
      ...(honors === undefined ? {} : { honors }),
    });
  }
  return deals;
}

export function sampleMatch(game: 'rubber' | 'kapiti', count: number, seed = 1): FourPlayerMatch {
  return {
    game,
    rules: { honors: true, deck: 'standard', ...(game === 'kapiti' ? { deals: 30 } : {}) },
    players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
    we: 'NS',
    firstDealer: 'S',
    deals: sampleDeals(count, seed),
    finished: false,
    extras: {},
  };
}

/** A season's players: twelve, four at a table. */
const SEASON_PLAYERS = [
  'Ian',
  'Dave',
  'Bob',
  'Alan',
  'Mere',
  'Hēnare',
  'Łukasz',
  'Zoë',
  'Pat',
  'Ana',
  'Wiremu',
  'Kasia',
];

/** A season for the players' ledger: `count` rubber evenings of 12 deals, a day apart. */
export function ledgerSeason(count: number): LedgerMatch[] {
  return Array.from({ length: count }, (_, i) => {
    const seat = (k: number) => SEASON_PLAYERS[(i * 5 + k * 3) % SEASON_PLAYERS.length] as string;
    return {
      id: `evening-${i}`,
      playedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      match: {
        ...sampleMatch('rubber', 12, i + 1),
        players: { N: seat(0), E: seat(1), S: seat(2), W: seat(3) },
        finished: true,
      },
    };
  });
}
