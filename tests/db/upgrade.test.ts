import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BridgepadDb } from '../../src/db/database.ts';
import { listDeleted, restoreMatch } from '../../src/db/deletedMatches.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { undo } from '../../src/db/matchWrites.ts';
import { DB_NAME, DB_VERSION } from '../../src/db/schema.ts';
import { competitionChoices, listCompetitions } from '../../src/db/competitions.ts';
import { deskEntries, listDesks } from '../../src/db/desk.ts';
import { backupState } from '../../src/db/backups.ts';
import { summarizeMatch } from '../../src/engine/summary.ts';
import { matchForClub } from '../../src/db/clubRecords.ts';
import { lastMark, marksAfter } from '../../src/db/marksRead.ts';
import { getBases, listDiffers } from '../../src/db/syncRecords.ts';
import { bringUpToDate, ledgerAfresh, readKeptLedger } from '../../src/db/ledgerKept.ts';
import { ledgerOf } from '../../src/season/ledger.ts';
import type { KeptTotals } from '../../src/season/ledgerTotals.ts';

/**
 * Upgrade harness (docs/style.md, rule 4). Each released layout is frozen here exactly as shipped;
 * a fixture database of that version is written with it, then opened by today's app, which must
 * upgrade it and read every match. A new `db.version(n)` adds its frozen layout and a fixture.
 */
const SHIPPED_LAYOUTS: Record<number, Record<string, string>> = {
  1: {
    matches: 'id, updatedAt',
    history: '++seq, matchId, [matchId+seq], [matchId+state]',
    settings: 'key',
  },
  2: {
    matches: 'id, updatedAt',
    history: '++seq, matchId, [matchId+seq], [matchId+state]',
    settings: 'key',
    deleted: 'id, deletedAt',
  },
  3: {
    matches: 'id, updatedAt',
    history: '++seq, matchId, [matchId+seq], [matchId+state]',
    settings: 'key',
    deleted: 'id, deletedAt',
    dealPages: '[matchId+page]',
  },
  4: {
    matches: 'id, updatedAt',
    history: '++seq, matchId, [matchId+seq], [matchId+state], batch',
    settings: 'key',
    deleted: 'id, deletedAt',
    dealPages: '[matchId+page]',
    desks: 'id',
    profiles: 'id, order',
    resultFiles: 'id, deskId',
  },
  5: {
    matches: 'id, updatedAt, writtenAt',
    history: '++seq, matchId, [matchId+seq], [matchId+state], batch',
    settings: 'key',
    deleted: 'id, deletedAt',
    dealPages: '[matchId+page]',
    desks: 'id',
    profiles: 'id, order',
    resultFiles: 'id, deskId',
    syncBase: 'docId',
    syncDiffers: 'docId',
  },
  6: {
    matches: 'id, updatedAt, writtenAt',
    history: '++seq, matchId, [matchId+seq], [matchId+state], batch',
    settings: 'key',
    deleted: 'id, deletedAt',
    dealPages: '[matchId+page]',
    desks: 'id',
    profiles: 'id, order',
    resultFiles: 'id, deskId',
    syncBase: 'docId',
    syncDiffers: 'docId',
    ledgerShares: 'id, *names',
    ledgerTotals: 'key',
    ledgerChanges: 'id',
    counts: 'key',
  },
  7: {
    matches: 'id, updatedAt, writtenAt',
    history: '++seq, matchId, [matchId+seq], [matchId+state], batch',
    settings: 'key',
    deleted: 'id, deletedAt',
    dealPages: '[matchId+page]',
    desks: 'id',
    profiles: 'id, order',
    resultFiles: 'id, deskId',
    syncBase: 'docId',
    syncDiffers: 'docId',
    ledgerShares: 'id, *names',
    ledgerTotals: 'key',
    ledgerChanges: 'id',
    counts: 'key',
    matchMarks: 'id, seq',
  },
};

/** The ids of the matches marked after the mark `seq`, in the order marked. */
const markedAfter = async (db: BridgepadDb, seq: number) =>
  (await marksAfter(db, seq)).sort((a, b) => a.seq - b.seq).map((mark) => mark.id);

interface Fixture {
  version: number;
  stores: Record<string, Record<string, unknown>[]>;
}

function loadFixture(version: number): Fixture {
  const path = join(import.meta.dirname, 'fixtures', `v${version}-database.json`);
  return JSON.parse(readFileSync(path, 'utf8')) as Fixture;
}

/** Writes a fixture with the layout that version shipped with; returns the IndexedDB holding it. */
async function writeOldDatabase(fixture: Fixture): Promise<IDBFactory> {
  const indexedDB = new IDBFactory();
  const old = new Dexie(DB_NAME, { indexedDB, IDBKeyRange });
  for (let v = 1; v <= fixture.version; v++) {
    const layout = SHIPPED_LAYOUTS[v];
    if (layout === undefined) throw new Error(`no frozen layout for version ${v}`);
    old.version(v).stores(layout);
  }
  await old.open();
  for (const [table, rows] of Object.entries(fixture.stores)) await old.table(table).bulkAdd(rows);
  old.close();
  return indexedDB;
}

