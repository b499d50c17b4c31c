import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRecord } from '../../src/db/matchRows.ts';
import { listRows } from '../../src/db/standings.ts';
import type { Device } from './devices.ts';
import { device, memoryPouch } from './devices.ts';
import { SIX_DEALS, addDeal, deal, newMatch } from './matches.ts';
import { rubberFile } from '../db/helpers.ts';

/**
 * The matches list on the devices of a club (docs/sync.md, "On the device"): every device lists
 * the club's matches in the same order, newest played first, however and whenever each reached it.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** A time of a club night, `minutes` after 19:00. */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 19, minutes));

/** The device's matches list, as its ids, top first. */
const order = async (on: Device) => (await listRows(on.db, 50)).map((row) => row.id);

describe('the matches list on the devices of a club', () => {
  it('is in the same order on every device, by when each match was played, not when it arrived', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    // Ben plays first, offline; Ana plays two later and sends them before Ben's comes.
    vi.setSystemTime(at(0));
    const early = await newMatch(ben, SIX_DEALS.slice(0, 2));
    vi.setSystemTime(at(10));
    const middle = await newMatch(ana, SIX_DEALS.slice(0, 1));
    vi.setSystemTime(at(20));
    const late = await newMatch(ana);
    vi.setSystemTime(at(25));
    await addDeal(ana, late, 0, deal('4S', 'E', 10));
    await ana.mirror.syncOnce(server);
    // Ben's device takes Ana's two before its own reaches the club; Ana's takes Ben's last.
    vi.setSystemTime(at(90));
    await ben.mirror.syncOnce(server);
    vi.setSystemTime(at(120));
    await ana.mirror.syncOnce(server);
    // Kim joins the next day, and takes all three at once.
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 21, 9)));
    const kim = await device('kim');
    await kim.mirror.syncOnce(server);

    const played = [late, middle, early];
    expect(await order(ana)).toEqual(played);
    expect(await order(ben)).toEqual(played);
    expect(await order(kim)).toEqual(played);
    for (const on of [ana, ben, kim])
      expect((await getRecord(on.db, early))?.createdAt).toBe(at(0).toISOString());
  });

  it('gives a match that came to the club without times the times of its history, alike everywhere', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = memoryPouch('server');
    const [ana, ben] = await Promise.all([device('ana'), device('ben')]);
    vi.setSystemTime(at(30));
    const played = await newMatch(ana, SIX_DEALS.slice(0, 1));
    await ana.mirror.syncOnce(server);
    // Written to the club by a tool other than the app: the format leaves the times out.
    const {
      createdAt: _c,
      updatedAt: _u,
      ...bare
    } = rubberFile({
      id: 'from-a-tool',
      deals: [deal('2H', 'S', 8)],
    }) as Record<string, unknown>;
    const other = {
      _id: 'match:from-a-tool',
      type: 'bridgepad.match',
      v: 1,
      author: 'ana',
      file: bare,
      steps: [
        {
          id: 'step-1',
          at: at(5).toISOString(),
          author: 'ana',
          edit: { kind: 'addDeal', index: 0, deal: deal('2H', 'S', 8) },
          state: 'done',
          parent: null,
        },
      ],
    };
    await server.put(other);
    const untimed = { ...other, _id: 'match:untimed', file: { ...bare, id: 'untimed' }, steps: [] };
    await server.put(untimed);
    // Each device takes them at its own time.
    vi.setSystemTime(at(40));
    await ana.mirror.syncOnce(server);
    vi.setSystemTime(at(300));
    await ben.mirror.syncOnce(server);

    const expected = [played, 'from-a-tool', 'untimed'];
    expect(await order(ana)).toEqual(expected);
    expect(await order(ben)).toEqual(expected);
    for (const on of [ana, ben]) {
      expect(await getRecord(on.db, 'from-a-tool')).toMatchObject({
        createdAt: at(5).toISOString(),
        updatedAt: at(5).toISOString(),
      });
      expect((await getRecord(on.db, 'untimed'))?.createdAt).toBe('1970-01-01T00:00:00.000Z');
    }
  });
});
