// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { TABLE_KEY } from '../../src/engine/tableGroup.ts';
import { rubberFile } from '../db/helpers.ts';
import { GBP_20P, RUBBER_1, RUBBER_2, RUBBER_3, lines } from './eveningFixture.ts';
import { catchDownloads } from './exportHelpers.tsx';
import { renderApp } from './renderApp.tsx';

/**
 * An evening's back score on paper: its CSV, from the evening's entry on the matches list, holds
 * the figures the entry shows inside it (the back score, each player's money and who pays whom),
 * every name as typed, and no cell a spreadsheet would run. The worked example's evening of five
 * at £0.20 a 100 (docs/rules.md, "Stakes and settling up"); the PDF is read back in Chromium
 * (tests/e2e/evening.e2e.test.ts).
 */

const WORKED = ['Pat', 'Lee', 'Kim', 'Sam', 'Ash'] as const;
type Worked = (typeof WORKED)[number];

/** The worked example's players, in Greek, Hebrew, Thai, Chinese and Tongan (with its ʻokina). */
const SCRIPTS: Record<Worked, string> = {
  Pat: 'Ξένια Παπαδοπούλου',
  Lee: 'שרה לוי',
  Kim: 'สมชาย ใจดี',
  Sam: '李雷',
  Ash: 'ʻAna Fifita',
};

/** The worked example's figures, each player's rubbers and total, and money in pounds. */
const FIGURES: Record<Worked, { rubbers: (number | 'out')[]; total: number; money: number }> = {
  Pat: { rubbers: [18, -6, -11], total: 1, money: 0.2 },
  Lee: { rubbers: [18, 'out', 11], total: 29, money: 5.8 },
  Kim: { rubbers: [-18, 6, -11], total: -23, money: -4.6 },
  Sam: { rubbers: [-18, -6, 'out'], total: -24, money: -4.8 },
  Ash: { rubbers: ['out', 6, 11], total: 17, money: 3.4 },
};

/**
 * The worked example's evening with its players named `names`, played for `stake`; its last
 * rubber's table `last` where the table changed size before it.
 */
function evening(
  names: Record<Worked, string>,
  stake: unknown = GBP_20P,
  last?: { draw: string[]; from: number },
) {
  const draw = WORKED.map((name) => names[name]);
  return [RUBBER_1, RUBBER_2, RUBBER_3].map(({ players, deals }, rubber) =>
    rubberFile({
      rules: { honors: true, ...(stake === null ? {} : { stake }) },
      players: Object.fromEntries(
        Object.entries(players).map(([seat, name]) => [seat, names[name as Worked]]),
      ),
      deals,
      firstDealer: 'N',
      createdAt: `2026-11-13T19:0${rubber}:00Z`,
      [TABLE_KEY]: {
        session: 'evening-paper',
        draw,
        rubber,
        ...(rubber === 2 && last !== undefined ? last : {}),
      },
    }),
  );
}

