// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../src/db/matchStore.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { kapitiFileName, summaryCsv } from '../../src/ui/export/kapitiExports.ts';
import { renderApp } from './renderApp.tsx';

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
    expect(rows).toHaveLength(34);
    expect(rows[0]).toHaveTextContent(/^1S Bob1201200$/);
    expect(rows[30]).toHaveTextContent(
      'Unfinished rubber after deal 30 · totals level: two more deals30013201320',
    );
    expect(rows[33]).toHaveTextContent('Unfinished rubber after deal 3210030014601320');
    expect(screen.getByRole('table', { name: 'Scoring table' })).toHaveTextContent(
      'Two game rubber won700',
    );
  });

  it('its CSV has the same cumulative columns as the screen', async () => {
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
    const parsed = Papa.parse<Record<string, string>>(summaryCsv(read.value), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(
      parsed.data.map((r) => [Number(r['cumulative N/S']), Number(r['cumulative E/W'])]),
    ).toEqual(screenTotals);
    expect(parsed.data[31]).toMatchObject({
      row: '31',
      dealer: 'N Ian',
      'score N/S': '40',
      'tie-break': 'yes',
    });
  });

  it('names its files for what they are', () => {
    const read = validateMatch({ ...file(), createdAt: '2026-11-22T19:30:00Z' });
    if (!read.ok || read.value.game !== 'kapiti') throw new Error('fixture invalid');
    expect(kapitiFileName(read.value, 'pdf')).toBe('kapiti-2026-11-22-ian-bob-vs-dave-alan.pdf');
  });

  it('announces a tie at deal 30 on the table', async () => {
    const app = await renderApp('#/');
    const tied = { ...file(), deals: (file().deals as unknown[]).slice(0, 30) };
    const created = await createMatch(app.db, tied);
    if (!created.ok) throw new Error('fixture invalid');
    window.location.hash = `#/match/${created.value.id}`;
    expect(await screen.findByText(/Tied: two more deals are played/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Deal 31 of 30 \(tie-break\) · Dealer/,
    );
  });
});
