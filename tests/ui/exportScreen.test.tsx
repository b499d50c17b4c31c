// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { catchDownloads, openExport } from './exportHelpers.tsx';
import { renderApp } from './renderApp.tsx';

const example = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../fixtures/examples', name), 'utf8'),
  ) as Record<string, unknown>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('exporting a match', () => {
  it('saves PBN that imports back as the same match', async () => {
    const saved = catchDownloads();
    const app = await openExport(example('in-news-sample-rubber.json'));
    await app.user.click(screen.getByRole('button', { name: 'Save PBN' }));
    const name = 'WeThey-rubber-2026-11-22-Mr-Smith-Mr-Jones-vs-Mrs-Smith-Mrs-Jones.pbn';
    await waitFor(() => expect([...saved.keys()]).toEqual([name]));
    const pbn = (await saved.get(name)?.text()) ?? '';
    expect(pbn).toMatch(/^% PBN 2\.1\r\n/);
    expect(pbn).toContain('[Contract "');
    expect(screen.getByText(`${name} saved.`)).toBeInTheDocument();

    // Import it into a fresh device: the same match, deal for deal.
    const other = await renderApp('#/');
    const inputs = await screen.findAllByLabelText('Import a match file or backup');
    const input = inputs.at(-1);
    if (input === undefined) throw new Error('no import button');
    await other.user.upload(input, new File([pbn], name, { type: 'application/x-pbn' }));
    await waitFor(async () => expect(await listMatches(other.db)).toHaveLength(1));
    const [listed] = await listMatches(other.db);
    const original = validateMatch(example('in-news-sample-rubber.json'));
    if (!original.ok || listed === undefined || !listed.match.ok) throw new Error('unreadable');
    expect(listed.match.value.deals).toEqual(original.value.deals);
    expect(listed.match.value.players).toEqual(original.value.players);
  });

  it('says plainly why PBN cannot hold a match, and offers the match file still', async () => {
    await openExport({
      ...example('in-news-sample-rubber.json'),
      rules: { honors: true, deck: 'gorbyx5' },
      deals: [{ contract: '4G', declarer: 'S', tricks: 10 }],
    });
    expect(screen.queryByRole('button', { name: 'Save PBN' })).not.toBeInTheDocument();
    const why = screen.getByRole('note', { name: 'Why PBN cannot be saved' });
    expect(within(why).getByText(/^Deal 1: "4G" is in a GorbyX suit/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save match file' })).toBeEnabled();
  });
});

describe('importing PBN', () => {
  it('names the line of every problem and imports nothing', async () => {
    const { user, db } = await renderApp('#/');
    const bad = [
      '% PBN 2.1',
      '[Event "Club night"]',
      '[Board "1"]',
      '[West "Alan"]',
      '[North "Ian"]',
      '[East "Dave"]',
      '[South "Bob"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[Declarer "S"]',
      '[Contract "8S"]',
      '[Result "10"]',
      '',
    ].join('\r\n');
    await user.upload(
      await screen.findByLabelText('Import a match file or backup'),
      new File([bad], 'club.pbn', { type: 'application/x-pbn' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nothing was imported' });
    expect(within(dialog).getByText(/^line 11: /)).toBeInTheDocument();
    expect(await listMatches(db)).toEqual([]);
  });
});

describe('PBN for other programs', () => {
  const bytesOf = async (blob: Blob | undefined) =>
    new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));

  it('saves ISO 8859-1 where every name fits, one byte to a character', async () => {
    const saved = catchDownloads();
    const app = await openExport({
      ...example('in-news-sample-rubber.json'),
      players: { N: 'Zoë Müller', E: 'José Núñez', S: 'Åse Ødegård', W: 'François' },
    });
    await app.user.click(screen.getByRole('button', { name: 'Save PBN' }));
    await waitFor(() => expect(saved.size).toBe(1));
    const [latin1] = [...saved.values()];
    const bytes = await bytesOf(latin1);
    const text = new TextDecoder('latin1').decode(bytes);
    expect(latin1?.type).toBe('application/x-pbn;charset=iso-8859-1');
    expect(text).toContain('%Content-type: text/x-pbn; charset=ISO-8859-1\r\n');
    expect(text).toContain('[North "Zoë Müller"]');
    expect(bytes).toContain(0xeb); // ë, one byte
    expect([...bytes].every((byte) => byte !== 0xc3)).toBe(true); // no UTF-8 lead byte
  });

  it('saves Greek names as UTF-8, saying so in the file', async () => {
    const saved = catchDownloads();
    const app = await openExport({
      ...example('in-news-sample-rubber.json'),
      players: { N: 'Γιώργος', E: 'Ελένη', S: 'Νίκος', W: 'Μαρία' },
    });
    await app.user.click(screen.getByRole('button', { name: 'Save PBN' }));
    await waitFor(() => expect(saved.size).toBe(1));
    const [utf8] = [...saved.values()];
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await bytesOf(utf8));
    expect(utf8?.type).toBe('application/x-pbn;charset=utf-8');
    expect(text).toContain('%Content-type: text/x-pbn; charset=UTF-8\r\n');
    expect(text).toContain('[North "Γιώργος"]');
  });
});

describe('importing PBN from another program', () => {
  /** A converter's file, written in ISO 8859-1: no Board, no Result, an event, cards and play. */
  const converted = [
    '[Event "Thursday pairs"]',
    '[West "José"]',
    '[North "Ian"]',
    '[East "Dave"]',
    '[South "Zoë"]',
    '[Dealer "N"]',
    '[Vulnerable "None"]',
    '[Deal "N:AKQ2.KJ4.A32.432 J98.A9876.K4.AK5 T76.Q32.QJT9.QJ6 543.T5.8765.T987"]',
    '[Scoring "MP"]',
    '[Declarer "S"]',
    '[Contract "4H"]',
    '[Score "NS 420"]',
    '[Auction "N"]',
    '1H Pass 4H AP',
    '[Play "W"]',
    'SK S2 S3 S4',
    '*',
  ].join('\r\n');

  it('imports it, the names as written, and says what it took and what it left out', async () => {
    const { user, db } = await renderApp('#/');
    const latin1 = Uint8Array.from(converted, (c) => c.charCodeAt(0));
    await user.upload(
      await screen.findByLabelText('Import a match file or backup'),
      new File([latin1], 'thursday.pbn', { type: 'application/x-pbn' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Imported' });
    expect(within(dialog).getByText('Import done: 1 added.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'line 1: no Board tag: taken as board 1',
      'line 12: no Result tag: 10 tricks read from Score "NS 420"',
      'line 1: The Event, Deal, Auction and Play sections are not kept',
    ]);
    const [listed] = await listMatches(db);
    if (listed === undefined || !listed.match.ok) throw new Error('not imported');
    expect(listed.match.value.players).toEqual({ N: 'Ian', E: 'Dave', S: 'Zoë', W: 'José' });
    expect(listed.match.value.deals).toEqual([
      { contract: { level: 4, strain: 'H', doubling: 0 }, declarer: 'S', tricks: 10 },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Imported' })).toBeNull());
  });
});
