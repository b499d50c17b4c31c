import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { Storage } from '../../src/db/storage.ts';
import { resetUiState } from '../../src/state/uiStore.ts';
import { App } from '../../src/ui/App.tsx';
import { createMatch } from '../../src/db/matchWrites.ts';
import { freshIndexedDb, rubberFile } from '../db/helpers.ts';

afterEach(() => {
  cleanup();
  resetUiState();
  window.location.hash = '';
});

/** The whole app on a fresh, empty database, at the given address. */
export async function renderApp(hash = '#/') {
  const { open, indexedDB } = freshIndexedDb();
  const db = await open();
  const storage = Storage.on(db);
  window.location.hash = hash;
  const user = userEvent.setup();
  const view = render(<App storage={storage} />);
  return { ...view, user, db, storage, indexedDB };
}

/**
 * A contract made exactly, written on this device by the pad's three taps (contract, declarer,
 * result): a deal written here, which the honors question is asked about.
 */
export async function tapMadeDeal(
  user: ReturnType<typeof userEvent.setup>,
  contract: string,
  declarer: string,
): Promise<void> {
  await user.click(screen.getByRole('button', { name: contract }));
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`^Declarer ${declarer}`) }),
  );
  await user.click(screen.getByRole('button', { name: /^made/ }));
}

/** The whole app on a fresh database holding one rubber of `deals`, open at its table. */
export async function openRubber(deals: unknown[] = [], extra: Record<string, unknown> = {}) {
  const app = await renderApp();
  const created = await createMatch(app.db, rubberFile({ deals, firstDealer: 'N', ...extra }));
  if (!created.ok) throw new Error(created.errors.map((e) => e.message).join());
  window.location.hash = `#/match/${created.value.id}`;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  await screen.findByRole('region', { name: 'Enter a deal' });
  return { ...app, id: created.value.id };
}
