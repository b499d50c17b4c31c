// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { dealsProblem } from '../../src/ui/newMatch/newMatchForm.ts';
import { renderApp } from './renderApp.tsx';

describe('the deals in a Kapiti match', () => {
  it.each([
    ['0', 'Deals in the match must be at least 1, not 0.'],
    ['-4', 'Deals in the match must be at least 1, not -4.'],
    ['201', 'Deals in the match can be at most 200, not 201.'],
    ['2.5', 'Deals in the match must be a whole number: 2.5 deals cannot be played.'],
    ['ten', 'Deals in the match must be a whole number from 1 to 200, not "ten".'],
    ['', 'Deals in the match is empty: type a whole number from 1 to 200 (30 is usual).'],
  ])('refuses %j with a message that says why', (typed, message) => {
    expect(dealsProblem(typed)).toBe(message);
  });

  it.each(['1', '30', ' 32 ', '200'])('takes %j', (typed) => {
    expect(dealsProblem(typed)).toBeNull();
  });

  it('keeps what was typed, says what is wrong, and starts nothing until it is right', async () => {
    const { user, db } = await renderApp('#/new');
    await user.click(await screen.findByRole('radio', { name: 'Kapiti 30-deal match' }));
    const field = screen.getByRole('textbox', { name: /^Deals in the match/ });
    expect(field).toHaveValue('30');
    await user.clear(field);
    await user.type(field, '2.5');
    expect(field).toHaveValue('2.5');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Deals in the match must be a whole number: 2.5 deals cannot be played.',
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deals in the match must be a whole number: 2.5 deals cannot be played.',
    );
    expect(field).toHaveFocus();
    expect(await listMatches(db)).toEqual([]);
    await user.clear(field);
    await user.type(field, '24');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(async () => expect(await listMatches(db)).toHaveLength(1));
    const [listed] = await listMatches(db);
    expect(listed?.record.file.rules).toMatchObject({ deals: 24 });
  });
});
