import type { EnteredPair } from '../../src/season/draw.ts';

/**
 * A Kapiti match file between two pairs (the first North-South), as a phone would send it: 30
 * deals, the winners declaring and making 3NT on every deal; `deals` fewer for one unfinished.
 * `extra` adds or overrides top-level fields (stated totals, say).
 */
export function matchFile(
  ns: Pick<EnteredPair, 'players'>,
  ew: Pick<EnteredPair, 'players'>,
  nsWins: boolean,
  deals = 30,
  extra: Record<string, unknown> = {},
): string {
  const declarer = nsWins ? 'N' : 'E';
  return JSON.stringify({
    format: 'bridgepad.match',
    version: 1,
    game: 'kapiti',
    rules: { honors: true },
    players: { N: ns.players[0], S: ns.players[1], E: ew.players[0], W: ew.players[1] },
    firstDealer: 'N',
    deals: Array.from({ length: deals }, () => ({ contract: '3NT', declarer, tricks: 9 })),
    finished: deals >= 30,
    ...extra,
  });
}