describe('opening databases written by earlier versions', () => {
  it('knows every version the app has shipped', () => {
    expect(Object.keys(SHIPPED_LAYOUTS).map(Number)).toContain(DB_VERSION);
  });

  it.each(Object.keys(SHIPPED_LAYOUTS).map(Number))(
    'opens a version %i database and reads every match',
    async (version) => {
      const fixture = loadFixture(version);
      const indexedDB = await writeOldDatabase(fixture);
      const db = new BridgepadDb(DB_NAME, { indexedDB, IDBKeyRange });
      await db.open();
      expect(db.verno).toBe(DB_VERSION);

      const listed = await listMatches(db);
      expect(listed).toHaveLength(fixture.stores.matches?.length ?? 0);
      for (const { match } of listed) expect(match.ok).toBe(true);
      const sample = listed.find((m) => m.record.id === '0b7f3c2e-4a1d-4c57-9b0e-2f6a8d1c9e01');
      if (sample === undefined || !sample.match.ok) throw new Error('sample rubber missing');
      expect(summarizeMatch(sample.match.value).totals).toEqual({ NS: 2380, EW: 550 });

      const history = await historyOf(db, '0b7f3c2e-4a1d-4c57-9b0e-2f6a8d1c9e01');
      expect(history.map((h) => h.state)).toEqual(['done', 'discarded']);
      expect(await db.settings.get('persistence')).toMatchObject({ value: { kind: 'granted' } });
      // Recently deleted matches (from version 2) are still there and come back.
      const deleted = fixture.stores.deleted ?? [];
      expect(await listDeleted(db)).toEqual(deleted);
      for (const entry of deleted)
        expect(await restoreMatch(db, String(entry.id))).toMatchObject({ ok: true, copy: false });
      // The old history still works: undo its last edit.
      expect(await undo(db, '0b7f3c2e-4a1d-4c57-9b0e-2f6a8d1c9e01')).toMatchObject({ ok: true });
      db.close();
    },
  );

  it("keeps a version 4 device's matches as they were, and finds the ones written after the upgrade by their marks", async () => {
    const fixture = loadFixture(4);
    const indexedDB = await writeOldDatabase(fixture);
    const db = new BridgepadDb(DB_NAME, { indexedDB, IDBKeyRange });
    await db.open();
    // Nothing stored is rewritten: no row says it was written here, and the club's stores are empty.
    // Only the match recently deleted is marked, as a deletion the club may not have had.
    expect(await markedAfter(db, 0)).toEqual(['a1e5f7c9-2d4b-4e8a-b6c0-3f5d7e9a1b03']);
    const upgraded = await lastMark(db);
    expect(await db.syncBase.count()).toBe(0);
    expect(await listDiffers(db)).toEqual([]);
    const sample = '0b7f3c2e-4a1d-4c57-9b0e-2f6a8d1c9e01';
    const before = await historyOf(db, sample);
    expect(await undo(db, sample)).toMatchObject({ ok: true });
    expect(await markedAfter(db, upgraded)).toEqual([sample]);
    // The steps written before are named as they are first mirrored with a club.
    const named = await matchForClub(db, sample, 'ana');
    expect(named?.history.map((s) => [s.seq, s.author])).toEqual(before.map((s) => [s.seq, 'ana']));
    expect(new Set(named?.history.map((s) => s.stepId)).size).toBe(before.length);
    expect((await historyOf(db, sample)).map((s) => s.stepId)).toEqual(
      named?.history.map((s) => s.stepId),
    );
    db.close();
  });

  it("works out a version 5 device's ledger in full the first time, then keeps it", async () => {
    const fixture = loadFixture(5);
    const indexedDB = await writeOldDatabase(fixture);
    const db = new BridgepadDb(DB_NAME, { indexedDB, IDBKeyRange });
    await db.open();
    // Nothing of the ledger is kept at the upgrade: it is worked out when first opened.
    expect(await db.ledgerShares.count()).toBe(0);
    expect(await readKeptLedger(db)).toEqual({ state: 'working', done: 0, of: 0 });
    await bringUpToDate(db);
    const kept = await readKeptLedger(db);
    if (kept.state !== 'ready') throw new Error('the ledger is not worked out');
    const whole = await ledgerAfresh(db, false);
    expect(ledgerOf(kept.all)).toEqual({
      accounts: whole.accounts,
      partnerships: whole.partnerships,
      headToHead: whole.headToHead,
    });
    db.close();
  });

  it("works out again a version 6 device's ledger, kept before it held money, to the same figures", async () => {
    const fixture = loadFixture(6);
    const indexedDB = await writeOldDatabase(fixture);
    const db = new BridgepadDb(DB_NAME, { indexedDB, IDBKeyRange });
    await db.open();
    // Its sums are of LEDGER_VERSION 1, before each player's money was kept: not read as they are.
    expect(await readKeptLedger(db)).toEqual({ state: 'working', done: 0, of: 0 });
    await bringUpToDate(db);
    const kept = await readKeptLedger(db);
    if (kept.state !== 'ready') throw new Error('the ledger is not worked out');
    const [row] = fixture.stores.ledgerTotals ?? [];
    const old = row as unknown as { all: KeptTotals; device: KeptTotals };
    // None of its matches was played for a stake: no money, and every other figure as it was.
    expect(ledgerOf(kept.all)).toEqual(ledgerOf({ ...old.all, money: [] }));
    expect(ledgerOf(kept.device)).toEqual(ledgerOf({ ...old.device, money: [] }));
    expect(kept.all.money).toEqual([]);
    db.close();
  });

  it("reads a version 5 device's record of what it mirrored with its club", async () => {
    const fixture = loadFixture(5);
    const indexedDB = await writeOldDatabase(fixture);
    const db = new BridgepadDb(DB_NAME, { indexedDB, IDBKeyRange });
    await db.open();
    expect(await getBases(db, fixture.stores.syncBase?.map((b) => String(b.docId)) ?? [])).toEqual(
      new Map(fixture.stores.syncBase?.map((b) => [b.docId, b])),
    );
    expect(await listDiffers(db)).toEqual(fixture.stores.syncDiffers);
    db.close();
  });

  it("marks a version 6 device's matches written on it, and those recently deleted, in that order, for its club", async () => {
    const fixture = loadFixture(6);
    const indexedDB = await writeOldDatabase(fixture);
    const db = new BridgepadDb(DB_NAME, { indexedDB, IDBKeyRange });
    await db.open();
    // Written on the device (its row says when), then deleted; the match that came from the club
    // (its row says nothing) is not marked: the club has it.
    expect(await marksAfter(db, 0)).toEqual([
      { id: '0b7f3c2e-4a1d-4c57-9b0e-2f6a8d1c9e01', seq: 1 },
      { id: 'a1e5f7c9-2d4b-4e8a-b6c0-3f5d7e9a1b03', seq: 2 },
    ]);
    expect(fixture.stores.matchMarks).toBeUndefined();
    expect(loadFixture(7).stores.matchMarks).toEqual(await marksAfter(db, 0));
    // Every write after marks its match above every mark before.
    const binned = 'a1e5f7c9-2d4b-4e8a-b6c0-3f5d7e9a1b03';
    expect(await restoreMatch(db, binned)).toMatchObject({ ok: true });
    expect(await marksAfter(db, 2)).toEqual([{ id: binned, seq: 3 }]);
    db.close();
  });

  it('moves the desks and the competition profiles of version 3 into stores of their own', async () => {
    const fixture = loadFixture(3);
    const indexedDB = await writeOldDatabase(fixture);
    const db = new BridgepadDb(DB_NAME, { indexedDB, IDBKeyRange });
    await db.open();

    // The profiles, in their order; the one with no id is kept, under an id of its own.
    expect((await listCompetitions(db)).map((p) => [p.id, p.name])).toEqual([
      ['profile-kapiti', 'Kāpiti Coast Rubber Bridge 2026'],
      ['profile-club', 'Club Championship'],
      [expect.any(String), 'A profile with no id'],
    ]);
    expect((await competitionChoices(db)).lastUsed).toBe('profile-kapiti');
    // The desks: the whole competition, pairs, draw and results, as the organiser left it.
    const [desk] = await listDesks(db);
    expect(desk).toMatchObject({
      id: 'desk-kapiti',
      name: 'Kāpiti Coast Rubber Bridge 2026',
      profileId: 'profile-kapiti',
      rounds: [{ name: 'Semi-finals', due: '2026-12-01' }],
      outcomes: [
        { winner: 'pair-1', kind: 'played', totals: { 'pair-1': 2380, 'pair-3': 1960 } },
        { winner: 'pair-4', kind: 'default' },
      ],
    });
    expect(desk?.pairs.map((p) => p.players.join(' & '))).toEqual([
      'Ana Ngata & Łukasz Nowak',
      'Hēnare Pōtae & Μαρία Παπαδοπούλου',
      'Сергей Иванов & 王芳',
      'Sione Fifitaʻ & Mele Tuʻipulotu',
    ]);
    // A damaged desk is moved too, and says what is wrong with it, by place.
    const entries = await deskEntries(db);
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => !e.ok)).toEqual({
      ok: false,
      id: 'desk-damaged',
      problems: [{ path: 'pairs', message: 'must be a list, not "not a list"' }],
    });
    // The other settings stay where they were; the two lists are gone from them.
    expect(await backupState(db)).toEqual({ lastAt: '2026-11-01T20:00:00.000Z', offeredAt: null });
    expect(await db.settings.get('desks')).toBeUndefined();
    expect(await db.settings.get('competitions')).toBeUndefined();
    db.close();
  });
});
