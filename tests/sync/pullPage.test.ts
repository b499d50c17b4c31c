import { describe, expect, it } from 'vitest';
import { longer } from '../../scripts/limits.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import { arrivedMatches } from '../../src/db/syncRecords.ts';
import { docId } from '../../src/sync/clubDocs.ts';
import { rubberFile } from '../db/helpers.ts';
import type { Device } from './devices.ts';
import { device, memoryPouch } from './devices.ts';
import { deal } from './matches.ts';

/**
 * A club's matches reaching a newly joined device (docs/sync.md, "On the device"): taken in a page
 * of the changes feed at a time, and not sent back to the club as though the device had changed
 * them.
 */

async function newMatch(on: Device, file = rubberFile()): Promise<string> {
  const created = await createMatch(on.db, file);
  if (!created.ok) throw new Error('refused');
  return created.value.id;
}

describe('a club of many matches reaching a newly joined device', () => {
  it(
    'takes every match with its history, sends none of them back, and sends what the device then changes',
    async () => {
      const server = memoryPouch('server');
      const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
      const ids: string[] = [];
      for (let i = 0; i < 450; i++) ids.push(await newMatch(ana));
      const scored = ids[7] as string;
      expect(
        (await commitEdit(ana.db, scored, { kind: 'addDeal', index: 0, deal: deal('4S', 'N', 10) }))
          .ok,
      ).toBe(true);
      await ana.mirror.syncOnce(server);

      await ben.local.sync(server, { live: false, retry: false });
      expect(await ben.mirror.pull()).toBe(450);
      expect((await listMatches(ben.db)).map((m) => m.record.id).sort()).toEqual([...ids].sort());
      expect((await historyOf(ben.db, scored)).map((s) => [s.author, s.edit.kind])).toEqual([
        ['ana', 'addDeal'],
      ]);
      expect(await arrivedMatches(ben.db)).toEqual(new Set(ids));
      // Every match just taken is as the club has it: nothing to look at, nothing to send.
      expect(await ben.mirror.push()).toEqual({ looked: 0, sent: 0 });

      expect(
        (await commitEdit(ben.db, scored, { kind: 'addDeal', index: 1, deal: deal('3NT', 'E', 9) }))
          .ok,
      ).toBe(true);
      expect(await ben.mirror.push()).toEqual({ looked: 1, sent: 1 });
      await ben.mirror.syncOnce(server);
      await ana.mirror.syncOnce(server);
      expect((await getRecord(ana.db, scored))?.file.deals).toEqual([
        deal('4S', 'N', 10),
        deal('3NT', 'E', 9),
      ]);
    },
    longer(60_000),
  );

  it('a match the device kept already, differently, is not written over: it differs', async () => {
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    for (let i = 0; i < 5; i++) await newMatch(ana);
    // The same match on both (joined by its QR code), deal 1 entered differently on each.
    const id = await newMatch(ana, rubberFile({ deals: [deal('4S', 'N', 10)] }));
    await newMatch(ben, rubberFile({ id, deals: [deal('4S', 'N', 9)] }));
    await ana.mirror.syncOnce(server);

    await ben.local.sync(server, { live: false, retry: false });
    await ben.mirror.pull();
    expect((await getRecord(ben.db, id))?.file.deals).toEqual([deal('4S', 'N', 9)]);
    expect((await ben.mirror.differing()).map((d) => [d.docId, d.theirs[0]?.author])).toEqual([
      [docId('match', id), 'ana'],
    ]);
    expect((await listMatches(ben.db)).length).toBe(6);
  });
});
