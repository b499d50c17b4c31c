// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { kapitiFileName, summaryCsv } from '../../src/ui/export/kapitiExports.ts';
import { renderApp } from './renderApp.tsx';

// Send result makes the PDF as the screen opens; the PDF itself is checked in Chromium.
vi.mock('../../src/ui/export/kapitiExports.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  summaryPdf: () => Promise.resolve(new Blob(['%PDF-1.7 stand-in'], { type: 'application/pdf' })),
}));

const file = () =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../golden/kapiti-30-deals-tie.json'), 'utf8'),
  ) as Record<string, unknown>;

async function openSummary() {
  const app = await renderApp('#/');
  const created = await createMatch(app.db, { ...file(), createdAt: '2026-11-22T19:30:00Z' });
  if (!created.ok) throw new Error('fixture invalid');
  window.location.hash = `#/match/${created.value.id}/summary`;
  await screen.findByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' });
  return app;
}

describe('the Kapiti summary sheet screen', () => {
  it('shows the names, a row per deal, the unfinished-rubber rows, the tie-break deals and the winners', async () => {
    await openSummary();
    expect(screen.getByText('Ian & Bob')).toBeInTheDocument();
    expect(screen.getByText('Dave & Alan')).toBeInTheDocument();
    expect(screen.getByText('N/S (Ian & Bob) won 1460 to 1320')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Deals' });
    const rows = within(table).getAllByRole('row').slice(2);
    expect(rows).toHaveLength(35);
    expect(rows[0]).toHaveTextContent(/^1S Bob1201200$/);
    expect(rows[30]).toHaveTextContent(
      'Unfinished rubber after deal 30 · totals level: two more deals30013201320',
    );
    expect(rows[31]).toHaveTextContent(
      'Bonus withdrawn: totals level after deal 30, play goes on-30013201020',
    );
    expect(rows[34]).toHaveTextContent('Unfinished rubber after deal 3210030014601320');
    expect(screen.getByRole('table', { name: 'Scoring table' })).toHaveTextContent(
      'Two game rubber won700',
    );
  });

  it('its CSV has the same cumulative columns as the screen, the names, the winners and the totals', async () => {
    await openSummary();
    const table = screen.getByRole('table', { name: 'Deals' });
    const screenTotals = within(table)
      .getAllByRole('row')
      .slice(2)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(-2)
          .map((cell) => Number(cell.textContent)),
      );
    const read = validateMatch(file());
    if (!read.ok || read.value.game !== 'kapiti') throw new Error('fixture invalid');
    const csv = summaryCsv(read.value);
    // Spreadsheet programs read UTF-8 only with the byte-order mark.
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [title, ns, ew, winners, rules, head, ...rest] = parsed.data;
    expect([title, ns, ew, winners, rules]).toEqual([
      ['Rubber Bridge Summary Score Sheet'],
      ['Names N/S', 'Ian & Bob'],
      ['Names E/W', 'Dave & Alan'],
      ['Winners', 'N/S (Ian & Bob) won 1460 to 1320'],
      ['Rules', 'Unfinished rubber: 300 / 100'],
    ]);
    expect(head).toEqual([
      'row',
      'dealer',
      'score N/S',
      'score E/W',
      'cumulative N/S',
      'cumulative E/W',
      'tie-break',
      'agreement',
    ]);
    const totals = rest.pop();
    expect(rest.map((r) => [Number(r[4]), Number(r[5])])).toEqual(screenTotals);
    expect(rest[30]).toEqual([
      'Unfinished rubber after deal 30',
      '',
      '',
      '300',
      '1320',
      '1320',
      '',
      '',
    ]);
    expect(rest[31]).toEqual([
      'Bonus withdrawn: totals level after deal 30, play goes on',
      '',
      '',
      '-300',
      '1320',
      '1020',
      '',
      '',
    ]);
    expect(rest[32]).toEqual(['31', 'N Ian', '40', '', '1360', '1020', 'yes', '']);
    expect(totals).toEqual(['Totals', '', '1460', '1320', '1460', '1320', '', '']);
    const sums = [2, 3].map((column) => rest.reduce((sum, r) => sum + Number(r[column]), 0));
    expect(sums).toEqual([1460, 1320]);
  });

  it('flags a deal changed after both devices agreed on it, on the screen and in the CSV', async () => {
    const golden = file();
    const deals = [...(golden.deals as Record<string, unknown>[])];
    // Deal 1 agreed as it stands; deal 2 agreed with 2 tricks fewer than it now has.
    deals[0] = { ...deals[0], agreed: '4S N 10' };
    deals[1] = { ...deals[1], agreed: '4H E 9' };
    const read = validateMatch({ ...golden, deals });
    if (!read.ok || read.value.game !== 'kapiti') throw new Error(JSON.stringify(read));
    const parsed = Papa.parse<string[]>(summaryCsv(read.value).slice(1), { skipEmptyLines: true });
    const head = parsed.data.findIndex((r) => r[0] === 'row');
    const column = (n: number) => parsed.data[head + n]?.[7];
    expect([column(1), column(2), column(3)]).toEqual(['agreed', 'changed after agreement', '']);

    const app = await renderApp('#/');
    const created = await createMatch(app.db, { ...golden, deals });
    if (!created.ok) throw new Error('fixture invalid');
    window.location.hash = `#/match/${created.value.id}/summary`;
    const table = await screen.findByRole('table', { name: 'Deals' });
    expect(
      within(table).getByRole('rowheader', { name: '2 * changed after agreement' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByText(/^\* changed after agreement: both devices/),
    ).toBeInTheDocument();
  });

  it('its CSV names the organiser when the match has one', () => {
    const read = validateMatch({
      ...file(),
      competition: { name: 'Kapiti 2026', organiser: 'Pat Lee', email: 'pat@example.org' },
    });
    if (!read.ok || read.value.game !== 'kapiti') throw new Error('fixture invalid');
    const parsed = Papa.parse<string[]>(summaryCsv(read.value).slice(1), { skipEmptyLines: true });
    expect(parsed.data[5]).toEqual(['Send to', 'Pat Lee or by email to pat@example.org']);
    expect(parsed.data[6]?.[0]).toBe('row');
  });

  it('its CSV never lets a name run as a formula', () => {
    const read = validateMatch({
      ...file(),
      players: { N: '=HYPERLINK("x")', E: '+1 Dave', S: '−Bob', W: '@Alan' },
    });
    if (!read.ok || read.value.game !== 'kapiti') throw new Error('fixture invalid');
    const parsed = Papa.parse<string[]>(summaryCsv(read.value).slice(1), { skipEmptyLines: true });
    const cells = parsed.data.flat();
    // Only numbers (the withdrawn bonus, -300) may start with a minus.
    for (const cell of cells.filter((c) => !/^-\d+$/.test(c)))
      expect(cell).not.toMatch(/^[=+\-@\u2212]/);
    expect(cells).toContain(`'=HYPERLINK("x") & −Bob`);
    expect(cells).toContain("'+1 Dave & @Alan");
    expect(cells).toContain('N =HYPERLINK("x")');
  });

  it("shows the official pad's individual scores: players across, rubbers down", async () => {
    await openSummary();
    const grid = screen.getByRole('table', { name: 'Individual scores' });
    expect(within(grid).getByRole('columnheader', { name: 'N Ian' })).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: '2nd rubber' })).toBeInTheDocument();
    const rows = within(grid)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Players', 'N Ian', 'S Bob', 'E Dave', 'W Alan'],
      ['1st rubber', '720', '720', '150', '150'],
      ['2nd rubber', '740', '740', '1170', '1170'],
    ]);
  });

  it('names its files for what they are', () => {
    const read = validateMatch({ ...file(), createdAt: '2026-11-22T19:30:00Z' });
    if (!read.ok || read.value.game !== 'kapiti') throw new Error('fixture invalid');
    expect(kapitiFileName(read.value, 'pdf')).toBe('kapiti-2026-11-22-Ian-Bob-vs-Dave-Alan.pdf');
  });

  it('announces a tie at deal 30 on the table', async () => {
    const app = await renderApp('#/');
    const tied = { ...file(), deals: (file().deals as unknown[]).slice(0, 30) };
    const created = await createMatch(app.db, tied);
    if (!created.ok) throw new Error('fixture invalid');
    window.location.hash = `#/match/${created.value.id}`;
    expect(await screen.findByText(/Tied: two more deals are played/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Deal 31, tie-break 1 of 2 · Dealer/,
    );
    // Play goes on: the level rubber's bonus is withdrawn, and play has not stopped.
    expect(
      screen.getByText(
        'Rubber 2: unfinished, level with its bonus; play goes on and the bonus is withdrawn',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/play stopped/)).not.toBeInTheDocument();
  });
});
