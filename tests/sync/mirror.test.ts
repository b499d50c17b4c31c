import { describe, expect, it, vi } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import { compareMatches } from '../../src/engine/agreement/compare.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { listDeleted } from '../../src/db/deletedMatches.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { commitEdit, undo } from '../../src/db/matchWrites.ts';
import { deleteMatch } from '../../src/db/deletedMatches.ts';
import type { DealJson, Edit } from '../../src/db/records.ts';
import { awardDefault, createDesk, drawNextRound, getDesk, setPairs } from '../../src/db/desk.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { docId } from '../../src/sync/clubDocs.ts';
import { mergeMatch } from '../../src/sync/mergeMatch.ts';
import type { MatchBody } from '../../src/sync/clubDocs.ts';
import { rubberFile } from '../db/helpers.ts';
import { settleAll } from '../db/settleAll.ts';
import type { Device } from './devices.ts';
import { device, memoryPouch, serverDocs } from './devices.ts';
import { SIX_DEALS, addDeal, deal, dealsOf, newMatch } from './matches.ts';
import { matchStores, putRecords } from '../../src/db/matchRowWrites.ts';
import { toRecord } from '../../src/db/matchWrites.ts';
import { writeClubMatches } from '../../src/db/clubRecords.ts';
import { Mirror, RECONCILE_AT_ONCE_AFTER_MS } from '../../src/sync/mirror.ts';
import { STATE_ID } from '../../src/sync/mirrorState.ts';
import type { Change, ChangesOptions, ChangesPage, LocalPouch } from '../../src/sync/pouch.ts';
import type { Match } from '../../src/engine/types.ts';
import { statusWords } from '../../src/ui/club/clubWords.ts';

/**
 * The mirror between the store and a club's database (docs/format.md, "The club's documents"), run
 * as a club runs it: two or three devices, each with its store and its copy of the club, and a
 * server, replicated by PouchDB's own replication.
 */

function readFile(file: Record<string, unknown>): Match {
  const read = validateMatch(file);
  if (!read.ok) throw new Error('refused');
  return read.value;
}

