import type { BridgepadDb } from '../../src/db/database.ts';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import type { DealJson, Edit, MatchFileJson } from '../../src/db/records.ts';
import { useClubStore } from '../../src/state/clubStore.ts';
import { Mirror } from '../../src/sync/mirror.ts';
import type { LocalPouch } from '../../src/sync/pouch.ts';
import { rubberFile } from '../db/helpers.ts';
import type { Device } from '../sync/devices.ts';
import { device, memoryPouch } from '../sync/devices.ts';

/**
 * A club for the screens' tests (docs/format.md, "Two copies that differ"): the app's own store
 * mirrored as the member `me`, another member's device beside it, and the club's server, all in
 * memory; the app's running sync put where the screens read it (src/state/clubStore.ts).
 */

export const deal = (contract: string, tricks: number, declarer = 'S'): DealJson => ({
  contract,
  declarer,
  tricks,
});

export const SIX = [
  deal('2H', 9),
  deal('3NT', 9, 'N'),
  deal('4S', 10, 'E'),
  deal('1C', 7, 'W'),
  deal('2D', 8),
  deal('3C', 9, 'N'),
];

export interface Club {
  readonly mirror: Mirror;
  readonly server: LocalPouch;
  readonly other: Device;
  /** Both devices in step with the server, the app's first, then the other's, then the app's. */
  readonly sync: () => Promise<void>;
}

/** The app's store joined to a club as `me`, with `other` a member on a device of their own. */
export async function joinClub(db: BridgepadDb, me = 'ana', other = 'Pat'): Promise<Club> {
  const server = memoryPouch('server');
  const mirror = await Mirror.open({ db, local: memoryPouch(me), member: me });
  const theirs = await device(other);
  const sync = async () => {
    await mirror.syncOnce(server);
    await theirs.mirror.syncOnce(server);
    await mirror.syncOnce(server);
  };
  return { mirror, server, other: theirs, sync };
}

/** The running sync the screens read: the app's mirror. */
export function running(club: Club | null): void {
  useClubStore.setState({
    membership: club === null ? null : { server: '/couchdb', club: 'kapiti', member: 'ana' },
    sync: club === null ? null : { mirror: club.mirror, stop: () => club.mirror.stop() },
    status: null,
  });
}

export async function newMatch(db: BridgepadDb, file: MatchFileJson): Promise<string> {
  const created = await createMatch(db, file);
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  return created.value.id;
}

export async function edit(db: BridgepadDb, id: string, step: Edit): Promise<void> {
  const done = await commitEdit(db, id, step);
  if (!done.ok) throw new Error(JSON.stringify(done.errors));
}

/**
 * A rubber of `deals` on both devices, then changed on each by its own steps while apart, and
 * brought together: the two copies differ. Resolves to the match's id.
 */
export async function differing(
  db: BridgepadDb,
  club: Club,
  deals: readonly DealJson[],
  mine: readonly Edit[],
  theirs: readonly Edit[],
): Promise<string> {
  const id = await newMatch(db, rubberFile({ deals: [...deals] }));
  await club.sync();
  for (const step of mine) await edit(db, id, step);
  for (const step of theirs) await edit(club.other.db, id, step);
  await club.sync();
  return id;
}
