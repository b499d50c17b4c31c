// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveCompetition } from '../../src/db/competitions.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { KAPITI_COAST } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';

const kapitiCoast = KAPITI_COAST;

async function stored(db: BridgepadDb, fields: Record<string, string>) {
  const saved = await saveCompetition(db, fields);
  if (!saved.ok) throw new Error('fixture profile is invalid');
  return saved.value;
}

/** The file of the one match started, once it is saved. */
async function startedFile(db: BridgepadDb) {
  await waitFor(async () => expect(await listMatches(db)).toHaveLength(1));
  const [listed] = await listMatches(db);
  return listed?.record.file;
}

const competitionSelect = () => screen.findByRole('combobox', { name: 'Competition' });

describe('choosing a competition for a new Kapiti match', () => {
  it('copies the only profile into the match, letters and all, without its id', async () => {
    const { user, db } = await renderApp('#/new');
    await stored(db, kapitiCoast);
    await user.click(await screen.findByRole('radio', { name: 'Kapiti 30-deal match' }));
    const select = await competitionSelect();
    await waitFor(() => expect(select).toHaveDisplayValue('Kāpiti Coast Rubber Bridge 2026'));
    expect(screen.getByText(/Łukasz Wiśniewski · lukasz@example.org/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const file = await startedFile(db);
    expect(file?.game).toBe('kapiti');
    expect(file?.competition).toEqual(kapitiCoast);
  });

  it('with several profiles starts at None, takes the one chosen, and offers it next time', async () => {
    const { user, db } = await renderApp('#/new');
    await stored(db, { name: 'Kapiti 2025' });
    const chosen = await stored(db, { name: 'Kapiti 2026', organiser: 'Pat Lee' });
    await user.click(await screen.findByRole('radio', { name: 'Kapiti 30-deal match' }));
    const select = await competitionSelect();
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['None', 'Kapiti 2025', 'Kapiti 2026']),
    );
    expect(select).toHaveDisplayValue('None');
    await user.selectOptions(select, 'Kapiti 2026');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect((await startedFile(db))?.competition).toEqual({
      name: 'Kapiti 2026',
      organiser: 'Pat Lee',
    });

    window.location.hash = '#/new';
    await user.click(await screen.findByRole('radio', { name: 'Kapiti 30-deal match' }));
    await waitFor(async () => expect(await competitionSelect()).toHaveValue(chosen.id));
  });

  it('starts a match with no competition when None is chosen', async () => {
    const { user, db } = await renderApp('#/new');
    await stored(db, kapitiCoast);
    await user.click(await screen.findByRole('radio', { name: 'Kapiti 30-deal match' }));
    const select = await competitionSelect();
    await waitFor(() => expect(select).toHaveDisplayValue(kapitiCoast.name));
    await user.selectOptions(select, 'None');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await startedFile(db)).not.toHaveProperty('competition');
  });

  it('links to Settings to add a competition', async () => {
    const { user } = await renderApp('#/new');
    await user.click(await screen.findByRole('radio', { name: 'Kapiti 30-deal match' }));
    expect(await competitionSelect()).toHaveDisplayValue('None');
    await user.click(screen.getByRole('link', { name: 'Add a competition in Settings' }));
    expect(await screen.findByRole('region', { name: 'Competitions' })).toBeInTheDocument();
  });

  it('offers no competition for other games', async () => {
    const { user, db } = await renderApp('#/new');
    await stored(db, kapitiCoast);
    await user.click(
      await screen.findByRole('radio', { name: 'Chicago (Chicago and Cavendish forms)' }),
    );
    expect(screen.queryByRole('combobox', { name: 'Competition' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await startedFile(db)).not.toHaveProperty('competition');
  });
});
