import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import type { Account } from '../../scripts/club/options.ts';
import { runBackup } from '../../scripts/club/backupText.ts';
import { RUBBER } from '../file/badInputCases.ts';
import { matchDoc } from './clubDocs.ts';
import type { ClubHost } from './clubHosts.ts';
import { clubHosts } from './clubHosts.ts';

/**
 * `npm run club:backup` on each server a club runs (docs/sync.md, "Backing it up"): the club's
 * whole database in one file, every leaf of every document (a conflict's two copies, a deletion,
 * the design document) with its revisions; restored into the emptied database, every document is
 * back with the same revisions, so a member's device finds nothing new, and the club's check and
 * its members are back with it.
 */

const ids = ['5b0c7f0e-0d4f-4a5e-9b8e-1f2a3b4c5d01', '5b0c7f0e-0d4f-4a5e-9b8e-1f2a3b4c5d02'];
const idOf = (n: number) => ids[n] ?? '';
const docOf = (author: string, n: number, changes: Record<string, unknown> = {}) =>
  matchDoc(author, { _id: `match:${idOf(n)}`, file: { ...RUBBER, id: idOf(n) }, ...changes });

describe.each(clubHosts())('on $engine', ({ start }) => {
  let host: ClubHost;
  let club: string;
  let organiser: Account;
  let member: Account;
  let folder: string;
  const path = (id: string) => `/${club}/${encodeURIComponent(id)}`;

  /** Every document of the club with every leaf, as the server holds them, read as its admin. */
  async function everything(): Promise<unknown[]> {
    const changes = await host.http('GET', `/${club}/_changes?style=all_docs`, {
      user: [host.admin.name, host.admin.password],
    });
    const rows = (changes.body.results as { id: string }[]).map((row) => row.id).sort();
    const all: unknown[] = [];
    for (const id of rows) {
      const leaves = await host.http('GET', `${path(id)}?open_revs=all&revs=true`, {
        user: [host.admin.name, host.admin.password],
      });
      const list = JSON.parse(leaves.text) as { ok: { _rev: string } }[];
      all.push(...list.map((leaf) => leaf.ok).sort((a, b) => a._rev.localeCompare(b._rev)));
    }
    return all;
  }

  async function backup(argv: readonly string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const status = await runBackup(argv, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { status, out: out.join('\n'), err: err.join('\n') };
  }

  const as = (account: Account) => ['--admin', `${account.name}:${account.password}`];

  beforeAll(async () => {
    host = await start();
    club = host.named('backup');
    organiser = { name: host.named('olga'), password: 'olga-secret-9' };
    member = { name: host.named('mia'), password: 'mia-secret-7' };
    await host.setUp(club, organiser, [member]);
    folder = mkdtempSync(join(tmpdir(), 'bridgepad-backup-'));
    const user = [member.name, member.password] as const;
    // A match changed once, one whose two copies differ, and one deleted by its author.
    const first = await host.http('PUT', path(`match:${idOf(0)}`), {
      user,
      body: docOf(member.name, 0),
    });
    expect(first.status).toBe(201);
    const changed = await host.http('PUT', path(`match:${idOf(0)}`), {
      user,
      body: docOf(member.name, 0, { _rev: first.body.rev, steps: [] }),
    });
    expect(changed.status).toBe(201);
    // Another copy of the match's first revision, written as a device's replication writes it.
    const [, hash1] = String(first.body.rev).split('-');
    const theirs = await host.http('POST', `/${club}/_bulk_docs`, {
      user,
      body: {
        new_edits: false,
        docs: [
          {
            ...docOf(member.name, 0, { steps: [] }),
            _rev: `2-${'7'.repeat(32)}`,
            _revisions: { start: 2, ids: ['7'.repeat(32), hash1] },
          },
        ],
      },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.text).not.toContain('error');
    const second = await host.http('PUT', path(`match:${idOf(1)}`), {
      user,
      body: docOf(member.name, 1),
    });
    expect(second.status).toBe(201);
    const third = await host.http('PUT', path('match:gone'), {
      user,
      body: matchDoc(member.name, { _id: 'match:gone', file: { ...RUBBER, id: 'gone' } }),
    });
    expect(third.status).toBe(201);
    const deleted = await host.http('PUT', path('match:gone'), {
      user,
      body: { _rev: third.body.rev, _deleted: true, author: member.name },
    });
    expect([200, 201]).toContain(deleted.status);
  }, longer(120_000));

  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await host.close();
  }, limits.start);

  it('writes every leaf of every document, the design document and deletions too, as the organiser', async () => {
    const file = join(folder, 'club.json');
    const { status, out, err } = await backup([`${host.couch}/${club}`, file, ...as(organiser)]);
    expect({ status, err }).toEqual({ status: 0, err: '' });
    expect(out).toMatch(
      /^Backed up club \S+ at http:\/\/127\.0\.0\.1:\d+\S*: \d+ documents \(\d+ deleted, 1 with copies that differ\), \d+ revisions, into /,
    );
    expect(out).not.toContain(organiser.password);
    const written = JSON.parse(readFileSync(file, 'utf8')) as {
      format: string;
      version: number;
      club: string;
      time: string;
      security: { members?: { roles?: string[] } };
      documents: { _id: string; _rev: string }[];
    };
    expect(written).toMatchObject({ format: 'bridgepad club backup', version: 1, club });
    expect(Date.parse(written.time)).not.toBeNaN();
    expect(written.security.members?.roles).toContain(`bridgepad-member:${club}`);
    const fromServer = (await everything()) as { _id: string; _rev: string }[];
    expect(written.documents.map((d) => `${d._id} ${d._rev}`).sort()).toEqual(
      fromServer.map((d) => `${d._id} ${d._rev}`).sort(),
    );
    expect(written.documents.map((d) => d._id)).toContain('_design/bridgepad');
  });

  it('restored into the emptied database, gives back every document with its revisions, its members and its check', async () => {
    const file = join(folder, 'club.json');
    const before = await everything();
    const admin = { name: host.admin.name, password: host.admin.password };
    expect(
      (await host.http('DELETE', `/${club}`, { user: [admin.name, admin.password] })).status,
    ).toBe(200);

    const restored = await backup([`${host.couch}/${club}`, file, '--restore', ...as(admin)]);
    expect(restored.err).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.out).toContain(
      `Database created; _security written from the backup; ${before.length} revisions written, 0 there already.`,
    );
    expect(await everything()).toEqual(before);

    // The club works as it did: its member reads and writes, and its check still refuses.
    const user = [member.name, member.password] as const;
    expect((await host.http('GET', path(`match:${idOf(0)}`), { user })).status).toBe(200);
    const forged = await host.http('PUT', path('match:forged'), {
      user,
      body: matchDoc(organiser.name, { _id: 'match:forged', file: { ...RUBBER, id: 'forged' } }),
    });
    expect(forged.status).toBe(403);

    const again = await backup([`${host.couch}/${club}`, file, '--restore', ...as(organiser)]);
    expect(again.status).toBe(0);
    expect(again.out).toContain(`0 revisions written, ${before.length} there already.`);
  });

  it('stops with a sentence and a failing status, and never prints a password', async () => {
    const file = join(folder, 'wrong.json');
    const wrong = await backup([
      `${host.couch}/${club}`,
      file,
      '--admin',
      `${organiser.name}:not-it`,
    ]);
    expect(wrong.status).toBe(1);
    expect(wrong.err).toBe(
      `${host.couch} refused ${organiser.name}: the name or the password is wrong.`,
    );

    const inAddress = new URL(`${host.couch}/${host.named('no-such-club')}`);
    inAddress.username = host.admin.name;
    inAddress.password = host.admin.password;
    const missing = await backup([inAddress.href, file]);
    expect(missing.status).toBe(1);
    expect(missing.err).toMatch(
      /^There is no club no-such-club\S* at http:\/\/127\.0\.0\.1:\d+\S*: check the club's name/,
    );
    expect(missing.err).not.toContain(host.admin.password);

    writeFileSync(file, '{"format":"bridgepad club backup","version":2}');
    const notOne = await backup([`${host.couch}/${club}`, file, '--restore', ...as(organiser)]);
    expect(notOne.status).toBe(1);
    expect(notOne.err).toContain('is not a club backup: version: 2; this WeThey reads version 1');

    const elsewhere = await backup([
      `${host.couch}/${host.named('new-club')}`,
      join(folder, 'club.json'),
      '--restore',
      ...as(organiser),
    ]);
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.err).toMatch(
      new RegExp(`^${organiser.name} may not (read club|make the database) `),
    );

    const usage = await backup([`${host.couch}/${club}`]);
    expect(usage.status).toBe(2);
    expect(usage.err).toContain('Usage: npm run club:backup -- URL FILE');
  });
});
