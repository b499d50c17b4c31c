// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { putRecords } from '../../src/db/matchRowWrites.ts';
import { toRecord } from '../../src/db/matchWrites.ts';
import { formatDate } from '../../src/ui/common/matchText.ts';
import { sampleMatch } from '../fixtures/sampleMatches.ts';
import { renderApp } from './renderApp.tsx';

/** `count` rubbers, match i played i minutes after the first; their ids, the oldest first. */
async function store(db: BridgepadDb, count: number): Promise<string[]> {
  const records = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 1, 19, i)).toISOString();
    return toRecord({ ...sampleMatch('rubber', 2, i + 1), id: `m${i}`, createdAt: at });
  });
  await db.transaction('rw', db.matches, db.dealPages, () => putRecords(db, records));
  return records.map((record) => record.id);
}

/** How the list writes when match i was played. */
const playedAt = (i: number) => formatDate(new Date(Date.UTC(2026, 0, 1, 19, i)).toISOString());

const links = () => screen.queryAllByRole('link', { name: /^Open Rubber bridge/ });

async function appWith(count: number) {
  const app = await renderApp('#/');
  const ids = await store(app.db, count);
  await screen.findByText(`Showing 50 of ${count}`);
  return { ...app, ids };
}

describe('a long matches list', () => {
  it('shows the newest 50 with the count of all, and 50 more at a tap', async () => {
    const { user } = await appWith(60);
    expect(links()).toHaveLength(50);
    expect(links()[0]).toHaveAccessibleName(
      `Open Rubber bridge: Ian & Bob v Dave & Alan, ${playedAt(59)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(links()).toHaveLength(60));
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
