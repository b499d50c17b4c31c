// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDesk, setPairs } from '../../src/db/desk.ts';
import { dump } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';

/**
 * A file that is no match file at all (a note, a picture) is said to be none, by its name,
 * wherever a file is read: Import on the matches list, Join a match, and the organiser's desk.
 * Nothing changes.
 */

const NOTE = 'Hi Pat, here are the results from Tuesday. Hēnare';
const PICTURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const said = (name: string) =>
  `This is not a match file: ${name} holds no match file, backup, PBN or match code`;

describe('a file that is no match file', () => {
  it('on the matches list: Import says so by name, and imports nothing', async () => {
    const { user, db } = await renderApp('#/');
    const before = await dump(db);
    await user.upload(
      await screen.findByLabelText('Import a match file or backup'),
      new File([NOTE], 'notes.txt', { type: 'text/plain' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nothing was imported' });
    expect(dialog).toHaveTextContent('notes.txt has a problem. Your matches are unchanged.');
    expect(within(dialog).getByText(`$: ${said('notes.txt')}`)).toBeVisible();
    expect(dialog).not.toHaveTextContent(/Unexpected token|JSON\.parse/);
    expect(await dump(db)).toBe(before);
  });

  it('on Join a match: the chosen file is named', async () => {
    const { user, db } = await renderApp('#/join');
    const before = await dump(db);
    await user.upload(
      await screen.findByLabelText('Or choose a match code file'),
      new File([PICTURE], 'photo.txt', { type: 'text/plain' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(said('photo.txt'));
    expect(within(alert).getByText(/Nothing was changed/)).toBeVisible();
    expect(await dump(db)).toBe(before);
  });

  it("at the organiser's desk: Add match files names it on its line", async () => {
    const { user, db } = await renderApp('#/');
    const made = await createDesk(db, 'Club night');
    if (!made.ok) throw new Error(made.refusal.reason);
    const pairs = [
      ['Hēnare Pōtae', 'Łucja Wiśniewska'],
      ['Zoë Ngata', 'Piotr Nowak'],
    ] as const;
    const grades = ['open', 'open'] as const;
    const entered = await setPairs(
      db,
      made.value.id,
      pairs.map((players) => ({ players, grades })),
    );
    if (!entered.ok) throw new Error(entered.refusal.reason);
    window.location.hash = `#/desk/${made.value.id}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await user.click(await screen.findByRole('button', { name: 'Draw at random' }));
    await screen.findByRole('heading', { name: /^Final/ });
    const before = await dump(db);
    await user.upload(screen.getByLabelText('Add match files'), [
      new File([NOTE], 'minutes.txt', { type: 'text/plain' }),
    ]);
    const reports = await screen.findByRole('list', { name: 'What came in' });
    expect(within(reports).getByRole('listitem')).toHaveTextContent(
      `minutes.txt: $: ${said('minutes.txt')}.`,
    );
    expect(await dump(db)).toBe(before);
  });
});
