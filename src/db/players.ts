import { nameKey } from '../season/names.ts';
import type { BridgepadDb } from './database.ts';

/**
 * Every player's name on the device, to be offered again when a new match is named: the names
 * of every stored match, each once (as the ledger keeps it, src/season/ledger.ts), the most
 * played first. Reads only the matches' rows, never their deals.
 */
export async function knownPlayers(db: BridgepadDb): Promise<string[]> {
  const counts = new Map<string, number>();
  await db.matches.each((row) => {
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
  });
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}
