import { cleanup, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { Storage } from '../../src/db/storage.ts';
import { resetUiState } from '../../src/state/uiStore.ts';
import { App } from '../../src/ui/App.tsx';
import { freshIndexedDb } from '../db/helpers.ts';

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
