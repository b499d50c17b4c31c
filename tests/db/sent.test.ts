import { describe, expect, it } from 'vitest';
import { describeEdit } from '../../src/db/edits.ts';
import { commitEdit, createMatch, undo } from '../../src/db/matchWrites.ts';
import { freshIndexedDb, KAPITI_COAST, rubberFile } from './helpers.ts';
import { getRecord } from '../../src/db/matchRows.ts';

async function sentKapiti() {
  const db = await freshIndexedDb().open();
  const created = await createMatch(
    db,
    rubberFile({ game: 'kapiti', competition: KAPITI_COAST, deals: [] }),
  );
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  const id = created.value.id;
  const sent = await commitEdit(db, id, {
    kind: 'detail',
    field: 'sent',
    before: null,
    after: '2026-11-30T08:15:00.000Z',
  });
  expect(sent.ok && sent.value.file.sent).toBe('2026-11-30T08:15:00.000Z');
  return { db, id, file: async () => (await getRecord(db, id))?.file };
}

describe('when the result was sent', () => {
  it('is said in the history as the player would', () => {
    const edit = { kind: 'detail', field: 'sent', before: null, after: '2026-11-30T08:15:00Z' };
    expect(describeEdit({ ...edit, kind: 'detail', field: 'sent' })).toBe(
      'result sent to the organiser',
    );
    expect(describeEdit({ kind: 'detail', field: 'sent', before: edit.after, after: null })).toBe(
      'marked as not sent',
    );
  });

  it('is taken away by a change to the deals, as the sent result is no longer the result', async () => {
    const { db, id, file } = await sentKapiti();
    await commitEdit(db, id, {
      kind: 'addDeal',
      index: 0,
      deal: { contract: '4S', declarer: 'N', tricks: 10 },
    });
    expect((await file())?.sent).toBeUndefined();
    // Undoing the change does not pretend the result was sent as it now stands.
    await undo(db, id);
    expect((await file())?.deals).toEqual([]);
    expect((await file())?.sent).toBeUndefined();
  });

  it('stays through a change that is not play, and undoes like any step', async () => {
    const { db, id, file } = await sentKapiti();
    await commitEdit(db, id, {
      kind: 'rename',
      before: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
      after: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Ānahera' },
    });
    expect((await file())?.sent).toBe('2026-11-30T08:15:00.000Z');
    await undo(db, id);
    await undo(db, id);
    expect((await file())?.sent).toBeUndefined();
    expect((await file())?.competition).toEqual(KAPITI_COAST);
  });
});
