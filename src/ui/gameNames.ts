import type { Game } from '../engine/types.ts';

/** The games bridgepad scores, as players name them. */
export const GAME_NAMES: readonly { game: Game; name: string; short: string }[] = [
  { game: 'rubber', name: 'Rubber bridge', short: 'Rubber bridge' },
  { game: 'kapiti', name: 'Kapiti 30-deal match', short: 'Kapiti match' },
  { game: 'chicago', name: 'Chicago (Chicago and Cavendish forms)', short: 'Chicago' },
  { game: 'duplicate', name: 'Duplicate', short: 'Duplicate' },
  { game: 'bridgette', name: 'Bridgette (two players)', short: 'Bridgette' },
  { game: 'sixdeal', name: 'Bridgette Six-Deal (two players)', short: 'Six-Deal' },
  { game: 'rummy', name: 'GorbyX Rummy (basic and gin)', short: 'GorbyX Rummy' },
];
