import { describe, expect, it } from 'vitest';
import { DEALS_PER_PAGE, getRecord } from '../../src/db/matchRows.ts';
import { putRecord } from '../../src/db/matchRowWrites.ts';
import type { KnownMatch } from '../../src/db/matchStore.ts';
import { readRecord } from '../../src/db/matchStore.ts';
import { commitEdit, createMatch, undo } from '../../src/db/matchWrites.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { dealsOf, freshIndexedDb, rubberFile } from './helpers.ts';

const fourSpades = { contract: '4S', declarer: 'N', tricks: 10 };

async function longMatch(deals: number) {
  const db = await freshIndexedDb().open();
  const created = await createMatch(db, rubberFile({ deals: dealsOf(deals) }));
  if (!created.ok) throw new Error('fixture match is invalid');
  return { db, id: created.value.id };
}

async function known(db: BridgepadDb, id: string): Promise<KnownMatch> {
  const record = await getRecord(db, id);
  if (record === undefined) throw new Error('match missing');
  const read = readRecord(record);
  if (!read.ok) throw new Error('match does not read');
  return { record, match: read.value };
}

/** Every page row of a match, as stored. */
const pages = (db: BridgepadDb, id: string) =>
  db.dealPages.where('[matchId+page]').between([id, 0], [id, Infinity]).toArray();

describe('a match in the store: its row and its pages of deals', () => {
  it('keeps a long match in pages and reads it back whole', async () => {
    const { db, id } = await longMatch(2 * DEALS_PER_PAGE + 7);
    expect((await pages(db, id)).map((p) => p.deals.length)).toEqual([
      DEALS_PER_PAGE,
      DEALS_PER_PAGE,
      7,
    ]);
    const row = await db.matches.get(id);
    expect(row?.file.deals).toBeUndefined();
    expect(row?.dealCount).toBe(2 * DEALS_PER_PAGE + 7);
    expect((await getRecord(db, id))?.file.deals).toEqual(dealsOf(2 * DEALS_PER_PAGE + 7));
  });

  it('writes a deal into a long match by writing its row and its last page only', async () => {
    const { db, id } = await longMatch(3 * DEALS_PER_PAGE + 1);
    const before = await pages(db, id);
    const index = 3 * DEALS_PER_PAGE + 1;
    const written: number[] = [];
    db.dealPages.hook(
      'updating',
      (_changes, key) => void written.push((key as [string, number])[1]),
    );
    db.dealPages.hook('creating', (key) => void written.push((key as [string, number])[1]));
    const saved = await commitEdit(db, id, { kind: 'addDeal', index, deal: fourSpades });
    expect(saved.ok).toBe(true);
    const after = await pages(db, id);
    // The first three pages are the very rows they were; the last holds the new deal.
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    expect(after[3]?.deals).toEqual([...dealsOf(index).slice(3 * DEALS_PER_PAGE), fourSpades]);
    expect((await getRecord(db, id))?.file.deals).toEqual([...dealsOf(index), fourSpades]);
    // Dexie's hooks hear puts as updates (an existing key) or creations.
    expect(written.every((page) => page === 3)).toBe(true);
  });

  it('moves later deals on when a deal is deleted, and drops a page left empty', async () => {
    const { db, id } = await longMatch(DEALS_PER_PAGE + 1);
    const deal = dealsOf(1)[0] as Record<string, unknown>;
    expect((await commitEdit(db, id, { kind: 'deleteDeal', index: 0, deal })).ok).toBe(true);
    expect((await pages(db, id)).map((p) => p.deals.length)).toEqual([DEALS_PER_PAGE]);
    expect((await getRecord(db, id))?.file.deals).toEqual(dealsOf(DEALS_PER_PAGE + 1).slice(1));
    // And undo puts it back where it was, on two pages again.
    expect(await undo(db, id)).toMatchObject({ ok: true });
    expect((await getRecord(db, id))?.file.deals).toEqual(dealsOf(DEALS_PER_PAGE + 1));
    expect(await pages(db, id)).toHaveLength(2);
  });

  it('pages a match written whole (before pages) at its next write', async () => {
    const { db, id } = await longMatch(3);
    const record = await getRecord(db, id);
    if (record === undefined) throw new Error('match missing');
    // As version 2 kept it: the whole file in the row, no pages, no revision.
    await db.dealPages.clear();
    await db.matches.put({ ...record, rev: undefined });
    expect((await getRecord(db, id))?.file.deals).toEqual(dealsOf(3));
    await commitEdit(db, id, { kind: 'addDeal', index: 3, deal: fourSpades });
    const row = await db.matches.get(id);
    expect(row?.file.deals).toBeUndefined();
    expect(row?.dealCount).toBe(4);
    expect((await getRecord(db, id))?.file.deals).toEqual([...dealsOf(3), fourSpades]);
  });

  it('reads a match with a page of deals missing as damaged, never as a shorter match', async () => {
    const { db, id } = await longMatch(2 * DEALS_PER_PAGE + 3);
    await db.dealPages.delete([id, 1]);
    const read = readRecord(
      (await getRecord(db, id)) ?? { id, createdAt: '', updatedAt: '', file: {} },
    );
    expect(read).toMatchObject({ ok: false, errors: [{ path: 'deals' }] });
    // Nothing stored is touched: the other pages are still there.
    expect((await pages(db, id)).map((p) => p.page)).toEqual([0, 2]);
  });

  it('keeps a stored file whose deals are not a list whole, so its problems can be shown', async () => {
    const { db, id } = await longMatch(2);
    const record = await getRecord(db, id);
    if (record === undefined) throw new Error('match missing');
    await putRecord(db, { ...record, file: { ...record.file, deals: 'lost' } });
    expect(await pages(db, id)).toEqual([]);
    const read = readRecord((await getRecord(db, id)) ?? record);
    expect(read.ok).toBe(false);
  });
});

