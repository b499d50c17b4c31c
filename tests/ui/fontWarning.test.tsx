// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { renderApp } from './renderApp.tsx';

/**
 * Before Send result and the saves, the Summary says which names this device would print as
 * empty boxes, and what to do. The device here has fonts for everything but Thai (a stub of its
 * canvas; in Chromium the canvas itself: tests/e2e/fontWarning.e2e.test.ts).
 */
vi.mock('../../src/ui/export/deviceGlyphs.ts', () => ({
  canvasDeviceDraws: () => (c: string) => !/\p{Script=Thai}/u.test(c),
}));
// Send result makes the PDF as the screen opens; the PDF itself is checked in Chromium.
vi.mock('../../src/ui/export/kapitiExports.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  summaryPdf: () => Promise.resolve(new Blob(['%PDF-1.7 stand-in'], { type: 'application/pdf' })),
}));

async function openSummary(players: Record<'N' | 'E' | 'S' | 'W', string>) {
  const golden = JSON.parse(
    readFileSync(join(import.meta.dirname, '../golden/kapiti-30-deals-tie.json'), 'utf8'),
  ) as Record<string, unknown>;
  const app = await renderApp('#/');
  const created = await createMatch(app.db, { ...golden, players });
  if (!created.ok) throw new Error('fixture invalid');
  window.location.hash = `#/match/${created.value.id}/summary`;
  await screen.findByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' });
  return app;
}

describe('a name this device has no font for, on the Summary', () => {
  it('is said before Send result and the saves, with what to do', async () => {
    await openSummary({ N: 'สมชาย', E: 'Ana', S: 'Ξένια', W: '李雷' });
    const note = await screen.findByRole('note', {
      name: 'This device has no font for สมชาย: the sheet would show empty boxes.',
    });
    expect(note).toHaveTextContent(
      "Before you send or save it, add the Thai font in the device's settings (under languages, " +
        "or fonts) and open this page again, or type the name in Latin letters too: Players' " +
        'ledger, Rename.',
    );
    expect(within(note).getByRole('link', { name: "Players' ledger" })).toHaveAttribute(
      'href',
      '#/ledger',
    );
    // Said first: before Send result and the sheet's saves.
    const save = screen.getByRole('button', { name: 'Share or save PDF' });
    expect(note.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names every such name at once', async () => {
    await openSummary({ N: 'สมชาย', E: 'Ana', S: 'วิชัย', W: 'Bob' });
    expect(
      await screen.findByRole('note', {
        name: 'This device has no font for สมชาย or วิชัย: the sheet would show empty boxes in their place.',
      }),
    ).toHaveTextContent('or type the names in Latin letters too');
  });

  it('says nothing where the device draws every name', async () => {
    await openSummary({ N: 'Zoë', E: '李雷', S: 'محمد', W: 'Иван' });
    await screen.findByRole('button', { name: 'Share or save PDF' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
