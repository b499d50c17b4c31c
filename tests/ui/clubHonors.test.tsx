// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getRecord } from '../../src/db/matchRows.ts';
import { commitEdit } from '../../src/db/matchWrites.ts';
import { clubJoined, clubLeft } from '../../src/state/clubChanges.ts';
import { resetUiState } from '../../src/state/uiStore.ts';
import { openRubber } from './renderApp.tsx';

/**
 * The honors question on a device in a club (docs/sync.md, "On the device"): a deal that reaches
 * an open table from another member's device is theirs to claim honors on; only the device that
 * wrote a deal asks.
 */

afterEach(() => {
  clubLeft();
  cleanup();
  resetUiState();
});

const HONORS = /^Honors on deal/;

describe('the honors question in a club', () => {
  it('is asked on the device that wrote the deal, never for a deal that came from the club', async () => {
    clubJoined({ server: '/couchdb', club: 'kapiti-coast', member: 'ana' }, true);
    // The match's first deal came from the club.
    const { user, db, id } = await openRubber([{ contract: '4S', declarer: 'S', tricks: 10 }]);
    expect(screen.getByText(/4♠ by South/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: HONORS })).not.toBeInTheDocument();

    // Deal 2, written here: asked.
    await user.click(screen.getByRole('button', { name: '4 hearts' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer West/ }));
    await user.click(screen.getByRole('button', { name: /^made/ }));
    expect(await screen.findByRole('group', { name: 'Honors on deal 2 (4♥)' })).toBeInTheDocument();

    // Deal 3 reaches the open table from another member's device: not asked here.
    const arrived = await commitEdit(db, id, {
      kind: 'addDeal',
      index: 2,
      deal: { contract: '3S', declarer: 'N', tricks: 9 },
    });
    expect(arrived.ok).toBe(true);
    await screen.findByRole('button', { name: /, deal 3\b/ });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: HONORS })).not.toBeInTheDocument(),
    );

    // Deal 4, written here again: asked, and answered it is kept.
    await user.click(screen.getByRole('button', { name: '2 spades' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
    await user.click(screen.getByRole('button', { name: /^made/ }));
    const honors = await screen.findByRole('group', { name: 'Honors on deal 4 (2♠)' });
    await user.click(within(honors).getByRole('button', { name: 'WE 100: held 4 honors' }));
    await waitFor(async () =>
      expect((await getRecord(db, id))?.file.deals).toContainEqual({
        contract: '2S',
        declarer: 'S',
        tricks: 8,
        honors: { side: 'NS', points: 100 },
      }),
    );
    expect(screen.queryByRole('group', { name: HONORS })).not.toBeInTheDocument();
  });

  it('outside a club too, is asked only where the deal was written: not for a match brought here', async () => {
    // A match imported, restored or brought by the other phone: its last deal was written there.
    const { user } = await openRubber([{ contract: '4S', declarer: 'S', tricks: 10 }]);
    expect(screen.getByText(/4♠ by South/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: HONORS })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '4 hearts' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer West/ }));
    await user.click(screen.getByRole('button', { name: /^made/ }));
    expect(await screen.findByRole('group', { name: 'Honors on deal 2 (4♥)' })).toBeInTheDocument();
  });
});
