import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import { MATCH_ID, matchDoc } from './clubDocs.ts';
import type { TestClub } from './clubServer.ts';
import { startClub } from './clubServer.ts';

/**
 * Replication's writes on `npm run club` (scripts/club/keepRevisions.ts): a revision written with
 * `new_edits: false` and its own `_revisions`, as a device's replication writes an update, is
 * grafted onto the document's tree after the design document has checked it; one the design
 * document refuses is refused, with its reason.
 */

const BEN = ['ben', 'ben-secret'] as const;
const ID = `match:${MATCH_ID}`;
let club: TestClub;

beforeAll(async () => {
  club = await startClub(['--organiser', 'olive:olive-secret', '--member', BEN.join(':')]);
}, longer(60_000));

afterAll(async () => {
  await club.server.close();
}, limits.start);

const hash = (n: number) => String(n).repeat(32);

/** Revision `n` of the match, with the path back to its first revision. */
const revision = (n: number, changes: Record<string, unknown> = {}) => ({
  ...matchDoc('ben', changes),
  _rev: `${n}-${hash(n)}`,
  _revisions: { start: n, ids: Array.from({ length: n }, (_, i) => hash(n - i)) },
});

async function leaves(id: string): Promise<string[]> {
  const admin = [club.server.admin.name, club.server.admin.password] as const;
  const answer = await club.http('GET', `/couchdb/club/${encodeURIComponent(id)}?open_revs=all`, {
    user: admin,
  });
  return (JSON.parse(answer.text) as { ok: { _rev: string } }[]).map((leaf) => leaf.ok._rev);
}

describe('a replicated update on the club server', () => {
  it('reaches the club: each revision grafted on the one before', async () => {
    const write = (doc: object) =>
      club.http('POST', '/couchdb/club/_bulk_docs', {
        user: BEN,
        body: { docs: [doc], new_edits: false },
      });
    const first = revision(1);
    expect((await write(first)).status).toBe(201);
    expect(await leaves(ID)).toEqual([`1-${hash(1)}`]);
    for (const n of [2, 3]) {
      const answer = await write(revision(n));
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual([]);
      expect(await leaves(ID)).toEqual([`${n}-${hash(n)}`]);
    }
  });

  it('is refused, with its reason, when the design document refuses it', async () => {
    const answer = await club.http('POST', '/couchdb/club/_bulk_docs', {
      user: BEN,
      body: { docs: [{ ...revision(4), author: 'olive' }], new_edits: false },
    });
    expect(answer.text).toContain('forbidden');
    expect(await leaves(ID)).toEqual([`3-${hash(3)}`]);
  });

  it('answers a body that is not JSON as CouchDB does', async () => {
    const response = await fetch(`${club.origin}/couchdb/club/_bulk_docs`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(BEN.join(':')).toString('base64')}`,
      },
      body: '{"docs": [',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'bad_request', reason: 'invalid_json' });
  });
});
