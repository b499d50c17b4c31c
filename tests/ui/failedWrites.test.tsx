// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { openRubber, renderApp, tapMadeDeal } from './renderApp.tsx';

/**
 * A write the device's store refuses (an aborted transaction, a closed connection, a full
 * device) is said in the pad, in words and with what to do, and what was entered stays there
 * for a second tap; nothing is left as a promise failing unheard.
 */

const aborted = () =>
  new DOMException(
    'The transaction was aborted, so the request cannot be fulfilled.',
    'AbortError',
  );
const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/**
 * The store refuses the next write of a match (a read-write transaction over its deals, as every
 * match made or changed writes them) with `error`, then takes writes. Other writes go by: the
 * matches list keeping a standing a moment after it was shown writes no match.
 */
function refuseNextWrite(db: BridgepadDb, error: Error) {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  let armed = true;
  const changesAMatch = (args: unknown[]) =>
    args[0] === 'rw' && args.flat().some((table) => table === db.dealPages);
  return vi.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) => {
    if (!armed || !changesAMatch(args)) return transaction(...args);
    armed = false;
    return Promise.reject(error);
  }) as never);
}

/** Promises that failed with nobody to hear it, while a test ran. */
const unheard: unknown[] = [];
const hear = (reason: unknown) => unheard.push(reason);
beforeEach(() => {
  unheard.length = 0;
  process.on('unhandledRejection', hear);
});
afterEach(() => {
  process.off('unhandledRejection', hear);
  vi.restoreAllMocks();
});

const NOT_SAVED_ABORTED =
  'Not saved: the browser stopped the write (AbortError). Tap again, or export the match.';
const pad = () => screen.getByRole('region', { name: /^(Enter a deal|Correct deal \d+)$/ });
const inPad = (text: string) => within(pad()).findByText(text);
const storedDeals = async (db: BridgepadDb, id: string) => (await getRecord(db, id))?.file.deals;

/** Picks 4♠ by South doubled on the pad, ready for the result. */
async function enterFourSpadesDoubled(user: Awaited<ReturnType<typeof openRubber>>['user']) {
  await user.click(screen.getByRole('button', { name: '4 spades' }));
  await user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
  await user.click(screen.getByRole('button', { name: 'X: doubled' }));
}

