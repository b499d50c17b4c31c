// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { Storage } from '../../src/db/storage.ts';
import { App } from '../../src/ui/App.tsx';
import { forgetPrimed, openAtStart, primedRecord } from '../../src/ui/storage/opening.ts';
import { rubberFile } from '../db/helpers.ts';

const twoHearts = { contract: '2H', declarer: 'S', tricks: 9 };

/** A match stored in the device's database, as a player left it the evening before. */
async function leftOpen(): Promise<string> {
  const storage = await Storage.open();
  const created = await createMatch(storage.db, rubberFile({ deals: [twoHearts] }));
  storage.db.close();
  if (!created.ok) throw new Error('fixture match is invalid');
  return created.value.id;
}

/** Every "Opening…" line the app shows, as it shows it. */
function openingLines(): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    for (const line of document.querySelectorAll('.opening')) seen.push(line.textContent ?? '');
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

afterEach(async () => {
  forgetPrimed();
  await Storage.open().then((storage) => storage.db.delete());
});

describe('opening the app at a match', () => {
  it('reads the match as the store opens, and draws the table at once with its score', async () => {
    const id = await leftOpen();
    window.location.hash = `#/match/${id}`;
    const opening = openAtStart(window.location.hash);
    const storage = await opening;
    expect(primedRecord(storage.db, id)?.file.deals).toEqual([twoHearts]);
    const lines = openingLines();
    await act(async () => {
      render(<App opening={opening} />);
      await opening;
    });
    expect(await screen.findByRole('region', { name: 'Enter a deal' })).toBeVisible();
    lines.stop();
    expect(lines.seen).not.toContain('Opening the match…');
    // The table's own live read then replaces what was read at start.
    expect(primedRecord(storage.db, id)).toBeUndefined();
    storage.db.close();
  });

  it('reads nothing ahead for another screen, and a match not stored is the table’s to say', async () => {
    await leftOpen();
    const storage = await openAtStart('#/settings');
    expect(primedRecord(storage.db, 'anything')).toBeUndefined();
    storage.db.close();
    const missing = await openAtStart('#/match/no-such-match');
    expect(primedRecord(missing.db, 'no-such-match')).toBeUndefined();
    window.location.hash = '#/match/no-such-match';
    await act(async () => {
      render(<App opening={Promise.resolve(missing)} />);
    });
    expect(await screen.findByRole('heading', { name: 'This match is not here' })).toBeVisible();
    missing.db.close();
  });

  it('offers what it read only for the match read, and only until the table reads it again', async () => {
    const id = await leftOpen();
    const storage = await openAtStart(`#/match/${id}`);
    expect(primedRecord(storage.db, 'another')).toBeUndefined();
    expect(primedRecord(storage.db, id)).toBeDefined();
    forgetPrimed();
    expect(primedRecord(storage.db, id)).toBeUndefined();
    storage.db.close();
  });
});
