// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import type { MatchFileJson } from '../../src/db/records.ts';
import { renderApp } from './renderApp.tsx';

/**
 * Chicago scored deal by deal (docs/rules.md, Chicago; docs/format.md, `rules.scoring`): chosen
 * when the match starts, with no honors and no fourth-deal custom to choose, and said at the table.
 */
const FOUR = { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' };

describe('Chicago scored deal by deal', () => {
  it('is chosen at the start: honors and the fourth-deal custom are then not asked', async () => {
    const { user, db } = await renderApp('#/new');
    await user.click(await screen.findByRole('radio', { name: /^Chicago \(/ }));
    const scoring = screen.getByRole('group', { name: 'Scoring' });
    expect(within(scoring).getByRole('radio', { name: /^by the chukker/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Score honors' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Fourth deal' })).toBeInTheDocument();
    await user.click(within(scoring).getByRole('radio', { name: /^deal by deal/ }));
    expect(screen.queryByRole('checkbox', { name: 'Score honors' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Fourth deal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [listed] = await listMatches(db);
    expect(listed?.record.file.rules).toEqual({
      honors: false,
      deck: 'standard',
      vulnerability: 'chicago',
      scoring: 'deal',
    });
    const sheet = screen.getByRole('region', { name: 'Score sheet' });
    expect(
      within(sheet).getByText('Chicago form · no honors · Scoring: deal by deal, as at duplicate'),
    ).toBeVisible();
  });

  it('shows each deal scored on its own at the table, and the chukker won on them', async () => {
    const app = await renderApp('#/');
    const created = await createMatch(app.db, {
      format: 'bridgepad.match',
      version: 1,
      game: 'chicago',
      rules: { scoring: 'deal' },
      players: FOUR,
      deals: [
        { contract: '2H', declarer: 'N', tricks: 8 },
        { contract: '2S', declarer: 'S', tricks: 8 },
        { contract: '4S', declarer: 'E', tricks: 9 },
        { contract: '3NT', declarer: 'W', tricks: 9 },
      ],
    } satisfies MatchFileJson);
    if (!created.ok) throw new Error(created.errors.map((e) => e.message).join());
    act(() => {
      window.location.hash = `#/match/${created.value.id}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const sheet = await screen.findByRole('region', { name: 'Score sheet' });
    // The worked example of docs/rules.md: 270 to 600, where by the chukker it is 470 to 600.
    expect(within(sheet).getByRole('status')).toHaveTextContent(/270 .* 600/);
    expect(within(sheet).getByRole('status')).toHaveTextContent('won by 330');
  });
});
