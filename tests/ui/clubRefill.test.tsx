// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { countMatches } from '../../src/db/matchCountRead.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { Storage } from '../../src/db/storage.ts';
import { resetUiState } from '../../src/state/uiStore.ts';
import { ClubSection } from '../../src/ui/club/ClubSection.tsx';
import type { ClubWorld } from '../../src/ui/club/clubWorld.ts';
import { ToastBar } from '../../src/ui/common/ToastBar.tsx';
import { StorageProvider } from '../../src/ui/storage/StorageProvider.tsx';
import { freshIndexedDb, rubberFile } from '../db/helpers.ts';
import { clubWorld } from './clubWorld.ts';
import { closeScreensAndClub } from './clubScreens.ts';

/**
 * A device whose browser cleared its store (Safari's seven days without a visit take the
 * matches, the club joined and the device's copy of the club, and keep the club's session
 * cookie): joined again, the club fills it, and the app says what happened.
 */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

afterEach(async () => {
  await closeScreensAndClub();
  resetUiState();
  Reflect.deleteProperty(navigator, 'userAgent');
});

async function joinOn(world: ClubWorld, db: BridgepadDb) {
  const user = userEvent.setup();
  const view = render(
    <StorageProvider storage={Storage.on(db)}>
      <ClubSection world={world} />
      <ToastBar />
    </StorageProvider>,
  );
  const region = await screen.findByRole('region', { name: 'Club' });
  for (const [label, value] of [
    ['Server', '/couchdb'],
    ['Club', 'kapiti-coast'],
    ['Name', 'ana'],
    ['Password', 'tui-2026'],
  ] as const) {
    const field = within(region).getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
  await user.click(within(region).getByRole('button', { name: 'Join the club' }));
  expect(await within(region).findByText('up to date', {}, { timeout: 20_000 })).toBeVisible();
  return view;
}

/** Ana's device joins with two matches, which reach the club; then its browser clears it all. */
async function clubHoldsTwo(keepSession: boolean) {
  const made = clubWorld();
  const first = await freshIndexedDb().open();
  for (const south of ['Ana', 'Aroha'])
    await createMatch(first, rubberFile({ players: { N: 'Ian', E: 'Dave', S: south, W: 'Alan' } }));
  await joinOn(made.world, first);
  await waitFor(async () => {
    const ids = (await made.club().changes({ since: 0 })).results.map((c) => c.id);
    expect(ids.filter((id) => id.startsWith('match:'))).toHaveLength(2);
  });
  await closeScreensAndClub();
  resetUiState();
  // The device's copy of the club goes with the store; the server's cookie stays, or not.
  await made.local().destroy();
  if (!keepSession)
    await made.world.fetch('http://localhost:3000/couchdb/_session', { method: 'DELETE' });
  return made;
}

describe('a device found empty, joined again', () => {
  it('is filled from the club, and says Safari had cleared it where the browser was still signed in', async () => {
    const { world } = await clubHoldsTwo(true);
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: IPHONE });
    const cleared = await freshIndexedDb().open();
    await joinOn(world, cleared);
    expect(
      await screen.findByText(
        "Safari had cleared this device's matches; 2 matches were brought back from the club.",
      ),
    ).toBeVisible();
    expect(await countMatches(cleared)).toBe(2);
  });

  it('joins again from the invite with no password where the browser is still signed in', async () => {
    const { world } = await clubHoldsTwo(true);
    const cleared = await freshIndexedDb().open();
    const user = userEvent.setup();
    render(
      <StorageProvider storage={Storage.on(cleared)}>
        <ClubSection world={world} link="#club=kapiti-coast&server=%2Fcouchdb" />
        <ToastBar />
      </StorageProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Club' });
    expect(
      await within(region).findByText('This browser is still signed in to kapiti-coast as ana.'),
    ).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Join again as ana' }));
    expect(await within(region).findByText('up to date', {}, { timeout: 20_000 })).toBeVisible();
    expect(
      await screen.findByText(
        "This browser had cleared this device's matches; 2 matches were brought back from the club.",
      ),
    ).toBeVisible();
    expect(await countMatches(cleared)).toBe(2);
  });

  it('says only what came where the device was never signed in to the club', async () => {
    const { world } = await clubHoldsTwo(false);
    const fresh = await freshIndexedDb().open();
    await joinOn(world, fresh);
    expect(screen.queryByRole('button', { name: /^Join again as/ })).toBeNull();
    expect(await screen.findByText('2 matches came to this device from the club.')).toBeVisible();
    expect(await countMatches(fresh)).toBe(2);
  });
});
