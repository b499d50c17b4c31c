import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import type { Account } from '../../scripts/club/options.ts';
import { MAX_DOCUMENT_CHARS } from '../../src/season/clubDocument.ts';
import { MATCH_ID, deskDoc, matchDoc } from './clubDocs.ts';
import type { ClubHost } from './clubHosts.ts';
import { clubHosts } from './clubHosts.ts';

/**
 * The club's design document on each server a club runs (docs/sync.md, "The design document"):
 * it compiles on Apache CouchDB's engine as on `npm run club`'s, takes a member's valid
 * documents, and refuses each thing it refuses with the app's own reason, by every route a device
 * writes by. What the database's `_security` refuses before the design document is asked (a
 * stranger, a member of another club, a member's design document) is refused on both too, each in
 * its server's words.
 */

describe.each(clubHosts())('on $engine', ({ start }) => {
  let host: ClubHost;
  let club: string;
  let other: string;
  let pat: readonly [string, string];
  let olive: readonly [string, string];
  let kim: readonly [string, string];
  const path = (id: string) => `/${club}/${encodeURIComponent(id)}`;
  const put = (id: string, body: unknown, user?: readonly [string, string]) =>
    host.http('PUT', path(id), { body, ...(user === undefined ? {} : { user }) });
  const account = ([name, password]: readonly [string, string]): Account => ({ name, password });

  beforeAll(async () => {
    host = await start();
    club = host.named('club');
    other = host.named('other-club');
    pat = [host.named('pat'), 'pat-secret'];
    olive = [host.named('olive'), 'olive-secret'];
    kim = [host.named('kim'), 'kim-secret'];
    await host.setUp(club, account(olive), [account(pat)]);
    await host.setUp(other, undefined, [account(kim)]);
  }, longer(120_000));

  afterAll(async () => {
    await host.close();
  }, limits.start);

  const ID = `match:${MATCH_ID}`;
  const reasonOf = async (answer: Promise<{ status: number; body: Record<string, unknown> }>) => {
    const { status, body } = await answer;
    return { status, reason: body.reason };
  };

  it("takes a member's valid match, and gives it to the club's other members", async () => {
    const written = await put(ID, matchDoc(pat[0]), pat);
    expect(written.status).toBe(201);
    const read = await host.http('GET', path(ID), { user: olive });
    expect(read.body).toMatchObject({ type: 'bridgepad.match', author: pat[0] });
  });

  it('refuses anyone signed out, a member of another club, and a member writing a design document', async () => {
    expect((await put(`match:${MATCH_ID}-a`, matchDoc(pat[0]))).status).toBe(401);
    expect((await put(`match:${MATCH_ID}-b`, matchDoc(kim[0]), kim)).status).toBe(403);
    expect((await put('_design/notes', { views: {} }, pat)).status).toBe(403);
    expect((await put('_design/notes', { views: {} }, olive)).status).toBe(201);
  });

  it('refuses a document under another name, by PUT, by _bulk_docs and as replication writes', async () => {
    const reason = `The document's author is "${olive[0]}", but ${pat[0]} is signed in: a member writes under their own name.`;
    const doc = deskDoc(olive[0]);
    expect(await reasonOf(put('desk:desk-1', doc, pat))).toEqual({ status: 403, reason });
    const bulk = await host.http('POST', `/${club}/_bulk_docs`, {
      user: pat,
      body: { docs: [doc] },
    });
    expect(bulk.body).toEqual([{ id: 'desk:desk-1', error: 'forbidden', reason }]);
    const replicated = await host.http('POST', `/${club}/_bulk_docs`, {
      user: pat,
      body: { docs: [{ ...doc, _rev: '1-0123456789abcdef0123456789abcdef' }], new_edits: false },
    });
    expect(replicated.body).toEqual([
      expect.objectContaining({ id: 'desk:desk-1', error: 'forbidden', reason }),
    ]);
    expect((await host.http('GET', path('desk:desk-1'), { user: olive })).status).toBe(404);
  });

  it('refuses what is not a bridgepad document of the current layout, saying why', async () => {
    const refused = async (id: string, doc: unknown) => reasonOf(put(id, doc, pat));
    expect(await refused('note', { _id: 'note', author: pat[0], text: 'hello' })).toEqual({
      status: 403,
      reason:
        'Not a WeThey document: its type is none, not one of bridgepad.match, bridgepad.desk, bridgepad.result, bridgepad.profile.',
    });
    expect(await refused(MATCH_ID, { ...matchDoc(pat[0]), _id: MATCH_ID })).toEqual({
      status: 403,
      reason: `The _id "${MATCH_ID}" does not start with match: for a bridgepad.match.`,
    });
    expect(await refused('match:v2', matchDoc(pat[0], { _id: 'match:v2', v: 2 }))).toEqual({
      status: 403,
      reason: "The document's layout v is 2; this club takes v 1.",
    });
    const id = `${MATCH_ID}-2`;
    const file = {
      ...(matchDoc(pat[0]).file as object),
      id,
      deals: [{ contract: '4S', declarer: 'N', tricks: 14 }],
    };
    expect(await refused(`match:${id}`, matchDoc(pat[0], { _id: `match:${id}`, file }))).toEqual({
      status: 403,
      reason:
        'Not a WeThey document of its kind: file.deals[0].tricks: must be an integer from 0 to 13.',
    });
  });

  it('refuses a document far larger than the largest real match, saying its size', async () => {
    const big = matchDoc(pat[0], {
      _id: `match:${MATCH_ID}-big`,
      file: { ...(matchDoc(pat[0]).file as object), id: `${MATCH_ID}-big` },
      steps: Array.from({ length: 25_000 }, (_, i) => ({
        id: `step-${i}-${'x'.repeat(150)}`,
        at: '2026-11-20T19:02:11.000Z',
        author: pat[0],
        edit: { kind: 'addDeal', index: i, deal: { passed: true } },
        state: 'undone',
        parent: null,
      })),
    });
    expect(JSON.stringify(big).length).toBeGreaterThan(MAX_DOCUMENT_CHARS);
    const answer = await reasonOf(put(String(big._id), big, pat));
    expect(answer.status).toBe(403);
    expect(String(answer.reason)).toMatch(
      new RegExp(`^The document is [0-9.]+ MB; club ${club} takes documents of up to 4\\.4 MB`),
    );
  });

  it('lets a member delete only what they wrote last, and the organiser anything', async () => {
    const id = `match:${MATCH_ID}-del`;
    const doc = matchDoc(olive[0], {
      _id: id,
      file: { ...(matchDoc(olive[0]).file as object), id: `${MATCH_ID}-del` },
    });
    const first = await put(id, doc, olive);
    expect(first.status).toBe(201);
    const rev = String(first.body.rev);
    const byPat = await reasonOf(
      put(id, { _id: id, _rev: rev, _deleted: true, author: pat[0] }, pat),
    );
    expect(byPat).toEqual({
      status: 403,
      reason: `"${olive[0]}" wrote this document last: only they or the organiser may delete it, not ${pat[0]}.`,
    });
    // Pat edits it (his name on it now), and so may delete it.
    const edited = await put(id, { ...doc, _rev: rev, author: pat[0] }, pat);
    expect(edited.status).toBe(201);
    const deleted = await put(
      id,
      { _id: id, _rev: String(edited.body.rev), _deleted: true, author: pat[0] },
      pat,
    );
    // CouchDB answers a deletion 200, express-pouchdb 201.
    expect([200, 201]).toContain(deleted.status);
  });

  it("lets the organiser put a member's document back under the member's name", async () => {
    const id = `match:${MATCH_ID}-back`;
    const doc = matchDoc(pat[0], {
      _id: id,
      file: { ...(matchDoc(pat[0]).file as object), id: `${MATCH_ID}-back` },
    });
    expect((await put(id, doc, olive)).status).toBe(201);
    expect((await host.http('GET', path(id), { user: pat })).body).toMatchObject({
      author: pat[0],
    });
    // As a device's replication puts back a lost club's record: revisions given, authors kept.
    const replicated = `match:${MATCH_ID}-back3`;
    const restored = await host.http('POST', `/${club}/_bulk_docs`, {
      user: olive,
      body: {
        new_edits: false,
        docs: [
          {
            ...doc,
            _id: replicated,
            _rev: '3-0123456789abcdef0123456789abcdef',
            file: { ...(doc.file as object), id: `${MATCH_ID}-back3` },
          },
        ],
      },
    });
    expect(restored.body).toEqual([]);
    expect((await host.http('GET', path(replicated), { user: pat })).body).toMatchObject({
      author: pat[0],
      _rev: '3-0123456789abcdef0123456789abcdef',
    });
    // A member may not.
    const id2 = `match:${MATCH_ID}-back2`;
    expect(
      (
        await put(
          id2,
          { ...doc, _id: id2, file: { ...(doc.file as object), id: `${MATCH_ID}-back2` } },
          kim,
        )
      ).status,
    ).toBe(403);
  });
});
