// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { encodeMatch } from '../../src/matchCode/matchCode.ts';
import { decodeMatch } from '../../src/matchCode/matchCodeRead.ts';
import type { Match } from '../../src/engine/types.ts';
import { checkCode } from '../../src/engine/agreement/checkCode.ts';
import { agreementOf } from '../../src/engine/agreement/compareForm.ts';
import { catchDownloads, openExport } from './exportHelpers.tsx';
import { renderApp } from './renderApp.tsx';

/** A match file under tests/. */
const matchFile = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', name), 'utf8')) as Record<
    string,
    unknown
  >;

/**
 * A long evening of rubber: 250 deals of every contract, declarer and result, in an order that
 * compresses no better than real play, so its match code takes several parts.
 */
function longRubberSession(): Record<string, unknown> {
  let seed = 20261122;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const deals = Array.from({ length: 250 }, () => {
    if (next(12) === 0) return { passed: true };
    const level = 1 + next(7);
    const strain = ['C', 'D', 'H', 'S', 'NT'][next(5)] ?? 'NT';
    const doubled = ['', '', '', 'X', 'XX'][next(5)] ?? '';
    return {
      contract: `${level}${strain}${doubled}`,
      declarer: ['N', 'E', 'S', 'W'][next(4)] ?? 'N',
      tricks: Math.min(13, Math.max(0, 6 + level + next(5) - 2)),
    };
  });
  return {
    format: 'bridgepad.match',
    version: 1,
    game: 'rubber',
    rules: { honors: true },
    players: { N: 'Ngaio', E: 'Eru', S: 'Stanisław', W: 'Wiremu' },
    firstDealer: 'N',
    deals,
  };
}

async function openShowMatch(file: Record<string, unknown>) {
  const app = await openExport(file);
  const section = screen.getByRole('region', { name: 'Show this match to another device' });
  return { ...app, section };
}

/** The match as this device keeps it. */
async function storedMatch(db: BridgepadDb): Promise<Match> {
  const [listed] = await listMatches(db);
  if (listed === undefined || !listed.match.ok) throw new Error('no readable match stored');
  return listed.match.value;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('showing a match to another device', () => {
  it('draws the whole match as one QR code, named for its part', async () => {
    const { user, section } = await openShowMatch(
      matchFile('fixtures/examples/in-news-sample-rubber.json'),
    );
    expect(
      within(section).getByText(
        'On the other device: to join this match, tap Join a match on the matches list; to check it, open the match there and tap ⋯ → Compare. Then scan this code, or open the link or the saved match code.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Show match' }));
    const code = await within(section).findByRole('img', { name: 'Match code, part 1 of 1' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    // One part: nothing to step through.
    expect(within(section).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(section).queryByText(/^Part \d/)).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Hide match' }));
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a long match in parts, in turn, with Previous, Next and Pause', async () => {
    const { user, section, db } = await openShowMatch(longRubberSession());
    const count = encodeMatch(await storedMatch(db)).length;
    expect(count).toBeGreaterThan(1);

    await user.click(within(section).getByRole('button', { name: 'Show match' }));
    await within(section).findByRole('img', { name: `Match code, part 1 of ${count}` });
    expect(within(section).getByText(`Part 1 of ${count}`)).toBeInTheDocument();
    // The parts follow one another by themselves.
    await within(section).findByRole('img', { name: `Match code, part 2 of ${count}` });
    expect(within(section).getByText(`Part 2 of ${count}`)).toBeInTheDocument();

    const pause = within(section).getByRole('button', { name: 'Pause' });
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    const shown = () => {
      const name = within(section).getByRole('img').getAttribute('aria-label') ?? '';
      return Number(/part (\d+) of/.exec(name)?.[1]);
    };
    const at = shown();
    await user.click(within(section).getByRole('button', { name: 'Next' }));
    expect(shown()).toBe((at % count) + 1);
    await user.click(within(section).getByRole('button', { name: 'Previous' }));
    await user.click(within(section).getByRole('button', { name: 'Previous' }));
    expect(shown()).toBe(((at - 2 + count) % count) + 1);
    expect(within(section).getByText(`Part ${shown()} of ${count}`)).toBeInTheDocument();
  });

  it('copies a link to this app whose match code is the same match', async () => {
    const { user, section, db } = await openShowMatch(longRubberSession());
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Link copied: open it on the other device.'),
    ).toBeInTheDocument();
    const link = await navigator.clipboard.readText();
    expect(link.startsWith(`${window.location.origin}/#m=BP1:1/1:`)).toBe(true);
    // The other device reads the link as it is, escapes and all.
    const read = decodeMatch([link]);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.value).toEqual(await storedMatch(db));
  });

  it('shows the link, selected, when the browser will not copy it', async () => {
    const { user, section } = await openShowMatch(
      matchFile('fixtures/examples/in-news-sample-rubber.json'),
    );
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    const field = await within(section).findByRole('textbox', {
      name: 'Link to this match, to copy',
    });
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).value).toMatch(/\/#m=BP1:1\/1:/);
  });

  it('saves the match code as a file that reads as the same match', async () => {
    const saved = catchDownloads();
    const { user, section, db } = await openShowMatch(longRubberSession());
    await user.click(within(section).getByRole('button', { name: 'Save match code' }));
    const name = 'WeThey-rubber-2026-11-22-Ngaio-Stanisław-vs-Eru-Wiremu.bpm.txt';
    await waitFor(() => expect([...saved.keys()]).toEqual([name]));
    expect(screen.getByText(`${name} saved.`)).toBeInTheDocument();
    const text = (await saved.get(name)?.text()) ?? '';
    expect(text).toMatch(/^BP1:1\/1:[0-9A-F]{8}:[^\n]+\n$/);
    const read = decodeMatch(text.split('\n'));
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.value).toEqual(await storedMatch(db));
  });
});

