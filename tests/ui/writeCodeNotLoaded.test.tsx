// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { openRubber } from './renderApp.tsx';

/**
 * The code that writes a deal loads with the pad's first touch. When it cannot be loaded (the
 * device went offline before it was cached, or a new version replaced it), the tap says so in
 * the pad and keeps the deal; once the code can be loaded, the next tap writes it.
 */

const network = vi.hoisted(() => ({ down: false }));
const unlessDown = async <M,>(load: () => Promise<M>): Promise<M> => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return load();
};
vi.mock('../../src/ui/table/tableSteps.ts', (original) => unlessDown(original));
vi.mock('../../src/ui/table/matchWrite.ts', (original) => unlessDown(original));
vi.mock('../../src/ui/table/quickEntry.ts', (original) => unlessDown(original));

const unheard: unknown[] = [];
const hear = (reason: unknown) => unheard.push(reason);
beforeEach(() => {
  unheard.length = 0;
  process.on('unhandledRejection', hear);
});
afterEach(() => {
  process.off('unhandledRejection', hear);
  network.down = false;
});

const NOT_LOADED = 'Not saved: part of WeThey could not be loaded. Tap again, or export the match.';
const pad = () => screen.getByRole('region', { name: 'Enter a deal' });
const storedDeals = async (db: BridgepadDb, id: string) => (await getRecord(db, id))?.file.deals;

describe('the code that writes, when it cannot be loaded', () => {
  it('says so in the pad, keeps the deal, and the next tap writes it', async () => {
    const { user, db, id } = await openRubber();
    network.down = true;
    await user.click(screen.getByRole('button', { name: '4 hearts' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer North/ }));
    const made = screen.getByRole('button', { name: /^made .*: exactly 10 tricks$/ });
    await user.click(made);
    expect(await within(pad()).findByText(NOT_LOADED)).toBeInTheDocument();
    expect(within(pad()).getByText('4♥')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Declarer North/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await storedDeals(db, id)).toEqual([]);

    network.down = false;
    await waitFor(() => expect(made).toBeEnabled());
    await user.click(made);
    expect(
      await within(pad()).findByText(/^Deal 1 saved: 4♥ by North \(Ian\) made, 120 to WE\./),
    ).toBeInTheDocument();
    expect(await storedDeals(db, id)).toEqual([{ contract: '4H', declarer: 'N', tricks: 10 }]);
    expect(unheard).toEqual([]);
  });

  it('gives a typed deal back to its field when the reader of typed deals cannot be loaded', async () => {
    const { user, db, id } = await openRubber();
    const field = screen.getByRole('textbox', { name: 'Type a deal' });
    network.down = true;
    await user.type(field, '3NT W ={Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_LOADED);
    await waitFor(() => expect(field).toHaveValue('3NT W ='));

    network.down = false;
    await user.type(field, '{Enter}');
    await waitFor(async () =>
      expect(await storedDeals(db, id)).toEqual([{ contract: '3NT', declarer: 'W', tricks: 9 }]),
    );
    expect(unheard).toEqual([]);
  });
});
