import type { Game } from '../engine/types.ts';

/** The games bridgepad scores, as players name them. */
export const GAME_NAMES: readonly { game: Game; name: string }[] = [
  { game: 'rubber', name: 'Rubber bridge' },
  { game: 'kapiti', name: 'Kapiti 30-deal match' },
  { game: 'chicago', name: 'Chicago (Chicago and Cavendish forms)' },
  { game: 'duplicate', name: 'Duplicate' },
  { game: 'bridgette', name: 'Bridgette (two players)' },
  { game: 'sixdeal', name: 'Bridgette Six-Deal (two players)' },
  { game: 'rummy', name: 'GorbyX Rummy (basic and gin)' },
];
