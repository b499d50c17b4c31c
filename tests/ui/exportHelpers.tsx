import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { renderApp } from './renderApp.tsx';

/** What the app saved, by file name: the browser's download, caught. */
export function catchDownloads(): Map<string, Blob> {
  const saved = new Map<string, Blob>();
  let last: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    last = blob as Blob;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last !== undefined) saved.set(this.download, last);
  });
  return saved;
}

/** The app on a fresh database with one match, open at that match's Export screen. */
export async function openExport(file: Record<string, unknown>) {
  const app = await renderApp('#/');
  const created = await createMatch(app.db, { ...file, createdAt: '2026-11-22T07:30:00Z' });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  act(() => {
    window.location.hash = `#/match/${created.value.id}/export`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await screen.findByRole('heading', { name: 'Export this match' });
  return { ...app, id: created.value.id };
}

/** A device whose share sheet takes files: what it is given, caught. */
export function catchShares(): ShareData[] {
  const shared: ShareData[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
    share: (data: ShareData) => {
      shared.push(data);
      return Promise.resolve();
    },
  });
  return shared;
}

/**
 * Runs `work` at 9:30 on 22 November in New Zealand, which is still 21 November in UTC: a file
 * saved then carries the device's own day, 2026-11-22.
 */
export async function onNewZealandMorning(work: () => Promise<void>): Promise<void> {
  const zone = process.env.TZ;
  process.env.TZ = 'Pacific/Auckland';
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T20:30:00Z') });
  try {
    await work();
  } finally {
    vi.useRealTimers();
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
}
