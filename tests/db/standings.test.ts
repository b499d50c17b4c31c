import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { withoutMarks } from '../../src/db/matchMarks.ts';
import { getRecord, type MatchRow } from '../../src/db/matchRows.ts';
import { allRecords } from '../../src/db/allMatches.ts';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import { keptStanding, LIST_PAGE, listRows, STANDING_VERSION } from '../../src/db/standings.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import { standingOf } from '../../src/engine/standing.ts';
import { arbitraryMatchFile } from '../arbitraries.ts';
import { freshIndexedDb, rubberFile } from './helpers.ts';

// 2H made with an overtrick: 60 below the line and 30 above, 90 in all.
const twoHearts = { contract: '2H', declarer: 'S', tricks: 9 };
const fourSpades = { contract: '4S', declarer: 'E', tricks: 10 };

async function stored(deals = [twoHearts]) {
  const db = await freshIndexedDb().open();
  const created = await createMatch(db, rubberFile({ deals }));
  if (!created.ok) throw new Error('fixture match is invalid');
  return { db, id: created.value.id };
}

/** Empties a store beneath Dexie, as a device that lost it would. */
function clearBeneath(db: BridgepadDb, store: string): Promise<void> {
  const tx = db.backendDB().transaction(store, 'readwrite');
  tx.objectStore(store).clear();
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('not cleared'));
  });
}

const row = async (db: BridgepadDb, id: string) => (await db.matches.get(id)) as MatchRow;

/** Waits until the list has kept the standing of the match's present revision. */
async function kept(db: BridgepadDb, id: string) {
  await expect.poll(async () => keptStanding(await row(db, id))).not.toBeNull();
  return (await row(db, id)).standing;
}

const standingNow = async (db: BridgepadDb) =>
  (await listRows(db, LIST_PAGE)).map((item) => item.standing);

