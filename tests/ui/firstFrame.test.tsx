// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '../../scripts/limits.ts';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import { Storage } from '../../src/db/storage.ts';
import { resetUiState } from '../../src/state/uiStore.ts';
import { App } from '../../src/ui/App.tsx';
import { readyForFirstFrame } from '../../src/ui/firstFrame.ts';
import { StorageProvider } from '../../src/ui/storage/StorageProvider.tsx';
import { readMatchEarly, useMatch } from '../../src/ui/table/useMatch.ts';
import { rubberFile } from '../db/helpers.ts';

/**
 * The app's first frame is the screen the address names, not "Opening your scores…" and then
 * "Opening the match…" (issue 15): the store is opened and the match read before React starts,
 * for a moment at most.
 */

afterEach(() => {
  cleanup();
  resetUiState();
  window.location.hash = '';
  vi.restoreAllMocks();
});

/**
 * A rubber stored in the device's database (the one the app opens): one deal played, and then
 * corrected, so that there is a step to undo.
 */
async function storedRubber(): Promise<string> {
  const storage = await Storage.open();
  const db = await storage.database();
  const played = { contract: '2H', declarer: 'S', tricks: 8 };
  const created = await createMatch(db, rubberFile({ deals: [played] }));
  if (!created.ok) throw new Error(created.errors.map((e) => e.message).join());
  const after = { ...played, tricks: 9 };
  await commitEdit(db, created.value.id, {
    kind: 'editDeal',
    index: 0,
    before: played,
    after,
  });
  db.close();
  return created.value.id;
}

const never = () => new Promise<Storage>(() => undefined);

describe("the app's first frame", () => {
  it('is the table, with the match read, when the address names a match', async () => {
    const id = await storedRubber();
    window.location.hash = `#/match/${id}`;
    await readyForFirstFrame(window.location.hash);
    render(<App />);
    // Drawn at once, in the first render: nothing waited for, nothing said about opening.
    expect(screen.getByRole('region', { name: 'Enter a deal' })).toBeInTheDocument();
    const sheet = () => within(screen.getByRole('region', { name: 'Score sheet' }));
    expect(sheet().getByRole('status')).toHaveTextContent('In progress');
    expect(screen.getByRole('button', { name: /^Undo: deal 1 changed/ })).toBeEnabled();
    expect(screen.queryByText(/^Opening/)).not.toBeInTheDocument();
    // Its live queries take over from the early read, and agree with it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sheet().getByRole('status')).toHaveTextContent('In progress');
    expect(screen.getByRole('button', { name: /^Undo: deal 1 changed/ })).toBeEnabled();
  });

  it('is the matches list, with the store open, at any other address', async () => {
    await storedRubber();
    window.location.hash = '#/';
    await readyForFirstFrame(window.location.hash);
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Matches' })).toBeInTheDocument();
    expect(screen.queryByText('Opening your scores…')).not.toBeInTheDocument();
  });

  it('says the match is not here when the address names none, after the store opens', async () => {
    window.location.hash = '#/match/no-such-match';
    await readyForFirstFrame(window.location.hash);
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'This match is not here' })).toBeVisible();
  });

  it('waits no longer than its limit: a store slow to open is shown opening', async () => {
    vi.spyOn(Storage, 'open').mockImplementation(never);
    const started = Date.now();
    await readyForFirstFrame('#/', 30);
    expect(Date.now() - started).toBeLessThan(1000);
    render(<App />);
    expect(screen.getByText('Opening your scores…')).toBeInTheDocument();
  });

  it('does not wait on a store that cannot open: the provider says why', async () => {
    // Not a spy: a spy handles the promises it returns, to record how they settled.
    const open = Storage.open.bind(Storage);
    Storage.open = () => Promise.reject(new Error('the disk is full'));
    try {
      // Let wait as long as the test may run: were it to wait for the store, the test would fail.
      await readyForFirstFrame('#/match/some-match', limits.unitTest);
    } finally {
      Storage.open = open;
    }
    render(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'WeThey could not open any storage: the disk is full',
    );
  });

  it('a match read too late for the first frame is never shown later in place of the latest', async () => {
    const id = await storedRubber();
    const storage = await Storage.open();
    window.location.hash = `#/match/${id}`;
    // The table is already drawn when an early read ends: that read is thrown away.
    const late = readMatchEarly(storage, id);
    const view = render(<App storage={storage} />);
    await screen.findByRole('region', { name: 'Enter a deal' });
    await late;
    view.unmount();
    render(<App storage={storage} />);
    expect(screen.getByText('Opening the match…')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Enter a deal' })).toBeInTheDocument();
  });

  it("takes the early read's place without drawing the table again, the match unchanged", async () => {
    const id = await storedRubber();
    const storage = await Storage.open();
    await readMatchEarly(storage, id);
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useMatch(id);
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <StorageProvider storage={storage}>{children}</StorageProvider>
        ),
      },
    );
    const first = result.current;
    expect(first.state).toBe('ready');
    expect(first.undo?.undoEdit).not.toBeNull();
    // The live queries read the match and its undo step again: the same, so nothing changes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(result.current.record).toBe(first.record);
    expect(result.current.undo).toBe(first.undo);
    expect(renders).toBe(1);
  });
});
