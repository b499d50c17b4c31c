// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { offerUpdate } from '../../src/state/uiStore.ts';
import { rubberFile } from '../db/helpers.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { renderApp } from './renderApp.tsx';

describe('a new version', () => {
  it('is offered, never installed without a tap, and can wait', async () => {
    const { user } = await renderApp('#/');
    await screen.findByRole('heading', { name: 'Matches' });
    const activate = vi.fn();
    act(() => offerUpdate(activate));
    expect(await screen.findByText('Update available.')).toBeInTheDocument();
    expect(activate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('Update available.')).not.toBeInTheDocument();
  });

  it('waits while a deal is being entered', async () => {
    const { user, db } = await renderApp('#/');
    const created = await createMatch(db, rubberFile());
    if (!created.ok) throw new Error('fixture');
    window.location.hash = `#/match/${created.value.id}`;
    await screen.findByRole('region', { name: 'Enter a deal' });
    const activate = vi.fn();
    act(() => offerUpdate(activate));
    await user.click(screen.getByRole('button', { name: '3 notrump' }));
    expect(
      screen.getByText('Finish or cancel the deal you are entering first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update now' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Declarer North (Ian)' }));
    await user.click(screen.getByRole('button', { name: /^made .*: exactly 9 tricks$/ }));
    await screen.findByText(/^Deal 1 saved/);
    await user.click(screen.getByRole('button', { name: 'Update now' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
