import { describe, expect, it } from 'vitest';
import { readBackup, writeBackup } from '../../src/db/backupFile.ts';
import { recordBackup } from '../../src/db/backups.ts';
import { saveCompetition } from '../../src/db/competitions.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { deleteMatch } from '../../src/db/deletedMatches.ts';
import { createDesk, enterRound, listDesks, setPairs } from '../../src/db/desk.ts';
import { deleteDesk } from '../../src/db/deskBin.ts';
import { takeResult } from '../../src/db/deskResults.ts';
import { applyImport, parseImportContents, planImport } from '../../src/db/importExport.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { commitEdit, createMatch, undo } from '../../src/db/matchWrites.ts';
import { putRecords } from '../../src/db/matchRowWrites.ts';
import { parseMatch } from '../../src/engine/matchFile/parseMatch.ts';
import { matchFile } from '../season/matchFiles.ts';
import { KAPITI_COAST, freshIndexedDb, keptDump, rubberFile } from './helpers.ts';

async function restore(db: BridgepadDb, text: string) {
  const read = parseImportContents(text);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  const plan = await planImport(db, read.value.matches);
  return applyImport(db, plan, undefined, read.value.stores);
}

const PLAYERS = [
  ['Ana Ngata', 'Łukasz Nowak'],
  ['Μαρία Παπαδοπούλου', 'Сергей Иванов'],
  ['王芳', 'Sione Fifitaʻ'],
  ['Ian Smith', 'Bob Brown'],
] as const;

/** An organiser's device in mid-season: matches with their history, a desk with results, more. */
async function season(db: BridgepadDb) {
  const rubber = await createMatch(db, rubberFile());
  if (!rubber.ok) throw new Error('no rubber');
  const id = rubber.value.id;
  for (const deal of [
    { contract: '4S', declarer: 'N', tricks: 10 },
    { contract: '3NT', declarer: 'E', tricks: 8 },
    { contract: '2H', declarer: 'S', tricks: 9 },
  ])
    await commitEdit(db, id, { kind: 'addDeal', index: (await historyOf(db, id)).length, deal });
  await undo(db, id);
  const gone = await createMatch(
    db,
    rubberFile({ players: { N: 'Wiremu', E: 'Ngaio', S: 'Rua', W: 'Hine' } }),
  );
  if (!gone.ok) throw new Error('no match');
  // Deleted with its history, which waits with it.
  await commitEdit(db, gone.value.id, {
    kind: 'addDeal',
    index: 0,
    deal: { contract: '1NT', declarer: 'W', tricks: 7 },
  });
  await deleteMatch(db, gone.value.id);
  // A match kept on the device that no longer reads: carried as it is.
  await putRecords(db, [
    {
      id: 'damaged-1',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      file: { format: 'bridgepad.match', version: 1, game: 'whist' },
    },
  ]);
  const profile = await saveCompetition(db, KAPITI_COAST);
  if (!profile.ok) throw new Error('no profile');
  await saveCompetition(db, { name: 'Club Championship' });
  const desk = await createDesk(db, 'Kāpiti Coast Rubber Bridge 2026', profile.value.id);
  if (!desk.ok) throw new Error('no desk');
  const pairs = await setPairs(
    db,
    desk.value.id,
    PLAYERS.map((players) => ({ players, grades: ['open', 'junior'] as const })),
  );
  if (!pairs.ok) throw new Error('no pairs');
  const [p1, p2, p3, p4] = pairs.value.map((p) => p.id) as [string, string, string, string];
  await enterRound(
    db,
    desk.value.id,
    [
      { a: p1, b: p2 },
      { a: p3, b: p4 },
    ],
    '2026-12-01',
  );
  const played = parseMatch(matchFile({ players: PLAYERS[0] }, { players: PLAYERS[1] }, true));
  if (!played.ok) throw new Error('no match file');
  await takeResult(db, desk.value.id, played.value, 'ana-ngata.json');
  const old = await createDesk(db, 'Winter Pairs 2025');
  if (old.ok) await deleteDesk(db, old.value.id);
  await recordBackup(db, '2026-11-01T20:00:00.000Z');
  await db.settings.put({
    key: 'persistence',
    value: { kind: 'granted', at: '2026-11-01T19:30:05.000Z' },
  });
}

