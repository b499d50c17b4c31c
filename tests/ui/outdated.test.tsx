// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import Dexie from 'dexie';
import { IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp.tsx';

describe('a newer version in another tab', () => {
  it('asks for a reload once it has taken the database over', async () => {
    const { indexedDB } = await renderApp('#/');
    await screen.findByRole('heading', { name: 'Matches' });
    expect(screen.queryByText(/updated in another tab/)).not.toBeInTheDocument();

    const newer = new Dexie('bridgepad', { indexedDB, IDBKeyRange });
    newer.version(99).stores({ matches: 'id, updatedAt' });
    await newer.open();
    const banner = (await screen.findByText(/updated in another tab or window/)).closest(
      '[role="alert"]',
    );
    if (!(banner instanceof HTMLElement)) throw new Error('no banner');
    expect(banner).toHaveTextContent(
      'Reload this page to go on: every deal already saved is kept.',
    );
    expect(within(banner).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    newer.close();
  });
});
