import { describe, expect, it } from 'vitest';
import { readBackup, writeBackup } from '../../src/db/backupFile.ts';
import {
  forgetMembership,
  loadLeftClub,
  readLeftClub,
  loadMembership,
  markSignedOut,
  readMembership,
  saveMembership,
} from '../../src/db/clubMembership.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { applyImport, parseImportContents, planImport } from '../../src/db/importExport.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { freshIndexedDb, rubberFile } from './helpers.ts';

/**
 * The club a device has joined, kept as the `club` setting (docs/format.md, "The backup"): read
 * through its validator, in the backup (signed out: the session is the browser's), never a
 * password; the device's part in the club's sync stays out of the backup.
 */

const KAPITI = { server: '/couchdb', club: 'kapiti-coast', member: 'ana', signedIn: true };

async function restore(db: BridgepadDb, text: string) {
  const read = parseImportContents(text);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  const plan = await planImport(db, read.value.matches);
  return applyImport(db, plan, undefined, read.value.stores);
}

describe('the club setting’s validator', () => {
  it('reads a membership, and names each field that is wrong', () => {
    expect(readMembership(KAPITI)).toEqual({ ok: true, value: KAPITI });
    expect(
      readMembership(
        { server: '', club: 'Kapiti Coast', member: 42, signedIn: 'yes', password: 'tui' },
        'club',
      ),
    ).toEqual({
      ok: false,
      errors: [
        { path: 'club.password', message: 'unknown field' },
        { path: 'club.server', message: 'must be text of 1 to 2000 characters, not ""' },
        { path: 'club.member', message: 'must be text of 1 to 200 characters, not 42' },
        {
          path: 'club.club',
          message:
            'must be a club\'s database name (a to z first, then a to z, 0 to 9 or _$()+/-), not "Kapiti Coast"',
        },
        { path: 'club.signedIn', message: 'must be true or false, not "yes"' },
      ],
    });
    expect(readMembership('kapiti')).toEqual({
      ok: false,
      errors: [{ path: '$', message: 'must be an object' }],
    });
  });

  it('is kept, noted signed out, and forgotten with the sync records, no match touched', async () => {
    const db = await freshIndexedDb().open();
    expect(await loadMembership(db)).toBeNull();
    await saveMembership(db, KAPITI);
    expect(await loadMembership(db)).toEqual({ ok: true, value: KAPITI });
    await markSignedOut(db);
    expect(await loadMembership(db)).toEqual({ ok: true, value: { ...KAPITI, signedIn: false } });
    // Never a password, whatever the caller hands over.
    await saveMembership(db, { ...KAPITI, password: 'tui' } as typeof KAPITI);
    expect((await db.settings.get('club'))?.value).toEqual(KAPITI);
    await expect(saveMembership(db, { ...KAPITI, club: 'Kapiti' })).rejects.toThrow('club.club');

    const match = await createMatch(db, rubberFile());
    await db.syncBase.put({ docId: 'match:x', rev: '1-a', hash: 'h' });
    await db.syncDiffers.put({ docId: 'match:y', mine: '2-b', theirs: [], at: 'now' });
    await forgetMembership(db);
    expect(await loadMembership(db)).toBeNull();
    expect(await db.syncBase.count()).toBe(0);
    expect(await db.syncDiffers.count()).toBe(0);
    expect(match.ok && (await db.matches.get(match.value.id))).toBeTruthy();
  });

  it('leaving, keeps the club’s server and name to join again, never the member', async () => {
    const db = await freshIndexedDb().open();
    expect(await loadLeftClub(db)).toBeNull();
    await saveMembership(db, KAPITI);
    await forgetMembership(db, KAPITI);
    expect(await loadMembership(db)).toBeNull();
    expect(await loadLeftClub(db)).toEqual({ server: KAPITI.server, club: KAPITI.club });
    expect((await db.settings.get('leftClub'))?.value).toEqual({
      server: KAPITI.server,
      club: KAPITI.club,
    });
    // A row that does not read is no club to join again.
    await db.settings.put({ key: 'leftClub', value: { server: '/couchdb', club: 'Kapiti' } });
    expect(await loadLeftClub(db)).toBeNull();
    expect(readLeftClub({ server: '', club: 'k', member: 'ana' }, 'leftClub')).toMatchObject({
      ok: false,
      errors: [{ path: 'leftClub.member' }, { path: 'leftClub.server' }],
    });
  });

  it('reads a damaged row as its problems', async () => {
    const db = await freshIndexedDb().open();
    await db.settings.put({ key: 'club', value: { server: '/couchdb' } });
    const read = await loadMembership(db);
    expect(read?.ok).toBe(false);
    expect(read?.ok === false && read.errors.map((e) => e.path)).toEqual([
      'club.member',
      'club.club',
      'club.signedIn',
    ]);
  });
});

describe('the club joined, in the backup', () => {
  it('is backed up signed out and restored so: the member signs in again; the sync records stay behind', async () => {
    const { open } = freshIndexedDb();
    const device = await open('device');
    await saveMembership(device, KAPITI);
    await device.syncBase.put({ docId: 'match:x', rev: '1-a', hash: 'h' });
    const { text } = await writeBackup(device);
    const backup = JSON.parse(text) as { settings: { key: string; value: unknown }[] };
    expect(backup.settings).toContainEqual({ key: 'club', value: { ...KAPITI, signedIn: false } });
    expect(text).not.toMatch(/password|syncBase|match:x/);
    // The device itself stays signed in.
    expect(await loadMembership(device)).toEqual({ ok: true, value: KAPITI });

    const fresh = await open('fresh');
    await restore(fresh, text);
    expect(await loadMembership(fresh)).toEqual({
      ok: true,
      value: { ...KAPITI, signedIn: false },
    });
    expect(await fresh.syncBase.count()).toBe(0);
  });

  it('is taken signed out whatever the file says, and leaves a device’s own club as it is', async () => {
    const file = (value: unknown) => ({
      format: 'bridgepad.backup',
      version: 2,
      matches: [],
      settings: [{ key: 'club', value }],
    });
    const read = readBackup(file(KAPITI));
    expect(read.ok && read.value.stores.settings).toEqual([
      { key: 'club', value: { ...KAPITI, signedIn: false } },
    ]);
    const db = await freshIndexedDb().open();
    const own = { server: '/couchdb', club: 'otaki', member: 'ben', signedIn: true };
    await saveMembership(db, own);
    await restore(db, JSON.stringify(file(KAPITI)));
    expect(await loadMembership(db)).toEqual({ ok: true, value: own });
  });

  it('refuses a backup whose club setting does not read, naming where', () => {
    const backup = {
      format: 'bridgepad.backup',
      version: 2,
      matches: [],
      settings: [
        { key: 'lastCompetition', value: 'profile-1' },
        { key: 'club', value: { ...KAPITI, password: 'tui' } },
      ],
    };
    expect(readBackup(backup)).toEqual({
      ok: false,
      errors: [{ path: 'settings[1].value.password', message: 'unknown field' }],
    });
  });
});