/** The matches list on a device holding `files`, the evening's back score opened. */
async function listWith(files: Record<string, unknown>[]) {
  const app = await renderApp('#/new');
  for (const file of files) {
    const made = await createMatch(app.db, file);
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
  }
  act(() => {
    window.location.hash = '#/';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await app.user.click(await screen.findByText('The 3 rubbers and the back score'));
  await screen.findByRole('table', { name: 'Back score, this table' });
  return app;
}

/** The evening's CSV, saved by its button, as its name and rows (the byte-order mark checked). */
async function savedCsv(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const saved = catchDownloads();
  const button = screen.getByRole('button', { name: /^Back score CSV: / });
  expect(button).toHaveTextContent('Back score CSV');
  await user.click(button);
  await waitFor(() => expect(saved.size).toBe(1));
  const [[name, blob]] = [...saved.entries()] as [[string, Blob]];
  const text = await blob.text();
  // Spreadsheet programs read UTF-8 only with the byte-order mark; every line ends CRLF.
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  await screen.findByText('The back score saved as CSV.');
  return { name, text, rows: parsed.data };
}

/** The back score as the screen shows it: each player's row, name first. */
function screenBackScore(): string[][] {
  const table = screen.getByRole('table', { name: 'Back score, this table' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
    );
}

/** The money and the payments as the screen says them. */
function screenMoney() {
  const region = screen.getByRole('region', { name: 'Money at £0.20 a 100' });
  const [players, payments] = within(region).getAllByRole('list');
  return { players: lines(players as HTMLElement), payments: lines(payments as HTMLElement) };
}

/** A figure as the screen writes it: "+18", "-6", "0", "out". */
const signed = (cell: string) => {
  const n = Number(cell);
  return Number.isNaN(n) ? cell : n > 0 ? `+${n}` : `${n}`;
};
/** An amount in pounds as the screen writes a result: "wins £0.20", "loses £4.60". */
const result = (pounds: number) =>
  `${pounds > 0 ? 'wins' : pounds < 0 ? 'loses' : ''} £${Math.abs(pounds).toFixed(2)}`.trim();

describe("an evening's back score as CSV", () => {
  it('holds the figures the evening shows, every name as typed, from the button on its entry', async () => {
    const { user } = await listWith(evening(SCRIPTS));
    const { name, rows } = await savedCsv(user);
    expect(name).toBe(
      'WeThey-evening-rubber-2026-11-13-Ξένια-Παπαδοπούλου-שרה-לוי-สมชาย-ใจดี-李雷.csv',
    );
    const draw = WORKED.map((player) => SCRIPTS[player]);
    const [title, date, players, stake, head, ...rest] = rows;
    expect([title, date, players, stake]).toEqual([
      ['Rubber bridge evening, 5 players'],
      ['Date', '2026-11-13'],
      ['Players', ...draw],
      ['Stake', '£0.20 a 100'],
    ]);
    expect(head).toEqual(['player', 'total', 'rubber 1', 'rubber 2', 'rubber 3', 'money GBP']);
    const table = rest.slice(0, 5);
    const [settling, paysHead, ...payments] = rest.slice(5);

    // The worked example's figures, each under its player's name in its own script.
    expect(table).toEqual(
      WORKED.map((player) => {
        const { rubbers, total, money } = FIGURES[player];
        return [SCRIPTS[player], String(total), ...rubbers.map(String), String(money)];
      }),
    );
    // The very figures the screen shows: the back score, row by row ...
    expect(
      table.map(([player, ...figures]) => [player, ...figures.slice(0, -1).map(signed)]),
    ).toEqual(screenBackScore());
    // ... each player's money ...
    const shown = screenMoney();
    expect(
      table.map(
        ([player, total, , , , money]) =>
          `${player} ${signed(total ?? '')} · ${result(Number(money))}`,
      ),
    ).toEqual(shown.players);
    // ... and who pays whom.
    expect(settling).toEqual(['Settling up']);
    expect(paysHead).toEqual(['pays', 'to', 'amount GBP']);
    expect(payments).toHaveLength(4);
    expect(
      payments.map(([from, to, amount]) => `${from} pays ${to} £${Number(amount).toFixed(2)}`),
    ).toEqual(shown.payments);
    const money: Record<string, number> = Object.fromEntries(
      table.map((row) => [row[0], Number(row[5])]),
    );
    for (const [from, to, amount] of payments) {
      money[from ?? ''] = (money[from ?? ''] ?? 0) + Number(amount);
      money[to ?? ''] = (money[to ?? ''] ?? 0) - Number(amount);
    }
    // Settled: everyone even, to the penny.
    expect(Object.values(money).map((pounds) => Math.round(pounds * 100))).toEqual([0, 0, 0, 0, 0]);
  });

  it('writes a name a spreadsheet would run as text, and the figures as numbers', async () => {
    const { user } = await listWith(evening({ ...SCRIPTS, Kim: '=HYPERLINK("x","Kim")' }));
    const { text, rows } = await savedCsv(user);
    // The name with an apostrophe before it, so it is never a formula, wherever it stands.
    expect(text).toContain(`"'=HYPERLINK(""x"",""Kim"")",-23,-18,6,-11,-4.6\r\n`);
    expect(rows[2]).toContain(`'=HYPERLINK("x","Kim")`);
    expect(rows.filter((row) => row.some((cell) => cell.startsWith('=')))).toEqual([]);
    // A loss is a number, never text: no apostrophe before a minus.
    expect(text).not.toMatch(/'-\d/);
  });

  it('of a table that changed size, keeps everyone who played, as the evening shows them', async () => {
    // Sam leaves after rubber 2 (sitting out rubber 3 then) and Zoë comes, to sit out rubber 3.
    const names = { Pat: 'Pat', Lee: 'Lee', Kim: 'Kim', Sam: 'Sam', Ash: 'Ash' };
    const last = { draw: ['Lee', 'Kim', 'Ash', 'Pat', 'Zoë'], from: 2 };
    const { user } = await listWith(evening(names, GBP_20P, last));
    const { rows } = await savedCsv(user);
    expect(rows[0]).toEqual(['Rubber bridge evening, 6 players']);
    expect(rows[2]).toEqual(['Players', 'Pat', 'Lee', 'Kim', 'Sam', 'Ash', 'Zoë']);
    const table = rows.slice(5, 11);
    expect(table.map((row) => row[0])).toEqual(['Pat', 'Lee', 'Kim', 'Sam', 'Ash', 'Zoë']);
    expect(table[5]).toEqual(['Zoë', '0', 'out', 'out', 'out', '0']);
    expect(
      table.map(([player, ...figures]) => [player, ...figures.slice(0, -1).map(signed)]),
    ).toEqual(screenBackScore());
  });

  it('played for nothing, is the back score alone: no stake, no money, no settling up', async () => {
    const { user } = await listWith(evening(SCRIPTS, null));
    const { rows } = await savedCsv(user);
    expect(rows.map((row) => row[0])).toEqual([
      'Rubber bridge evening, 5 players',
      'Date',
      'Players',
      'player',
      ...WORKED.map((player) => SCRIPTS[player]),
    ]);
    expect(rows[3]).toEqual(['player', 'total', 'rubber 1', 'rubber 2', 'rubber 3']);
    expect(screen.queryByRole('region', { name: /^Money at / })).not.toBeInTheDocument();
  });
});