describe('a write starting from the match a screen holds', () => {
  it('uses it while it is the latest, reading no deal, and saves what reading afresh saves', async () => {
    const { db, id } = await longMatch(120);
    const held = await known(db, id);
    let pagesRead = 0;
    db.dealPages.hook('reading', (page) => {
      pagesRead += 1;
      return page;
    });
    const edit = { kind: 'addDeal', index: 120, deal: fourSpades } as const;
    const fromHeld = await commitEdit(db, id, edit, held);
    expect(pagesRead).toBe(0);
    const other = await longMatch(120);
    const fromDisk = await commitEdit(other.db, other.id, edit);
    if (!fromHeld.ok || !fromDisk.ok) throw new Error('not saved');
    const same = (file: Record<string, unknown>) => ({
      ...file,
      id: 0,
      createdAt: 0,
      updatedAt: 0,
    });
    expect(same(fromHeld.value.file)).toEqual(same(fromDisk.value.file));
    expect(same((await getRecord(db, id))?.file ?? {})).toEqual(
      same((await getRecord(other.db, other.id))?.file ?? {}),
    );
  });

  it('ignores a copy another window has overtaken: the edit lands on the latest match', async () => {
    const { db, id } = await longMatch(5);
    const held = await known(db, id);
    // Another window adds deal 6 meanwhile.
    await commitEdit(db, id, { kind: 'addDeal', index: 5, deal: fourSpades });
    const late = await commitEdit(
      db,
      id,
      { kind: 'addDeal', index: 6, deal: { contract: '1NT', declarer: 'E', tricks: 7 } },
      held,
    );
    expect(late.ok).toBe(true);
    expect((await getRecord(db, id))?.file.deals).toEqual([
      ...dealsOf(5),
      fourSpades,
      { contract: '1NT', declarer: 'E', tricks: 7 },
    ]);
  });

  it('still refuses a bad deal, and changes nothing', async () => {
    const { db, id } = await longMatch(5);
    const held = await known(db, id);
    const before = await getRecord(db, id);
    const bad = await commitEdit(
      db,
      id,
      { kind: 'addDeal', index: 5, deal: { contract: '8S', declarer: 'N', tricks: 10 } },
      held,
    );
    expect(bad.ok).toBe(false);
    expect(await getRecord(db, id)).toEqual(before);
  });
});

describe('reading a file again after a change (validateMatch with what it read before)', () => {
  it('reuses the deals it read, and reads the changed ones afresh', () => {
    const file = { ...rubberFile(), deals: dealsOf(10) };
    const first = validateMatch(file);
    if (!first.ok) throw new Error('fixture does not read');
    const deals = [...(file.deals as unknown[])];
    deals[4] = { contract: '7NT', declarer: 'W', tricks: 13 };
    const again = validateMatch({ ...file, deals }, { file, match: first.value });
    if (!again.ok) throw new Error('changed file does not read');
    expect(again.value.deals[3]).toBe(first.value.deals[3]);
    expect(again.value.deals[4]).not.toBe(first.value.deals[4]);
    expect(validateMatch({ ...file, deals })).toEqual(again);
  });

  it('reads every deal afresh when the rules changed', () => {
    const file = {
      ...rubberFile(),
      deals: [{ ...fourSpades, honors: { side: 'NS', points: 100 } }],
    };
    const first = validateMatch(file);
    if (!first.ok) throw new Error('fixture does not read');
    const noHonors = { ...file, rules: { honors: false } };
    expect(validateMatch(noHonors, { file, match: first.value })).toEqual(validateMatch(noHonors));
    expect(validateMatch(noHonors).ok).toBe(false);
  });
});