describe('sharing the match code', () => {
  it('is offered where the share sheet takes files, and shares the code as a file', async () => {
    const shared: File[] = [];
    Object.assign(navigator, {
      canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
      share: (data: ShareData) => {
        shared.push(...(data.files ?? []));
        return Promise.resolve();
      },
    });
    try {
      const { user, section, db } = await openShowMatch(
        matchFile('golden/kapiti-30-deals-tie.json'),
      );
      await user.click(within(section).getByRole('button', { name: 'Share match code' }));
      await waitFor(() => expect(shared).toHaveLength(1));
      expect(shared[0]?.name).toMatch(/^WeThey-kapiti-.*\.bpm\.txt$/);
      const read = decodeMatch([(await shared[0]?.text()) ?? '']);
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      const stored = await storedMatch(db);
      expect(read.value.id).toBe(stored.id);
      expect(read.value.players).toEqual(stored.players);
      expect(read.value.deals).toEqual(stored.deals);
    } finally {
      Reflect.deleteProperty(navigator, 'canShare');
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('is not offered where the device cannot share files', async () => {
    const { section } = await openShowMatch(matchFile('golden/kapiti-30-deals-tie.json'));
    expect(within(section).queryByRole('button', { name: 'Share match code' })).toBeNull();
  });
});

describe('Show match from the table', () => {
  it('⋯ → Show match draws the code at once; Compare is one tap away there too', async () => {
    const app = await renderApp('#/');
    const created = await createMatch(app.db, matchFile('golden/kapiti-30-deals-tie.json'));
    if (!created.ok) throw new Error('not created');
    const id = created.value.id;
    act(() => {
      window.location.hash = `#/match/${id}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const more = await screen.findByText('⋯');
    await app.user.click(more);
    const menu = screen.getByRole('navigation', { name: 'More' });
    expect(within(menu).getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      `#/match/${id}/compare`,
    );
    await app.user.click(within(menu).getByRole('link', { name: 'Show match' }));
    const code = await screen.findByRole('img', { name: 'Match code, part 1 of 1' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('button', { name: 'Hide match' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Back to the table' })).toHaveAttribute(
      'href',
      `#/match/${id}`,
    );
  });
});

describe('agreeing on the shown match by the check code', () => {
  /** The golden Kapiti match on this device, its first two deals agreed already, at Show match. */
  async function openShow() {
    const app = await renderApp('#/');
    const file = matchFile('golden/kapiti-30-deals-tie.json');
    const deals = file.deals as Record<string, unknown>[];
    const withMarks = {
      ...file,
      deals: deals.map((deal, i) =>
        i < 2
          ? {
              ...deal,
              agreed: `${String(deal.contract)} ${String(deal.declarer)} ${String(deal.tricks)}`,
            }
          : deal,
      ),
    };
    const created = await createMatch(app.db, withMarks);
    if (!created.ok) throw new Error('not created');
    const id = created.value.id;
    act(() => {
      window.location.hash = `#/match/${id}/show`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await screen.findByRole('img', { name: 'Match code, part 1 of 1' });
    return { ...app, id, deals: deals.length };
  }

  it('once the other device shows the same check code, one tap marks every deal agreed here', async () => {
    const app = await openShow();
    const match = await storedMatch(app.db);
    const code = checkCode(match);
    const agreeing = screen.getByRole('region', { name: `Check code ${code}` });
    expect(within(agreeing).getByText(`2 of ${app.deals} deals agreed`)).toBeVisible();
    await app.user.click(
      within(agreeing).getByRole('button', {
        name: `Both devices show ${code}: mark the ${app.deals} deals agreed`,
      }),
    );
    expect(await within(agreeing).findByText(`All ${app.deals} deals agreed`)).toBeVisible();
    const marked = await storedMatch(app.db);
    expect(marked.deals.map(agreementOf)).toEqual(marked.deals.map(() => 'agreed'));
    expect(checkCode(marked)).toBe(code);
    expect(within(agreeing).queryByRole('button', { name: /^Both devices show/ })).toBeNull();
  });
});
