// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseImport } from '../../src/db/importExport.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import type { MatchFileJson } from '../../src/db/records.ts';
import { seatingFor } from '../../src/engine/rotation.ts';
import { TABLE_KEY } from '../../src/engine/tableGroup.ts';
import { catchDownloads } from './exportHelpers.tsx';
import { renderApp } from './renderApp.tsx';

/**
 * An evening of a table of five or six is one entry on the matches list, with its rubbers and
 * back score inside, and one file (docs/format.md, "An evening's file").
 */
const DRAW = ['Pat', 'Lee', 'Kim', 'Σοφία', 'Ашот'];
const GAME = { contract: '4S', declarer: 'N', tricks: 10 };

function rubber(index: number, deals: unknown[], createdAt: string): MatchFileJson {
  const { seats } = seatingFor(DRAW, index);
  return {
    format: 'bridgepad.match',
    version: 1,
    game: 'rubber',
    createdAt,
    players: seats,
    rules: { honors: false },
    deals,
    [TABLE_KEY]: { session: 'evening-1', draw: DRAW, rubber: index },
  } as MatchFileJson;
}

async function device() {
  const app = await renderApp('#/new');
  const files = [
    rubber(0, [GAME, GAME], '2026-11-27T19:00:00Z'),
    {
      format: 'bridgepad.match',
      version: 1,
      game: 'rubber',
      createdAt: '2026-11-27T19:10:00Z',
      players: { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' },
      deals: [],
    } as MatchFileJson,
    rubber(1, [{ contract: '2H', declarer: 'E', tricks: 8 }], '2026-11-27T20:00:00Z'),
  ];
  for (const file of files) {
    const made = await createMatch(app.db, file);
    if (!made.ok) throw new Error(made.errors.map((e) => e.message).join());
  }
  act(() => {
    window.location.hash = '#/';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  return app;
}

describe('an evening on the matches list', () => {
  it('is one entry, with who played and its rubbers, the back score inside', async () => {
    const { user } = await device();
    const evening = await screen.findByRole('link', {
      name: /^Open Rubber bridge evening, 5 players: Pat, Lee, Kim, Σοφία, Ашот, .*its latest rubber$/,
    });
    expect(evening).toHaveTextContent('2 rubbers');
    const list = screen.getByRole('list', { name: 'Matches, newest first' });
    // The evening and the other match: two entries, the evening where its newest rubber stands.
    const entries = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContainElement(evening);
    expect(within(entries[1] as HTMLElement).getByRole('link')).toHaveAccessibleName(
      /^Open Rubber bridge: Ann & Cat v Ben & Dan/,
    );
    await user.click(
      within(entries[0] as HTMLElement).getByText('The 2 rubbers and the back score'),
    );
    const back = await screen.findByRole('table', { name: 'Back score, this table' });
    // Rubber 1: Pat and Lee (North-South) won 700 + 240 = 940, 9 each; the others lose 9 or sit out.
    expect(within(back).getByRole('row', { name: /^Pat \+9/ })).toBeInTheDocument();
    const rubbers = within(entries[0] as HTMLElement).getByRole('list', {
      name: 'The rubbers of this evening, newest first',
    });
    expect(within(rubbers).getAllByRole('link', { name: /^Open Rubber bridge/ })).toHaveLength(2);
  });

  it('exports the evening as one file that Import reads back, its rubbers in order', async () => {
    const saved = catchDownloads();
    const { user } = await device();
    await user.click(
      await screen.findByRole('button', {
        name: /^Export Rubber bridge evening, 5 players, .* as one file$/,
      }),
    );
    await waitFor(() => expect(saved.size).toBe(1));
    const [[name, blob]] = [...saved.entries()] as [[string, Blob]];
    expect(name).toBe('WeThey-evening-rubber-2026-11-27-Pat-Lee-Kim-Σοφία-Ашот.json');
    const text = await blob.text();
    expect(JSON.parse(text)).toMatchObject({ format: 'bridgepad.backup', version: 1 });
    const read = parseImport(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(
      read.value.map((match) => (match.extras[TABLE_KEY] as { rubber: number }).rubber),
    ).toEqual([0, 1]);
  });
});
