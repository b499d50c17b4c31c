// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fileAgreement } from '../../src/engine/agreement/compareForm.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { undo } from '../../src/db/matchWrites.ts';
import type { DealJson } from '../../src/db/records.ts';
import { putDiffers } from '../../src/db/syncRecords.ts';
import { useClubStore } from '../../src/state/clubStore.ts';
import { rubberFile } from '../db/helpers.ts';
import type { Club } from './clubCopies.ts';
import { SIX, deal, differing, joinClub, newMatch, running } from './clubCopies.ts';
import { renderApp } from './renderApp.tsx';
import { settledText } from '../../src/ui/compare/settledText.ts';

/**
 * A match whose copies in the club differ (docs/format.md, "Two copies that differ"), as a member
 * meets it: "Differs from Pat's copy: compare" on the matches list and at the table, and Compare
 * with Pat's copy, each difference settled by a tap, the club settled once none is left.
 */

let clubs: Club[] = [];
afterEach(async () => {
  running(null);
  await Promise.all(clubs.map((club) => club.mirror.stop()));
  clubs = [];
});

function go(hash: string) {
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

async function clubApp() {
  const app = await renderApp('#/settings');
  const club = await joinClub(app.db);
  clubs.push(club);
  const deals = async (id: string) => (await getRecord(app.db, id))?.file.deals as DealJson[];
  return { ...app, club, deals };
}

const SEVENTH = { kind: 'addDeal', index: 6 } as const;

describe('a match whose club copies differ says so where it matters', () => {
  it('on its row of the matches list and at the table, naming whose copies', async () => {
    const app = await renderApp('#/settings');
    const one = await newMatch(app.db, rubberFile({ deals: [deal('2H', 9)] }));
    const two = await newMatch(app.db, rubberFile({ deals: [deal('3NT', 9, 'N')] }));
    await newMatch(app.db, rubberFile());
    await putDiffers(app.db, {
      docId: `match:${one}`,
      mine: '2-a',
      theirs: [{ rev: '2-b', author: 'Pat' }],
      at: '2026-11-26T20:00:00.000Z',
    });
    await putDiffers(app.db, {
      docId: `match:${two}`,
      mine: '2-a',
      theirs: [
        { rev: '2-b', author: 'Pat' },
        { rev: '2-c', author: 'Kim' },
        { rev: '2-d', author: 'Pat' },
      ],
      at: '2026-11-26T20:00:00.000Z',
    });
    // A device in a club: what differs is asked of it only then.
    useClubStore.setState({
      membership: { server: '/couchdb', club: 'kapiti', member: 'ana' },
    });
    go('#/');
    const list = await screen.findByRole('list', { name: 'Matches, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const lineOf = (row: HTMLElement) => row.querySelector('.differs')?.textContent ?? null;
    await waitFor(() =>
      expect(rows.map(lineOf)).toEqual([
        null,
        "Differs from Pat's and Kim's copies: compare",
        "Differs from Pat's copy: compare",
      ]),
    );
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'compare' })).toHaveAttribute(
      'href',
      `#/match/${one}/compare`,
    );

    go(`#/match/${one}`);
    const sheet = await screen.findByRole('region', { name: 'Score sheet' });
    expect(await within(sheet).findByText(/^Differs from Pat's copy:/)).toBeVisible();
    expect(within(sheet).getByRole('link', { name: 'compare' })).toHaveAttribute(
      'href',
      `#/match/${one}/compare`,
    );
  });

  it('the line goes once the copies no longer differ', async () => {
    const app = await clubApp();
    const id = await differing(
      app.db,
      app.club,
      SIX,
      [{ ...SEVENTH, deal: deal('4H', 10) }],
      [{ ...SEVENTH, deal: deal('4H', 9) }],
    );
    running(app.club);
    go('#/');
    expect(await screen.findByText("Differs from Pat's copy:", { exact: false })).toBeVisible();
    // Pat settles, keeping Pat's; this device follows at its next sync.
    expect(await app.club.other.mirror.settle(`match:${id}`, { take: 'mine' })).toEqual({
      ok: true,
    });
    await act(() => app.club.sync());
    await waitFor(() => expect(screen.queryByText(/^Differs from/)).not.toBeInTheDocument());
    expect((await app.deals(id))[6]).toEqual(deal('4H', 9));
  });
});

describe('Compare with the club’s copy', () => {
  it('each difference a tap, Take theirs an undoable step; none left, the club is settled and the other device follows', async () => {
    const app = await clubApp();
    const id = await differing(
      app.db,
      app.club,
      SIX,
      [
        { ...SEVENTH, deal: deal('4H', 10) },
        { kind: 'addDeal', index: 7, deal: deal('2S', 8, 'W') },
      ],
      [
        { ...SEVENTH, deal: deal('4H', 9) },
        { kind: 'addDeal', index: 7, deal: deal('2S', 9, 'W') },
      ],
    );
    running(app.club);
    go(`#/match/${id}`);
    const sheet = await screen.findByRole('region', { name: 'Score sheet' });
    await app.user.click(await within(sheet).findByRole('link', { name: 'compare' }));

    expect(await screen.findByRole('heading', { name: "Compare with Pat's copy" })).toBeVisible();
    expect(await screen.findByText(/^Deal 7: you 4♥ by South.*; Pat 4♥ by South/)).toBeVisible();
    expect(screen.getByText('2 to settle.')).toBeVisible();
    expect(await app.deals(id)).toEqual([...SIX, deal('4H', 10), deal('2S', 8, 'W')]);

    await app.user.click(screen.getByRole('button', { name: 'Take theirs for deal 7' }));
    await waitFor(async () => expect((await app.deals(id))[6]).toEqual(deal('4H', 9)));
    expect(await screen.findByText('1 to settle.')).toBeVisible();
    // An undoable step of the match's history, as any correction.
    const steps = await historyOf(app.db, id);
    expect(steps.at(-1)).toMatchObject({ state: 'done', edit: { kind: 'editDeal', index: 6 } });
    await act(async () => {
      await undo(app.db, id);
    });
    expect(await screen.findByText('2 to settle.')).toBeVisible();
    expect((await app.deals(id))[6]).toEqual(deal('4H', 10));
    await app.user.click(screen.getByRole('button', { name: 'Take theirs for deal 7' }));
    expect(await screen.findByText('1 to settle.')).toBeVisible();

    // The last: nothing more to choose, and the club is settled with this copy.
    await app.user.click(screen.getByRole('button', { name: 'Keep mine for deal 8' }));
    expect(
      await screen.findByText('Settled: the club now keeps your copy of this match, as you chose.'),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Compare with another device' }),
    ).toBeVisible();
    expect(await app.club.mirror.differing()).toEqual([]);
    const settled = [...SIX, deal('4H', 9), deal('2S', 8, 'W')];
    expect(await app.deals(id)).toEqual(settled);

    go('#/');
    await screen.findByRole('list', { name: 'Matches, newest first' });
    expect(screen.queryByText(/^Differs from/)).not.toBeInTheDocument();
    await act(() => app.club.sync());
    expect(await app.club.other.mirror.differing()).toEqual([]);
    expect((await getRecord(app.club.other.db, id))?.file.deals).toEqual(settled);
  });

  it('a deal deleted on one copy and changed on the other: Keep it or Delete it', async () => {
    const app = await clubApp();
    const last = SIX[5] as DealJson;
    const id = await differing(
      app.db,
      app.club,
      SIX,
      [{ kind: 'editDeal', index: 5, before: last, after: deal('3C', 10, 'N') }],
      [{ kind: 'deleteDeal', index: 5, deal: last }],
    );
    running(app.club);
    go(`#/match/${id}/compare`);
    expect(await screen.findByText(/^Deal 6: only you have it: 3♣ by North/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Keep it for deal 6' })).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Delete it for deal 6' }));
    expect(await screen.findByText(/^Settled:/)).toBeVisible();
    expect(await app.deals(id)).toEqual(SIX.slice(0, 5));
    await act(() => app.club.sync());
    expect((await getRecord(app.club.other.db, id))?.file.deals).toEqual(SIX.slice(0, 5));
  });

  it('a deal only the other copy has is kept (added) or deleted', async () => {
    const app = await clubApp();
    const last = SIX[5] as DealJson;
    const id = await differing(
      app.db,
      app.club,
      SIX,
      [{ kind: 'deleteDeal', index: 5, deal: last }],
      [{ kind: 'editDeal', index: 5, before: last, after: deal('3C', 10, 'N') }],
    );
    running(app.club);
    go(`#/match/${id}/compare`);
    expect(await screen.findByText(/^Deal 6: only Pat has it: 3♣ by North/)).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Keep it for deal 6' }));
    expect(await screen.findByText(/^Settled:/)).toBeVisible();
    expect(await app.deals(id)).toEqual([...SIX.slice(0, 5), deal('3C', 10, 'N')]);
  });

  it('an agreed deal changed later keeps its mark, taken from their copy or kept in mine', async () => {
    const agreedSix = SIX.map((d) => ({ ...d, agreed: `${d.contract} ${d.declarer} ${d.tricks}` }));
    const third = agreedSix[2] as DealJson;
    const changed = { ...third, tricks: 9 }; // still says it was agreed as 4S E 10
    const seventh = { ...SEVENTH, deal: deal('4H', 10) };
    const edit = { kind: 'editDeal', index: 2, before: third, after: changed } as const;

    for (const [mine, theirs, button] of [
      // Pat changed deal 3 after agreement; this device takes Pat's.
      [[seventh], [edit], 'Take theirs for deal 3'],
      // This device changed it; it keeps its own.
      [[edit], [seventh], 'Keep mine for deal 3'],
    ] as const) {
      const app = await clubApp();
      const id = await differing(app.db, app.club, agreedSix, mine, theirs);
      running(app.club);
      go(`#/match/${id}/compare`);
      await app.user.click(await screen.findByRole('button', { name: button }));
      // Deal 7, on one copy only, is kept: once the first choice is written, as the screen holds
      // its choices (disabled) while a choice is written, and a person waits for them.
      const keep = await screen.findByRole('button', { name: 'Keep it for deal 7' });
      await waitFor(() => expect(keep).toBeEnabled());
      await app.user.click(keep);
      expect(await screen.findByText(/^Settled:/)).toBeVisible();
      const deals = await app.deals(id);
      expect(deals[2]).toEqual(changed);
      expect(fileAgreement(deals[2] as DealJson)).toBe('changed');
      // The table says so too.
      go(`#/match/${id}`);
      expect(await screen.findByText('* Deal 3 changed after agreement')).toBeVisible();
      await act(() => app.club.sync());
      const there = (await getRecord(app.club.other.db, id))?.file.deals as DealJson[];
      expect(fileAgreement(there[2] as DealJson)).toBe('changed');
      running(null);
      go('#/settings');
    }
  });

  it('with no running sync, says the club’s copy is not loaded yet', async () => {
    const app = await clubApp();
    const id = await differing(
      app.db,
      app.club,
      SIX,
      [{ ...SEVENTH, deal: deal('4H', 10) }],
      [{ ...SEVENTH, deal: deal('4H', 9) }],
    );
    go(`#/match/${id}/compare`);
    expect(await screen.findByRole('heading', { name: "Compare with Pat's copy" })).toBeVisible();
    expect(
      screen.getByText(/^The club’s copy of this match is not loaded yet/, { exact: false }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /deal 7/ })).not.toBeInTheDocument();
    // Once the sync runs, the same screen compares.
    running(app.club);
    expect(await screen.findByRole('button', { name: 'Take theirs for deal 7' })).toBeVisible();
  });

  it('says plainly what each refusal of settling means', () => {
    expect(settledText({ ok: false, reason: 'changed' }, 'Pat')).toBe(
      'Your copy changed while it was being settled: nothing was settled. Compare again.',
    );
    expect(settledText({ ok: false, reason: 'notDiffering' }, 'Pat')).toBe(
      'This match no longer differs from the club’s copy: it was settled already.',
    );
    expect(settledText({ ok: false, reason: 'noSuchCopy' }, 'Pat')).toBe(
      "Pat's copy is no longer in the club: nothing was settled. Compare again.",
    );
    expect(settledText({ ok: false, reason: 'unreadable' }, 'Pat')).toBe(
      "Pat's copy cannot be read: nothing was settled.",
    );
  });
});
