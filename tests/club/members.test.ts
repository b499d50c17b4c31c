import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import type { Account } from '../../scripts/club/options.ts';
import { MEMBERS_DESIGN_ID } from '../../scripts/club/membersDesign.ts';
import { memberRole, organiserRole } from '../../src/season/clubDocument.ts';
import type { ClubHost } from './clubHosts.ts';
import { clubHosts } from './clubHosts.ts';

/**
 * The accounts of a club's members without a command line (docs/sync.md, "Members without a
 * command line"), on each server a club runs: a member changes their own password and nothing
 * else; a club's organiser adds a member with a first password, lists the club's members and
 * removes one, whose next request is refused; and nobody reaches further than that.
 */

type User = readonly [string, string];

describe.each(clubHosts())('on $engine', ({ start }) => {
  let host: ClubHost;
  let club: string;
  let other: string;
  let olive: User;
  let pat: User;
  let kim: User;
  let otto: User;
  const account = ([name, password]: User): Account => ({ name, password });
  const accountPath = (name: string) => `/_users/${encodeURIComponent(`org.couchdb.user:${name}`)}`;
  const read = (name: string, user: User) => host.http('GET', accountPath(name), { user });
  const write = (name: string, body: unknown, user?: User) =>
    host.http('PUT', accountPath(name), { body, ...(user === undefined ? {} : { user }) });
  const signsIn = async ([name, password]: User) =>
    (await host.http('GET', '/_session', { user: [name, password] })).body.userCtx;
  const reachesClub = async (user: User, database = club) =>
    (await host.http('GET', `/${database}`, { user })).status;

  beforeAll(async () => {
    host = await start();
    club = host.named('members-club');
    other = host.named('members-other');
    olive = [host.named('olive-m'), 'olive-secret'];
    pat = [host.named('pat-m'), 'pat-secret'];
    kim = [host.named('kim-m'), 'kim-secret'];
    otto = [host.named('otto-m'), 'otto-secret'];
    await host.setUp(club, account(olive), [account(pat), account(kim)]);
    // Kim belongs to the other club too, whose organiser is Otto.
    await host.setUp(other, account(otto), [account(kim)]);
  }, longer(120_000));

  afterAll(async () => {
    await host.close();
  }, limits.start);

  it('a member changes their own password, and signs in with it, not the old one', async () => {
    const mine = await read(pat[0], pat);
    expect(mine.status, mine.text).toBe(200);
    const changed = await write(pat[0], { ...mine.body, password: 'pat-new-secret' }, pat);
    expect(changed.status, changed.text).toBe(201);
    await expect.poll(() => reachesClub([pat[0], 'pat-new-secret'])).toBe(200);
    expect(await reachesClub(pat)).toBe(401);
    pat = [pat[0], 'pat-new-secret'];
  });

  it('a member reaches no other account, changes none of their own roles, and makes no account', async () => {
    expect((await read(kim[0], pat)).status).toBeGreaterThanOrEqual(401);
    const mine = (await read(pat[0], pat)).body;
    const promoted = await write(
      pat[0],
      { ...mine, roles: [...(mine.roles as string[]), organiserRole(club)] },
      pat,
    );
    expect(promoted.status, promoted.text).toBe(403);
    const stranger = host.named('stranger-m');
    const strangerDoc = {
      _id: `org.couchdb.user:${stranger}`,
      name: stranger,
      type: 'user',
      roles: [],
      password: 'x',
    };
    // Refused (CouchDB says "not found" to a member writing another's account).
    const made = await write(stranger, strangerDoc, pat);
    expect([403, 404], made.text).toContain(made.status);
    const signedOut = await write(stranger, strangerDoc);
    expect([401, 403], signedOut.text).toContain(signedOut.status);
    expect((await read(stranger, olive)).status).toBe(404);
  });

  it('the organiser adds a member with a first password, who then reaches the club', async () => {
    const cy: User = [host.named('cy-m'), 'cy-first'];
    const added = await write(
      cy[0],
      {
        _id: `org.couchdb.user:${cy[0]}`,
        name: cy[0],
        type: 'user',
        roles: [memberRole(club)],
        password: cy[1],
      },
      olive,
    );
    expect(added.status, added.text).toBe(201);
    await expect.poll(() => reachesClub(cy)).toBe(200);
    expect(await signsIn(cy)).toMatchObject({ name: cy[0], roles: [memberRole(club)] });
  });

  it("the organiser lists the club's members by name, the organiser marked", async () => {
    const listed = await host.http(
      'GET',
      `/_users/${MEMBERS_DESIGN_ID}/_view/members?key=${encodeURIComponent(JSON.stringify(club))}`,
      { user: olive },
    );
    expect(listed.status, listed.text).toBe(200);
    const rows = (listed.body.rows as { value: { name: string; organiser: boolean } }[]).map(
      (row) => row.value,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: olive[0], organiser: true },
        { name: pat[0], organiser: false },
        { name: kim[0], organiser: false },
      ]),
    );
    expect(JSON.stringify(listed.body)).not.toMatch(/derived_key|salt|password/);
    const byMember = await host.http('GET', `/_users/${MEMBERS_DESIGN_ID}/_view/members`, {
      user: pat,
    });
    expect(byMember.status, byMember.text).toBeGreaterThanOrEqual(401);
  });

  it('the organiser gives no other role, and touches no account of another club', async () => {
    const evil = host.named('evil-m');
    const newAccount = (roles: string[]) => ({
      _id: `org.couchdb.user:${evil}`,
      name: evil,
      type: 'user',
      roles,
      password: 'evil',
    });
    for (const roles of [['_admin'], [organiserRole(club)], [memberRole(other)], []]) {
      const made = await write(evil, newAccount(roles), olive);
      expect(made.status, `${JSON.stringify(roles)}: ${made.text}`).toBe(403);
    }
    // Kim belongs to both clubs: Olive may not set Kim's password, nor remove the account.
    const kims = (await read(kim[0], olive)).body;
    const reset = await write(kim[0], { ...kims, password: 'taken-over' }, olive);
    expect(reset.status, reset.text).toBe(403);
    expect(reset.body.reason).toMatch(/belongs elsewhere too/);
    const gone = await host.http('DELETE', `${accountPath(kim[0])}?rev=${String(kims._rev)}`, {
      user: olive,
    });
    expect(gone.status, gone.text).toBe(403);
    // Otto's account is not Olive's to touch at all.
    const ottos = (await read(otto[0], olive)).body;
    const touched = await write(otto[0], { ...ottos, password: 'x' }, olive);
    expect(touched.status, touched.text).toBe(403);
    expect(await reachesClub(kim, other)).toBe(200);
  });

  it('the organiser takes a member of two clubs out of theirs only; the other club keeps them', async () => {
    const kims = (await read(kim[0], olive)).body;
    const out = await write(
      kim[0],
      { ...kims, roles: (kims.roles as string[]).filter((r) => r !== memberRole(club)) },
      olive,
    );
    expect(out.status, out.text).toBe(201);
    await expect.poll(() => reachesClub(kim)).toBe(403);
    expect(await reachesClub(kim, other)).toBe(200);
  });

  it("the organiser takes a member out of the club, and the member's next request is refused; deleting the account is the server admin's", async () => {
    const pats = (await read(pat[0], olive)).body;
    expect(await reachesClub(pat)).toBe(200);
    const gone = await host.http('DELETE', `${accountPath(pat[0])}?rev=${String(pats._rev)}`, {
      user: olive,
    });
    expect(gone.status, gone.text).toBe(403);
    const out = await write(pat[0], { ...pats, roles: [] }, olive);
    expect(out.status, out.text).toBe(201);
    await expect.poll(() => reachesClub(pat), { timeout: limits.answer }).toBe(403);
    // Added again later, with a new first password.
    const again = (await read(pat[0], olive)).body;
    const back = await write(
      pat[0],
      { ...again, roles: [memberRole(club)], password: 'pat-again' },
      olive,
    );
    expect(back.status, back.text).toBe(201);
    await expect.poll(() => reachesClub([pat[0], 'pat-again'])).toBe(200);
  });
});
