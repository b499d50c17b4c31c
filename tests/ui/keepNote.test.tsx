// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepNoteDue, keepNoteSeen } from '../../src/db/persistence.ts';
import { openRubber } from './renderApp.tsx';

/**
 * A browser that has not promised to keep the scores (no persistent storage: a private window,
 * or one that may clear a site's data when short of space) is said to be so once, at the table,
 * after the first deal is written, with Export; "Got it" is not asked again. Browsers do not tell
 * a page that a window is private, so the missing promise is what is said.
 */
function browserPromises(persisted: boolean | null) {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value:
      persisted === null
        ? undefined
        : {
            persisted: () => Promise.resolve(persisted),
            persist: () => Promise.resolve(persisted),
          },
  });
}
afterEach(() => browserPromises(null));

async function writeADeal(app: Awaited<ReturnType<typeof openRubber>>) {
  await app.user.click(await screen.findByRole('button', { name: '4 spades' }));
  await app.user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
  await app.user.click(screen.getByRole('button', { name: /^made/ }));
  await screen.findByText(/^Deal \d saved/);
}

describe('where the browser has not promised to keep the scores', () => {
  it('says so once after the first deal, with Export, until Got it', async () => {
    browserPromises(false);
    const app = await openRubber();
    expect(screen.queryByRole('note', { name: 'Where your scores are kept' })).toBeNull();
    await writeADeal(app);
    const note = await screen.findByRole('note', { name: 'Where your scores are kept' });
    expect(note).toHaveTextContent('a private window forgets them when it closes');
    expect(within(note).getByRole('button', { name: 'Export' })).toBeEnabled();
    await app.user.click(within(note).getByRole('button', { name: 'Got it' }));
    await waitFor(() =>
      expect(screen.queryByRole('note', { name: 'Where your scores are kept' })).toBeNull(),
    );
    expect(await app.db.settings.get('keepNoteSeen')).toMatchObject({ value: expect.any(String) });
  });

  it('is not due where the browser has promised, nor once read', async () => {
    const { db } = await openRubber();
    const promised = { persisted: () => Promise.resolve(true) };
    const notPromised = { persisted: () => Promise.resolve(false) };
    expect(await keepNoteDue(db, promised)).toBe(false);
    expect(await keepNoteDue(db, notPromised)).toBe(true);
    expect(await keepNoteDue(db, undefined)).toBe(true);
    await keepNoteSeen(db, '2026-11-26T09:00:00.000Z');
    expect(await keepNoteDue(db, notPromised)).toBe(false);
  });

  it('says so where the browser cannot say whether it keeps them', async () => {
    browserPromises(null);
    const app = await openRubber();
    await writeADeal(app);
    expect(await screen.findByRole('note', { name: 'Where your scores are kept' })).toBeVisible();
  });
});
