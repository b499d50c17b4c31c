import { describe, expect, it } from 'vitest';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { ClubMatch, ClubMatchWrite, ClubStep, KeptMatch } from '../../src/db/clubRecords.ts';
import { keptMatchesOf, sameMark, writeClubMatches } from '../../src/db/clubRecords.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { deleteMatch, listDeleted } from '../../src/db/deletedMatches.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { createMatch, toRecord } from '../../src/db/matchWrites.ts';
import type { DealJson, MatchFileJson } from '../../src/db/records.ts';
import { watchStores } from '../../src/db/storeChanges.ts';
import { getBase } from '../../src/db/syncRecords.ts';
import { TABLES } from '../../src/db/schema.ts';
import { freshIndexedDb, rubberFile } from './helpers.ts';

/**
 * Writing a page of a club's matches at once (src/db/clubRecords.ts, writeClubMatches): each match
 * written or left as writeClubMatch would, all in one transaction.
 */

const deal = (contract: string, declarer: string, tricks: number): DealJson => ({
  contract,
  declarer,
  tricks,
});

function clubMatch(file: MatchFileJson, steps: readonly ClubStep[] = []): ClubMatch {
  const read = validateMatch(file);
  if (!read.ok) throw new Error('refused');
  return { deleted: false, record: toRecord(read.value), steps };
}

/** A write as the mirror makes one: where the device keeps nothing, or what `expected` names. */
function write(
  matchId: string,
  club: ClubMatch,
  holds: (kept: KeptMatch | undefined) => boolean = (kept) => kept === undefined,
): ClubMatchWrite {
  return {
    matchId,
    club,
    holds,
    base: (kept) => ({
      docId: `match:${matchId}`,
      rev: '1-club',
      hash:
        kept === undefined ? 'deleted' : `deals ${(kept.record.file.deals as unknown[]).length}`,
    }),
  };
}

async function kept(db: BridgepadDb, file: MatchFileJson): Promise<string> {
  const created = await createMatch(db, file);
  if (!created.ok) throw new Error('refused');
  return created.value.id;
}

describe("a page of the club's matches written at once", () => {
  it('writes each as the club has it, leaves the one the device changed, in one transaction', async () => {
    const db = await freshIndexedDb().open();
    const mine = await kept(db, rubberFile({ deals: [deal('2H', 'S', 9)] }));
    const binned = await kept(db, rubberFile());
    await deleteMatch(db, binned);
    const going = await kept(db, rubberFile({ deals: [deal('1C', 'W', 7)] }));
    const steps: ClubStep[] = [
      {
        stepId: 's1',
        at: '2026-11-26T20:00:00.000Z',
        author: 'ana',
        edit: { kind: 'addDeal', index: 0, deal: deal('4S', 'N', 10) },
        state: 'done',
        parent: null,
      },
      {
        stepId: 's2',
        at: '2026-11-26T20:01:00.000Z',
        author: 'ben',
        edit: { kind: 'addDeal', index: 1, deal: deal('3NT', 'E', 9) },
        state: 'done',
        parent: 's1',
      },
    ];
    const heard: string[][] = [];
    const stop = watchStores(db, (stores) => heard.push([...stores].sort()));
    const done = await writeClubMatches(db, [
      write(
        'club-1',
        clubMatch(
          rubberFile({ id: 'club-1', deals: [deal('4S', 'N', 10), deal('3NT', 'E', 9)] }),
          steps,
        ),
      ),
      write('club-2', clubMatch(rubberFile({ id: 'club-2' }))),
      // Changed on the device since the mirror last saw it: not written over.
      write(mine, clubMatch(rubberFile({ id: mine })), () => false),
      write(binned, clubMatch(rubberFile({ id: binned, deals: [deal('5D', 'S', 11)] }))),
      write(going, { deleted: true }, (here) => here !== undefined),
    ]);
    stop();

    expect(done).toEqual(['written', 'written', 'changed', 'written', 'written']);
    // One transaction: the store is heard of once.
    expect(heard.filter((stores) => stores.includes(TABLES.matches))).toHaveLength(1);
    expect((await getRecord(db, 'club-1'))?.file.deals).toEqual([
      deal('4S', 'N', 10),
      deal('3NT', 'E', 9),
    ]);
    const history = await historyOf(db, 'club-1');
    expect(history.map((s) => [s.stepId, s.author])).toEqual([
      ['s1', 'ana'],
      ['s2', 'ben'],
    ]);
    expect(history.map((s) => s.parent)).toEqual([null, history[0]?.seq]);
    expect((await getRecord(db, mine))?.file.deals).toEqual([deal('2H', 'S', 9)]);
    expect(await getBase(db, `match:${mine}`)).toBeUndefined();
    expect((await getRecord(db, binned))?.file.deals).toEqual([deal('5D', 'S', 11)]);
    expect(await getRecord(db, going)).toBeUndefined();
    expect((await listDeleted(db)).map((d) => d.id)).toEqual([going]);

    // Each base names the match as written; only what the device never kept arrived from the club.
    // A match written as the club has it is marked as every write is, and its base keeps the mark:
    // no change of the device's, so the mirror's push passes it over until it is written again.
    const mark = (await db.matchMarks.get('club-1'))?.seq ?? 0;
    expect(mark).toBeGreaterThan((await db.matchMarks.get(mine))?.seq ?? 0);
    expect(await getBase(db, 'match:club-1')).toEqual({
      docId: 'match:club-1',
      rev: '1-club',
      hash: 'deals 2',
      arrived: true,
      mark,
    });
    expect(sameMark(mark, await getBase(db, 'match:club-1'))).toBe(true);
    expect((await getBase(db, 'match:club-2'))?.arrived).toBe(true);
    expect((await getBase(db, `match:${binned}`))?.arrived).toBeUndefined();
    expect(await getBase(db, `match:${going}`)).toEqual({
      docId: `match:${going}`,
      rev: '1-club',
      hash: 'deleted',
      mark: (await db.matchMarks.get(going))?.seq,
    });
  });

  it('reads many kept matches at once, with their histories, leaving out those not kept', async () => {
    const db = await freshIndexedDb().open();
    const one = await kept(db, rubberFile({ deals: [deal('2H', 'S', 9)] }));
    const two = await kept(db, rubberFile());
    const read = await keptMatchesOf(db, [one, 'nowhere', two]);
    expect([...read.keys()].sort()).toEqual([one, two].sort());
    expect(read.get(one)?.record.file.deals).toEqual([deal('2H', 'S', 9)]);
    expect(await keptMatchesOf(db, [])).toEqual(new Map());
  });
});
