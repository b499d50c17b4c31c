// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { useClubStore } from '../../src/state/clubStore.ts';
import { joinClub, leaveClub } from '../../src/ui/club/clubActions.ts';
import { freshIndexedDb } from '../db/helpers.ts';
import { clubWorld, leaveNothingRunning } from '../ui/clubWorld.ts';
import type { LocalPouch } from '../../src/sync/pouch.ts';
import { device, serverDocs } from './devices.ts';
import { SIX_DEALS, addDeal, deal, dealsOf, newMatch } from './matches.ts';

/**
 * Leaving the club and joining it again on the same device (docs/sync.md, "On the device"): as the
 * same member, or as another, every match the device holds as it came from the club stays the
 * club's as it was: nothing is written again under the joining member's name, and no document's
 * author on the server changes.
 */

afterEach(leaveNothingRunning);

const SERVER = '/couchdb';
const CLUB = 'kapiti-coast';
const PASSWORDS = { ana: 'tui-2026', ben: 'kea-2026', kim: 'fern-42' };

/** Who wrote each leaf of every document on the server, by id and revision. */
async function authors(server: LocalPouch) {
  return (await serverDocs(server)).map((doc) => `${doc._id} ${doc._rev} ${String(doc.author)}`);
}

/** Waits until the device's sync is in step with the club, with nothing left to send. */
async function upToDate(db: BridgepadDb, matches: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const { status } = useClubStore.getState();
      expect(status).toMatchObject({ waiting: 0, failure: null });
      expect(status?.inStepAt).not.toBeNull();
      expect(await db.matches.count()).toBe(matches);
    },
    { timeout: limits.clubSync, interval: 50 },
  );
  // The mirror's tasks queued by what came in have ended.
  await useClubStore.getState().sync?.mirror.push();
  await useClubStore.getState().sync?.mirror.pull();
}

describe('leaving the club and joining again', { timeout: longer(60_000) }, () => {
  it('as the same member, and then as another, changes no author on the server', async () => {
    const { world, club } = clubWorld({
      server: {
        passwords: PASSWORDS,
        members: { ana: [CLUB], ben: [CLUB], kim: [CLUB] },
      },
    });
    const server = club();
    // The organiser's thirteen matches reach the club from her own device.
    const ana = await device('ana');
    const ids: string[] = [];
    for (let i = 0; i < 13; i += 1) ids.push(await newMatch(ana, SIX_DEALS.slice(0, 1 + (i % 6))));
    await ana.mirror.syncOnce(server);
    const before = await authors(club());
    expect(before).toHaveLength(13);
    expect(before.every((line) => line.endsWith(' ana'))).toBe(true);

    const db = await freshIndexedDb().open(`bridgepad-${crypto.randomUUID()}`);
    const form = (member: 'ben' | 'kim') => ({
      server: SERVER,
      club: CLUB,
      member,
      password: PASSWORDS[member],
    });
    expect(await joinClub(db, form('ben'), world)).toBeNull();
    await upToDate(db, 13);
    expect(await authors(club())).toEqual(before);

    await leaveClub(db, world);
    expect(await db.matches.count()).toBe(13);
    expect(await joinClub(db, form('ben'), world)).toBeNull();
    await upToDate(db, 13);
    expect(await authors(club())).toEqual(before);

    await leaveClub(db, world);
    // While the device is out of the club, the organiser goes on with one match, and the device
    // begins one of its own.
    const second = ids[1] ?? '';
    await addDeal(ana, second, 2, deal('1NT', 'N', 7));
    await ana.mirror.syncOnce(club());
    const moved = await authors(club());
    const own = await newMatch({ ...ana, db }, [deal('2C', 'E', 8)]);
    expect(await joinClub(db, form('kim'), world)).toBeNull();
    await upToDate(db, 14);
    // The organiser's deal reached the device; only the device's own match is kim's.
    expect(await dealsOf({ ...ana, db }, second)).toEqual(await dealsOf(ana, second));
    const rejoined = await authors(club());
    expect(rejoined.filter((line) => !line.startsWith(`match:${own} `))).toEqual(moved);
    expect(rejoined.filter((line) => line.startsWith(`match:${own} `))).toEqual([
      expect.stringMatching(/^match:\S+ 1-\S+ kim$/),
    ]);

    // What kim then writes is kim's, and only that match is written again.
    const first = ids[0] ?? '';
    await addDeal({ ...ana, db }, first, 1, deal('4H', 'S', 10));
    await vi.waitFor(
      async () => {
        const after = await authors(club());
        expect(after.filter((line) => line.startsWith(`match:${first} `))).toEqual([
          expect.stringMatching(/^match:\S+ 2-\S+ kim$/),
        ]);
      },
      { timeout: limits.clubSync, interval: 50 },
    );
    expect((await authors(club())).filter((line) => !line.startsWith(`match:${first} `))).toEqual(
      rejoined.filter((line) => !line.startsWith(`match:${first} `)),
    );
  });
});
