// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { rubberFile } from '../db/helpers.ts';
import { catchDownloads, onNewZealandMorning } from './exportHelpers.tsx';
import { renderApp } from './renderApp.tsx';

afterEach(() => vi.restoreAllMocks());

/** NS win two games to none: 940, nine hundreds on the back score. */
const TWO_NIL = [
  { contract: '4S', declarer: 'N', tricks: 10 },
  { contract: '4S', declarer: 'S', tricks: 10 },
];

async function ledgerOf(files: Record<string, unknown>[]) {
  const app = await renderApp('#/');
  const ids: string[] = [];
  for (const file of files) {
    const created = await createMatch(app.db, file);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    ids.push(created.value.id);
  }
  await app.user.click(await screen.findByRole('link', { name: 'Ledger' }));
  await screen.findByRole('heading', { name: "Players' ledger" });
  // The ledger is worked out once the matches are read.
  await screen.findByRole('table', { name: /^Each player/ });
  return { ...app, ids };
}

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: /^Each player/ }))
    .getByRole('button', { name })
    .closest('tr') as HTMLElement;

describe("the players' ledger", () => {
  it('is reached from the matches list and lists each player, the highest back score first', async () => {
    await ledgerOf([
      rubberFile({ deals: TWO_NIL, createdAt: '2026-11-13T19:00:00Z' }),
      rubberFile({
        players: { N: 'Ian', E: 'Bob', S: 'Dave', W: 'Alan' },
        deals: TWO_NIL,
        createdAt: '2026-11-20T19:00:00Z',
      }),
    ]);
    const table = await screen.findByRole('table', { name: /^Each player/ });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Ian', 'Bob', 'Dave', 'Alan']);
    expect(within(rowOf('Ian')).getByText('+18')).toBeInTheDocument();
    expect(within(rowOf('Alan')).getByText('-18')).toBeInTheDocument();
    expect(rowOf('Ian')).toHaveTextContent(/\+182\s*2 · 0\s*0 · 0/);
  });

  it("shows a player's partners, opponents and back score evening by evening", async () => {
    const { user } = await ledgerOf([
      rubberFile({ deals: TWO_NIL, createdAt: '2026-11-13T19:00:00Z' }),
      rubberFile({
        players: { N: 'Ian', E: 'Bob', S: 'Dave', W: 'Alan' },
        deals: TWO_NIL,
        createdAt: '2026-11-20T19:00:00Z',
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Bob' }));
    const record = screen.getByRole('region', { name: 'Bob' });
    // The evenings are read from the matches' parts of the ledger as the player is chosen.
    const [evenings, oneMatch] = await within(record).findAllByRole('img');
    expect(evenings).toHaveAccessibleName("Bob's back score over 2 matches, from 0 to 0");
    // Across one match, the latest first: Bob lost the rubber of 20 November.
    expect(oneMatch?.getAttribute('aria-label')).toMatch(
      /^Bob's running total across the match of .+, over 1 rubber, from 0 to -9$/,
    );
    const choice = within(record).getByRole('combobox', { name: 'Across one match' });
    const [, earlier] = within(choice).getAllByRole('option');
    await user.selectOptions(choice, earlier as HTMLElement);
    expect(within(record).getAllByRole('img')[1]?.getAttribute('aria-label')).toMatch(
      /over 1 rubber, from 0 to 9$/,
    );
    const partners = within(record).getByRole('table', { name: 'With each partner' });
    expect(
      within(partners)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PartnerRubbersBack score', 'Ian1+9', 'Alan1-9']);
    const against = within(record).getByRole('table', { name: 'Against each opponent' });
    expect(within(against).getByRole('rowheader', { name: 'Ian' }).closest('tr')).toHaveTextContent(
      'Ian1-9',
    );
  });

  it("names its CSV with the device's own day, not UTC's", async () => {
    await onNewZealandMorning(async () => {
      const downloads = catchDownloads();
      const { user } = await ledgerOf([rubberFile({ deals: TWO_NIL })]);
      await user.click(await screen.findByRole('button', { name: 'Save as CSV' }));
      await waitFor(() => expect(downloads.size).toBe(1));
      expect([...downloads.keys()]).toEqual(['WeThey-ledger-2026-11-22.csv']);
    });
  });

  it('changes at once when a deal is corrected, and saves itself as CSV', async () => {
    const downloads = catchDownloads();
    const { user, db, ids } = await ledgerOf([rubberFile({ deals: TWO_NIL })]);
    expect(within(rowOf('Ian')).getByText('+9')).toBeInTheDocument();
    // The second 4S went one down: no rubber over, no back score.
    await commitEdit(db, ids[0] as string, {
      kind: 'editDeal',
      index: 1,
      before: TWO_NIL[1] as Record<string, unknown>,
      after: { contract: '4S', declarer: 'S', tricks: 9 },
    });
    await waitFor(() => expect(within(rowOf('Ian')).getByText('0')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save as CSV' }));
    await waitFor(() => expect(downloads.size).toBe(1));
    const [name, blob] = [...downloads][0] as [string, Blob];
    expect(name).toMatch(/^WeThey-ledger-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await blob.text();
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\nIan,0,1,0,0,0,0,0,0,1,1,0,0\r\n');
  });

  it('renames a player in every match, and merges two spellings after asking', async () => {
    const { user, db, ids } = await ledgerOf([
      rubberFile({ players: { N: 'Zoe', E: 'Dave', S: 'Bob', W: 'Alan' }, deals: TWO_NIL }),
      rubberFile({ players: { N: 'Zoë', E: 'Dave', S: 'Bob', W: 'Alan' }, deals: TWO_NIL }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Zoe' }));
    const field = screen.getByRole('textbox', { name: 'Rename, or merge with another spelling' });
    await user.clear(field);
    await user.type(field, 'Zoë');
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    const ask = screen.getByRole('alertdialog', { name: 'Merge Zoe into Zoë' });
    await user.click(within(ask).getByRole('button', { name: 'Merge into Zoë' }));
    expect(await screen.findByText('Zoe merged into Zoë in 1 match.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Zoe' })).toBeNull());
    expect(within(rowOf('Zoë')).getByText('+18')).toBeInTheDocument();
    expect((await getRecord(db, ids[0] as string))?.file.players).toMatchObject({ N: 'Zoë' });

    // A plain rename: the new name is nobody's yet.
    const again = screen.getByRole('textbox', { name: 'Rename, or merge with another spelling' });
    await user.clear(again);
    await user.type(again, 'Zoë Ngata');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Renamed Zoë Ngata in 2 matches.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Zoë Ngata')).toHaveTextContent('+18'));
    // One Undo takes the rename back in both matches: the player is not split in two.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rowOf('Zoë')).toHaveTextContent('+18'));
    expect(screen.queryByRole('button', { name: 'Zoë Ngata' })).toBeNull();
    for (const id of ids)
      expect((await getRecord(db, id))?.file.players).toMatchObject({ N: 'Zoë' });
  });

  it('says how far it has come while it is worked out in full, then shows it', async () => {
    const app = await renderApp('#/');
    for (const day of ['13', '20'])
      await createMatch(
        app.db,
        rubberFile({ deals: TWO_NIL, createdAt: `2026-11-${day}T19:00:00Z` }),
      );
    // Each part's sums wait to be written until let go.
    let letGo = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const real = app.db.transaction.bind(app.db) as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(app.db, 'transaction').mockImplementation((async (...args: unknown[]) => {
      const stores = args[1];
      if (args[0] === 'rw' && Array.isArray(stores) && stores.includes(app.db.ledgerShares)) {
        const sums = await app.db.ledgerTotals.count();
        if (sums > 0) await held;
      }
      return real(...args);
    }) as never);
    await app.user.click(await screen.findByRole('link', { name: 'Ledger' }));
    const progress = await screen.findByText('Working out the ledger: 0 of 2 matches…');
    expect(progress).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table', { name: /^Each player/ })).toBeNull();
    letGo();
    await screen.findByRole('table', { name: /^Each player/ });
    expect(within(rowOf('Ian')).getByText('+18')).toBeInTheDocument();
  });

  it('says so when the device will not keep it, and works it out from every match instead', async () => {
    const app = await renderApp('#/');
    await createMatch(app.db, rubberFile({ deals: TWO_NIL }));
    const full = Object.assign(new Error('The device is full.'), { name: 'QuotaExceededError' });
    vi.spyOn(app.db.ledgerTotals, 'put').mockRejectedValue(full);
    await app.user.click(await screen.findByRole('link', { name: 'Ledger' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /would not keep the ledger worked out \(.*The device is full\.\)/,
    );
    await screen.findByRole('table', { name: /^Each player/ });
    expect(within(rowOf('Ian')).getByText('+9')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Ian' }));
    const [evenings] = await within(screen.getByRole('region', { name: 'Ian' })).findAllByRole(
      'img',
    );
    expect(evenings).toHaveAccessibleName("Ian's back score over 1 match, from 0 to 9");
    // Still worked out afresh as deals change: the second 4S one down, no rubber over.
    const [listed] = await listMatches(app.db);
    await commitEdit(app.db, listed?.record.id as string, {
      kind: 'editDeal',
      index: 1,
      before: TWO_NIL[1] as Record<string, unknown>,
      after: { contract: '4S', declarer: 'S', tricks: 9 },
    });
    await waitFor(() => expect(within(rowOf('Ian')).getByText('0')).toBeInTheDocument());
  });

  it('says so when there is nobody yet', async () => {
    await renderApp('#/ledger');
    expect(await screen.findByText(/^No players yet/)).toBeInTheDocument();
  });
});
