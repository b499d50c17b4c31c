// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { PERSIST_ANSWER_WAIT_MS } from '../../src/db/persistence.ts';
import { Storage } from '../../src/db/storage.ts';
import { renderApp } from './renderApp.tsx';
import { rubberFile } from '../db/helpers.ts';

const example = (name: string) =>
  readFileSync(join(import.meta.dirname, '../fixtures/examples', name), 'utf8');
const file = (name: string, text: string) => new File([text], name, { type: 'application/json' });

describe('starting a match', () => {
  it('starts a rubber in two taps with sensible defaults', async () => {
    const { user, db } = await renderApp('#/');
    await user.click(await screen.findByRole('link', { name: 'New match' }));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [listed] = await listMatches(db);
    expect(listed?.record.file).toMatchObject({
      game: 'rubber',
      players: { N: 'North', E: 'East', S: 'South', W: 'West' },
      rules: { honors: true, deck: 'standard' },
      we: 'NS',
      firstDealer: 'N',
    });
  });

  it('takes names, WE side, first dealer and options', async () => {
    const { user, db } = await renderApp('#/new');
    await user.click(
      await screen.findByRole('radio', { name: 'Chicago (Chicago and Cavendish forms)' }),
    );
    await user.type(screen.getByRole('combobox', { name: 'North' }), 'Ian');
    await user.type(screen.getByRole('combobox', { name: 'South' }), 'Bob');
    await user.click(screen.getByRole('radio', { name: 'East–West' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /First dealer/ }), 'S');
    await user.click(screen.getByRole('radio', { name: /^Cavendish/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Score honors' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [listed] = await listMatches(db);
    expect(listed?.record.file).toMatchObject({
      game: 'chicago',
      players: { N: 'Ian', E: 'East', S: 'Bob', W: 'West' },
      rules: { honors: false, vulnerability: 'cavendish' },
      we: 'EW',
      firstDealer: 'S',
    });
  });
});

describe('the matches list', () => {
  it('imports a match file, lists it with its standing, and opens it', async () => {
    const { user } = await renderApp('#/');
    await user.upload(
      await screen.findByLabelText('Import a match file or backup'),
      file('sample.json', example('in-news-sample-rubber.json')),
    );
    const row = await screen.findByRole('link', {
      name: /Open Rubber bridge: Mr. Smith & Mr. Jones v Mrs. Smith & Mrs. Jones/,
    });
    expect(row).toHaveTextContent('In progress');
    expect(row).toHaveTextContent('Mr. Smith & Mr. Jones lead by 1830');
    expect(screen.getByRole('status')).toHaveTextContent('Import done: 1 added.');
    await user.click(row);
    expect(await screen.findByRole('table', { name: /Rubber 1: won by WE/ })).toBeInTheDocument();
  });

  it('lists every problem of a bad file and imports nothing', async () => {
    const { user, db } = await renderApp('#/');
    const bad = JSON.stringify(
      rubberFile({ deals: [{ contract: '4S', declarer: 'Q', tricks: 14 }] }),
    );
    await user.upload(
      await screen.findByLabelText('Import a match file or backup'),
      file('bad.json', bad),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nothing was imported' });
    expect(
      within(dialog).getByText('deals[0].declarer: must be one of N, E, S, W'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('deals[0].tricks: must be an integer from 0 to 13'),
    ).toBeInTheDocument();
    expect(await listMatches(db)).toEqual([]);
  });

  it('lists the first hundred of thousands of problems and counts the rest', async () => {
    const { user, db } = await renderApp('#/');
    const deals = Array.from({ length: 400 }, () => ({ contract: '4S', declarer: 'Q', tricks: 9 }));
    await user.upload(
      await screen.findByLabelText('Import a match file or backup'),
      file('many.json', JSON.stringify(rubberFile({ deals }))),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nothing was imported' });
    expect(within(dialog).getByText(/^many\.json has 400 problems\./)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(100);
    expect(within(dialog).getByText(/^… and 300 more, not listed\./)).toBeInTheDocument();
    expect(await listMatches(db)).toEqual([]);
  });

  it('refuses a file over the limit before reading it, and one nested too deep, saying why', async () => {
    const { user, db } = await renderApp('#/');
    const input = await screen.findByLabelText('Import a match file or backup');
    const huge = new File(['x'], 'season.json', { type: 'application/json' });
    Object.defineProperty(huge, 'size', { value: 46.8 * 1024 * 1024 });
    await user.upload(input, huge);
    const dialog = await screen.findByRole('dialog', { name: 'Nothing was imported' });
    expect(
      within(dialog).getByText('$: the file is 46.8 MB: WeThey imports files of up to 10.0 MB'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const deep = `${JSON.stringify(rubberFile()).slice(0, -1)},"x-deep":${'['.repeat(6000)}0${']'.repeat(6000)}}`;
    await user.upload(input, file('deep.json', deep));
    expect(
      await screen.findByText(
        'x-deep: is nested more than 100 levels deep: fields of your own are kept to 100',
      ),
    ).toBeInTheDocument();
    expect(await listMatches(db)).toEqual([]);
  });

  it('passes by a match it already has, the same; asks before importing one that differs: replace, keep both or skip', async () => {
    const { user, db } = await renderApp('#/');
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const text = JSON.stringify(rubberFile({ id }));
    const input = await screen.findByLabelText('Import a match file or backup');
    await user.upload(input, file('a.json', text));
    await screen.findByText('Import done: 1 added.');
    await user.upload(input, file('a.json', text));
    await screen.findByText('Import done: 1 already here, the same.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const edited = rubberFile({ id, deals: [{ contract: '2H', declarer: 'S', tricks: 8 }] });
    await user.upload(input, file('a.json', JSON.stringify(edited)));
    const dialog = await screen.findByRole('dialog', {
      name: 'Some matches here differ from the file',
    });
    expect(within(dialog).getByText('Differs: deal 1 only in the file.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Keep both' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Replace mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await screen.findByText('Import done: 1 replaced.');
    expect(await listMatches(db)).toHaveLength(1);
  });

  it('deletes a match after confirming, and undoes the delete', async () => {
    const { user, db } = await renderApp('#/');
    await user.upload(
      await screen.findByLabelText('Import a match file or backup'),
      file('q.json', example('in-news-quiz-rubber.json')),
    );
    await user.click(await screen.findByRole('button', { name: /^Delete Rubber bridge/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this match?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await listMatches(db)).toEqual([]));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await listMatches(db)).toHaveLength(1));
    expect(await screen.findByText('Match restored.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Open Rubber bridge/ })).toBeInTheDocument();
  });

  it('keeps a deleted match under Recently deleted, to restore or delete for good', async () => {
    const { user, db } = await renderApp('#/');
    await user.upload(
      await screen.findByLabelText('Import a match file or backup'),
      file('q.json', example('in-news-quiz-rubber.json')),
    );
    await user.click(await screen.findByRole('button', { name: /^Delete Rubber bridge/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this match?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await user.click(await screen.findByText('Recently deleted (1)'));
    const bin = screen.getByRole('list', { name: 'Recently deleted matches' });
    // The deleted matches are read once the box is opened.
    await user.click(await within(bin).findByRole('button', { name: /^Restore: Rubber bridge/ }));
    expect(await screen.findByRole('link', { name: /Open Rubber bridge/ })).toBeInTheDocument();
    // The last one restored, focus goes to the list's heading rather than being lost.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Matches' })).toHaveFocus());
    await waitFor(() => expect(screen.queryByText(/^Recently deleted/)).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /^Delete Rubber bridge/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this match?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await user.click(await screen.findByText('Recently deleted (1)'));
    await user.click(
      await screen.findByRole('button', { name: /^Delete for good: Rubber bridge/ }),
    );
    const sure = screen.getByRole('dialog', { name: 'Delete this match for good?' });
    await user.click(within(sure).getByRole('button', { name: 'Delete for good' }));
    await screen.findByText('Match deleted for good.');
    expect(await db.deleted.count()).toBe(0);
    expect(await listMatches(db)).toEqual([]);
    await waitFor(() => expect(screen.queryByText(/^Recently deleted/)).not.toBeInTheDocument());
  });

  it('exports one match and a backup of all as files', async () => {
    const created: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = await renderApp('#/');
    await user.upload(
      await screen.findByLabelText('Import a match file or backup'),
      file('q.json', example('in-news-quiz-rubber.json')),
    );
    await user.click(await screen.findByRole('button', { name: /^Export Rubber bridge/ }));
    // Each export loads its code when first used: the first file is saved before the second.
    await waitFor(() => expect(names).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(names[0]).toMatch(/^WeThey-rubber-\d{4}-\d{2}-\d{2}-We1-We2-vs-They1-They2\.json$/);
    expect(names[1]).toMatch(/^WeThey-backup-\d{4}-\d{2}-\d{2}\.json$/);
    expect(created).toHaveLength(2);
    click.mockRestore();
  });
});

describe('storage trouble', () => {
  it('says plainly when scores are kept in memory only, and offers an export', async () => {
    const { open } = await import('../db/helpers.ts').then((m) => m.freshIndexedDb());
    const storage = Storage.on(await open(), {
      kind: 'memory',
      reason: 'unavailable',
      detail: 'SecurityError',
    });
    const { render } = await import('@testing-library/react');
    const { App } = await import('../../src/ui/App.tsx');
    render(<App storage={storage} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Scores are not being saved.');
    expect(alert).toHaveTextContent('a private window does this');
    expect(within(alert).getByRole('button', { name: 'Export a backup' })).toBeInTheDocument();
  });
});

describe('settings', () => {
  it('shows whether persistent storage was granted', async () => {
    // The browser's answer is read when the setting changes: stand in for the browser first.
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { persist: () => Promise.resolve(false), persisted: () => Promise.resolve(false) },
    });
    const { db } = await renderApp('#/settings');
    await screen.findByText(/^Not asked yet/);
    await db.settings.put({
      key: 'persistence',
      value: { kind: 'denied', at: '2026-11-22T10:00:00.000Z' },
    });
    expect(await screen.findByText(/^Not granted/)).toBeInTheDocument();
  });

  it('says when the browser never answers, and asks again', async () => {
    // Some browsers never settle the request (it waits on a permission the player is not shown).
    let asked = 0;
    let heard: (value?: unknown) => void = () => undefined;
    const askedOnce = new Promise((resolve) => (heard = resolve));
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: {
        persist: () => {
          asked += 1;
          heard();
          return new Promise<boolean>(() => undefined);
        },
        persisted: () => Promise.resolve(false),
      },
    });
    const { user } = await renderApp('#/settings');
    const ask = await screen.findByRole('button', { name: 'Ask for persistent storage now' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(ask);
      await askedOnce;
      await vi.advanceTimersByTimeAsync(PERSIST_ANSWER_WAIT_MS - 1);
      expect(screen.getByText(/^Not asked yet/)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText(/the browser has not answered/)).toHaveTextContent(
      /scores are kept, but the browser may clear them .* export a backup/,
    );
    await user.click(screen.getByRole('button', { name: 'Ask for persistent storage again' }));
    await waitFor(() => expect(asked).toBe(2));
  });
});