describe('a club mirrored on two devices', () => {
  it('a deal written on one device reaches the other, with who entered it', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    const id = await newMatch(ana);
    await addDeal(ana, id, 0, deal('4S', 'N', 10));
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);

    expect(await dealsOf(ben, id)).toEqual([deal('4S', 'N', 10)]);
    const history = await historyOf(ben.db, id);
    expect(history.map((s) => [s.author, s.edit.kind, s.state])).toEqual([
      ['ana', 'addDeal', 'done'],
    ]);
    // Named by the same id on both devices.
    expect(history[0]?.stepId).toBe((await historyOf(ana.db, id))[0]?.stepId);
    // The deal reached the server: the push checkpoint is past it.
    expect(await ana.mirror.reached(id)).toBe(true);
    await addDeal(ana, id, 1, deal('3NT', 'S', 9));
    expect(await ana.mirror.reached(id)).toBe(false);
    await ana.mirror.push();
    expect(ana.mirror.status().waiting).toBe(1);
    expect(await ana.mirror.reached(id)).toBe(false);
    await ana.mirror.syncOnce(server);
    expect(ana.mirror.status().waiting).toBe(0);
    expect(await ana.mirror.reached(id)).toBe(true);
  });

  it('deal 7 entered differently on each while offline: both say it differs, one settles, the other follows, nothing lost', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    const id = await newMatch(ana, SIX_DEALS);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    expect(await dealsOf(ben, id)).toEqual(SIX_DEALS);

    // Offline: deal 7 on each.
    await addDeal(ana, id, 6, deal('4H', 'S', 10));
    await addDeal(ben, id, 6, deal('4H', 'S', 9));
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    await ana.mirror.syncOnce(server);

    for (const [who, other] of [
      [ana, 'ben'],
      [ben, 'ana'],
    ] as const) {
      const [differs] = await who.mirror.differing();
      expect(differs?.docId).toBe(docId('match', id));
      expect(differs?.theirs.map((t) => t.author)).toEqual([other]);
    }
    // Each device's copy is left as it was.
    expect(await dealsOf(ana, id)).toEqual([...SIX_DEALS, deal('4H', 'S', 10)]);
    expect(await dealsOf(ben, id)).toEqual([...SIX_DEALS, deal('4H', 'S', 9)]);

    // Ana compares, takes Ben's deal 7 (an undoable step), and settles.
    const copies = await ana.mirror.copiesOf(docId('match', id));
    const [theirs] = copies?.theirs ?? [];
    if (copies === undefined || !copies.mine.ok || theirs === undefined || !theirs.body.ok)
      throw new Error('no copies');
    const read = (body: unknown) => validateMatch((body as MatchBody).file);
    const [mine, other] = [read(copies.mine.value), read(theirs.body.value)];
    if (!mine.ok || !other.ok) throw new Error('a copy does not read');
    const comparison = compareMatches(mine.value, other.value);
    if (!comparison.ok) throw new Error('not one match');
    expect(comparison.value.deals.filter((d) => d.kind !== 'agreed').map((d) => d.index)).toEqual([
      6,
    ]);
    for (const step of settleAll(comparison.value, 'theirs'))
      expect((await commitEdit(ana.db, id, step as Edit)).ok).toBe(true);
    expect(await ana.mirror.settle(docId('match', id), { take: 'mine' })).toEqual({ ok: true });
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);

    expect(await ana.mirror.differing()).toEqual([]);
    expect(await ben.mirror.differing()).toEqual([]);
    const settled = await dealsOf(ana, id);
    expect(await dealsOf(ben, id)).toEqual(settled);
    expect((settled as DealJson[])[6]).toMatchObject({ contract: '4H', declarer: 'S', tricks: 9 });
    expect((settled as DealJson[])[6]?.agreed).toBe('4H S 9');

    // Nothing lost: every step either device took is in both histories and on the server.
    const docs = await serverDocs(server);
    const live = docs.filter((d) => d._id === docId('match', id) && d._deleted !== true);
    expect(live).toHaveLength(1);
    const stepIds = (live[0] as unknown as MatchBody).steps.map((s) => s.id).sort();
    for (const who of [ana, ben]) {
      const ids = (await historyOf(who.db, id)).map((s) => s.stepId).sort();
      expect(ids).toEqual(stepIds);
    }
    const bensStep = (await historyOf(ana.db, id)).find(
      (s) => s.author === 'ben' && s.edit.kind === 'addDeal',
    );
    expect(bensStep?.state).toBe('retired');
    // Ana's own deal 7, corrected since, is still in her step that entered it.
    expect(JSON.stringify(docs)).toContain('"tricks":10');
  });

  it('deals added at the end on one side merge without asking', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    const id = await newMatch(ana, SIX_DEALS.slice(0, 2));
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    // Offline: Ana adds two deals; Ben adds none, but his copy is written again meanwhile (a
    // player renamed and renamed back), so the two copies conflict.
    await addDeal(ana, id, 2, SIX_DEALS[2] as DealJson);
    await addDeal(ana, id, 3, SIX_DEALS[3] as DealJson);
    const players = rubberFile().players;
    for (const after of [{ ...(players as object), N: 'Ian Smith' }, players])
      await commitEdit(ben.db, id, {
        kind: 'rename',
        before: (await getRecord(ben.db, id))?.file.players,
        after,
      });
    await ben.mirror.syncOnce(server);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    await ana.mirror.syncOnce(server);

    expect(await ana.mirror.differing()).toEqual([]);
    expect(await ben.mirror.differing()).toEqual([]);
    expect(await dealsOf(ben, id)).toEqual(SIX_DEALS.slice(0, 4));
    expect(await dealsOf(ana, id)).toEqual(SIX_DEALS.slice(0, 4));
    const docs = (await serverDocs(server)).filter((d) => d._deleted !== true);
    expect(docs).toHaveLength(1);
    // Ben's renames are kept in the history, retired: taken on a copy the merge replaced.
    const steps = (docs[0] as unknown as MatchBody).steps;
    expect(steps.filter((s) => s.edit.kind === 'rename').map((s) => s.state)).toEqual([
      'retired',
      'retired',
    ]);
  });

  it('a device offline with 30 new matches sends them all, none doubled', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    await ana.mirror.syncOnce(server);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await newMatch(ana, SIX_DEALS.slice(0, (i % 5) + 1)));
    await ana.mirror.push();
    expect(ana.mirror.status().waiting).toBe(30);
    await ana.mirror.syncOnce(server);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);

    const docs = await serverDocs(server);
    expect(docs.map((d) => d._id).sort()).toEqual(ids.map((id) => docId('match', id)).sort());
    expect(ana.mirror.status().waiting).toBe(0);
    const onBen = await listMatches(ben.db);
    expect(onBen.map((m) => m.record.id).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await dealsOf(ben, id)).toEqual(await dealsOf(ana, id));
  });

  it('a match deleted on one device moves to the other’s recently deleted', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    const id = await newMatch(ana, SIX_DEALS);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    await deleteMatch(ana.db, id);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);

    expect(await getRecord(ben.db, id)).toBeUndefined();
    expect((await listDeleted(ben.db)).map((d) => [d.id, d.record.file.deals])).toEqual([
      [id, SIX_DEALS],
    ]);
    const [gone] = await serverDocs(server);
    expect(gone).toMatchObject({ _id: docId('match', id), _deleted: true, author: 'ana' });
  });
});

