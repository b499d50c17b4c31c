// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import { rubberFile } from '../db/helpers.ts';
import { openRubber, renderApp, tapMadeDeal } from './renderApp.tsx';
import { getRecord } from '../../src/db/matchRows.ts';

describe('the pad', () => {
  it('enters an undoubled contract in three taps, the result chip saying what it writes', async () => {
    const { user, db, id } = await openRubber();
    await user.click(screen.getByRole('button', { name: '4 spades' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
    await user.click(screen.getByRole('button', { name: 'made 120: exactly 10 tricks' }));
    await waitFor(async () =>
      expect((await getRecord(db, id))?.file.deals).toEqual([
        { contract: '4S', declarer: 'S', tricks: 10 },
      ]),
    );
    expect(
      await screen.findByText(
        'Deal 1 saved: 4♠ by South (Bob) made, 120 to WE. WE win the first game.',
      ),
    ).toBeInTheDocument();
    const sheet = await screen.findByRole('table', { name: /Rubber 1/ });
    expect(within(sheet).getByRole('columnheader', { name: /WE/ })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: /WE 120, deal 1/ })).toBeInTheDocument();
  });

  it('offers the results only once the declarer is chosen, and says so', async () => {
    const { user } = await openRubber();
    await user.click(screen.getByRole('button', { name: '3 notrump' }));
    const results = screen.getByRole('group', { name: 'Result' });
    expect(results).toHaveAccessibleDescription('Choose the declarer.');
    for (const chip of within(results).getAllByRole('button')) expect(chip).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: /^Declarer East/ }));
    expect(within(results).getByRole('button', { name: /^made/ })).toBeEnabled();
    expect(screen.getByText('Tap the result to write deal 1.')).toBeInTheDocument();
  });

  it('shows on each chip what it writes: the points, and to whom when the defenders score', async () => {
    const { user } = await openRubber([{ contract: '4S', declarer: 'S', tricks: 10 }]);
    await user.click(screen.getByRole('button', { name: '3 notrump' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer North/ }));
    const results = screen.getByRole('group', { name: 'Result' });
    // WE are vulnerable now: 3NT wins the rubber 2-0 (100 below, 700 rubber bonus).
    expect(
      within(results).getByRole('button', { name: 'made 800: exactly 9 tricks' }),
    ).toHaveTextContent('made800');
    expect(within(results).getByRole('button', { name: '+1 830: 10 tricks' })).toBeInTheDocument();
    expect(
      within(results).getByRole('button', { name: '-1 100 to THEY: 8 tricks, down 1' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'X: doubled' }));
    expect(
      within(results).getByRole('button', { name: '-1 200 to THEY: 8 tricks, down 1' }),
    ).toBeInTheDocument();
  });

  it('offers only possible results: no 14 tricks, no level 0 outside Bridgette', async () => {
    const { user } = await openRubber();
    expect(screen.queryByRole('button', { name: '0 notrump' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '7 notrump' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer North/ }));
    const results = within(screen.getByRole('group', { name: 'Result' })).getAllByRole('button');
    expect(results.map((b) => b.querySelector('.result-label')?.textContent)).toEqual([
      'made',
      ...Array.from({ length: 13 }, (_, i) => `-${i + 1}`),
    ]);
  });

  it('offers honors after the deal and scores them above the line', async () => {
    const { user, db, id } = await openRubber();
    await tapMadeDeal(user, '4 spades', 'South');
    const honors = await screen.findByRole('group', { name: 'Honors on deal 1 (4♠)' });
    await user.click(within(honors).getByRole('button', { name: 'WE 100: held 4 honors' }));
    await waitFor(async () =>
      expect((await getRecord(db, id))?.file.deals).toEqual([
        { contract: '4S', declarer: 'S', tricks: 10, honors: { side: 'NS', points: 100 } },
      ]),
    );
    expect(
      await screen.findByRole('button', { name: /WE 100, deal 1: 4 trump honors/ }),
    ).toBeInTheDocument();
    // The table says WE and THEY, in its undo button and its history alike.
    expect(
      await screen.findByRole('button', { name: 'Undo: deal 1 honors: none -> 100 to WE' }),
    ).toBeInTheDocument();
    await user.click(screen.getByText('What changed, and when'));
    expect(await screen.findByText(/deal 1 honors: none -> 100 to WE$/)).toBeInTheDocument();
  });

  it('records a passed-out deal in one tap and moves the deal on', async () => {
    const { user, db, id } = await openRubber();
    expect(screen.getByText('North (Ian)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Passed out' }));
    await waitFor(async () =>
      expect((await getRecord(db, id))?.file.deals).toEqual([{ passed: true }]),
    );
    expect(await screen.findByText('East (Dave)')).toBeInTheDocument();
  });
});