describe('a new deal the store refuses', () => {
  it('says so in the pad, keeps the deal entered, and a second tap writes it', async () => {
    const { user, db, id } = await openRubber();
    await enterFourSpadesDoubled(user);
    refuseNextWrite(db, aborted());
    await user.click(screen.getByRole('button', { name: /^made .*: exactly 10 tricks$/ }));
    expect(await inPad(NOT_SAVED_ABORTED)).toBeInTheDocument();
    expect(await storedDeals(db, id)).toEqual([]);
    // The deal as entered is still on the pad: the contract, the declarer and the doubling.
    expect(within(pad()).getByText('4♠X')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Declarer South/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'X: doubled' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const made = screen.getByRole('button', { name: /^made .*: exactly 10 tricks$/ });
    expect(made).toBeEnabled();
    await user.click(made);
    expect(
      await inPad('Deal 1 saved: 4♠X by South (Bob) made, 290 to WE. WE win the first game.'),
    ).toBeInTheDocument();
    expect(await storedDeals(db, id)).toEqual([{ contract: '4SX', declarer: 'S', tricks: 10 }]);
    expect(unheard).toEqual([]);
  });

  it('says a closed store in words, keeps the deal, and writes it once the store is open again', async () => {
    const { user, db, id } = await openRubber();
    await user.click(screen.getByRole('button', { name: '3 notrump' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer West/ }));
    db.close();
    await user.click(screen.getByRole('button', { name: /^made .*: exactly 9 tricks$/ }));
    expect(
      await inPad(
        "Not saved: the browser closed this device's storage (DatabaseClosedError). Tap again, or export the match.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Declarer West/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await db.open();
    await user.click(screen.getByRole('button', { name: /^made .*: exactly 9 tricks$/ }));
    await waitFor(async () =>
      expect(await storedDeals(db, id)).toEqual([{ contract: '3NT', declarer: 'W', tricks: 9 }]),
    );
    expect(unheard).toEqual([]);
  });

  it('keeps a passed-out deal to tap again', async () => {
    const { user, db, id } = await openRubber();
    refuseNextWrite(db, aborted());
    await user.click(screen.getByRole('button', { name: 'Passed out' }));
    expect(await inPad(NOT_SAVED_ABORTED)).toBeInTheDocument();
    const passedOut = screen.getByRole('button', { name: 'Passed out' });
    await waitFor(() => expect(passedOut).toBeEnabled());
    await user.click(passedOut);
    expect(await inPad('Deal 1 saved: passed out.')).toBeInTheDocument();
    expect(await storedDeals(db, id)).toEqual([{ passed: true }]);
    expect(unheard).toEqual([]);
  });

  it('gives a deal typed on the keyboard back to its field, and says why in the pad', async () => {
    const { user, db, id } = await openRubber();
    const field = screen.getByRole('textbox', { name: 'Type a deal' });
    refuseNextWrite(db, aborted());
    await user.type(field, '2H N +1{Enter}');
    expect(await inPad(NOT_SAVED_ABORTED)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue('2H N +1'));
    expect(await storedDeals(db, id)).toEqual([]);
    await user.type(field, '{Enter}');
    await waitFor(async () =>
      expect(await storedDeals(db, id)).toEqual([{ contract: '2H', declarer: 'N', tricks: 9 }]),
    );
    expect(unheard).toEqual([]);
  });
});

describe('a change to a deal the store refuses', () => {
  const PLAYED = [{ contract: '2H', declarer: 'S', tricks: 8 }];

  it('keeps a correction open with what was chosen, and Save then writes it', async () => {
    const { user, db, id } = await openRubber(PLAYED);
    await user.click(await screen.findByRole('button', { name: /^Deal 1, dealt by/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deal 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Correct' }));
    await user.click(screen.getByRole('button', { name: /^-1 .*: 7 tricks, down 1$/ }));
    refuseNextWrite(db, aborted());
    await user.click(screen.getByRole('button', { name: 'Save deal 1' }));
    expect(await inPad(NOT_SAVED_ABORTED)).toBeInTheDocument();
    expect(pad()).toHaveAccessibleName('Correct deal 1');
    expect(screen.getByRole('button', { name: /^-1 .*: 7 tricks, down 1$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await storedDeals(db, id)).toEqual(PLAYED);
    await user.click(screen.getByRole('button', { name: 'Save deal 1' }));
    expect(await inPad('Deal 1 corrected; every later deal is scored again.')).toBeInTheDocument();
    expect(await storedDeals(db, id)).toEqual([{ contract: '2H', declarer: 'S', tricks: 7 }]);
    expect(unheard).toEqual([]);
  });

  it('keeps a deal whose deletion failed, saying so', async () => {
    const { user, db, id } = await openRubber(PLAYED);
    await user.click(await screen.findByRole('button', { name: /^Deal 1, dealt by/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    refuseNextWrite(db, aborted());
    await user.click(screen.getByRole('button', { name: 'Delete deal 1' }));
    expect(await inPad(NOT_SAVED_ABORTED)).toBeInTheDocument();
    expect(await storedDeals(db, id)).toEqual(PLAYED);
    expect(screen.getByRole('button', { name: /^Deal 1, dealt by/ })).toBeInTheDocument();
    expect(unheard).toEqual([]);
  });

  it('asks about honors again when the claim could not be written', async () => {
    const played = [{ contract: '4S', declarer: 'S', tricks: 10 }];
    const { user, db, id } = await openRubber();
    await tapMadeDeal(user, '4 spades', 'South');
    const question = { name: 'Honors on deal 1 (4♠)' };
    const asked = await screen.findByRole('group', question);
    refuseNextWrite(db, aborted());
    await user.click(
      within(asked).getByRole('button', {
        name: 'WE 100: held 4 honors',
      }),
    );
    expect(await inPad(NOT_SAVED_ABORTED)).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('group', question)).getByRole('button', {
        name: 'WE 100: held 4 honors',
      }),
    );
    await waitFor(async () =>
      expect(await storedDeals(db, id)).toEqual([
        { ...played[0], honors: { side: 'NS', points: 100 } },
      ]),
    );
    expect(unheard).toEqual([]);
  });

  it('leaves play going when ending it failed, and the undo step in place when undo failed', async () => {
    const { user, db, id } = await openRubber(PLAYED);
    refuseNextWrite(db, aborted());
    await user.click(screen.getByRole('button', { name: 'End of play' }));
    expect(await inPad(NOT_SAVED_ABORTED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End of play' })).toBeInTheDocument();
    expect((await getRecord(db, id))?.file.finished).toBe(false);

    await user.click(within(pad()).getByRole('button', { name: 'Dismiss' }));
    await user.click(screen.getByRole('button', { name: 'Passed out' }));
    await inPad('Deal 2 saved: passed out.');
    refuseNextWrite(db, aborted());
    await user.click(screen.getByRole('button', { name: /^Undo: deal 2 entered/ }));
    expect(await inPad(NOT_SAVED_ABORTED)).toBeInTheDocument();
    expect(await storedDeals(db, id)).toEqual([...PLAYED, { passed: true }]);
    expect(screen.getByRole('button', { name: /^Undo: deal 2 entered/ })).toBeEnabled();
    expect(unheard).toEqual([]);
  });
});

describe('the next rubber at a table of five', () => {
  it('says why it could not start, stays at the table, and starts with a second tap', async () => {
    const { user, db } = await renderApp('#/new');
    await user.click(await screen.findByRole('radio', { name: '5' }));
    const fields = ['1st (highest card)', '2nd', '3rd', '4th', '5th'];
    for (const [i, field] of fields.entries()) {
      await user.type(
        screen.getByRole('combobox', { name: field }),
        ['Ann', 'Bo', 'Cy', 'Di', 'Ed'][i] ?? '',
      );
    }
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole('button', { name: '4 spades' }));
      await user.click(await screen.findByRole('button', { name: /^Declarer North/ }));
      await user.click(screen.getByRole('button', { name: /^made .*: exactly 10 tricks$/ }));
      await screen.findByText(new RegExp(`^Deal ${i + 1} saved`));
    }
    const next = await screen.findByRole('region', { name: 'Rubber 2: the next seating' });
    refuseNextWrite(db, aborted());
    await user.click(within(next).getByRole('button', { name: 'Start rubber 2' }));
    expect(
      await screen.findByText(
        'Could not start the next rubber: the browser stopped the write (AbortError). Tap again, or export the match.',
      ),
    ).toBeInTheDocument();
    expect(await listMatches(db)).toHaveLength(1);
    await user.click(within(next).getByRole('button', { name: 'Start rubber 2' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Rubber 2 · /),
    );
    expect(await listMatches(db)).toHaveLength(2);
    expect(unheard).toEqual([]);
  });
});

/** A game of GorbyX Rummy for three at its table, the next hand entered on the pad: Ben out. */
async function rummyHandEntered() {
  const app = await renderApp();
  const created = await createMatch(app.db, {
    format: 'bridgepad.match',
    version: 1,
    game: 'rummy',
    rules: { variant: 'basic' },
    players: ['Ann', 'Ben', 'Cat'],
    firstDealer: 0,
    deals: [],
  });
  if (!created.ok) throw new Error('fixture');
  act(() => {
    window.location.hash = `#/match/${created.value.id}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  const form = await screen.findByRole('form', { name: 'Enter a hand' });
  await app.user.click(within(form).getByRole('button', { name: 'Ben' }));
  await app.user.type(within(form).getByLabelText('Ann'), '12');
  await app.user.type(within(form).getByLabelText('Cat'), '30');
  return { ...app, form, created };
}

describe('a full device', () => {
  it('says the deal is kept until the app is closed, as the store stood when the write ended', async () => {
    const { user, db, id, storage } = await openRubber();
    refuseNextWrite(db, full());
    await user.click(screen.getByRole('button', { name: '4 spades' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
    await user.click(screen.getByRole('button', { name: /^made .*: exactly 10 tricks$/ }));
    expect(
      await inPad(
        'Deal 1 kept until you close the app: 4♠ by South (Bob) made, 120 to WE. WE win the first game.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Deal 1 saved/)).not.toBeInTheDocument();
    expect(storage.mode.kind).toBe('memory');
    expect(await storedDeals(await storage.database(), id)).toEqual([
      { contract: '4S', declarer: 'S', tricks: 10 },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved on this device: kept until you close the app.',
    );
    expect(unheard).toEqual([]);
  });

  it('says so of a rummy hand too', async () => {
    const { form, storage, db, user } = await rummyHandEntered();
    refuseNextWrite(db, full());
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Hand 1 kept until you close the app.')).toBeInTheDocument();
    expect(storage.mode.kind).toBe('memory');
    expect(unheard).toEqual([]);
  });
});

describe('GorbyX Rummy', () => {
  it('keeps a hand the store refused in the pad, and says so', async () => {
    const { form, created, ...app } = await rummyHandEntered();
    refuseNextWrite(app.db, aborted());
    await app.user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(NOT_SAVED_ABORTED)).toBeInTheDocument();
    expect(within(form).getByLabelText('Ann')).toHaveValue('12');
    expect(within(form).getByLabelText('Cat')).toHaveValue('30');
    const confirm = within(form).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await app.user.click(confirm);
    expect(await screen.findByText('Hand 1 saved.')).toBeInTheDocument();
    expect((await getRecord(app.db, created.value.id))?.file.deals).toEqual([
      { out: 1, points: [12, 0, 30], rummy: false },
    ]);
    expect(unheard).toEqual([]);
  });
});
