import { describe, expect, it } from 'vitest';
import { deleteMatch } from '../../src/db/deletedMatches.ts';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import { arrivedMatches, getBase, putBase } from '../../src/db/syncRecords.ts';
import { rubberFile } from '../db/helpers.ts';
import { device, memoryPouch } from './devices.ts';
import { newMatch } from './matches.ts';

/**
 * Which matches reached a device from the club (docs/format.md, "The club's documents"): written
 * into its store by the mirror where it kept nothing of them. The signal the desk's results "from
 * the club" and the ledger's "this device" read.
 */

describe('a match that reached this device from the club', () => {
  it('is so on the device that received it, through every later revision, and never on the one that began it', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    const anas = await newMatch(ana);
    const bens = await newMatch(ben);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    await ana.mirror.syncOnce(server);
    expect(await arrivedMatches(ana.db)).toEqual(new Set([bens]));
    expect(await arrivedMatches(ben.db)).toEqual(new Set([anas]));

    // Each scores on the other's match; the signal stays where it was.
    const deal = { contract: '4S', declarer: 'N', tricks: 10 };
    expect((await commitEdit(ben.db, anas, { kind: 'addDeal', index: 0, deal })).ok).toBe(true);
    expect((await commitEdit(ana.db, bens, { kind: 'addDeal', index: 0, deal })).ok).toBe(true);
    await ben.mirror.syncOnce(server);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    expect(await arrivedMatches(ana.db)).toEqual(new Set([bens]));
    expect(await arrivedMatches(ben.db)).toEqual(new Set([anas]));
    expect((await getBase(ben.db, `match:${anas}`))?.arrived).toBe(true);
  });

  it('a match this device kept among its recently deleted, brought back by the club, stays its own', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    // The same match on both (joined by its QR code), deleted on Ana's before she joins the club.
    const id = await newMatch(ana);
    expect((await createMatch(ben.db, rubberFile({ id }))).ok).toBe(true);
    await deleteMatch(ana.db, id);
    await ben.mirror.syncOnce(server);
    await ana.mirror.syncOnce(server);
    expect(await arrivedMatches(ana.db)).toEqual(new Set());
    expect(await arrivedMatches(ben.db)).toEqual(new Set());
  });

  it('a new base keeps the mark', async () => {
    const { db } = await device('ana');
    await putBase(db, { docId: 'match:m1', rev: '1-a', hash: 'h1', arrived: true });
    await putBase(db, { docId: 'match:m1', rev: '2-b', hash: 'h2' });
    await putBase(db, { docId: 'match:m2', rev: '1-c', hash: 'h3' });
    expect(await getBase(db, 'match:m1')).toEqual({
      docId: 'match:m1',
      rev: '2-b',
      hash: 'h2',
      arrived: true,
    });
    expect(await arrivedMatches(db)).toEqual(new Set(['m1']));
  });
});
