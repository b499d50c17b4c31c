// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { rubberFile } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';

/** Chicago at the table (docs/rules.md, Chicago): the chukker as its players keep it. */

describe('the chukker sheet', () => {
  it('shows each deal with its dealer and who is vulnerable in the form played, and the deals to come', async () => {
    const app = await renderApp();
    const created = await createMatch(
      app.db,
      rubberFile({
        game: 'chicago',
        rules: { vulnerability: 'cavendish' },
        firstDealer: 'N',
        deals: [{ contract: '2H', declarer: 'S', tricks: 9 }, { passed: true }],
      }),
    );
    if (!created.ok) throw new Error('fixture');
    window.location.hash = `#/match/${created.value.id}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    const chukker = await screen.findByRole('table', { name: 'Chukker 1: in progress' });
    const rows = within(chukker)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '#DealerContractWETHEY',
      '1Nnobody vul2♥ S +190',
      // Cavendish: on deal 2 the dealer's opponents (North-South, WE) are vulnerable. The deal
      // was passed out, so East deals it again.
      '2EWE vulpassed out, dealt again',
      '2EWE vulto come',
      '3STHEY vulto come',
      '4Wboth vulto come',
      'Chukker 1900',
    ]);
    expect(
      within(chukker).getByRole('row', {
        name: 'Deal 4 of the chukker, to come: West (Alan) deals, both vulnerable',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Score sheet' })).getByText('Cavendish form'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Chukker 1, deal 2 of 4 · Dealer East (Dave)',
    );
  });
});

describe('five players at a Chicago table', () => {
  it('sits one out a chukker at a time, proposes the next seating and keeps the back score in hundreds', async () => {
    const { user } = await renderApp('#/new');
    await user.click(await screen.findByRole('radio', { name: /^Chicago \(/ }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Players at the table' })).getByRole('radio', {
        name: '5',
      }),
    );
    const names = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
    const fields = ['1st (highest card)', '2nd', '3rd', '4th', '5th'];
    for (const [i, field] of fields.entries()) {
      await user.type(screen.getByRole('combobox', { name: field }), names[i] ?? '');
    }
    expect(
      screen.getByText(/^First chukker: North Ann, East Cat, South Ben, West Dan/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    expect(
      within(screen.getByRole('region', { name: 'Before the next deal' })).getByText(
        'Sitting out: Eve',
      ),
    ).toBeInTheDocument();

    // Four deals: North-South make 3NT each time.
    for (let deal = 1; deal <= 4; deal++) {
      await user.click(screen.getByRole('button', { name: '3 notrump' }));
      await user.click(await screen.findByRole('button', { name: /^Declarer North/ }));
      await user.click(screen.getByRole('button', { name: /^made .*: exactly 9 tricks$/ }));
      await screen.findByText(new RegExp(`^Deal ${deal} saved`));
    }
    const next = await screen.findByRole('region', { name: 'Chukker 2: the next seating' });
    expect(within(next).getByText('Eve comes in for Dan.')).toBeInTheDocument();
    // 3NT four times: 400 + 400 + 600 (vulnerable on deal 2 or 3) ... the net in hundreds.
    const back = screen.getByRole('table', { name: 'Back score, this table' });
    const ann = within(back).getByRole('row', { name: /^Ann / });
    const eve = within(back).getByRole('row', { name: /^Eve / });
    expect(ann.textContent).toMatch(/^Ann\+\d+\+\d+$/);
    expect(eve.textContent).toBe('Eve0out');
    await user.click(within(next).getByRole('button', { name: 'Start chukker 2' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Chukker 2, deal 1 of 4 · Dealer/,
    );
    expect(
      within(screen.getByRole('region', { name: 'Before the next deal' })).getByText(
        'Sitting out: Dan',
      ),
    ).toBeInTheDocument();
  });
});
