// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { writeBackup } from '../../src/db/backupFile.ts';
import { renamePlayer } from '../../src/db/playerRename.ts';
import { readGroup } from '../../src/engine/tableGroup.ts';
import { RUBBER_1, RUBBER_2, RUBBER_3, lines, openLast, tableRubber } from './eveningFixture.ts';

/**
 * What meets an evening of a table that changes partners: an import (docs/format.md, "The
 * backup"), where a device's own backup brought back changes nothing and a copy kept beside a
 * match never joins its evening, so no evening counts a rubber twice and no one pays twice; and a
 * rename in the ledger, after which the evening says the new name everywhere and adds up as before.
 */

const file = (name: string, text: string) => new File([text], name, { type: 'application/json' });

/** The evening's money and payments, as its table shows them. */
async function money() {
  const region = await screen.findByRole('region', { name: 'Money at £0.20 a 100' });
  const [players, payments] = within(region).getAllByRole('list');
  return { players: lines(players as HTMLElement), payments: lines(payments as HTMLElement) };
}

const EVENING = {
  players: [
    'Pat +1 · wins £0.20',
    'Lee +29 · wins £5.80',
    'Kim -23 · loses £4.60',
    'Sam -24 · loses £4.80',
    'Ash +17 · wins £3.40',
  ],
  payments: [
    'Sam pays Lee £4.80',
    'Kim pays Ash £3.40',
    'Kim pays Lee £1.00',
    'Kim pays Pat £0.20',
  ],
};

async function openAgain(id: string) {
  window.location.hash = '#/';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  const input = await screen.findByLabelText('Import a match file or backup');
  return {
    input,
    back: () => {
      window.location.hash = `#/match/${id}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    },
  };
}

describe('a backup imported onto the device it came from', () => {
  it('is already here, the same: nothing is asked, nothing doubles, the money is as it was', async () => {
    const { db, user } = await openLast([
      tableRubber(0, RUBBER_1),
      tableRubber(1, RUBBER_2),
      tableRubber(2, RUBBER_3),
    ]);
    expect(await money()).toEqual(EVENING);
    const [last] = (await listMatches(db)).map((m) => m.record.id).slice(-1);
    const { text } = await writeBackup(db);

    const { input, back } = await openAgain(last ?? '');
    await user.upload(input, file('backup.json', text));
    await screen.findByText('Import done: 3 already here, the same.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await listMatches(db)).toHaveLength(3);
    back();
    await screen.findByRole('table', { name: 'Back score, this table' });
    expect(await money()).toEqual(EVENING);
  });
});

describe('a copy that differs, kept beside the match here', () => {
  it('is offered with what differs, and makes an evening of its own: the first evening pays as before', async () => {
    const { db, user } = await openLast([
      tableRubber(0, RUBBER_1),
      tableRubber(1, RUBBER_2),
      tableRubber(2, RUBBER_3),
    ]);
    const ids = (await listMatches(db)).map((m) => m.record.id);
    const backup = JSON.parse((await writeBackup(db)).text) as {
      matches: { id: string; deals: { tricks: number }[] }[];
    };
    // The file's first rubber: its first deal made one trick fewer (4S bid and made, not +1).
    const first = backup.matches.find((m) => m.id === ids[0]);
    if (first?.deals[0] === undefined) throw new Error('the backup holds the first rubber');
    first.deals[0].tricks = 10;

    const { input, back } = await openAgain(ids[2] ?? '');
    await user.upload(input, file('edited.json', JSON.stringify(backup)));
    const dialog = await screen.findByRole('dialog', {
      name: 'Some matches here differ from the file',
    });
    expect(
      within(dialog).getByText('2 matches are already here, the same: they are left as they are.'),
    ).toBeInTheDocument();
    const offered = within(dialog).getAllByRole('group');
    expect(offered).toHaveLength(1);
    expect(
      within(offered[0] as HTMLElement).getByText('Differs: deal 1 differs.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Keep both' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await screen.findByText('Import done: 1 added, 2 already here, the same.');

    const listed = await listMatches(db);
    expect(listed).toHaveLength(4);
    const sessionOf = (id: string) => {
      const found = listed.find((m) => m.record.id === id)?.match;
      return found?.ok === true ? readGroup(found.value)?.session : undefined;
    };
    const evening = sessionOf(ids[0] ?? '');
    expect(evening).toEqual(expect.any(String));
    expect(ids.map(sessionOf)).toEqual([evening, evening, evening]);
    const copy = listed.find((m) => !ids.includes(m.record.id))?.record.id ?? '';
    expect(sessionOf(copy)).toEqual(expect.any(String));
    expect(sessionOf(copy)).not.toBe(evening);
    back();
    expect(await money()).toEqual(EVENING);
  });
});

describe('a player renamed in the ledger during an evening', () => {
  it('is named anew in the back score, the money and the seating, which add up as before', async () => {
    const { db } = await openLast([
      tableRubber(0, RUBBER_1),
      tableRubber(1, RUBBER_2),
      tableRubber(2, RUBBER_3),
    ]);
    await screen.findByRole('table', { name: 'Back score, this table' });
    expect(await renamePlayer(db, 'Ash', 'Ashley')).toMatchObject({
      ok: true,
      value: { changed: 3 },
    });
    const renamed = (line: string) => line.replace(/\bAsh\b/g, 'Ashley');
    await screen.findByText('Kim pays Ashley £3.40');
    expect(await money()).toEqual({
      players: EVENING.players.map(renamed),
      payments: EVENING.payments.map(renamed),
    });
    const back = screen.getByRole('table', { name: 'Back score, this table' });
    expect(within(back).getByRole('row', { name: /^Ashley \+17 / })).toBeInTheDocument();
    expect(within(back).queryByRole('row', { name: /^Ash / })).not.toBeInTheDocument();
    for (const { match } of await listMatches(db))
      expect(match.ok && readGroup(match.value)?.draw).toContain('Ashley');
  });
});
