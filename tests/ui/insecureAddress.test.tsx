// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { Storage } from '../../src/db/storage.ts';
import { App } from '../../src/ui/App.tsx';
import { renderApp } from './renderApp.tsx';

/**
 * A club night on a laptop's network (docs/sync.md, "A club night on one laptop"): the app served
 * on plain HTTP at the laptop's address, which browsers do not count as a secure context. There
 * the page has no crypto.randomUUID, no service worker, no camera and no persistent storage.
 * Scoring works, and what the browser forbids is said once, in words, with what to do instead.
 */
const NOTE = 'What this link cannot do';

function insecurePage(): void {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
  // The browser's crypto has getRandomValues there, and no randomUUID.
  for (const crypto of new Set([globalThis.crypto, window.crypto]))
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
}
beforeEach(insecurePage);
afterEach(() => {
  delete (window as { isSecureContext?: boolean }).isSecureContext;
  for (const crypto of new Set([globalThis.crypto, window.crypto]))
    delete (crypto as { randomUUID?: unknown }).randomUUID;
});

describe('on a page that is not a secure context', () => {
  it('New match, Start: the match starts and is saved, and a deal is written', async () => {
    expect(typeof crypto.randomUUID).toBe('undefined');
    const { user, db } = await renderApp('#/new');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    expect(screen.queryByText(/^Not started/)).toBeNull();
    const [saved, ...others] = await listMatches(db);
    expect(others).toEqual([]);
    expect(saved?.record.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]/);
    await user.click(await screen.findByRole('button', { name: '4 spades' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
    await user.click(screen.getByRole('button', { name: /^made/ }));
    await screen.findByText(/^Deal 1 saved/);
  });

  it('says once what the link cannot do and what to do instead, until Got it', async () => {
    const first = await renderApp();
    const note = await screen.findByRole('note', { name: NOTE });
    expect(note).toHaveTextContent('cannot work offline or use the camera');
    expect(note).toHaveTextContent('ask the organiser for its https:// link');
    expect(note).toHaveTextContent('use Copy link or Save match code instead of the camera');
    // The same note, once: it stays as the player moves between screens away from the table.
    await first.user.click(screen.getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { name: 'Storage' });
    expect(screen.getAllByRole('note', { name: NOTE })).toHaveLength(1);
    await first.user.click(within(note).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('note', { name: NOTE })).toBeNull());
    expect(await first.db.settings.get('addressNoteSeen')).toMatchObject({
      value: expect.any(String),
    });

    // Opened again on the same device: not said again.
    first.unmount();
    window.location.hash = '#/';
    render(<App storage={Storage.on(first.db)} />);
    await screen.findByRole('link', { name: 'New match' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('note', { name: NOTE })).toBeNull();
  });

  it('says where the camera would be that there is none on this link, and offers the link and the file', async () => {
    await renderApp('#/join');
    await screen.findByText(/^No camera on this link/);
    expect(screen.getByText(/^No camera on this link/)).toHaveTextContent(
      'the browser allows it only on a link that begins with https://',
    );
    expect(screen.queryByRole('button', { name: /Scan the other device/ })).toBeNull();
    expect(
      screen.getByRole('textbox', { name: /paste the other device's match code or link/i }),
    ).toBeEnabled();
    expect(screen.getByLabelText('Or choose a match code file')).toBeEnabled();
  });

  it('Settings says the link, not the browser, is why storage is not promised', async () => {
    await renderApp('#/settings');
    await screen.findByText(/^Not offered on this link/);
  });
});

describe('on a secure page', () => {
  it('says nothing of the link, and offers the camera', async () => {
    delete (window as { isSecureContext?: boolean }).isSecureContext;
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    await renderApp('#/join');
    await screen.findByRole('button', { name: 'Scan the other device’s code' });
    expect(screen.queryByRole('note', { name: NOTE })).toBeNull();
    expect(screen.queryByText(/^No camera on this link/)).toBeNull();
  });
});
