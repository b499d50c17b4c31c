// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { Storage } from '../../src/db/storage.ts';
import { App } from '../../src/ui/App.tsx';
import { freshIndexedDb, rubberFile } from '../db/helpers.ts';
import './renderApp.tsx';

/**
 * Where the device keeps nothing (no IndexedDB, or it refused or is full), the app never says a
 * deal is saved: it is kept until the app is closed, and the export stays in view at the table.
 */
describe('scores held in memory only', () => {
  it('says each deal is kept until the app is closed, with the export above the sheet', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const created = await createMatch(db, rubberFile());
    if (!created.ok) throw new Error('fixture');
    const storage = Storage.on(db, {
      kind: 'memory',
      reason: 'unavailable',
      detail: 'no IndexedDB',
    });
    window.location.hash = `#/match/${created.value.id}`;
    const user = userEvent.setup();
    render(<App storage={storage} />);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Not saved on this device: kept until you close the app.');
    expect(within(banner).getByRole('button', { name: 'Export' })).toBeEnabled();
    await user.click(await screen.findByRole('button', { name: '4 spades' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
    await user.click(screen.getByRole('button', { name: /^made/ }));
    expect(
      await screen.findByText(/^Deal 1 kept until you close the app: 4♠ by South/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\bsaved\b(?! on this device)/)).not.toBeInTheDocument();
  });
});
