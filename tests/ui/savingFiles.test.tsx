// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_FRAME, SAVED_FILE_KEPT_MS } from '../../src/ui/common/download.ts';
import { catchShares, openExport } from './exportHelpers.tsx';

/**
 * Saving a file never takes the player out of the app: the download's link points at a hidden frame,
 * so a browser that does not honour a download opens the file there (some open even a new tab in
 * the app's own view), and a Home Screen app on an iPhone, where a download opens a viewer with no
 * way back, offers the share sheet instead.
 */

const rubber = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../fixtures/examples/in-news-sample-rubber.json'),
    'utf8',
  ),
) as Record<string, unknown>;

const NAME = 'WeThey-rubber-2026-11-22-Mr-Smith-Mr-Jones-vs-Mrs-Smith-Mrs-Jones.json';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every link the app clicked to save a file, as it was when clicked, and the addresses let go. */
function catchLinks() {
  const links: { href: string; download: string; target: string }[] = [];
  const revoked: string[] = [];
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:saved-${(made += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    links.push({ href: this.href, download: this.download, target: this.target });
  });
  return { links, revoked };
}

describe('saving a file', () => {
  it('points the download at a hidden frame, never this page, and keeps the file a while', async () => {
    const { links, revoked } = catchLinks();
    await openExport(rubber);
    const page = window.location.href;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Save match file' }));
    expect(links).toEqual([{ href: 'blob:saved-1', download: NAME, target: SAVE_FRAME }]);
    const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${SAVE_FRAME}"]`);
    expect(frame?.hidden).toBe(true);
    expect(window.location.href).toBe(page);
    // A download that starts late still finds the file; it is let go only after a while.
    await vi.advanceTimersByTimeAsync(SAVED_FILE_KEPT_MS - 1);
    expect(revoked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(revoked).toEqual(['blob:saved-1']);
  });

  it('offers the share sheet in a Home Screen app on an iPhone, with no download', async () => {
    const { links } = catchLinks();
    const shared = catchShares();
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: 5 });
    const app = await openExport(rubber);
    await app.user.click(screen.getByRole('button', { name: 'Save match file' }));
    await waitFor(() => expect(shared).toHaveLength(1));
    expect(shared[0]?.files?.map((file) => file.name)).toEqual([NAME]);
    expect(links).toEqual([]);
  });

  it('downloads as before in a browser tab on the same device', async () => {
    const { links } = catchLinks();
    const shared = catchShares();
    Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: 5 });
    const app = await openExport(rubber);
    await app.user.click(screen.getByRole('button', { name: 'Save match file' }));
    expect(links.map((link) => link.download)).toEqual([NAME]);
    expect(shared).toEqual([]);
  });
});
