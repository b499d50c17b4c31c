// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());
import { createMatch, undo } from '../../src/db/matchWrites.ts';
import type { DealJson, MatchFileJson } from '../../src/db/records.ts';
import { checkCode } from '../../src/engine/agreement/checkCode.ts';
import { matchCodeFile, matchCodeFragment } from '../../src/matchCode/matchCode.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import { dump, rubberFile } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';
import { getRecord } from '../../src/db/matchRows.ts';

/**
 * Comparing a match with the same match on another device (docs/format.md, "agreed"), the way a
 * player does it: paste the other device's link, read the differences, choose, see it agree.
 */

const ID = '0f7c2a4e-5b6d-4e8f-9a1b-2c3d4e5f6a7b';
const deal = (contract: string, tricks: number, declarer = 'S') => ({
  contract,
  declarer,
  tricks,
});
const PASSED = { passed: true };
const MINE = rubberFile({ id: ID, deals: [deal('2H', 9), PASSED, deal('4S', 9)] });
// The other device keeps EW as WE: this screen still says WE for this device's side.
const THEIRS = rubberFile({
  id: ID,
  we: 'EW',
  deals: [deal('2H', 9), PASSED, deal('4S', 10), deal('1NT', 7, 'E')],
});

function valid(file: MatchFileJson): Match {
  const read = validateMatch(file);
  if (!read.ok) throw new Error(read.errors.map(formatProblem).join('\n'));
  return read.value;
}

const link = (file: MatchFileJson) => `https://bridgepad.example/${matchCodeFragment(valid(file))}`;