describe('correcting the sheet', () => {
  it('edits an earlier deal and rescores everything after it, with undo and redo', async () => {
    const { user } = await openRubber([
      { contract: '2H', declarer: 'S', tricks: 8 },
      { contract: '2S', declarer: 'N', tricks: 8 },
    ]);
    // 60 + 60 below: a game for WE.
    expect(screen.getByRole('row', { name: '120 0' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Deal 1, dealt by/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deal 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Correct' }));
    await user.click(screen.getByRole('button', { name: /^-1 .*: 7 tricks, down 1$/ }));
    await user.click(screen.getByRole('button', { name: 'Save deal 1' }));
    expect(await screen.findByRole('row', { name: '60 50' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Undo: deal 1 changed/ }));
    expect(await screen.findByRole('row', { name: '120 0' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Redo: deal 1 changed/ }));
    expect(await screen.findByRole('row', { name: '60 50' })).toBeInTheDocument();
  });

  it('deletes a deal after asking', async () => {
    const { user, db, id } = await openRubber([{ contract: '2H', declarer: 'S', tricks: 8 }]);
    await user.click(await screen.findByRole('button', { name: /^Deal 1, dealt by/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete deal 1' }));
    await waitFor(async () => expect((await getRecord(db, id))?.file.deals).toEqual([]));
  });
});

describe('always visible', () => {
  it('shows the dealer, vulnerability and part scores before the next deal', async () => {
    await openRubber([
      { contract: '4S', declarer: 'E', tricks: 10 },
      { contract: '2H', declarer: 'N', tricks: 8 },
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Deal 3 · Dealer South \(Bob\)Rubber 1 · /,
    );
    const strip = screen.getByRole('region', { name: 'Before the next deal' });
    const [we, they] = within(strip).getAllByRole('listitem');
    expect(we).toHaveTextContent('WE not vulnerable 60 on, needs 40');
    expect(they).toHaveTextContent('THEY vulnerable needs 100');
  });
});

describe('deal summaries', () => {
  it('name the sides WE and THEY, in the deal list and on the pad', async () => {
    const { user } = await openRubber([{ contract: '4S', declarer: 'S', tricks: 9 }]);
    expect(
      screen.getByRole('button', {
        name: /^Deal 1, dealt by .*: 4♠ by South, -1: 50 above to THEY$/,
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3 notrump' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer East/ }));
    expect(
      screen.getByRole('button', { name: '-2 100 to WE: 7 tricks, down 2' }),
    ).toBeInTheDocument();
  });
});

describe('what changed, and when', () => {
  it('lists every change to a match, and the changes to a disputed deal', async () => {
    const { user } = await openRubber();
    await user.click(screen.getByRole('button', { name: '3 notrump' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer North/ }));
    await user.click(screen.getByRole('button', { name: /^-1 .*: 8 tricks, down 1$/ }));
    await screen.findByText(/^Deal 1 saved/);
    await user.click(await screen.findByRole('button', { name: /^Deal 1, dealt by/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deal 1' })).getByRole('button', {
        name: 'Correct',
      }),
    );
    await user.click(screen.getByRole('button', { name: /^made .*: exactly 9 tricks$/ }));
    await user.click(screen.getByRole('button', { name: 'Save deal 1' }));
    await screen.findByText(/Deal 1 corrected/);
    await user.click(screen.getByText('What changed, and when'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Changes, newest first' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent?.replace(/^.*?(deal)/, '$1')),
      ).toEqual([
        'deal 1 changed: 3NT by N, 8 tricks -> 3NT by N, 9 tricks',
        'deal 1 entered: 3NT by N, 8 tricks',
      ]),
    );
    await user.click(await screen.findByRole('button', { name: /^Deal 1, dealt by/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deal 1' });
    expect(
      within(await within(dialog).findByRole('list', { name: 'Changes to deal 1' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2);
  });

  it("follows a deal's changes when an earlier deal is deleted", async () => {
    const { user, db, id } = await openRubber([
      { contract: '2H', declarer: 'S', tricks: 8 },
      { contract: '3NT', declarer: 'E', tricks: 9 },
    ]);
    await commitEdit(db, id, {
      kind: 'editDeal',
      index: 1,
      before: { contract: '3NT', declarer: 'E', tricks: 9 },
      after: { contract: '3NT', declarer: 'E', tricks: 10 },
    });
    await commitEdit(db, id, {
      kind: 'deleteDeal',
      index: 0,
      deal: { contract: '2H', declarer: 'S', tricks: 8 },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Deal 2, dealt by/ })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: /^Deal 1, dealt by/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deal 1' });
    const changes = await within(dialog).findByRole('list', { name: 'Changes to deal 1' });
    expect(within(changes).getByRole('listitem')).toHaveTextContent(
      /deal 2 changed: 3NT by E, 9 tricks -> 3NT by E, 10 tricks \(now deal 1\)$/,
    );
  });
});

describe('corrections that meet a changing match', () => {
  it('cancels a correction when the deal changes under it, and says so', async () => {
    const { user, db, id } = await openRubber([
      { contract: '2H', declarer: 'S', tricks: 8 },
      { contract: '3NT', declarer: 'E', tricks: 9 },
    ]);
    // Entered through the pad so that Undo has a step to take back.
    await user.click(screen.getByRole('button', { name: '1 clubs' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer North/ }));
    await user.click(screen.getByRole('button', { name: /^made .*: exactly/ }));
    await screen.findByText(/^Deal 3 saved/);
    await user.click(await screen.findByRole('button', { name: /^Deal 3, dealt by/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deal 3' })).getByRole('button', {
        name: 'Correct',
      }),
    );
    expect(screen.getByRole('region', { name: 'Correct deal 3' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Undo: deal 3 entered/ }));
    expect(
      await screen.findByText(
        'Deal 3 changed while you were correcting it: the correction was cancelled.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Enter a deal' })).toBeInTheDocument();
    expect((await getRecord(db, id))?.file.deals).toHaveLength(2);
  });

  it('keeps a duplicate board number and vulnerability through a correction', async () => {
    const app = await renderApp();
    const created = await createMatch(
      app.db,
      rubberFile({
        game: 'duplicate',
        rules: { honors: false },
        deals: [{ contract: '4S', declarer: 'N', tricks: 10, board: 7 }],
      }),
    );
    if (!created.ok) throw new Error('fixture');
    window.location.hash = `#/match/${created.value.id}`;
    await screen.findByRole('region', { name: 'Enter a deal' });
    await app.user.click(
      await screen.findByRole('button', { name: /^Deal 1, board 7, both vulnerable, dealt by/ }),
    );
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Deal 1' })).getByRole('button', {
        name: 'Correct',
      }),
    );
    await app.user.click(screen.getByRole('button', { name: /^\+1 .*: 11 tricks/ }));
    // Board 7: both vulnerable: 120 + 30 + 500 game, in duplicate's words.
    expect(screen.getByText('4♠ by North, +1: 650')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Save deal 1' }));
    await waitFor(async () =>
      expect((await getRecord(app.db, created.value.id))?.file.deals).toEqual([
        { contract: '4S', declarer: 'N', tricks: 11, board: 7 },
      ]),
    );
  });

  it('puts the honors question away at End of play, and the next deal from the heading', async () => {
    const { user } = await openRubber();
    await tapMadeDeal(user, '4 spades', 'South');
    const question = { name: 'Honors on deal 1 (4♠)' };
    expect(await screen.findByRole('group', question)).toBeInTheDocument();
    expect(screen.getByText(/^Deal 2 · Dealer/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End of play' }));
    expect(
      await screen.findByText('Play has ended. Resume play to enter more deals.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', question)).not.toBeInTheDocument();
    // No next deal is named, nor what each side needs for it: play has ended.
    expect(screen.getByText('Play ended')).toBeInTheDocument();
    expect(screen.queryByText(/Dealer/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Before the next deal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Type a deal' })).not.toBeInTheDocument();
    // Play resumed: the question for the deal written here, and the next deal, come back.
    await user.click(screen.getByRole('button', { name: 'Resume play' }));
    expect(await screen.findByRole('group', question)).toBeInTheDocument();
    expect(screen.getByText(/^Deal 2 · Dealer/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type a deal' })).toBeInTheDocument();
  });
});
