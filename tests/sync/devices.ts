import PouchDB from 'pouchdb-node';
import memory from 'pouchdb-adapter-memory';
import type { BridgepadDb } from '../../src/db/database.ts';
import { Mirror } from '../../src/sync/mirror.ts';
import { TRIAL_MATCH_ID } from '../../scripts/club/trialWrite.ts';
import type { LocalPouch, PouchDoc } from '../../src/sync/pouch.ts';
import { freshIndexedDb } from '../db/helpers.ts';

/**
 * Devices and a club's server in one process (docs/style.md, rule 20): each device a store of its
 * own (an IndexedDB in memory) and a copy of the club's database in memory, the server one more
 * database in memory, replicated by PouchDB's own replication.
 */
PouchDB.plugin(memory);

let made = 0;

const TRIAL = `match:${TRIAL_MATCH_ID}`;

/** A PouchDB database in memory, of a name no other test uses. */
export function memoryPouch(name: string): LocalPouch {
  made += 1;
  return new PouchDB(`${name}-${made}-${crypto.randomUUID()}`, { adapter: 'memory' }) as LocalPouch;
}

export interface Device {
  readonly name: string;
  readonly db: BridgepadDb;
  readonly local: LocalPouch;
  readonly mirror: Mirror;
}

/** A device whose member is `member`, its store and its copy of the club empty. */
export async function device(member: string, now?: () => Date): Promise<Device> {
  const { open } = freshIndexedDb();
  const db = await open(`bridgepad-${member}-${crypto.randomUUID()}`);
  const local = memoryPouch(`${member}-club`);
  const mirror = await Mirror.open({ db, local, member, ...(now === undefined ? {} : { now }) });
  return { name: member, db, local, mirror };
}

/**
 * Every document of a database, each leaf, by id: what a server holds of the club's record; not
 * the deleted trial match `club:setup` leaves on a server that does not purge (`npm run club`'s).
 */
export async function serverDocs(pouch: LocalPouch): Promise<PouchDoc[]> {
  const { results } = await pouch.changes({ since: 0, style: 'all_docs' });
  const docs: PouchDoc[] = [];
  for (const change of results) {
    if (change.id.startsWith('_') || change.id === TRIAL) continue;
    const leaves = await pouch.get(change.id, { open_revs: 'all', revs: true });
    for (const leaf of leaves) if ('ok' in leaf) docs.push(leaf.ok);
  }
  return docs.sort((a, b) => `${a._id} ${a._rev}`.localeCompare(`${b._id} ${b._rev}`));
}
