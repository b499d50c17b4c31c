// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listCompetitions, saveCompetition } from '../../src/db/competitions.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { KAPITI_COAST } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';

const kapitiCoast = KAPITI_COAST;

async function competitionsSection() {
  return screen.findByRole('region', { name: 'Competitions' });
}

async function stored(db: BridgepadDb, fields: Record<string, string>) {
  const saved = await saveCompetition(db, fields);
  if (!saved.ok) throw new Error('fixture profile is invalid');
  return saved.value;
}

describe('competition profiles in Settings', () => {
  it('adds a profile, Māori and Polish letters kept exactly', async () => {
    const { user, db } = await renderApp('#/settings');
    const section = await competitionsSection();
    expect(await within(section).findByText('No competitions yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add a competition' }));

    const form = within(section).getByRole('form', { name: 'New competition' });
    const name = within(form).getByRole('textbox', { name: 'Competition name' });
    expect(name).toHaveFocus();
    await user.type(name, kapitiCoast.name);
    await user.type(within(form).getByRole('textbox', { name: 'Round' }), kapitiCoast.round);
    await user.type(
      within(form).getByRole('textbox', { name: "Organiser's name" }),
      kapitiCoast.organiser,
    );
    await user.type(
      within(form).getByRole('textbox', { name: "Organiser's e-mail" }),
      kapitiCoast.email,
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Postal address' }),
      kapitiCoast.address,
    );
    const due = within(form).getByLabelText('Due date');
    expect(due).toHaveAttribute('type', 'date');
    await user.type(due, kapitiCoast.due);
    await user.click(within(form).getByRole('button', { name: 'Save competition' }));

    const item = await within(section).findByRole('listitem');
    expect(item).toHaveTextContent(kapitiCoast.name);
    expect(item).toHaveTextContent('Łukasz Wiśniewski');
    expect(item).toHaveTextContent('12 Parata Street, Waikanae');
    expect(screen.queryByRole('form', { name: 'New competition' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add a competition' })).toHaveFocus();
    const [profile] = await listCompetitions(db);
    expect(profile).toEqual({ id: expect.any(String), ...kapitiCoast });
  });

  it('saves nothing without a name, and says so beside the field', async () => {
    const { user, db } = await renderApp('#/settings');
    const section = await competitionsSection();
    await user.click(within(section).getByRole('button', { name: 'Add a competition' }));
    const form = within(section).getByRole('form', { name: 'New competition' });
    await user.type(within(form).getByRole('textbox', { name: 'Round' }), 'Round 1');
    await user.click(within(form).getByRole('button', { name: 'Save competition' }));
    const name = within(form).getByRole('textbox', { name: 'Competition name' });
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('Competition name is missing.');
    expect(name).toHaveFocus();
    expect(await listCompetitions(db)).toEqual([]);

    // The message goes as soon as the field is right.
    await user.type(name, 'Kapiti 2026');
    expect(name).toBeValid();
    expect(name).not.toHaveAccessibleDescription();
  });

  it('edits a profile: a bad e-mail is named beside its field and not saved until fixed', async () => {
    const { user, db } = await renderApp('#/settings');
    const profile = await stored(db, { name: 'Kapiti 2026', organiser: 'Pat Lee' });
    const section = await competitionsSection();
    await user.click(await within(section).findByRole('button', { name: 'Edit Kapiti 2026' }));

    const form = within(section).getByRole('form', { name: 'Edit Kapiti 2026' });
    expect(within(form).getByRole('textbox', { name: 'Competition name' })).toHaveValue(
      'Kapiti 2026',
    );
    expect(within(form).getByRole('textbox', { name: "Organiser's name" })).toHaveValue('Pat Lee');
    const email = within(form).getByRole('textbox', { name: "Organiser's e-mail" });
    await user.type(email, 'pat at example.org');
    await user.click(within(form).getByRole('button', { name: 'Save competition' }));
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('"pat at example.org" is not an e-mail address.');
    expect(within(form).getByText('"pat at example.org" is not an e-mail address.')).toBeVisible();
    expect(await listCompetitions(db)).toEqual([profile]);

    await user.clear(email);
    await user.type(email, 'pat@example.org');
    await user.click(within(form).getByRole('button', { name: 'Save competition' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit Kapiti 2026' })).not.toBeInTheDocument(),
    );
    expect(await listCompetitions(db)).toEqual([
      { id: profile.id, name: 'Kapiti 2026', organiser: 'Pat Lee', email: 'pat@example.org' },
    ]);
    // The list follows the store as soon as it hears of the write: on a busy machine, a moment
    // after the form has gone.
    await waitFor(() =>
      expect(within(section).getByRole('listitem')).toHaveTextContent('pat@example.org'),
    );
    expect(within(section).getByRole('button', { name: 'Edit Kapiti 2026' })).toHaveFocus();
  });

  it('clears a field on edit, and Cancel keeps the profile as it was', async () => {
    const { user, db } = await renderApp('#/settings');
    const profile = await stored(db, { name: 'Kapiti 2026', round: 'Round 2' });
    const section = await competitionsSection();
    await user.click(await within(section).findByRole('button', { name: 'Edit Kapiti 2026' }));
    let form = within(section).getByRole('form', { name: 'Edit Kapiti 2026' });
    await user.clear(within(form).getByRole('textbox', { name: 'Round' }));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await listCompetitions(db)).toEqual([profile]);

    await user.click(within(section).getByRole('button', { name: 'Edit Kapiti 2026' }));
    form = within(section).getByRole('form', { name: 'Edit Kapiti 2026' });
    await user.clear(within(form).getByRole('textbox', { name: 'Round' }));
    await user.click(within(form).getByRole('button', { name: 'Save competition' }));
    await waitFor(async () =>
      expect(await listCompetitions(db)).toEqual([{ id: profile.id, name: 'Kapiti 2026' }]),
    );
  });

  it('deletes a profile only after asking', async () => {
    const { user, db } = await renderApp('#/settings');
    await stored(db, { name: 'Kapiti 2025' });
    const keep = await stored(db, { name: 'Kapiti 2026' });
    const section = await competitionsSection();
    await user.click(await within(section).findByRole('button', { name: 'Delete Kapiti 2025' }));

    let dialog = screen.getByRole('dialog', { name: 'Delete Kapiti 2025?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(section).getByRole('button', { name: 'Delete Kapiti 2025' }));
    dialog = screen.getByRole('dialog', { name: 'Delete Kapiti 2025?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).getByRole('listitem')).toHaveTextContent('Kapiti 2026');
    expect(await listCompetitions(db)).toEqual([keep]);
  });

  it("keeps an open form's way back for focus when another profile's delete is answered", async () => {
    const { user, db } = await renderApp('#/settings');
    await stored(db, { name: 'Kapiti 2025' });
    await stored(db, { name: 'Kapiti 2026' });
    const section = await competitionsSection();
    await user.click(await within(section).findByRole('button', { name: 'Edit Kapiti 2026' }));
    // Deleting the other profile is asked about, then kept.
    await user.click(within(section).getByRole('button', { name: 'Delete Kapiti 2025' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Kapiti 2025?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    // Closing the form takes focus back to the Edit button that opened it.
    const form = within(section).getByRole('form', { name: 'Edit Kapiti 2026' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Edit Kapiti 2026' })).toHaveFocus(),
    );

    // Deleted while another's form is open, that form still goes back to its own button.
    await user.click(within(section).getByRole('button', { name: 'Edit Kapiti 2026' }));
    await user.click(within(section).getByRole('button', { name: 'Delete Kapiti 2025' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Kapiti 2025?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    await user.click(
      within(within(section).getByRole('form', { name: 'Edit Kapiti 2026' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Edit Kapiti 2026' })).toHaveFocus(),
    );
  });
});
