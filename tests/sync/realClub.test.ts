import { describe, expect, it } from 'vitest';
import { compareMatches } from '../../src/engine/agreement/compare.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { listCompetitions, saveCompetition } from '../../src/db/competitions.ts';
import { deleteMatch, listDeleted } from '../../src/db/deletedMatches.ts';
import { awardDefault, createDesk, drawNextRound, getDesk, setPairs } from '../../src/db/desk.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { commitEdit } from '../../src/db/matchWrites.ts';
import type { Edit } from '../../src/db/records.ts';
import type { MatchBody } from '../../src/sync/clubDocs.ts';
import { memberRole } from '../../src/season/clubDocument.ts';
import { docId } from '../../src/sync/clubDocs.ts';
import { Mirror } from '../../src/sync/mirror.ts';
import { STATE_ID } from '../../src/sync/mirrorState.ts';
import { clubHosts } from '../club/clubHosts.ts';
import { KAPITI_COAST } from '../db/helpers.ts';
import { settleAll } from '../db/settleAll.ts';
import { clubOnHost } from './clubOnHost.ts';
import { device, serverDocs } from './devices.ts';
import { SIX_DEALS, addDeal, deal, dealsOf, newMatch } from './matches.ts';

/**
 * The mirror against a club's real server, on each server a club runs (tests/club/clubHosts.ts):
 * `npm run club`'s own and Apache CouchDB. Every document the devices write passes the club's
 * design document, each device signed in as its member, so what the mirror makes is what the
 * server takes; a member of another club gets none of it.
 */