describe('the standing kept beside each match for the matches list', () => {
  it('is worked out from the deals on the first read, then kept with the row’s revision', async () => {
    const { db, id } = await stored();
    const [first] = await listRows(db, LIST_PAGE);
    expect(first?.standing).toEqual({
      status: 'in-progress',
      totals: [90, 0],
      winner: 0,
      deals: 1,
      firstRubber: { won: false, over: false },
    });
    expect(first?.match.ok && first.match.value.players).toEqual(rubberFile().players);
    expect(await kept(db, id)).toEqual({
      v: STANDING_VERSION,
      rev: (await row(db, id)).rev,
      ok: true,
      standing: first?.standing,
    });
  });

  it('is read from the row, without the deals, once kept', async () => {
    const { db, id } = await stored();
    await listRows(db, LIST_PAGE);
    await kept(db, id);
    // The pages of deals gone beneath the store (a write of them through it is a write of their
    // matches, which drops the standing): a list that read them would call the match damaged.
    await clearBeneath(db, db.dealPages.name);
    expect((await listRows(db, LIST_PAGE))[0]?.standing?.totals).toEqual([90, 0]);
  });

  it('is worked out again after a write: a write leaves no standing of the deals before it', async () => {
    const { db, id } = await stored();
    await listRows(db, LIST_PAGE);
    await kept(db, id);
    await commitEdit(db, id, { kind: 'addDeal', index: 1, deal: fourSpades });
    expect((await row(db, id)).standing).toBeUndefined();
    expect((await standingNow(db))[0]?.totals).toEqual([90, 120]);
    expect((await kept(db, id)) as { rev: number }).toMatchObject({ rev: (await row(db, id)).rev });
  });

  it.each([
    ['of another revision', (s: Record<string, unknown>) => ({ ...s, rev: (s.rev as number) - 1 })],
    ['of another version', (s: Record<string, unknown>) => ({ ...s, v: STANDING_VERSION + 1 })],
    [
      'with a status unknown',
      (s: Record<string, unknown>) => ({
        ...s,
        standing: { ...(s.standing as object), status: 'won' },
      }),
    ],
    [
      'with totals not numbers',
      (s: Record<string, unknown>) => ({
        ...s,
        standing: { ...(s.standing as object), totals: ['60', null] },
      }),
    ],
    [
      'with a leader out of range',
      (s: Record<string, unknown>) => ({
        ...s,
        standing: { ...(s.standing as object), winner: 7 },
      }),
    ],
    ['cut short', () => ({ v: STANDING_VERSION, ok: true })],
    ['not an object', () => 'garbage'],
    [
      'a problem without its message',
      (s: Record<string, unknown>) => ({
        v: s.v,
        rev: s.rev,
        ok: false,
        problem: { path: 'deals' },
      }),
    ],
  ])('is worked out again, and kept again, when the kept one is %s', async (_, spoil) => {
    const { db, id } = await stored();
    await listRows(db, LIST_PAGE);
    const good = (await kept(db, id)) as Record<string, unknown>;
    // Spoiled, and showing a score the deals do not make, so a list that trusted it would show it.
    const wrong = { ...good, standing: { ...(good.standing as object), totals: [9990, 0] } };
    // Written as the list writes a standing (a write of the row otherwise drops it).
    await withoutMarks(db, 'standing', [db.matches], () =>
      db.matches.update(id, { standing: spoil(wrong) }),
    );
    expect(keptStanding(await row(db, id))).toBeNull();
    expect((await standingNow(db))[0]?.totals).toEqual([90, 0]);
    expect(await kept(db, id)).toEqual(good);
  });

  it('keeps a match that cannot be read as damaged, naming the problem, and changes nothing else', async () => {
    const { db, id } = await stored();
    await db.dealPages.clear();
    const [item] = await listRows(db, LIST_PAGE);
    expect(item?.standing).toBeNull();
    expect(item?.match.ok).toBe(false);
    expect(item?.match.ok === false && item.match.errors[0]?.path).toBe('deals');
    expect(await kept(db, id)).toMatchObject({ ok: false, problem: { path: 'deals' } });
    // Read again from what is kept, the same.
    expect((await listRows(db, LIST_PAGE))[0]).toEqual(item);
  });

  it('never leaves a standing of older deals when a write races its keeping', async () => {
    const { db, id } = await stored();
    const reading = listRows(db, LIST_PAGE);
    const writing = commitEdit(db, id, { kind: 'addDeal', index: 1, deal: fourSpades });
    await Promise.all([reading, writing]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const standing = keptStanding(await row(db, id));
    if (standing !== null) expect(standing.ok && standing.standing.totals).toEqual([90, 120]);
    expect((await standingNow(db))[0]?.totals).toEqual([90, 120]);
  });

  it('is never part of a match as read, exported or backed up', async () => {
    const { db, id } = await stored();
    await listRows(db, LIST_PAGE);
    await kept(db, id);
    expect(Object.keys((await getRecord(db, id)) ?? {})).not.toContain('standing');
    expect((await allRecords(db)).every((record) => !('standing' in record))).toBe(true);
  });

  it('lists matches in the order changed, the same whether worked out or kept', async () => {
    const db = await freshIndexedDb().open();
    for (const deals of [[], [twoHearts], [twoHearts, fourSpades]]) {
      await createMatch(db, rubberFile({ deals }));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const first = await listRows(db, LIST_PAGE);
    expect(first.map((item) => item.standing?.deals)).toEqual([2, 1, 0]);
    for (const item of first) await kept(db, item.id);
    expect(await listRows(db, LIST_PAGE)).toEqual(first);
  });

  it('says what the match screen’s sheet says, for matches of every game', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryMatchFile, async (file) => {
        const db = await freshIndexedDb().open();
        const created = await createMatch(db, file);
        fc.pre(created.ok);
        const whole = validateMatch(file);
        if (!whole.ok) throw new Error('stored but invalid');
        const expected = standingOf(scoreMatch(whole.value));
        const [first] = await listRows(db, LIST_PAGE);
        expect(first?.standing).toEqual(expected);
        await kept(db, first?.id ?? '');
        expect((await listRows(db, LIST_PAGE))[0]?.standing).toEqual(expected);
        db.close();
      }),
      { numRuns: 40 },
    );
  });
});
