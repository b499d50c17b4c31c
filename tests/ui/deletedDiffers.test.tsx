// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteMatch } from '../../src/db/deletedMatches.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { commitEdit } from '../../src/db/matchWrites.ts';
import { rubberFile } from '../db/helpers.ts';
import type { Club } from './clubCopies.ts';
import { SIX, deal, joinClub, newMatch, running } from './clubCopies.ts';
import { renderApp } from './renderApp.tsx';

/**
 * A match deleted on this device that another member changed meanwhile (docs/format.md, "Two
 * copies that differ"): it does not come back by itself; Recently deleted says so, naming who
 * changed it, and the player keeps it deleted or takes that copy back, each by one tap.
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

async function deletedHereChangedThere() {
  const app = await renderApp('#/settings');
  const club = await joinClub(app.db);
  clubs.push(club);
  const id = await newMatch(app.db, rubberFile({ deals: SIX }));
  await club.sync();
  await deleteMatch(app.db, id);
  const done = await commitEdit(club.other.db, id, {
    kind: 'addDeal',
    index: 6,
    deal: deal('4H', 10),
  });
  if (!done.ok) throw new Error('not entered');
  await club.sync();
  await club.sync();
  running(club);
  go('#/');
  const user = userEvent.setup();
  await user.click(await screen.findByText(/^Recently deleted/));
  const group = await screen.findByRole('group', { name: /^Changed since you deleted it: / });
  return { ...app, club, id, user, group };
}

describe('a match deleted here and changed elsewhere', () => {
  it('stays deleted until the player chooses, and takes the other copy back by a tap', async () => {
    const { db, club, id, user, group } = await deletedHereChangedThere();
    expect(await getRecord(db, id)).toBeUndefined();
    expect(within(group).getByText('Deleted on this device; Pat changed it since.')).toBeVisible();
    await user.click(within(group).getByRole('button', { name: "Take Pat's copy back" }));
    expect(
      await screen.findByText("Pat's copy is back on this device, in your matches."),
    ).toBeVisible();
    await waitFor(async () => expect((await getRecord(db, id))?.file.deals).toHaveLength(7));
    await club.sync();
    expect(await club.mirror.differing()).toEqual([]);
  });

  it('is kept deleted, on the other device too, by a tap', async () => {
    const { db, club, id, user, group } = await deletedHereChangedThere();
    await user.click(within(group).getByRole('button', { name: 'Keep it deleted' }));
    expect(
      await screen.findByText('Kept deleted: the club deletes it on every device.'),
    ).toBeVisible();
    await club.sync();
    expect(await getRecord(db, id)).toBeUndefined();
    expect(await getRecord(club.other.db, id)).toBeUndefined();
    expect(await club.mirror.differing()).toEqual([]);
  });
});