describe.each(clubHosts())("the mirror against the club's server, on $engine", (maker) => {
  const { named, clubFor, asAdmin, sync, loseData, host, club } = clubOnHost(maker, 'olive', [
    'ana',
    'ben',
  ]);

  it('a match, its history and its deletion pass the design document and reach another member', async () => {
    const [ana, ben] = await Promise.all([device(named.ana), device(named.ben)]);
    const id = await newMatch(ana, SIX_DEALS);
    await addDeal(ana, id, 6, deal('4H', 'S', 10));
    await sync(ana);
    await sync(ben);
    expect(await dealsOf(ben, id)).toEqual([...SIX_DEALS, deal('4H', 'S', 10)]);
    expect((await historyOf(ben.db, id)).map((s) => s.author)).toContain(named.ana);
    const onServer = (await serverDocs(asAdmin())).find((d) => d._id === docId('match', id));
    expect(onServer).toMatchObject({ _id: docId('match', id), author: named.ana });

    await deleteMatch(ana.db, id);
    await sync(ana);
    await sync(ben);
    expect(await getRecord(ben.db, id)).toBeUndefined();
    expect((await listDeleted(ben.db)).map((d) => d.id)).toEqual([id]);
  });

  it('a device closed after its replication marked what it sent, before the mirror did, asks the server and says nothing waits', async () => {
    const [ana, ben] = await Promise.all([device(named.ana), device(named.ben)]);
    await newMatch(ana, SIX_DEALS);
    await sync(ana);
    // Twice: the second sync's push passes the match the first one's pull brought, so the
    // replication's own checkpoint is past it; the mirror's mark is then taken back.
    await sync(ben);
    await sync(ben);
    expect(ben.mirror.status().waiting).toBe(0);
    const kept = await ben.local.get(STATE_ID);
    await ben.local.put({ ...kept, state: { ...(kept.state as object), pushedSeq: 0 } });
    const again = await Mirror.open({ db: ben.db, local: ben.local, member: ben.name });
    await again.syncOnce(clubFor(ben.name));
    expect(again.status()).toMatchObject({ waiting: 0, failure: null });
  });

  it("a member's deletion of a match another member wrote last is refused, saying whose it is", async () => {
    const [ana, ben] = await Promise.all([device(named.ana), device(named.ben)]);
    const id = await newMatch(ana, SIX_DEALS);
    await sync(ana);
    await sync(ben);
    await deleteMatch(ben.db, id);
    await ben.mirror.syncOnce(clubFor(ben.name));
    expect(ben.mirror.status().refused).toEqual([
      {
        docId: docId('match', id),
        reason: `"${named.ana}" wrote this document last: only they or the organiser may delete it, not ${named.ben}.`,
      },
    ]);
    await sync(ana);
    expect(await dealsOf(ana, id)).toEqual(SIX_DEALS);
  });

  it("the organiser's desk and profile pass too, and a result taken on one device shows on the other", async () => {
    const [olive, again] = await Promise.all([device(named.olive), device(named.olive)]);
    const made = await createDesk(olive.db, 'Club Championship');
    if (!made.ok) throw new Error('no desk');
    const pairs = await setPairs(olive.db, made.value.id, [
      { players: ['Ana', 'Ben'], grades: ['open', 'open'] },
      { players: ['Cat', 'Dan'], grades: ['open', 'open'] },
    ]);
    if (!pairs.ok) throw new Error('no pairs');
    await drawNextRound(olive.db, made.value.id, () => 0.5, null);
    expect((await saveCompetition(olive.db, KAPITI_COAST)).ok).toBe(true);
    await sync(olive);
    await sync(again);
    expect((await listCompetitions(again.db)).map((p) => p.name)).toEqual([KAPITI_COAST.name]);
    const winner = pairs.value[0]?.id ?? '';
    expect((await awardDefault(olive.db, made.value.id, winner)).ok).toBe(true);
    await sync(olive);
    await sync(again);
    expect((await getDesk(again.db, made.value.id))?.outcomes).toMatchObject([
      { round: 0, winner, kind: 'default' },
    ]);
  });

  it('deal 7 entered differently on two devices differs on both; one settles and the other follows', async () => {
    const [ana, ben] = await Promise.all([device(named.ana), device(named.ben)]);
    const id = await newMatch(ana, SIX_DEALS);
    await sync(ana);
    await sync(ben);
    await addDeal(ana, id, 6, deal('4H', 'S', 10));
    await addDeal(ben, id, 6, deal('4H', 'S', 9));
    await sync(ana);
    await sync(ben);
    await sync(ana);
    expect((await ana.mirror.differing()).map((d) => d.theirs.map((t) => t.author))).toEqual([
      [named.ben],
    ]);
    expect((await ben.mirror.differing()).map((d) => d.theirs.map((t) => t.author))).toEqual([
      [named.ana],
    ]);

    const copies = await ana.mirror.copiesOf(docId('match', id));
    const [theirs] = copies?.theirs ?? [];
    if (copies === undefined || !copies.mine.ok || theirs === undefined || !theirs.body.ok)
      throw new Error('no copies');
    const mine = validateMatch((copies.mine.value as MatchBody).file);
    const other = validateMatch((theirs.body.value as MatchBody).file);
    if (!mine.ok || !other.ok) throw new Error('a copy does not read');
    const comparison = compareMatches(mine.value, other.value);
    if (!comparison.ok) throw new Error('not one match');
    for (const step of settleAll(comparison.value, 'theirs'))
      expect((await commitEdit(ana.db, id, step as Edit)).ok).toBe(true);
    expect(await ana.mirror.settle(docId('match', id), { take: 'mine' })).toEqual({ ok: true });
    await sync(ana);
    await sync(ben);
    expect(await ana.mirror.differing()).toEqual([]);
    expect(await ben.mirror.differing()).toEqual([]);
    expect(await dealsOf(ben, id)).toEqual(await dealsOf(ana, id));
    const leaves = (await serverDocs(asAdmin())).filter(
      (d) => d._id === docId('match', id) && d._deleted !== true,
    );
    expect(leaves).toHaveLength(1);
  });

  it("a club that lost its data: a member's device is refused what others wrote, until the organiser's puts the record back; then the refusals go by themselves", async () => {
    const [ana, ben, olive] = await Promise.all([
      device(named.ana),
      device(named.ben),
      device(named.olive),
    ]);
    const id = await newMatch(ana, SIX_DEALS);
    await sync(ana);
    await sync(ben);
    await sync(olive);

    await loseData();
    // Ben's device sends all it holds (the club's whole record), Ana's match among it: not Ben's
    // to write.
    await ben.mirror.syncOnce(clubFor(named.ben));
    expect(ben.mirror.status().refused).toContainEqual({
      docId: docId('match', id),
      reason: expect.stringContaining(named.ana) as string,
    });
    // What the club had sent this device and holds no more: the club lost its data.
    expect(ben.mirror.status().lostByClub).toContain(docId('match', id));
    // The organiser's device puts back every document, whoever wrote it, with its author.
    await sync(olive);
    const back = (await serverDocs(asAdmin())).find((d) => d._id === docId('match', id));
    expect(back).toMatchObject({ author: named.ana });
    // Ben's device finds the club holds what it was refused, and says nothing is refused.
    await sync(ben);
    expect(ben.mirror.status().lostByClub).toEqual([]);
    expect(await dealsOf(ben, id)).toEqual(SIX_DEALS);
  });

  it('a member the organiser took out is told so, keeps all they have, and syncs again once added back', async () => {
    const ben = await device(named.ben);
    const id = await newMatch(ben, SIX_DEALS);
    await sync(ben);
    const admin = [host().admin.name, host().admin.password] as const;
    const account = `/_users/org.couchdb.user:${named.ben}`;
    const setRoles = async (roles: (held: string[]) => string[]) => {
      const held = await host().http('GET', account, { user: admin });
      expect(held.status, held.text).toBe(200);
      const doc = held.body as { roles: string[] };
      const written = await host().http('PUT', account, {
        user: admin,
        body: { ...doc, roles: roles(doc.roles) },
      });
      expect(written.status, written.text).toBe(201);
    };
    await setRoles((held) => held.filter((role) => role !== memberRole(club())));
    await addDeal(ben, id, 6, deal('3NT', 'E', 9));
    // The server's cache of accounts follows the change within moments.
    await expect
      .poll(async () => {
        await ben.mirror.syncOnce(clubFor(named.ben)).catch(() => undefined);
        return ben.mirror.status();
      })
      .toMatchObject({ notMember: true, signedOut: false });
    expect(await dealsOf(ben, id)).toEqual([...SIX_DEALS, deal('3NT', 'E', 9)]);

    await setRoles((held) => [...held, memberRole(club())]);
    await expect
      .poll(async () => {
        await ben.mirror.syncOnce(clubFor(named.ben)).catch(() => undefined);
        return ben.mirror.status();
      })
      .toMatchObject({ notMember: false, offlineSince: null, refused: [] });
    const onServer = (await serverDocs(asAdmin())).find((d) => d._id === docId('match', id));
    expect(onServer).toMatchObject({ author: named.ben });
  });

  it('a wrong password signs nobody in, and the device keeps all it has', async () => {
    const ana = await device(named.ana);
    const id = await newMatch(ana, SIX_DEALS);
    await expect(ana.mirror.syncOnce(clubFor(named.ana, 'wrong'))).rejects.toThrow();
    expect(ana.mirror.status()).toMatchObject({ signedOut: true });
    expect(await dealsOf(ana, id)).toEqual(SIX_DEALS);
    const ids = (await serverDocs(asAdmin())).map((d) => d._id);
    expect(ids).not.toContain(docId('match', id));
  });
});
