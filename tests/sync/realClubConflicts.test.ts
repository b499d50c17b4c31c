import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longer } from '../../scripts/limits.ts';
import { checkCode } from '../../src/engine/agreement/checkCode.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { deleteMatch, listDeleted } from '../../src/db/deletedMatches.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { commitEdit, undo } from '../../src/db/matchWrites.ts';
import type { DealJson } from '../../src/db/records.ts';
import { docId } from '../../src/sync/clubDocs.ts';
import { clubHosts } from '../club/clubHosts.ts';
import { clubOnHost } from './clubOnHost.ts';
import type { Device } from './devices.ts';
import { device } from './devices.ts';
import { SIX_DEALS, addDeal, deal, dealsOf, newMatch } from './matches.ts';

/**
 * Copies that differ, on each server a club runs (tests/club/clubHosts.ts): after the club's
 * database is compacted (CouchDB compacts on its own too, keeping only the leaves' bodies), every
 * difference still shows and settles; and three devices, two of them offline for a while, that
 * change the same match every way end with the same check code and no conflict left on the
 * server, never settling back and forth.
 */

describe.each(clubHosts())('copies that differ on $engine', (maker) => {
  const club = clubOnHost(maker, 'olive', ['ana', 'ben', 'cat']);
  const { named, clubFor, sync } = club;

  /** Every device synced in turn until a whole round changes nothing anywhere. */
  async function settleDown(devices: readonly Device[]): Promise<number> {
    const server = club.asAdmin();
    const seqs = async () =>
      JSON.stringify(
        await Promise.all(
          [server, ...devices.map((d) => d.local)].map(async (p) => (await p.info()).update_seq),
        ),
      );
    for (let round = 1; round <= 8; round++) {
      const before = await seqs();
      for (const d of devices) await d.mirror.syncOnce(clubFor(d.name));
      if ((await seqs()) === before) return round;
    }
    throw new Error('the devices never came to rest: they settle back and forth');
  }

  async function codeOf(on: Device, id: string): Promise<string> {
    const read = validateMatch((await getRecord(on.db, id))?.file);
    if (!read.ok) throw new Error(`the match does not read on ${on.name}`);
    return checkCode(read.value);
  }

  /** The server's conflicts on a document, as CouchDB lists them. */
  async function conflictsOn(id: string): Promise<unknown> {
    const host = club.host();
    const answer = await host.http(
      'GET',
      `/${club.club()}/${encodeURIComponent(id)}?conflicts=true`,
      { user: [host.admin.name, host.admin.password] },
    );
    return answer.body._conflicts ?? [];
  }

  it('after the club is compacted, a difference still shows on both devices and settles', async () => {
    const [ana, ben] = await Promise.all([device(named.ana), device(named.ben)]);
    const id = await newMatch(ana, SIX_DEALS);
    await sync(ana);
    await sync(ben);
    // Revisions that compaction leaves without their bodies: each device's changes, synced.
    await addDeal(ana, id, 6, deal('4H', 'S', 10));
    await sync(ana);
    await sync(ben);
    const replaced = (
      await club.asAdmin().get(docId('match', id), { open_revs: 'all', revs: true })
    )
      .flatMap((leaf) => ('ok' in leaf ? [leaf.ok._rev] : []))
      .at(0);
    await addDeal(ana, id, 7, deal('3NT', 'N', 9));
    await addDeal(ben, id, 7, deal('3NT', 'N', 8));
    await sync(ana);
    await sync(ben);
    await club.compact();
    if (maker.engine === 'Apache CouchDB') {
      // Compaction took the body of the revision both copies grew from.
      const host = club.host();
      const old = await host.http(
        'GET',
        `/${club.club()}/${encodeURIComponent(docId('match', id))}?rev=${replaced ?? ''}`,
        { user: [host.admin.name, host.admin.password] },
      );
      expect(old.status).toBe(404);
    }
    await sync(ana);
    await sync(ben);
    expect((await ana.mirror.differing()).map((d) => d.theirs.map((t) => t.author))).toEqual([
      [named.ben],
    ]);
    expect((await ben.mirror.differing()).map((d) => d.theirs.map((t) => t.author))).toEqual([
      [named.ana],
    ]);
    const copies = await ana.mirror.copiesOf(docId('match', id));
    expect(copies?.mine.ok).toBe(true);
    expect(copies?.theirs.map((t) => t.body.ok)).toEqual([true]);

    expect(await ana.mirror.settle(docId('match', id), { take: 'mine' })).toEqual({ ok: true });
    await settleDown([ana, ben]);
    expect(await ana.mirror.differing()).toEqual([]);
    expect(await ben.mirror.differing()).toEqual([]);
    expect(await dealsOf(ben, id)).toEqual(await dealsOf(ana, id));
    expect(await conflictsOn(docId('match', id))).toEqual([]);
  });

  it.each(['keeps it deleted', 'takes the change back'] as const)(
    'a deletion meeting another member’s change is a difference on the deleting device, which %s',
    async (choice) => {
      const [ana, ben] = await Promise.all([device(named.ana), device(named.ben)]);
      const id = await newMatch(ana, SIX_DEALS);
      await sync(ana);
      await sync(ben);
      // Ana deletes her match; Ben, offline, enters a deal in it meanwhile.
      await deleteMatch(ana.db, id);
      await addDeal(ben, id, 6, deal('4H', 'S', 10));
      await sync(ana);
      await sync(ben);
      await sync(ana);
      // Never back on Ana's device by itself: a difference, saying whose change it is.
      expect(await getRecord(ana.db, id)).toBeUndefined();
      const [differs] = await ana.mirror.differing();
      expect(differs).toMatchObject({
        docId: docId('match', id),
        mineDeleted: true,
        theirs: [{ author: named.ben }],
      });
      const settled = await ana.mirror.settle(
        docId('match', id),
        choice === 'keeps it deleted'
          ? { take: 'mine' }
          : { take: 'theirs', rev: differs?.theirs[0]?.rev ?? '' },
      );
      expect(settled).toEqual({ ok: true });
      await settleDown([ana, ben]);
      for (const d of [ana, ben]) {
        expect(await d.mirror.differing()).toEqual([]);
        expect(d.mirror.status().refused).toEqual([]);
      }
      if (choice === 'keeps it deleted') {
        expect(await getRecord(ana.db, id)).toBeUndefined();
        expect(await getRecord(ben.db, id)).toBeUndefined();
        expect((await listDeleted(ben.db)).map((d) => d.id)).toContain(id);
      } else {
        expect(await dealsOf(ana, id)).toEqual([...SIX_DEALS, deal('4H', 'S', 10)]);
        expect(await dealsOf(ben, id)).toEqual(await dealsOf(ana, id));
      }
      expect(await conflictsOn(docId('match', id))).toEqual([]);
    },
  );

  const arbitraryDeal = fc.record({
    contract: fc.constantFrom('1C', '2H', '3NT', '4S', '6NT'),
    declarer: fc.constantFrom('N', 'E', 'S', 'W'),
    tricks: fc.integer({ min: 5, max: 13 }),
  });

  type Op =
    | { readonly kind: 'add'; readonly on: number; readonly deal: DealJson }
    | { readonly kind: 'edit'; readonly on: number; readonly at: number; readonly deal: DealJson }
    | { readonly kind: 'undo'; readonly on: number }
    | { readonly kind: 'sync'; readonly on: number };

  // Device 0 is online throughout; devices 1 and 2 are offline until the end, so their changes
  // meet everything done meanwhile at once.
  const arbitraryOp: fc.Arbitrary<Op> = fc.oneof(
    {
      arbitrary: fc.record({
        kind: fc.constant('add' as const),
        on: fc.nat(2),
        deal: arbitraryDeal,
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('edit' as const),
        on: fc.nat(2),
        at: fc.nat(9),
        deal: arbitraryDeal,
      }),
      weight: 2,
    },
    { arbitrary: fc.record({ kind: fc.constant('undo' as const), on: fc.nat(2) }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('sync' as const), on: fc.constant(0) }), weight: 2 },
  );

  async function apply(devices: readonly Device[], id: string, op: Op): Promise<void> {
    const on = devices[op.on] as Device;
    if (op.kind === 'sync') return on.mirror.syncOnce(clubFor(on.name));
    if (op.kind === 'undo') {
      await undo(on.db, id);
      return;
    }
    const deals = ((await getRecord(on.db, id))?.file.deals ?? []) as DealJson[];
    if (op.kind === 'add') {
      await commitEdit(on.db, id, { kind: 'addDeal', index: deals.length, deal: op.deal });
      return;
    }
    if (deals.length === 0) return;
    const index = op.at % deals.length;
    const before = deals[index] as DealJson;
    await commitEdit(on.db, id, { kind: 'editDeal', index, before, after: op.deal });
  }

  it(
    'three devices, two offline, end with one check code and no conflict on the server (property)',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(arbitraryOp, { minLength: 3, maxLength: 10 }), async (ops) => {
          const devices = await Promise.all([
            device(named.ana),
            device(named.ben),
            device(named.cat),
          ]);
          const [first] = devices as [Device, Device, Device];
          const id = await newMatch(first, SIX_DEALS.slice(0, 2));
          for (const d of devices) await d.mirror.syncOnce(clubFor(d.name));
          for (const op of ops) await apply(devices, id, op);
          // Back online: every device syncs until nothing changes, merging what it can.
          await settleDown(devices);
          // A real difference is settled by the first device that shows it, keeping its own.
          for (let settled = 0; settled < 3; settled++) {
            const differing = await Promise.all(devices.map((d) => d.mirror.differing()));
            const at = differing.findIndex((list) => list.length > 0);
            if (at < 0) break;
            const on = devices[at] as Device;
            for (const differs of differing[at] ?? [])
              expect(await on.mirror.settle(differs.docId, { take: 'mine' })).toMatchObject({
                ok: true,
              });
            await settleDown(devices);
          }
          for (const d of devices) {
            expect(await d.mirror.differing()).toEqual([]);
            expect(d.mirror.status().refused).toEqual([]);
            expect(d.mirror.status().failure).toBeNull();
          }
          const codes = await Promise.all(devices.map((d) => codeOf(d, id)));
          expect(new Set(codes).size).toBe(1);
          expect(await conflictsOn(docId('match', id))).toEqual([]);
          // Nothing left to do: one more round changes nothing anywhere.
          expect(await settleDown(devices)).toBe(1);
        }),
        { numRuns: 6 },
      );
    },
    longer(300_000),
  );
});
