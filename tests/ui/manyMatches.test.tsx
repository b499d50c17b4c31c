// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { deleteMatches } from '../../src/db/deletedMatches.ts';
import { matchStores, putRecords } from '../../src/db/matchRowWrites.ts';
import { toRecord } from '../../src/db/matchWrites.ts';
import { formatDate } from '../../src/ui/common/matchText.ts';
import { sampleMatch } from '../fixtures/sampleMatches.ts';
import { renderApp } from './renderApp.tsx';

/** `count` rubbers, match i played i minutes after the first; their ids, the oldest first. */
async function store(db: BridgepadDb, count: number): Promise<string[]> {
  const records = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 1, 19, i)).toISOString();
    return toRecord({ ...sampleMatch('rubber', 2, i + 1), id: `m${i}`, createdAt: at });
  });
  await db.transaction('rw', matchStores(db), () => putRecords(db, records));
  return records.map((record) => record.id);
}

/** How the list writes when match i was played. */
const playedAt = (i: number) => formatDate(new Date(Date.UTC(2026, 0, 1, 19, i)).toISOString());

const links = () => screen.queryAllByRole('link', { name: /^Open Rubber bridge/ });

async function appWith(count: number) {
  const app = await renderApp('#/');
  const ids = await store(app.db, count);
  await screen.findByText(`Showing 50 of ${count}`);
  return { ...app, ids };
}

describe('a long matches list', () => {
  it('shows the newest 50 with the count of all, and 50 more at a tap', async () => {
    const { user } = await appWith(60);
    expect(links()).toHaveLength(50);
    expect(links()[0]).toHaveAccessibleName(
      `Open Rubber bridge: Ian & Bob v Dave & Alan, ${playedAt(59)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(links()).toHaveLength(60));
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('choosing matches to delete together', () => {
  it('deletes the chosen after asking, all in one step, and one Undo brings them all back', async () => {
    const { user, db } = await appWith(60);
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'true');
    const list = await screen.findByRole('list', {
      name: 'Matches, newest first: choose which to delete',
    });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes).toHaveLength(50);
    // Each box is named by its match, as the row's link is.
    expect(boxes[0]).toHaveAccessibleName(
      `Rubber bridge: Ian & Bob v Dave & Alan, ${playedAt(59)}`,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    for (const box of boxes.slice(0, 3)) await user.click(box);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    // A second tap takes a match out of the choice again.
    await user.click(boxes[1] as HTMLElement);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(boxes[1] as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 matches?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('3 matches deleted.')).toBeInTheDocument();
    expect(await db.matches.count()).toBe(57);
    expect((await db.deleted.toCollection().primaryKeys()).sort()).toEqual(['m57', 'm58', 'm59']);
    // The choosing is over: the list is the list again, its heading in focus.
    expect(await screen.findByText('Showing 50 of 57')).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Matches' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('3 matches restored.')).toBeInTheDocument();
    expect(await db.matches.count()).toBe(60);
    expect(await db.deleted.count()).toBe(0);
    expect(await screen.findByText('Showing 50 of 60')).toBeInTheDocument();
  });

  it('says so when some of the chosen were deleted meanwhile elsewhere', async () => {
    const { user, db } = await appWith(60);
    await user.click(screen.getByRole('button', { name: 'Select' }));
    const boxes = await screen.findAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 matches?' });
    // Another tab deletes one of them while the question is asked.
    await deleteMatches(db, ['m58']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('2 matches deleted. 1 match was gone already.'),
    ).toBeInTheDocument();
    expect(await db.deleted.count()).toBe(3);
    expect(await db.matches.count()).toBe(57);
  });

  it('selects all shown, and deletes nothing when the question is answered "Keep it"', async () => {
    const { user, db } = await appWith(60);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(links()).toHaveLength(60));
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(await screen.findByRole('button', { name: 'Select all shown' }));
    expect(screen.getByText('60 selected')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(60);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 60 matches?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await db.matches.count()).toBe(60);
    expect(screen.getByText('60 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select none' }));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(links()).toHaveLength(60);
  });
});

describe('the recently deleted, many at once', () => {
  it('reads them when opened, a page at a time, and restores them all', async () => {
    const { user, db, ids } = await appWith(60);
    await deleteMatches(db, ids);
    await user.click(await screen.findByText('Recently deleted (60)'));
    const bin = screen.getByRole('list', { name: 'Recently deleted matches' });
    await waitFor(() => expect(within(bin).getAllByRole('listitem')).toHaveLength(50));
    expect(screen.getByText('Showing 50 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(bin).getAllByRole('listitem')).toHaveLength(60));

    await user.click(screen.getByRole('button', { name: 'Restore all' }));
    expect(await screen.findByText('60 matches restored.')).toBeInTheDocument();
    expect(await db.deleted.count()).toBe(0);
    expect(await db.matches.count()).toBe(60);
    await waitFor(() => expect(screen.queryByText(/^Recently deleted/)).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Matches' })).toHaveFocus();
  });

  it('deletes them all for good, after asking', async () => {
    const { user, db, ids } = await appWith(60);
    await deleteMatches(db, ids.slice(0, 5));
    await user.click(await screen.findByText('Recently deleted (5)'));
    await user.click(await screen.findByRole('button', { name: 'Delete all for good' }));
    const sure = await screen.findByRole('dialog', { name: 'Delete all 5 for good?' });
    await user.click(within(sure).getByRole('button', { name: 'Keep it' }));
    expect(await db.deleted.count()).toBe(5);

    await user.click(screen.getByRole('button', { name: 'Delete all for good' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete all 5 for good?' })).getByRole(
        'button',
        { name: 'Delete all for good' },
      ),
    );
    expect(await screen.findByText('5 matches deleted for good.')).toBeInTheDocument();
    expect(await db.deleted.count()).toBe(0);
    expect(await db.matches.count()).toBe(55);
    await waitFor(() => expect(screen.queryByText(/^Recently deleted/)).not.toBeInTheDocument());
  });
});
