import type { BridgeMatch, Match, PerSide } from './types.ts';

/**
 * The names on each side of a bridge match: North and South, East and West, or the two players
 * of Bridgette. Index 0 is NS (or A).
 */
export function sideMembers(match: BridgeMatch): PerSide<readonly string[]> {
  const p = match.players;
  return 'N' in p
    ? [
        [p.N, p.S],
        [p.E, p.W],
      ]
    : [[p.A], [p.B]];
}

/** "Ian & Bob" */
export function sideNames(match: BridgeMatch): PerSide<string> {
  const [a, b] = sideMembers(match);
  return [a.join(' & '), b.join(' & ')];
}

/** Every player's name, in seat order. */
export function playerList(match: Match): readonly string[] {
  if (match.game === 'rummy') return match.players;
  const [a, b] = sideMembers(match);
  return [...a, ...b];
}
