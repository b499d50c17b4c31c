// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import { rubberFile } from '../db/helpers.ts';
import { catchDownloads } from './exportHelpers.tsx';
import { renderApp } from './renderApp.tsx';

/**
 * The players' ledger with money (docs/rules.md, "The players' ledger" and "Stakes and settling
 * up"): what each player won or lost at the stakes played for, each currency apart.
 */

afterEach(() => vi.restoreAllMocks());

/** North-South win two games to none: 940, nine hundreds on the back score. */
const NS_TWO_NIL = [
  { contract: '4S', declarer: 'N', tricks: 10 },
  { contract: '4S', declarer: 'S', tricks: 10 },
];
/** East-West win two games to none: nine hundreds to them. */
const EW_TWO_NIL = [
  { contract: '4S', declarer: 'E', tricks: 10 },
  { contract: '4S', declarer: 'W', tricks: 10 },
];

const match = (
  players: Record<string, string>,
  deals: unknown[],
  stake: { per100: number; currency: string } | null,
  day: number,
) =>
  rubberFile({
    players,
    deals,
    firstDealer: 'N',
    rules: { honors: true, ...(stake === null ? {} : { stake }) },
    createdAt: `2026-11-${String(day).padStart(2, '0')}T19:00:00Z`,
  });

const SEASON = [
  // Ian and Bob win 9 at 50p: £4.50 each.
  match(
    { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
    NS_TWO_NIL,
    { per100: 0.5, currency: 'GBP' },
    6,
  ),
  // Ian and Alan win 9 at €1: €9.00 each.
  match(
    { N: 'Ian', E: 'Dave', S: 'Alan', W: 'Bob' },
    NS_TWO_NIL,
    { per100: 1, currency: 'EUR' },
    13,
  ),
  // Played for nothing: back score, no money.
  match({ N: 'Ian', E: 'Kim', S: 'Bob', W: 'Sam' }, NS_TWO_NIL, null, 20),
  // Dave and Bob win 9 at 20p: £1.80 each.
  match(
    { N: 'Ian', E: 'Dave', S: 'Mere', W: 'Bob' },
    EW_TWO_NIL,
    { per100: 0.2, currency: 'GBP' },
    27,
  ),
];

async function openLedger(files: Record<string, unknown>[]) {
  const app = await renderApp('#/');
  const ids: string[] = [];
  for (const file of files) {
    const created = await createMatch(app.db, file);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    ids.push(created.value.id);
  }
  await app.user.click(await screen.findByRole('link', { name: 'Ledger' }));
  await screen.findByRole('table', { name: /^Each player/ });
  return { ...app, ids };
}

const table = () => screen.getByRole('table', { name: /^Each player/ });

/** Each currency's line of a player's money, as shown. */
function moneyOf(name: string): string[] {
  const row = within(table()).getByRole('button', { name }).closest('tr') as HTMLElement;
  const headers = within(table())
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  // The row header is the first cell of the row; the others follow the column headers.
  const cell = within(row).getAllByRole('cell')[headers.indexOf('Money') - 1] as HTMLElement;
  const lines = cell.querySelectorAll('.money-line');
  return lines.length === 0 ? [cell.textContent ?? ''] : [...lines].map((l) => l.textContent ?? '');
}

describe("the ledger's money", () => {
  it('adds up each player in each currency apart (in the order of their codes), over two stakes in pounds and one in euros', async () => {
    await openLedger(SEASON);
    expect(moneyOf('Ian')).toEqual(['won €9.00', 'won £2.70']);
    expect(moneyOf('Bob')).toEqual(['lost €9.00', 'won £6.30']);
    expect(moneyOf('Dave')).toEqual(['lost €9.00', 'lost £2.70']);
    expect(moneyOf('Alan')).toEqual(['won €9.00', 'lost £4.50']);
    expect(moneyOf('Mere')).toEqual(['lost £1.80']);
    // Kim and Sam played only for nothing: the match adds to their back scores, not to money.
    expect(moneyOf('Kim')).toEqual(['no stake']);
    expect(moneyOf('Sam')).toEqual(['no stake']);
    expect(
      within(
        within(table()).getByRole('button', { name: 'Kim' }).closest('tr') as HTMLElement,
      ).getAllByRole('cell')[0],
    ).toHaveTextContent('-9');
    expect(
      screen.getByText(/Money is what each player won or lost at the stakes/),
    ).toBeInTheDocument();
  });

  it('is not shown when no match was played for a stake', async () => {
    await openLedger([SEASON[2] as Record<string, unknown>]);
    expect(within(table()).queryByRole('columnheader', { name: 'Money' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Money is what/)).not.toBeInTheDocument();
  });

  it('changes at once with a deal, and saves a column a currency as CSV', async () => {
    const downloads = catchDownloads();
    const { user, db, ids } = await openLedger(SEASON);
    // The euro rubber's second game goes one down: no rubber over there, no euros won or lost.
    await commitEdit(db, ids[1] as string, {
      kind: 'editDeal',
      index: 1,
      before: NS_TWO_NIL[1] as Record<string, unknown>,
      after: { contract: '4S', declarer: 'S', tricks: 9 },
    });
    await waitFor(() => expect(moneyOf('Ian')).toEqual(['€0.00', 'won £2.70']));
    await user.click(screen.getByRole('button', { name: 'Save as CSV' }));
    await waitFor(() => expect(downloads.size).toBe(1));
    const [, blob] = [...downloads][0] as [string, Blob];
    const text = await blob.text();
    expect(text).toContain(',doubled set,money EUR,money GBP\r\n');
    expect(text).toContain('\r\nMere,-9,1,0,0,1,0,0,0,0,0,0,0,,-1.8\r\n');
    expect(text).toContain('\r\nKim,-9,1,0,0,1,0,0,0,0,0,0,0,,\r\n');
    expect(text).toMatch(/\r\nIan,[^\r]*,0,2\.7\r\n/);
  });
});
