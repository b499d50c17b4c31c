// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Storage } from '../../src/db/storage.ts';
import { resetUiState } from '../../src/state/uiStore.ts';
import * as clubCode from '../../src/sync/club.ts';
import type { PouchConstructor } from '../../src/sync/club.ts';
import type { LocalPouch } from '../../src/sync/pouch.ts';
import { ClubSection } from '../../src/ui/club/ClubSection.tsx';
import { StorageProvider } from '../../src/ui/storage/StorageProvider.tsx';
import { freshIndexedDb } from '../db/helpers.ts';
import { clubWorld } from './clubWorld.ts';
import { closeScreensAndClub } from './clubScreens.ts';

/**
 * Joining a club in a window that cannot keep the club's copy (WebKit's private windows, where
 * IndexedDB takes no Blob and PouchDB's first read never returned): the club's line says so in
 * words within seconds, never "connecting…" for ever (docs/sync.md, "On the device").
 */

afterEach(async () => {
  await closeScreensAndClub();
  resetUiState();
});

/** The device's copy of the club as such a window gave it: made, and its reads never answered. */
function copyNeverAnswers(Pouch: PouchConstructor): PouchConstructor {
  return function (name: string, options?: object) {
    const made = new Pouch(name, options);
    if (name !== clubCode.LOCAL_NAME) return made;
    return new Proxy(made, {
      get(target, key, receiver) {
        if (key === 'get' || key === 'info' || key === 'changes')
          return () => new Promise<never>(() => undefined);
        return Reflect.get(target, key, receiver) as unknown;
      },
    }) as LocalPouch;
  } as unknown as PouchConstructor;
}

const FIRST_READ_MS = 1500;

describe('joining from a window that cannot keep the club’s copy', () => {
  it('says so in words within seconds, not "connecting…"', async () => {
    const { world } = clubWorld();
    const { browserPouch } = await world.loadSync();
    const Pouch = copyNeverAnswers(await browserPouch());
    const windowWorld = {
      ...world,
      loadSync: async () => ({
        ...clubCode,
        browserPouch: async () => Pouch,
        startClub: (...args: Parameters<typeof clubCode.startClub>) =>
          clubCode.startClub(args[0], args[1], args[2], args[3], FIRST_READ_MS),
      }),
    };
    const db = await freshIndexedDb().open();
    const user = userEvent.setup();
    render(
      <StorageProvider storage={Storage.on(db)}>
        <ClubSection world={windowWorld} />
      </StorageProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Club' });
    for (const [label, value] of [
      ['Server', '/couchdb'],
      ['Club', 'kapiti-coast'],
      ['Name', 'ana'],
      ['Password', 'tui-2026'],
    ] as const)
      await user.type(within(region).getByLabelText(label), value);
    const started = Date.now();
    await user.click(within(region).getByRole('button', { name: 'Join the club' }));
    const line = await within(region).findByRole('alert', {}, { timeout: FIRST_READ_MS + 5000 });
    expect(line).toHaveTextContent("this window cannot keep the club's copy");
    expect(line).toHaveTextContent('not private');
    expect(line).not.toHaveTextContent('connecting');
    expect(Date.now() - started).toBeLessThan(FIRST_READ_MS + 5000);
  });

  it('gives the app its own limit of seconds, not minutes', () => {
    expect(clubCode.FIRST_READ_MS).toBeLessThanOrEqual(10_000);
  });
});