describe('the backup, version 2: everything the device keeps', () => {
  it('restored onto an empty device, gives back a database equal to the one backed up', async () => {
    const { open } = freshIndexedDb();
    const device = await open('device');
    await season(device);
    const { text, unreadable, at } = await writeBackup(device, { theme: 'dark' });
    expect(unreadable).toBe(1);
    // The device notes the backup as the file says it was made.
    await recordBackup(device, at);

    const fresh = await open('fresh');
    const counts = await restore(fresh, text);
    expect(counts).toMatchObject({
      added: 1,
      stores: { competitions: 2, profiles: 2, deleted: 1, unreadable: 1, kept: 0 },
    });
    expect(await keptDump(fresh)).toEqual(await keptDump(device));
    // The browser's answer about persistent storage is this device's to ask for.
    expect(await fresh.settings.get('persistence')).toBeUndefined();
    expect(JSON.parse(text).device).toEqual({ theme: 'dark' });
  });

  it('keeps what a device has of its own, and numbers the history anew where its places are taken', async () => {
    const { open } = freshIndexedDb();
    const device = await open('device');
    await season(device);
    const { text } = await writeBackup(device);

    const other = await open('other');
    const own = await createMatch(
      other,
      rubberFile({ players: { N: 'Tama', E: 'Aroha', S: 'Rangi', W: 'Moana' } }),
    );
    if (!own.ok) throw new Error('no match');
    await commitEdit(other, own.value.id, {
      kind: 'addDeal',
      index: 0,
      deal: { contract: '1NT', declarer: 'N', tricks: 7 },
    });
    const counts = await restore(other, text);
    expect(counts).toMatchObject({ added: 1, stores: { competitions: 2, kept: 0 } });
    const desks = await listDesks(other);
    expect(desks.map((d) => d.name)).toEqual(['Kāpiti Coast Rubber Bridge 2026']);
    // The restored match's history is whole and in order, its parents following their steps.
    const restored = (await device.matches.toArray()).find((m) => m.id !== 'damaged-1');
    const steps = await historyOf(other, restored?.id ?? '');
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'undone']);
    expect(steps[1]?.parent).toBe(steps[0]?.seq);
    expect(steps[0]?.seq).not.toBe((await historyOf(device, restored?.id ?? ''))[0]?.seq);
    await undo(other, restored?.id ?? '');
    // Restored again: every id is here already, so nothing is written over.
    const again = await restore(other, text);
    expect(again.stores).toMatchObject({ competitions: 0, profiles: 0, kept: 6 });
  });

  it('refuses a backup whose stores are not what they say, naming each place, and a later version', () => {
    expect(
      readBackup({
        format: 'bridgepad.backup',
        version: 2,
        matches: [],
        history: [{ seq: 0, matchId: 'm', at: 'now', edit: {}, state: 'done' }, 'step'],
        desks: [{ name: 'No id' }],
        settings: [{ value: 'no key' }],
        surprise: true,
      }),
    ).toEqual({
      ok: false,
      errors: [
        { path: 'surprise', message: 'unknown field' },
        { path: 'history[0]', message: 'must have its place, seq, a whole number from 1' },
        { path: 'history[1]', message: 'must be an object' },
        { path: 'desks[0]', message: 'must have an id' },
        { path: 'settings[0]', message: 'must be a setting: key and value' },
      ],
    });
    expect(readBackup({ format: 'bridgepad.backup', version: 3, matches: [] })).toEqual({
      ok: false,
      errors: [
        {
          path: 'version',
          message: 'is 3: written by a later WeThey, which this one cannot read',
        },
      ],
    });
  });

  it('still reads a version 1 backup, of matches alone', async () => {
    const db = await freshIndexedDb().open();
    const v1 = { format: 'bridgepad.backup', version: 1, matches: [rubberFile()] };
    expect(await restore(db, JSON.stringify(v1))).toMatchObject({ added: 1 });
    expect(readBackup({ ...v1, desks: [] })).toEqual({
      ok: false,
      errors: [{ path: 'desks', message: 'unknown field' }],
    });
  });

  it("leaves out another device's own answers: persistent storage, and the notes read", async () => {
    const db = await freshIndexedDb().open();
    const backup = {
      format: 'bridgepad.backup',
      version: 2,
      matches: [],
      settings: [
        { key: 'persistence', value: { kind: 'granted', at: '2026-11-01T19:30:05.000Z' } },
        { key: 'keepNoteSeen', value: '2026-11-01T19:31:00.000Z' },
        { key: 'safariNoteSeen', value: '2026-11-01T19:31:00.000Z' },
        { key: 'lastCompetition', value: 'profile-1' },
      ],
    };
    await restore(db, JSON.stringify(backup));
    expect(await db.settings.toArray()).toEqual([{ key: 'lastCompetition', value: 'profile-1' }]);
  });
});
