import { describe, expect, it } from 'vitest';
import { keptRowsById } from '../../src/db/clubKept.ts';
import { matchForClub, writeClubMatch } from '../../src/db/clubRecords.ts';
import { saveCompetition } from '../../src/db/competitions.ts';
import { createDesk } from '../../src/db/desk.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { commitEdit, createMatch, undo } from '../../src/db/matchWrites.ts';
import {
  DELETED,
  bodyHash,
  clubSteps,
  docId,
  keptBody,
  keptMatchHash,
  keptRowOf,
  matchBody,
  parseDocId,
  readBody,
  readMatchBody,
} from '../../src/sync/clubDocs.ts';
import { KAPITI_COAST, freshIndexedDb, rubberFile } from '../db/helpers.ts';

/**
 * The club's documents (docs/format.md, "The club's documents"), made from the store and read back.
 */

const deal = (contract: string, declarer: string, tricks: number) => ({
  contract,
  declarer,
  tricks,
});

async function matchWithHistory() {
  const db = await freshIndexedDb().open();
  const created = await createMatch(db, rubberFile());
  if (!created.ok) throw new Error('refused');
  const id = created.value.id;
  await commitEdit(db, id, { kind: 'addDeal', index: 0, deal: deal('4S', 'N', 10) });
  await commitEdit(db, id, { kind: 'addDeal', index: 1, deal: deal('3NT', 'E', 8) });
  await undo(db, id);
  await commitEdit(db, id, { kind: 'addDeal', index: 1, deal: deal('3NT', 'E', 9) });
  return { db, id };
}

describe("a match and its history as the club's document", () => {
  it('names every step once, with its author, and each parent by its id', async () => {
    const { db, id } = await matchWithHistory();
    const kept = await matchForClub(db, id, 'ana');
    if (kept === undefined) throw new Error('no match');
    const body = matchBody(kept);
    expect(body?.file.deals).toEqual([deal('4S', 'N', 10), deal('3NT', 'E', 9)]);
    const steps = body?.steps ?? [];
    expect(steps.map((s) => [s.author, s.state])).toEqual([
      ['ana', 'done'],
      ['ana', 'discarded'],
      ['ana', 'done'],
    ]);
    expect(new Set(steps.map((s) => s.id)).size).toBe(3);
    expect(steps.map((s) => s.parent)).toEqual([null, steps[0]?.id, steps[0]?.id]);
    // Named once: a second look finds the same names, and a later member does not sign them.
    expect(matchBody((await matchForClub(db, id, 'ben')) ?? kept)).toEqual(body);
    // Nothing derived: the store's standing, page count and write count stay on the device.
    await listMatches(db);
    expect(Object.keys(body ?? {}).sort()).toEqual(['file', 'steps', 'type', 'v']);
    for (const key of ['standing', 'dealCount', 'rev', 'writtenAt'])
      expect(Object.keys(body?.file ?? {})).not.toContain(key);
  });

  it('reads back on another device into the same match and history, parents found by id', async () => {
    const { db, id } = await matchWithHistory();
    const kept = await matchForClub(db, id, 'ana');
    const body = kept === undefined ? null : matchBody(kept);
    const read = readMatchBody({ _id: docId('match', id), author: 'ana', ...body });
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const other = await freshIndexedDb().open();
    const written = await writeClubMatch(
      other,
      id,
      {
        deleted: false,
        record: kept?.record ?? (undefined as never),
        steps: clubSteps(read.value.body.steps),
      },
      (here) => keptMatchHash(here) === DELETED,
      (here) => ({ docId: docId('match', id), rev: '1-a', hash: keptMatchHash(here) }),
    );
    expect(written).toBe('written');
    const copy = await matchForClub(other, id, 'ben');
    expect(copy === undefined ? null : matchBody(copy)).toEqual(body);
    const parents = (await historyOf(other, id)).map((s) => s.parent);
    const seqs = (await historyOf(other, id)).map((s) => s.seq);
    expect(parents).toEqual([null, seqs[0], seqs[0]]);
    expect(bodyHash(read.value.body)).toBe(keptMatchHash(copy));
  });

  it('refuses a document that is not a match of the current layout, naming each place', () => {
    const read = readMatchBody({
      type: 'bridgepad.match',
      v: 2,
      file: { ...rubberFile(), deals: [{ contract: '8S', declarer: 'N', tricks: 10 }] },
      steps: [
        { id: 's1', at: 'now', author: '', edit: { kind: 'shuffle' }, state: 'done', parent: null },
      ],
    });
    expect(read.ok ? [] : read.errors.map((p) => p.path)).toEqual([
      'v',
      'file.deals[0].contract',
      'steps[0].author',
      'steps[0].edit',
    ]);
  });

  it('names documents by kind and the id the device keeps', () => {
    expect(docId('match', 'abc')).toBe('match:abc');
    expect(parseDocId('desk:a:b')).toEqual({ kind: 'desk', id: 'a:b' });
    expect(parseDocId('_design/bridgepad')).toBeNull();
    expect(parseDocId('ledger:1')).toBeNull();
  });
});

describe("the organiser's desk, a profile and a result's file as the club's documents", () => {
  it('each reads back to the row the device keeps', async () => {
    const db = await freshIndexedDb().open();
    const made = await createDesk(db, 'Club Championship');
    const profile = await saveCompetition(db, KAPITI_COAST);
    if (!made.ok || !profile.ok) throw new Error('refused');
    const [deskRow] = await keptRowsById(db, 'desk', [made.value.id]);
    const [profileRow] = await keptRowsById(db, 'profile', [profile.value.id]);
    const result = {
      id: 'file-1',
      deskId: made.value.id,
      receivedAt: '2026-11-20T18:00:00.000Z',
      from: 'ana.json',
      file: rubberFile(),
    };
    for (const [kind, row] of [
      ['desk', deskRow],
      ['profile', profileRow],
      ['result', result],
    ] as const) {
      const body = keptBody(kind, row);
      if (!body.ok) throw new Error(JSON.stringify(body.errors));
      const read = readBody(kind, {
        _id: docId(kind, row?.id ?? ''),
        author: 'ana',
        ...body.value,
      });
      if (!read.ok || read.value.type === 'bridgepad.match') throw new Error('did not read');
      expect(read.value).toEqual(body.value);
      expect(keptRowOf(read.value, row?.id ?? '')).toEqual(row);
    }
  });

  it('refuses what its own validator refuses, at its place', () => {
    expect(
      readBody('desk', { type: 'bridgepad.desk', v: 1, desk: { id: 'd', pairs: 'none' } }),
    ).toMatchObject({
      ok: false,
      errors: expect.arrayContaining([{ path: 'desk.pairs', message: expect.any(String) }]),
    });
    expect(
      readBody('profile', {
        type: 'bridgepad.profile',
        v: 1,
        profile: { id: 'p', order: 0, name: 'X', colour: 'red' },
      }),
    ).toMatchObject({
      ok: false,
      errors: [{ path: 'profile.competition.colour' }],
    });
    expect(
      readBody('result', {
        type: 'bridgepad.desk',
        v: 1,
        deskId: 'd',
        receivedAt: 'x',
        from: 'a',
        file: {},
      }),
    ).toMatchObject({
      ok: false,
      errors: expect.arrayContaining([{ path: 'type', message: 'must be bridgepad.result' }]),
    });
  });
});
