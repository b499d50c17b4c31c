import { nameKey } from '../season/names.ts';
import type { BridgepadDb } from './database.ts';

/**
 * The matches whose players are offered: the latest this many. A device of 20,000 matches names
 * a new one as quickly as a device of 1,000, and the players of a season's evenings are among
 * them; reading every row took the New match screen a second on a slow phone, and held up the
 * Start that writes the match behind it.
 */
export const KNOWN_FROM = 1000;

/**
 * The players' names to be offered again when a new match is named: the names of the latest
 * KNOWN_FROM matches, each once (as the ledger keeps it, src/season/ledger.ts), the most played
 * first. Reads only those matches' rows, never their deals.
 */
export async function knownPlayers(db: BridgepadDb): Promise<string[]> {
  const counts = new Map<string, number>();
  const rows = await db.matches.orderBy('updatedAt').reverse().limit(KNOWN_FROM).toArray();
  for (const row of rows) {
    const players = row.file.players;
    const names = Array.isArray(players)
      ? players
      : players !== null && typeof players === 'object'
        ? Object.values(players)
        : [];
    for (const name of names) {
      if (typeof name !== 'string' || name.trim() === '') continue;
      const key = nameKey(name);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}