async function openCompare(file: MatchFileJson = MINE) {
  const app = await renderApp('#/');
  const created = await createMatch(app.db, file);
  if (!created.ok) throw new Error(created.errors.map(formatProblem).join('\n'));
  act(() => {
    window.location.hash = `#/match/${created.value.id}/compare`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await screen.findByRole('heading', { name: 'Compare with another device' });
  const paste = async (text: string) => {
    const field = screen.getByLabelText("Or paste the other device's match code or link");
    await app.user.clear(field);
    await app.user.click(field);
    await app.user.paste(text);
    await app.user.click(screen.getByRole('button', { name: 'Compare' }));
  };
  const stored = async () => (await getRecord(app.db, created.value.id))?.file;
  const deals = async () => (await stored())?.deals as DealJson[];
  return { ...app, id: created.value.id, paste, stored, deals };
}

describe('comparing with another device', () => {
  it('is reached from the Export screen', async () => {
    const app = await renderApp('#/');
    const created = await createMatch(app.db, MINE);
    if (!created.ok) throw new Error('not created');
    act(() => {
      window.location.hash = `#/match/${ID}/export`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const to = await screen.findByRole('link', { name: 'Compare with another device' });
    expect(to).toHaveAttribute('href', `#/match/${ID}/compare`);
  });

  it('shows each difference in words; each choice is one step, and then all agree', async () => {
    const app = await openCompare();
    await app.paste(link(THEIRS));

    expect(await screen.findByText('Deals 1–2 agree')).toBeInTheDocument();
    const differ = screen.getByText(/^Deal 3: you 4♠ by South/);
    expect(differ.textContent).toMatch(/^Deal 3: you 4♠ by South.*; they 4♠ by South/);
    expect(differ.textContent).toContain('THEY');
    expect(screen.getByText(/^Deal 4: only they have it: 1NT by East/)).toBeInTheDocument();
    expect(await app.deals()).toEqual(MINE.deals); // nothing changes without a tap

    // Taking their deal 3 agrees the deals equal on both in the same step: no tap of their own.
    await app.user.click(screen.getByRole('button', { name: 'Take theirs for deal 3' }));
    await waitFor(() => expect(screen.getByText('Deals 1–3 agree')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Mark the/ })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Add their deal 4' }));
    const code = checkCode(valid(THEIRS));
    expect(
      await screen.findByText(`All 4 deals agree. Check code ${code} on both devices.`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `The other device marks them agreed with one tap, under Show match: “Both devices show ${code}”.`,
      ),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(await app.deals()).toEqual([
        { ...deal('2H', 9), agreed: '2H S 9' },
        { passed: true, agreed: 'passed' },
        { ...deal('4S', 10), agreed: '4S S 10' },
        { ...deal('1NT', 7, 'E'), agreed: '1NT E 7' },
      ]),
    );
    expect(screen.queryByRole('button', { name: /^Mark the/ })).not.toBeInTheDocument();

    // Undo takes each step back, and the deal is offered again.
    await act(async () => {
      await undo(app.db, app.id);
    });
    expect(await screen.findByRole('button', { name: 'Add their deal 4' })).toBeVisible();
    await act(async () => {
      await undo(app.db, app.id);
    });
    expect(await screen.findByRole('button', { name: 'Take theirs for deal 3' })).toBeVisible();
    expect(await screen.findByRole('button', { name: /^Mark the 2 equal deals/ })).toBeVisible();
    expect(await app.deals()).toEqual(MINE.deals);
  });

  it('with nothing to settle, one tap marks the equal deals agreed', async () => {
    const app = await openCompare();
    await app.paste(link({ ...THEIRS, deals: MINE.deals }));
    await app.user.click(
      await screen.findByRole('button', { name: 'Mark the 3 equal deals agreed' }),
    );
    await waitFor(async () =>
      expect(await app.deals()).toEqual([
        { ...deal('2H', 9), agreed: '2H S 9' },
        { passed: true, agreed: 'passed' },
        { ...deal('4S', 9), agreed: '4S S 9' },
      ]),
    );
  });

  it('keeps mine: marked agreed, left for the other device to take', async () => {
    const app = await openCompare();
    await app.paste(link(THEIRS));
    await app.user.click(await screen.findByRole('button', { name: 'Keep mine for deal 3' }));
    await waitFor(async () =>
      expect((await app.deals())[2]).toEqual({ ...deal('4S', 9), agreed: '4S S 9' }),
    );
    const kept = await screen.findByRole('heading', { name: 'Kept as yours' });
    expect(kept).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take theirs for deal 3' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Keep mine for deal 3' })).not.toBeInTheDocument();
  });

  it('a correction the other device made after both agreed is a difference to settle here', async () => {
    // Both devices agreed deal 3 as 4♠ by South -1; the other device then corrected it to made.
    const agreedBoth = [
      { ...deal('2H', 9), agreed: '2H S 9' },
      { passed: true, agreed: 'passed' },
      { ...deal('4S', 9), agreed: '4S S 9' },
    ];
    const app = await openCompare(rubberFile({ id: ID, deals: agreedBoth }));
    await app.paste(
      link(
        rubberFile({
          id: ID,
          we: 'EW',
          deals: [agreedBoth[0], agreedBoth[1], { ...deal('4S', 10), agreed: '4S S 9' }],
        }),
      ),
    );
    expect(await screen.findByText('1 to settle.')).toBeVisible();
    expect(screen.queryByText(/Nothing is left to settle/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'To settle' })).toBeVisible();
    expect(
      screen.getByText(
        /^Deal 3: you 4♠ by South.*\(as agreed\); they 4♠ by South.*\(changed after agreement\)$/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Keep mine for deal 3' })).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Take theirs for deal 3' }));
    await waitFor(async () =>
      expect((await app.deals())[2]).toEqual({ ...deal('4S', 10), agreed: '4S S 10' }),
    );
  });

  it('keeping mine against their correction leaves it for the other device to take', async () => {
    const agreedBoth = [{ ...deal('4S', 9), agreed: '4S S 9' }];
    const app = await openCompare(rubberFile({ id: ID, deals: agreedBoth }));
    await app.paste(link(rubberFile({ id: ID, deals: [{ ...deal('4S', 10), agreed: '4S S 9' }] })));
    await app.user.click(await screen.findByRole('button', { name: 'Keep mine for deal 1' }));
    expect(await screen.findByRole('heading', { name: 'Kept as yours' })).toBeVisible();
    expect(screen.getByText(/^Nothing is left to settle here/)).toBeVisible();
    expect(await app.deals()).toEqual(agreedBoth);
  });

  it('deals only this device has: delete mine, said plainly', async () => {
    const app = await openCompare(
      rubberFile({ id: ID, deals: [deal('2H', 9), PASSED, deal('4S', 9)] }),
    );
    await app.paste(link(rubberFile({ id: ID, deals: [deal('2H', 9), PASSED] })));
    expect(await screen.findByText(/^Deal 3: only you have it: 4♠ by South/)).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Delete mine for deal 3' }));
    expect(await screen.findByText(/^All 2 deals agree\./)).toBeVisible();
    expect(await app.deals()).toEqual([deal('2H', 9), PASSED]);
  });

  it('reads a match code file too', async () => {
    const app = await openCompare();
    const text = matchCodeFile(valid(THEIRS));
    await app.user.upload(
      screen.getByLabelText('Or choose a match code file'),
      new File([text], 'theirs.bpm.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('button', { name: 'Take theirs for deal 3' })).toBeVisible();
  });

  it.each([
    ['garbage', () => 'hello there', /not a WeThey match code/i],
    ['a truncated code', () => link(THEIRS).slice(0, -12), /damaged or cut short/],
    ['a newer version', () => 'BP2:1/1:BF72E307:IK4ZPA32', /made by a newer WeThey: version 2/i],
    [
      'a different match',
      () =>
        link({
          ...THEIRS,
          id: '11111111-2222-4333-8444-555555555555',
          players: { N: 'Ian', E: 'Dave', S: 'Ann', W: 'Alan' },
        }),
      /The match: the received match is another match, not this one/,
    ],
  ])('%s: says why, and changes nothing', async (_, code, message) => {
    const app = await openCompare();
    const before = await dump(app.db);
    await app.paste(code());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(message);
    expect(within(alert).getByText(/Nothing was changed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Take theirs/ })).not.toBeInTheDocument();
    expect(await dump(app.db)).toEqual(before);
  });

  it('a different match names each field that differs', async () => {
    const app = await openCompare();
    await app.paste(
      link({
        ...THEIRS,
        id: '11111111-2222-4333-8444-555555555555',
        players: { N: 'Ian', E: 'Dave', S: 'Ann', W: 'Alan' },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(/^The match: the received match is another match/),
    ).toBeVisible();
    expect(within(alert).getByText(/^South: a different player: "Ann"/)).toBeVisible();
    // Neither match's id, nor any path of the file, is shown to a player.
    expect(alert.textContent).not.toContain(ID);
    expect(alert.textContent).not.toContain('11111111-2222');
    expect(alert.textContent).not.toMatch(/players\.|\[\d+\]/i);
  });

  it('a match code another bridgepad would refuse names the deal in words', async () => {
    const app = await openCompare();
    // A deal of 14 tricks, as no bridgepad writes it: read as Import reads it, and refused.
    const broken = { ...valid(THEIRS), deals: [{ ...valid(THEIRS).deals[0], tricks: 14 }] };
    await app.paste(`https://bridgepad.example/${matchCodeFragment(broken as unknown as Match)}`);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Deal 1: the tricks: must be an integer from 0 to 13'),
    ).toBeVisible();
    expect(alert.textContent).not.toMatch(/deals\[|Deals\[/);
  });
});

describe('where a choice’s message is said', () => {
  it('a choice the store refuses is said in the comparison’s flow, under its count, over no choice', async () => {
    const app = await openCompare();
    await app.paste(link(THEIRS));
    const result = await screen.findByRole('region', { name: 'Deal by deal' });
    // The store refuses the next write of a match, as a browser does when it stops a write.
    const transaction = app.db.transaction.bind(app.db) as (...args: unknown[]) => unknown;
    let armed = true;
    vi.spyOn(app.db, 'transaction').mockImplementation(((...args: unknown[]) => {
      if (!armed || args[0] !== 'rw') return transaction(...args);
      armed = false;
      return Promise.reject(new DOMException('The transaction was aborted.', 'AbortError'));
    }) as never);
    await app.user.click(within(result).getByRole('button', { name: 'Take theirs for deal 3' }));
    const said = await within(result).findByText(/^Not saved: the browser stopped the write/);
    // It sits after the count of what is left and before the first choice, in the page's flow.
    const count = within(result).getByText('2 to settle.');
    const firstChoice = within(result).getAllByRole('button', {
      name: /^(Keep mine|Take theirs|Add their)/,
    })[0];
    expect(count.compareDocumentPosition(said) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      said.compareDocumentPosition(firstChoice as Element) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(await app.deals()).toEqual(MINE.deals);
  });
});

describe('where focus goes', () => {
  it('to the comparison once read, and back to its head after each choice', async () => {
    const app = await openCompare();
    await app.paste(link(THEIRS));
    const head = await screen.findByRole('heading', { name: 'Deal by deal' });
    await waitFor(() => expect(head).toHaveFocus());
    await app.user.click(screen.getByRole('button', { name: 'Take theirs for deal 3' }));
    await waitFor(() => expect(screen.getByText('Deals 1–3 agree')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Deal by deal' })).toHaveFocus();
  });
});
