import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { limits } from '../../scripts/limits.ts';
import { MATCH_ID, matchDoc } from './clubDocs.ts';
import type { TestClub } from './clubServer.ts';
import { removeFolder, startClub } from './clubServer.ts';

/**
 * `npm run club` stopped and started again on the same data folder (docs/sync.md, "A club night
 * on one laptop"): its databases on LevelDB, as on a laptop, in a folder of the test's own.
 */

const PAT = ['pat', 'pat-secret'] as const;
const OLIVE = ['olive', 'olive-secret'] as const;
const KIM = ['kim', 'kim-secret'] as const;

const data = mkdtempSync(join(tmpdir(), 'bridgepad-club-data-'));
let running: TestClub | undefined;

afterAll(async () => {
  await running?.server.close();
  removeFolder(data);
}, limits.start);

async function restart(args: readonly string[]): Promise<TestClub> {
  await running?.server.close();
  running = undefined;
  running = await startClub(args, { data });
  return running;
}

describe('npm run club started again on the same data folder', () => {
  it('keeps the club, its matches, its accounts and signed-in members, and adds a member named later', async () => {
    const first = await restart(['--organiser', OLIVE.join(':'), '--member', PAT.join(':')]);
    expect(first.out).toContain(`WeThey club server: club club, its data in ${data}`);
    expect(existsSync(join(data, 'databases'))).toBe(true);
    expect(
      (
        await first.http('PUT', `/couchdb/club/match:${MATCH_ID}`, {
          user: PAT,
          body: matchDoc('pat'),
        })
      ).status,
    ).toBe(201);
    const signIn = await first.http('POST', '/couchdb/_session', {
      body: { name: PAT[0], password: PAT[1] },
    });
    const cookie = /AuthSession=[^;]*/.exec(signIn.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();

    // Started again with no accounts named: the organiser and the members are kept as they were.
    const second = await restart([]);
    expect(second.out).toContain('Organiser olive: kept, password as before');
    expect(second.out).toContain("Organisers (the database's admins): olive");
    expect(second.out).toContain('Design document: up to date');
    const read = await second.http('GET', `/couchdb/club/match:${MATCH_ID}`, { user: OLIVE });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ type: 'bridgepad.match', author: 'pat' });
    // The cookie from before the restart still signs pat in: no one signs in again.
    const session = await second.http('GET', '/couchdb/_session', { cookie });
    expect(session.body).toMatchObject({ userCtx: { name: 'pat' } });
    expect((await second.http('GET', '/couchdb/club/_all_docs', { cookie })).status).toBe(200);
    // Still checked after the restart: the design document came back with the data.
    const forged = await second.http('PUT', '/couchdb/club/match:forged', {
      user: PAT,
      body: matchDoc('olive', { _id: 'match:forged' }),
    });
    expect(forged.status).toBe(403);
    expect((await second.http('GET', '/couchdb/club', { user: KIM })).status).toBe(401);

    const third = await restart(['--member', KIM.join(':')]);
    expect(third.out).toContain('Member kim: added');
    const kims = await third.http('GET', `/couchdb/club/match:${MATCH_ID}`, { user: KIM });
    expect(kims.status).toBe(200);
    expect((await third.http('GET', '/couchdb/club', { user: PAT })).status).toBe(200);

    // Started again with the same command line as the first time: pat's password is pat's
    // already, so it is not written again, and pat's devices stay signed in.
    const fourth = await restart(['--organiser', OLIVE.join(':'), '--member', PAT.join(':')]);
    expect(fourth.out).toContain('Member pat: kept, password as before');
    expect(fourth.out).toContain('Organiser olive: kept, password as before');
    const still = await fourth.http('GET', '/couchdb/_session', { cookie });
    expect(still.body).toMatchObject({ userCtx: { name: 'pat' } });
    // A new password given is written, and ends the sessions signed in with the old one.
    const fifth = await restart(['--member', 'pat:a-new-secret']);
    expect(fifth.out).toContain('Member pat: updated');
    const ended = await fifth.http('GET', '/couchdb/_session', { cookie });
    expect(ended.body).toMatchObject({ userCtx: { name: null } });
    expect((await fifth.http('GET', '/couchdb/club', { user: PAT })).status).toBe(401);
  });
});