describe('a match deleted on one device and changed on another', () => {
  it('is kept where it was changed, and differs where it was deleted, never coming back by itself', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    const id = await newMatch(ana, SIX_DEALS);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    await deleteMatch(ana.db, id);
    await addDeal(ben, id, 6, deal('4H', 'S', 10));
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    await ana.mirror.syncOnce(server);
    // Nothing is lost: Ben keeps his change, and Ana's deleted match waits in her recently deleted.
    expect(await dealsOf(ben, id)).toEqual([...SIX_DEALS, deal('4H', 'S', 10)]);
    expect(await ben.mirror.differing()).toEqual([]);
    expect(await dealsOf(ana, id)).toBeUndefined();
    expect((await listDeleted(ana.db)).map((d) => d.id)).toEqual([id]);
    expect(await ana.mirror.differing()).toMatchObject([
      { docId: docId('match', id), mineDeleted: true, theirs: [{ author: 'ben' }] },
    ]);
  });
});

describe('a device holding many matches', { timeout: longer(60_000) }, () => {
  it('looks only at what changed: the rows written since, and the documents the club brought', async () => {
    // The device's clock, moved on by hand between what the device does.
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = (minutes: number) => vi.setSystemTime(Date.UTC(2026, 10, 26, 20, minutes));
    try {
      at(0);
      const server = memoryPouch('server');
      const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
      const records = Array.from({ length: 600 }, (_, i) =>
        toRecord({
          ...readFile(rubberFile({ deals: SIX_DEALS.slice(0, (i % 6) + 1) })),
          id: `m-${i}`,
        }),
      );
      await ana.db.transaction('rw', matchStores(ana.db), () => putRecords(ana.db, records));
      at(5);
      expect(await ana.mirror.push()).toEqual({ looked: 600, sent: 600 });
      await ana.mirror.syncOnce(server);
      await ben.mirror.syncOnce(server);
      expect((await listMatches(ben.db)).length).toBe(600);

      at(10);
      await addDeal(ana, 'm-7', 2, deal('7NT', 'S', 13));
      expect(await ana.mirror.push()).toEqual({ looked: 1, sent: 1 });
      await ana.mirror.syncOnce(server);
      await ben.local.sync(server, { live: false, retry: false });
      expect(await ben.mirror.pull()).toBe(1);
      expect(await dealsOf(ben, 'm-7')).toEqual([...SIX_DEALS.slice(0, 2), deal('7NT', 'S', 13)]);

      // Started again, as the app is: the keys of every match compared, no match read.
      at(15);
      await ana.mirror.push();
      const again = await Mirror.open({ db: ana.db, local: ana.local, member: 'ana' });
      expect(await again.push()).toEqual({ looked: 0, sent: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a club mirrored on three devices', () => {
  it('merges a copy only shorter into one of two that differ, and names the deal that differs', async () => {
    const server = memoryPouch('server');
    const [ana, ben, cat] = [await device('ana'), await device('ben'), await device('cat')];
    const id = await newMatch(ana, [deal('1C', 'N', 7)]);
    for (const d of [ana, ben, cat]) await d.mirror.syncOnce(server);
    // Offline: Cat enters a second deal and takes it back; Ana and Ben each enter another.
    await addDeal(cat, id, 1, deal('1C', 'N', 5));
    await undo(cat.db, id);
    await addDeal(ana, id, 1, deal('1C', 'N', 6));
    await addDeal(ben, id, 1, deal('1C', 'N', 5));
    // Each syncs in turn until a whole round changes nothing anywhere.
    const seqs = async () =>
      JSON.stringify(
        await Promise.all([server, ana.local, ben.local, cat.local].map((p) => p.info())),
      );
    for (let round = 0, before = ''; round < 8 && before !== (await seqs()); round++) {
      before = await seqs();
      for (const d of [ana, ben, cat]) await d.mirror.syncOnce(server);
    }

    // Two copies are left, Ana's and Ben's, each with Cat's step taken back: Cat's own copy, only
    // shorter than either, is merged away.
    const leaves = (await server.get(docId('match', id), { open_revs: 'all', revs: true })).flatMap(
      (l) => ('ok' in l && l.ok._deleted !== true ? [l.ok] : []),
    );
    expect(leaves).toHaveLength(2);
    const catSteps = (await historyOf(cat.db, id))
      .filter((step) => step.author === 'cat')
      .map((step) => step.stepId);
    expect(catSteps).toHaveLength(1);
    for (const leaf of leaves) {
      const steps = (leaf as unknown as MatchBody).steps.map((s) => s.id);
      for (const step of catSteps) expect(steps).toContain(step);
    }
    // Every device says its copy differs from the other one, at the second deal.
    // Cat holds one of the two, whichever its own merged into.
    expect([await dealsOf(ana, id), await dealsOf(ben, id)]).toContainEqual(await dealsOf(cat, id));
    for (const d of [ana, ben, cat]) {
      const [differs] = await d.mirror.differing();
      expect(differs?.theirs).toHaveLength(1);
      const copies = await d.mirror.copiesOf(docId('match', id));
      const [mine, theirs] = [copies?.mine, copies?.theirs[0]?.body];
      if (!mine?.ok || !theirs?.ok) throw new Error('copies not read');
      const verdict = mergeMatch(mine.value as MatchBody, theirs.value as MatchBody);
      expect(verdict.kind).toBe('differ');
      if (verdict.kind === 'differ')
        expect(verdict.differences.map((x) => (x.kind === 'deal' ? x.deal.index : null))).toEqual([
          1,
        ]);
    }
  });
});

describe("the organiser's desk on two devices", () => {
  async function deskWithRound(on: Device): Promise<{ deskId: string; pairs: string[] }> {
    const made = await createDesk(on.db, 'Club Championship');
    if (!made.ok) throw new Error('no desk');
    const pairs = await setPairs(on.db, made.value.id, [
      { players: ['Ana', 'Ben'], grades: ['open', 'open'] },
      { players: ['Cat', 'Dan'], grades: ['open', 'open'] },
    ]);
    if (!pairs.ok) throw new Error('no pairs');
    await drawNextRound(on.db, made.value.id, () => 0.5, null);
    return { deskId: made.value.id, pairs: pairs.value.map((p) => p.id) };
  }

  it('a result taken on one shows on the other', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    const { deskId, pairs } = await deskWithRound(ana);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    expect((await getDesk(ben.db, deskId))?.outcomes).toEqual([]);
    expect((await awardDefault(ana.db, deskId, pairs[0] as string)).ok).toBe(true);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    expect((await getDesk(ben.db, deskId))?.outcomes).toMatchObject([
      { round: 0, winner: pairs[0], kind: 'default' },
    ]);
  });

  it('two different results for one match of the draw differ, and neither is written over', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    const { deskId, pairs } = await deskWithRound(ana);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    await awardDefault(ana.db, deskId, pairs[0] as string);
    await awardDefault(ben.db, deskId, pairs[1] as string);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    await ana.mirror.syncOnce(server);
    for (const [who, winner, other] of [
      [ana, pairs[0], 'ben'],
      [ben, pairs[1], 'ana'],
    ] as const) {
      expect((await who.mirror.differing()).map((d) => [d.docId, d.theirs[0]?.author])).toEqual([
        [docId('desk', deskId), other],
      ]);
      expect((await getDesk(who.db, deskId))?.outcomes.map((o) => o.winner)).toEqual([winner]);
    }
    // Ana takes Ben's result; Ben follows.
    const copies = await ana.mirror.copiesOf(docId('desk', deskId));
    const rev = copies?.theirs[0]?.rev ?? '';
    expect(await ana.mirror.settle(docId('desk', deskId), { take: 'theirs', rev })).toEqual({
      ok: true,
    });
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    for (const who of [ana, ben]) {
      expect(await who.mirror.differing()).toEqual([]);
      expect((await getDesk(who.db, deskId))?.outcomes.map((o) => o.winner)).toEqual([pairs[1]]);
    }
  });
});

/**
 * A match kept that no look at the marks finds: written as the club has it, passed over by a push
 * as the club's own, then forgotten by the mirror (its base lost).
 */
async function forgotten(on: Device, id: string): Promise<void> {
  const record = toRecord(readFile(rubberFile({ id, deals: [deal('4S', 'N', 10)] })));
  const base = () => ({ docId: docId('match', id), rev: '1-forgotten', hash: 'forgotten' });
  const club = { deleted: false, record, steps: [] } as const;
  await writeClubMatches(on.db, [{ matchId: id, club, holds: () => true, base }]);
  const mirror = await Mirror.open({ db: on.db, local: on.local, member: on.name });
  expect(await mirror.push()).toMatchObject({ sent: 0 });
  await on.db.syncBase.delete(docId('match', id));
}

/**
 * A server whose changes feed, read as a document is written, passes over that document, as
 * `npm run club`'s PouchDB does: its read sees the database as it was when it began, but passes over
 * a document whose last change is later than the one it read. While `during` holds, the first read
 * of the feed begins before the server takes its next write (a write waits for it), and answers
 * as that server would once the write is taken.
 */
function passingOver(server: LocalPouch, during: () => boolean): LocalPouch {
  const changes = server.changes.bind(server) as (options: object) => Promise<ChangesPage>;
  const bulkDocs = server.bulkDocs.bind(server);
  let raced = false;
  let began: () => void = () => undefined;
  const readBegun = new Promise<void>((resolve) => (began = resolve));
  const racing = async (options: ChangesOptions): Promise<ChangesPage> => {
    const before = Number((await server.info()).update_seq);
    began();
    await vi.waitFor(
      async () => expect(Number((await server.info()).update_seq)).toBeGreaterThan(before),
      { timeout: limits.poll },
    );
    const page = await changes({ ...options, live: false });
    const seen = page.results.filter((change) => change.seq <= before);
    return { results: seen, last_seq: seen.at(-1)?.seq ?? Number(options.since) };
  };
  Object.assign(server, {
    async bulkDocs(...args: Parameters<LocalPouch['bulkDocs']>) {
      if (during()) await readBegun;
      return bulkDocs(...args);
    },
    changes(options: ChangesOptions & { live?: boolean }) {
      if (raced || options.live === true || !during()) return changes(options);
      raced = true;
      const listeners: ((change: Change) => void)[] = [];
      const read = racing(options).then((page) => {
        for (const change of page.results) for (const listener of listeners) listener(change);
        return page;
      });
      return Object.assign(read, {
        on(event: string, listener: (change: Change) => void) {
          if (event === 'change') listeners.push(listener);
          return this;
        },
        cancel: () => undefined,
      });
    },
  });
  return server;
}

describe('a server that passes over a document written while its feed is read', () => {
  it("a device's one exchange still brings the other's deal 7 its own push raced", async () => {
    let benSyncing = false;
    const server = passingOver(memoryPouch('server'), () => benSyncing);
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    const id = await newMatch(ana, SIX_DEALS);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    await addDeal(ana, id, 6, deal('4H', 'S', 10));
    await addDeal(ben, id, 6, deal('4H', 'S', 9));
    await ana.mirror.syncOnce(server);
    benSyncing = true;
    await ben.mirror.syncOnce(server);
    const [differs] = await ben.mirror.differing();
    expect(differs?.theirs.map((t) => t.author)).toEqual(['ana']);
  });
});

describe('live', () => {
  it('compares every match kept with those mirrored a while after a start, or at once after a day without', async () => {
    const server = memoryPouch('server');
    const ana = await device('ana');
    await newMatch(ana);
    await ana.mirror.syncOnce(server);
    await forgotten(ana, 'unseen');
    const mirrored = async (id = 'match:unseen') =>
      (await ana.local.changes({ since: 0 })).results.some((c) => c.id === id);

    const soon = await Mirror.open({
      db: ana.db,
      local: ana.local,
      member: 'ana',
      reconcileAfterMs: 60_000,
    });
    soon.start(server);
    try {
      // The start's own look finds nothing new written since: the key of every match waits.
      expect(await soon.push()).toMatchObject({ sent: 0 });
      expect(await mirrored()).toBe(false);
    } finally {
      await soon.stop();
    }
    const later = await Mirror.open({
      db: ana.db,
      local: ana.local,
      member: 'ana',
      reconcileAfterMs: 50,
    });
    later.start(server);
    try {
      await vi.waitFor(async () => expect(await mirrored()).toBe(true), { timeout: limits.poll });
    } finally {
      await later.stop();
    }
    // A day on without comparing, a start compares every key at once, not a while later: later
    // than the test may run, so that the compare it waits for can only be the one at once.
    await forgotten(ana, 'unseen-2');
    const dayOn = new Date(Date.now() + RECONCILE_AT_ONCE_AFTER_MS + 60_000);
    const visit = await Mirror.open({
      db: ana.db,
      local: ana.local,
      member: 'ana',
      reconcileAfterMs: 2 * limits.unitTest,
      now: () => dayOn,
    });
    visit.start(server);
    try {
      await vi.waitFor(async () => expect(await mirrored('match:unseen-2')).toBe(true), {
        timeout: limits.poll,
      });
    } finally {
      await visit.stop();
    }
  });

  it('a device joining a club of 150 matches says truly what it receives, and is up to date only once its store holds all', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    const ids: string[] = [];
    for (let i = 0; i < 150; i++) ids.push(await newMatch(ana, SIX_DEALS.slice(0, (i % 3) + 1)));
    await ana.mirror.syncOnce(server);

    const said: string[] = [];
    let heldWhenInStep: Promise<number> | null = null;
    ben.mirror.onStatus((status) => {
      said.push(statusWords(status, new Date()).text);
      if (status.inStepAt !== null && heldWhenInStep === null)
        heldWhenInStep = listMatches(ben.db).then((listed) => listed.length);
    });
    ben.mirror.start(server);
    try {
      await vi.waitFor(() => expect(ben.mirror.status().inStepAt).not.toBeNull(), {
        timeout: limits.clubSync,
      });
      // Up to date said only once the store held the club's every match.
      expect(await heldWhenInStep).toBe(150);
      const onBen = await listMatches(ben.db);
      expect(onBen.map((m) => m.record.id).sort()).toEqual([...ids].sort());
      expect(said.at(-1)).toBe('up to date');
      // What comes in is never said to be sent, and the count of what came in only grows.
      expect(said.filter((words) => words.includes('to send'))).toEqual([]);
      const receiving = said.filter((words) => words.startsWith('receiving'));
      expect(receiving.length).toBeGreaterThan(1);
      const taken = receiving.map((words) => {
        const found = /^receiving (\d+) of 150 matches from the club$/.exec(words);
        if (found === null) throw new Error(`not what a joining device says: ${words}`);
        return Number(found[1]);
      });
      expect(taken).toEqual([...taken].sort((a, b) => a - b));
      expect(taken.at(-1)).toBe(150);
      expect(said.indexOf('up to date')).toBeGreaterThan(said.lastIndexOf(receiving.at(-1) ?? ''));
    } finally {
      await ben.mirror.stop();
    }
  });

  it('a device closed after the replication marked what it sent, before the mirror did: nothing is said to wait at its next start', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    await newMatch(ana);
    await ana.mirror.syncOnce(server);
    // Twice: the second sync's push passes the match the first one's pull brought, so the
    // replication's own checkpoint is past it.
    await ben.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    expect(ben.mirror.status().waiting).toBe(0);
    // The mirror's mark of what was sent is not: the device was closed between the two writes.
    const kept = await ben.local.get(STATE_ID);
    await ben.local.put({ ...kept, state: { ...(kept.state as object), pushedSeq: 0 } });
    const again = await Mirror.open({ db: ben.db, local: ben.local, member: 'ben' });
    const said: string[] = [];
    again.onStatus((status) => said.push(statusWords(status, new Date()).text));
    again.start(server);
    try {
      await vi.waitFor(() => expect(said).toContain('1 match to send'), { timeout: limits.poll });
      await vi.waitFor(() => expect(said.at(-1)).toBe('up to date'), { timeout: limits.poll });
      expect(again.status()).toMatchObject({ waiting: 0, failure: null });
    } finally {
      await again.stop();
    }
  });

  it('a deal written on one device reaches the other while both are online', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    const id = await newMatch(ana);
    ana.mirror.start(server);
    ben.mirror.start(server);
    try {
      await vi.waitFor(async () => expect(await getRecord(ben.db, id)).toBeDefined(), {
        timeout: limits.poll,
      });
      await addDeal(ana, id, 0, deal('6NT', 'W', 12));
      await vi.waitFor(async () => expect(await dealsOf(ben, id)).toEqual([deal('6NT', 'W', 12)]), {
        timeout: limits.poll,
      });
      await vi.waitFor(async () => expect(await ana.mirror.reached(id)).toBe(true), {
        timeout: limits.poll,
      });
      expect(ana.mirror.status()).toMatchObject({ failure: null, signedOut: false });
    } finally {
      await Promise.all([ana.mirror.stop(), ben.mirror.stop()]);
    }
  });
});
