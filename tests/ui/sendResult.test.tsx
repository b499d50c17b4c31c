// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { formatDueDate } from '../../src/ui/common/matchText.ts';
import { KAPITI_COAST } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';
import { getRecord } from '../../src/db/matchRows.ts';
import { catchShares } from './exportHelpers.tsx';

// The PDF itself is checked in Chromium (tests/e2e); here it is a stand-in of the same type.
vi.mock('../../src/ui/export/kapitiExports.ts', () => ({
  summaryPdf: () => Promise.resolve(new Blob(['%PDF-1.7 stand-in'], { type: 'application/pdf' })),
}));

const golden = () =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../golden/kapiti-30-deals-tie.json'), 'utf8'),
  ) as Record<string, unknown>;

/** The due date as this machine's locale writes it ("1 Dec 2026" in New Zealand). */
const DUE = formatDueDate('2026-12-01');

const COMPETITION = KAPITI_COAST;

async function openMatch(file: Record<string, unknown>, hash: (id: string) => string) {
  const app = await renderApp('#/');
  const created = await createMatch(app.db, { ...file, createdAt: '2026-11-22T07:30:00Z' });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  const id = created.value.id;
  act(() => {
    window.location.hash = hash(id);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  const stored = async () => (await getRecord(app.db, id))?.file;
  return { ...app, id, stored };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('after the deal that decides a Kapiti match', () => {
  it('the table says the match is over, with the result and the names, and offers the summary and Send', async () => {
    await openMatch({ ...golden(), competition: COMPETITION }, (id) => `#/match/${id}`);
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(
      await within(result).findByRole('heading', { name: 'The match is over' }),
    ).toBeInTheDocument();
    expect(within(result).getByText('WE (Ian & Bob) won 1460 to 1320')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Summary sheet' })).toBeInTheDocument();
    expect(await within(result).findByRole('button', { name: 'Send result' })).toBeEnabled();
    expect(within(result).getByText(`Not sent yet, due ${DUE}`)).toBeInTheDocument();
    // Not the next deal, its dealer or its vulnerability.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Match over/);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/Deal|tie-break/);
    // The deal list still sets the tie-break played after deal 30 apart.
    expect(screen.getByText('Level after deal 30: tie-break')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Before the next deal' })).not.toBeInTheDocument();
  });
});

describe('Send result', () => {
  it('shares the PDF and the match file together where the device can, and records that it was sent', async () => {
    const shared = catchShares();
    const app = await openMatch(
      { ...golden(), competition: COMPETITION },
      (id) => `#/match/${id}/summary`,
    );
    expect(
      await screen.findByText(
        `Please send this completed score sheet to: Łukasz Wiśniewski, 12 Parata Street, Waikanae or by email to lukasz@example.org by ${DUE}`,
      ),
    ).toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Send result' }));
    await waitFor(() => expect(shared).toHaveLength(1));
    const [data] = shared;
    expect(data?.files?.map((f) => [f.name, f.type])).toEqual([
      ['kapiti-2026-11-22-Ian-Bob-vs-Dave-Alan.pdf', 'application/pdf'],
      ['WeThey-kapiti-2026-11-22-Ian-Bob-vs-Dave-Alan.json', 'application/json'],
    ]);
    expect(data?.title).toBe('Kapiti Round 3: Ian & Bob beat Dave & Alan 1460–1320');
    expect(data?.text?.split('\r\n')).toEqual([
      'N/S (Ian & Bob) won 1460 to 1320.',
      'Played on 22 November 2026.',
      '',
      "The summary sheet is attached as a PDF, with the match file WeThey-kapiti-2026-11-22-Ian-Bob-vs-Dave-Alan.json: it can be checked with WeThey, by importing it or with WeThey's command line (validate and score).",
    ]);
    const matchFile = JSON.parse(await (data?.files?.[1]?.text() ?? Promise.resolve('{}'))) as {
      competition?: unknown;
    };
    expect(matchFile.competition).toEqual(COMPETITION);
    await waitFor(async () => expect((await app.stored())?.sent).toMatch(/^\d{4}-\d\d-\d\dT/));
    expect(await screen.findByText(/^Sent /)).toBeInTheDocument();
    // The matches list says so.
    act(() => {
      window.location.hash = '#/';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByText('· sent')).toBeInTheDocument();
  });

  it('records nothing when the person cancels the share sheet', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      canShare: () => true,
      share: () => Promise.reject(new DOMException('cancelled', 'AbortError')),
    });
    const app = await openMatch(golden(), (id) => `#/match/${id}/summary`);
    await app.user.click(await screen.findByRole('button', { name: 'Send result' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send result' })).toBeEnabled());
    expect((await app.stored())?.sent).toBeUndefined();
  });

  it('when the share sheet is refused, falls back to saving both files and the e-mail', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      canShare: () => true,
      share: () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')),
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    try {
      const app = await openMatch(
        { ...golden(), competition: COMPETITION },
        (id) => `#/match/${id}/summary`,
      );
      await app.user.click(await screen.findByRole('button', { name: 'Send result' }));
      expect(await screen.findByText(/^This device cannot share files/)).toBeInTheDocument();
      expect(click).toHaveBeenCalledTimes(2);
      expect((await app.stored())?.sent).toBeUndefined();
      // Marking it sent says so where focus lands.
      await app.user.click(screen.getByRole('button', { name: 'Mark as sent' }));
      const state = await screen.findByText(/^Sent /);
      await waitFor(() => expect(state).toHaveFocus());
      expect(state).toHaveAttribute('role', 'status');
      await app.user.click(screen.getByRole('button', { name: 'Mark as not sent' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Send result' })).toHaveFocus(),
      );
    } finally {
      click.mockRestore();
    }
  });

  it('without Web Share, saves both files and opens an e-mail to the organiser, saying so', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, canShare: undefined });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const app = await openMatch(
        { ...golden(), competition: COMPETITION },
        (id) => `#/match/${id}/summary`,
      );
      await app.user.click(await screen.findByRole('button', { name: 'Send result' }));
      const note = await screen.findByText(/^This device cannot share files/);
      expect(note).toHaveTextContent(
        'both are saved to your downloads: kapiti-2026-11-22-Ian-Bob-vs-Dave-Alan.pdf and WeThey-kapiti-2026-11-22-Ian-Bob-vs-Dave-Alan.json',
      );
      expect(saved).toEqual([
        'kapiti-2026-11-22-Ian-Bob-vs-Dave-Alan.pdf',
        'WeThey-kapiti-2026-11-22-Ian-Bob-vs-Dave-Alan.json',
      ]);
      const mail = screen.getByRole('link', { name: 'Write the e-mail to Łukasz Wiśniewski' });
      const href = new URL(mail.getAttribute('href') ?? '');
      expect(href.protocol).toBe('mailto:');
      expect(href.pathname).toBe('lukasz@example.org');
      expect(href.searchParams.get('subject')).toBe(
        'Kapiti Round 3: Ian & Bob beat Dave & Alan 1460–1320',
      );
      expect(href.searchParams.get('body')).toMatch(/^N\/S \(Ian & Bob\) won 1460 to 1320\.\r\n/);
      expect((await app.stored())?.sent).toBeUndefined();
      await app.user.click(screen.getByRole('button', { name: 'Mark as sent' }));
      await waitFor(async () => expect((await app.stored())?.sent).toBeDefined());
      await app.user.click(await screen.findByRole('button', { name: 'Mark as not sent' }));
      await waitFor(async () => expect((await app.stored())?.sent).toBeUndefined());
    } finally {
      click.mockRestore();
    }
  });
});

describe('the matches list', () => {
  it('says when a finished Kapiti match is not sent yet, and when it is due', async () => {
    await openMatch({ ...golden(), competition: COMPETITION }, () => '#/');
    expect(await screen.findByText(`· not sent, due ${DUE}`)).toBeInTheDocument();
  });
});
