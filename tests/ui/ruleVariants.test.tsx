// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import type { MatchFileJson } from '../../src/db/records.ts';
import { renderApp } from './renderApp.tsx';

/**
 * Rules competitions and clubs play differently are chosen when a match starts, travel in its
 * file, and are printed wherever its sheet is (docs/format.md, `rules.unfinishedPartScore`,
 * `rules.fourthDealBonus`).
 */

const FOUR = { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' };
function file(game: string, rules: Record<string, unknown>, deals: unknown[] = []): MatchFileJson {
  return { format: 'bridgepad.match', version: 1, game, rules, players: FOUR, deals };
}

async function openAt(hash: string, match: MatchFileJson) {
  const app = await renderApp('#/');
  const created = await createMatch(app.db, match);
  if (!created.ok) throw new Error(created.errors.map((e) => e.message).join());
  act(() => {
    window.location.hash = hash.replace('ID', created.value.id);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  return { ...app, id: created.value.id };
}

describe('choosing a rule variant for a new match', () => {
  it('offers the unfinished rubber’s presets, the default first; another is written in the file', async () => {
    const { user, db } = await renderApp('#/new');
    const choice = await screen.findByRole('group', { name: 'Unfinished rubber' });
    const presets = within(choice).getAllByRole('radio');
    expect(presets.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '300 / 100 the only game 300, the only part score 100 (the Kapiti rules and most clubs)',
      '300 / 50 the only game 300, the only part score 50 (other New Zealand competitions)',
    ]);
    expect(presets[0]).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: /^300 \/ 50/ }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [listed] = await listMatches(db);
    expect(listed?.record.file.rules).toEqual({
      honors: true,
      deck: 'standard',
      unfinishedPartScore: 50,
    });
    expect(screen.getByText('Unfinished rubber: 300 / 50')).toBeInTheDocument();
  });

  it('leaves a default out of the file, so it reads as any match did before', async () => {
    const { user, db } = await renderApp('#/new');
    await user.click(await screen.findByRole('radio', { name: /^Chicago \(/ }));
    const choice = screen.getByRole('group', { name: 'Fourth deal' });
    expect(
      within(choice).getByRole('radio', { name: /^100 for a part score made on it/ }),
    ).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: /^no bonus/ }));
    await user.click(
      within(choice).getByRole('radio', { name: /^100 for a part score made on it/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [listed] = await listMatches(db);
    expect(listed?.record.file.rules).toEqual({
      honors: true,
      deck: 'standard',
      vulnerability: 'chicago',
    });
  });
});

describe('a match’s rules where its sheet is', () => {
  it('at the table: Chicago’s form always, a variant when it is not the default', async () => {
    await openAt(
      '#/match/ID',
      file('chicago', { vulnerability: 'cavendish', fourthDealBonus: 'none' }),
    );
    const sheet = await screen.findByRole('region', { name: 'Score sheet' });
    expect(within(sheet).getByText('Cavendish form · Fourth deal: no bonus')).toBeVisible();
  });

  it('on the matches list', async () => {
    await openAt('#/', file('rubber', { deck: 'gorbyx5', unfinishedPartScore: 50 }));
    expect(
      await screen.findByRole('link', {
        name: /^Open Rubber bridge \(GorbyX, five suits · Unfinished rubber: 300 \/ 50\): Ann & Cat v Ben & Dan/,
      }),
    ).toBeInTheDocument();
  });

  it('nothing more for a plain rubber', async () => {
    await openAt('#/match/ID', file('rubber', {}));
    const sheet = await screen.findByRole('region', { name: 'Score sheet' });
    expect(sheet.querySelector('.rules-line')).toBeNull();
  });

  it('on the Kapiti summary: the rules line, and the scoring table’s part score the match plays', async () => {
    await openAt('#/match/ID/summary', file('kapiti', { unfinishedPartScore: 50 }));
    expect(
      await screen.findByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' }),
    ).toBeVisible();
    expect(screen.getByText('Unfinished rubber: 300 / 50')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Scoring table' });
    const row = within(table).getByRole('row', { name: /Part score in an incomplete game/ });
    expect(row).toHaveTextContent('Part score in an incomplete game50');
  });
});
