// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backupDue, backupState, recordBackup } from '../../src/db/backups.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { rubberFile } from '../db/helpers.ts';
import { catchDownloads, catchShares, onNewZealandMorning } from './exportHelpers.tsx';
import { openRubber, renderApp } from './renderApp.tsx';

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('when to offer a backup', () => {
  const now = new Date('2026-11-24T20:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  it('offers one when there has never been one, and then once a week at most', () => {
    expect(backupDue({ lastAt: null, offeredAt: null }, now)).toBe(true);
    expect(backupDue({ lastAt: ago(6.9), offeredAt: null }, now)).toBe(false);
    expect(backupDue({ lastAt: ago(7), offeredAt: null }, now)).toBe(true);
    // Turned down three days ago: not again yet, however old the last backup.
    expect(backupDue({ lastAt: ago(30), offeredAt: ago(3) }, now)).toBe(false);
    expect(backupDue({ lastAt: null, offeredAt: ago(8) }, now)).toBe(true);
  });
});

describe('the backup on the matches list', () => {
  it('says there is none yet, and its date once Export all has saved one', async () => {
    const downloads = catchDownloads();
    const { user, db } = await renderApp('#/');
    await createMatch(db, rubberFile());
    expect(
      await screen.findByText('No backup yet: Export all saves every match in one file.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    await waitFor(() => expect([...downloads.keys()]).toHaveLength(1));
    expect(await screen.findByText(/^Last backup .*2\d{3}\.$/)).toBeInTheDocument();
    expect((await backupState(db)).lastAt).not.toBeNull();
  });
});

describe('the backup offered when play ends', () => {
  const deals = [{ contract: '4S', declarer: 'N', tricks: 10 }];

  it('shares every match where the device can, and is not offered again that week', async () => {
    const shared = catchShares();
    const { user, db } = await openRubber(deals, { finished: true });
    const offer = await screen.findByRole('region', { name: 'Backup' });
    expect(offer).toHaveTextContent('Your matches are only on this device.');
    await user.click(within(offer).getByRole('button', { name: 'Back up all matches' }));
    expect(await screen.findByText('Backup shared.')).toBeInTheDocument();
    expect(shared).toHaveLength(1);
    const file = shared[0]?.files?.[0];
    expect(file?.name).toMatch(/^WeThey-backup-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse((await file?.text()) ?? '{}')).toMatchObject({
      format: 'bridgepad.backup',
      matches: [{ deals }],
    });
    expect(backupDue(await backupState(db))).toBe(false);
  });

  it("downloads it where the device cannot share files, named with the device's own day", async () => {
    await onNewZealandMorning(async () => {
      const downloads = catchDownloads();
      const { user } = await openRubber(deals, { finished: true });
      await user.click(await screen.findByRole('button', { name: 'Back up all matches' }));
      expect(await screen.findByText('Backup saved.')).toBeInTheDocument();
      expect([...downloads.keys()]).toEqual(['WeThey-backup-2026-11-22.json']);
    });
  });

  it('takes "Not now" for a week', async () => {
    const { user, db } = await openRubber(deals, { finished: true });
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(
      await screen.findByText('Not now: you will be asked again in a week.'),
    ).toBeInTheDocument();
    expect((await backupState(db)).offeredAt).not.toBeNull();
    expect(backupDue(await backupState(db))).toBe(false);
  });

  it('says nothing of a backup while one made this week stands', async () => {
    const app = await renderApp('#/');
    await recordBackup(app.db, new Date(Date.now() - DAY).toISOString());
    const created = await createMatch(app.db, rubberFile({ deals, finished: true }));
    if (!created.ok) throw new Error('not created');
    window.location.hash = `#/match/${created.value.id}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await screen.findByText(/^Play has ended/)).toBeInTheDocument();
    // Time for the offer's code and the backup's date to load, were it to be shown.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('region', { name: 'Backup' })).not.toBeInTheDocument();
  });
});
