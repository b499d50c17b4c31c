import { afterEach, describe, expect, it, vi } from 'vitest';
import { docId } from '../../src/sync/clubDocs.ts';
import type { MatchBody } from '../../src/sync/clubDocs.ts';
import { device, memoryPouch } from './devices.ts';
import type { Device } from './devices.ts';
import { addDeal, deal, dealsOf, newMatch } from './matches.ts';

/**
 * What a device sends its club is found by the marks of its writes (src/db/matchMarks.ts), never
 * by its clock: a clock set back, as a phone's is when it corrects itself or a player sets it by
 * hand, sends what is written after all the same.
 */

/** The match's deals in the device's copy of the club: what it has sent. */
async function sentDeals(on: Device, id: string): Promise<unknown> {
  const doc = (await on.local.get(docId('match', id))) as unknown as MatchBody;
  return doc.file.deals;
}

describe('the device clock set back', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a correction written after the clock went back an hour, at the next push', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 26, 20, 0));
    const ana = await device('ana');
    const id = await newMatch(ana);
    await addDeal(ana, id, 0, deal('4S', 'N', 10));
    expect(await ana.mirror.push()).toEqual({ looked: 1, sent: 1 });
    expect(await sentDeals(ana, id)).toEqual([deal('4S', 'N', 10)]);

    vi.setSystemTime(Date.UTC(2026, 10, 26, 20, 5));
    await addDeal(ana, id, 1, deal('3NT', 'S', 9));
    expect(await ana.mirror.push()).toEqual({ looked: 1, sent: 1 });

    // The clock goes back an hour, then the next deal is entered.
    vi.setSystemTime(Date.UTC(2026, 10, 26, 19, 6));
    await addDeal(ana, id, 2, deal('2H', 'E', 8));
    expect(await ana.mirror.push()).toEqual({ looked: 1, sent: 1 });
    expect(await sentDeals(ana, id)).toEqual([
      deal('4S', 'N', 10),
      deal('3NT', 'S', 9),
      deal('2H', 'E', 8),
    ]);
    // Nothing is left to send, and the next write is sent too, the clock back or not.
    expect(await ana.mirror.push()).toEqual({ looked: 0, sent: 0 });
    vi.setSystemTime(Date.UTC(2026, 10, 26, 19, 7));
    await addDeal(ana, id, 3, deal('1C', 'W', 7));
    expect(await ana.mirror.push()).toMatchObject({ sent: 1 });
    expect(await sentDeals(ana, id)).toHaveLength(4);
  });

  it('reaches another device through the club', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 26, 20, 0));
    const server = memoryPouch('server');
    const [ana, ben] = [await device('ana'), await device('ben')];
    const id = await newMatch(ana);
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    vi.setSystemTime(Date.UTC(2026, 10, 26, 18, 0));
    await addDeal(ana, id, 0, deal('6NT', 'W', 12));
    await ana.mirror.syncOnce(server);
    await ben.mirror.syncOnce(server);
    expect(await dealsOf(ben, id)).toEqual([deal('6NT', 'W', 12)]);
  });
});
