// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commitEdit } from '../../src/db/matchWrites.ts';
import { agreementLine } from '../../src/ui/common/agreementWords.ts';
import { openRubber } from './renderApp.tsx';

/**
 * Deals two devices agreed on are marked at the table, and a deal changed after agreement is
 * flagged there (docs/format.md, "agreed"): on the sheet's points, on the deal list's numbers,
 * beside the check code, and in the deal's own dialog.
 */

const AGREED_4S = { contract: '4S', declarer: 'S', tricks: 10, agreed: '4S S 10' };
const AGREED_PASS = { passed: true, agreed: 'passed' };
// Agreed as 3NT by West, one down; corrected since to 3NT by West, made.
const CHANGED_3NT = { contract: '3NT', declarer: 'W', tricks: 9, agreed: '3NT W 8' };
const NEVER_AGREED = { contract: '2H', declarer: 'N', tricks: 8 };

describe('agreement marks at the table', () => {
  it('says nothing of agreement for a match kept on one device', async () => {
    await openRubber([NEVER_AGREED]);
    const sheetArea = screen.getByRole('region', { name: 'Score sheet' });
    expect(within(sheetArea).getByText(/^Check code/).textContent).toMatch(/^Check code \w{4}$/);
    expect(screen.queryByText(/agreed|agreement/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Deal 1, dealt by/ }).getAttribute('aria-label'),
    ).not.toMatch(/agree/);
  });

  it('marks agreed deals and flags one changed after agreement, on the sheet and the deal list', async () => {
    await openRubber([AGREED_4S, AGREED_PASS, CHANGED_3NT, NEVER_AGREED]);
    const sheetArea = screen.getByRole('region', { name: 'Score sheet' });
    expect(within(sheetArea).getByText(/^Check code/)).toHaveTextContent(
      /^Check code \w{4} · 2 of 4 deals agreed$/,
    );
    expect(within(sheetArea).getByText('* Deal 3 changed after agreement')).toBeInTheDocument();

    const sheet = within(sheetArea).getByRole('table', { name: /Rubber 1/ });
    const game = within(sheet).getByRole('button', { name: /^WE 120, deal 1:/ });
    expect(game).toHaveAccessibleName(/, agreed on both devices$/);
    expect(game).toHaveTextContent('120✓');
    const changed = within(sheet).getByRole('button', { name: /^THEY 100, deal 3:/ });
    expect(changed).toHaveAccessibleName(/, changed after agreement$/);
    expect(changed).toHaveTextContent('100*');
    const plain = within(sheet).getByRole('button', { name: /, deal 4:/ });
    expect(plain.getAttribute('aria-label')).not.toMatch(/agree/);
    expect(plain.textContent).toMatch(/^\d+$/);

    const list = screen.getByRole('table', { name: 'Deals' });
    expect(
      within(list).getByRole('button', { name: /^Deal 1, .*, agreed on both devices$/ }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('button', {
        name: /^Deal 2, .*passed out.*, agreed on both devices$/i,
      }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: /^Deal 3, .*, changed after agreement$/ }),
    ).toBeInTheDocument();
    expect(
      within(list)
        .getByRole('button', { name: /^Deal 4, / })
        .getAttribute('aria-label'),
    ).not.toMatch(/agree/);
    const numbers = within(list)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(numbers).toEqual(['1✓', '2✓', '3*', '4']);
  });

  it("a deal's dialog says it was agreed, or what both devices had agreed on before it changed", async () => {
    const { user } = await openRubber([AGREED_4S, CHANGED_3NT]);
    await user.click(screen.getByRole('button', { name: /^Deal 1, / }));
    const first = await screen.findByRole('dialog', { name: 'Deal 1' });
    expect(within(first).getByText('✓ Agreed on both devices.')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: /^Deal 2, / }));
    const second = await screen.findByRole('dialog', { name: 'Deal 2' });
    expect(
      within(second).getByText(
        '* Changed after agreement: both devices had agreed on 3NT by West, -1: 50 above to WE.',
      ),
    ).toBeInTheDocument();
  });

  it('a correction of an agreed deal flags it at once; undoing the correction takes the flag away', async () => {
    const app = await openRubber([AGREED_4S]);
    const sheetArea = screen.getByRole('region', { name: 'Score sheet' });
    expect(within(sheetArea).getByText(/^Check code/)).toHaveTextContent(/· The deal agreed$/);
    const before = { ...AGREED_4S };
    const after = { ...AGREED_4S, tricks: 11 };
    await commitEdit(app.db, app.id, { kind: 'editDeal', index: 0, before, after });
    expect(
      await within(sheetArea).findByText('* Deal 1 changed after agreement'),
    ).toBeInTheDocument();
    expect(within(sheetArea).getByText(/^Check code/).textContent).not.toMatch(/agreed/);
    // The undo step is read with the history, which may follow the deal by a moment.
    await app.user.click(await screen.findByRole('button', { name: /^Undo: / }));
    await waitFor(() =>
      expect(within(sheetArea).queryByText(/changed after agreement/)).not.toBeInTheDocument(),
    );
    expect(within(sheetArea).getByText(/^Check code/)).toHaveTextContent(/· The deal agreed$/);
  });
});

describe('the sheet line about agreement', () => {
  it('counts the agreed deals and names every changed one', () => {
    expect(agreementLine([null, null])).toBeNull();
    expect(agreementLine([])).toBeNull();
    expect(agreementLine(['agreed'])).toEqual({ agreed: 'The deal agreed', changed: null });
    expect(agreementLine(['agreed', 'agreed', 'agreed'])).toEqual({
      agreed: 'All 3 deals agreed',
      changed: null,
    });
    expect(agreementLine([null, 'changed'])).toEqual({
      agreed: null,
      changed: 'Deal 2 changed after agreement',
    });
    expect(agreementLine(['agreed', null, 'changed'])).toEqual({
      agreed: '1 of 3 deals agreed',
      changed: 'Deal 3 changed after agreement',
    });
    expect(agreementLine(['changed', 'agreed', 'changed', 'changed'])).toEqual({
      agreed: '1 of 4 deals agreed',
      changed: 'Deals 1, 3 and 4 changed after agreement',
    });
  });
});
