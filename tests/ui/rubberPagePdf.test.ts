import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scoreKapiti } from '../../src/engine/kapiti.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { FourPlayerMatch } from '../../src/engine/types.ts';
import { drawRubberPage } from '../../src/ui/export/rubberPage.ts';
import { sheetPdf } from '../../src/ui/export/sheetPdf.ts';

/**
 * A rubber's WE/THEY sheet in the PDF sent to the organiser marks a deal changed after both
 * devices agreed on it with the star the screen's sheet shows beside its points, and says what
 * the star means at the foot of the page (docs/format.md, "The files bridgepad writes"). Read
 * back as text with pdftotext (poppler-utils).
 */

const root = join(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'WeThey-rubber-page-'));
const font = readFileSync(join(root, 'src/ui/export/fonts/DejaVuSansCondensed-sheet.ttf'));

beforeAll(() => {
  // The sheet's font is fetched as the app fetches it, from its own file.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(new Uint8Array(font))));
});
afterAll(() => {
  vi.unstubAllGlobals();
  rmSync(work, { recursive: true, force: true });
});

function kapiti(deals: readonly Record<string, unknown>[]): FourPlayerMatch {
  const golden = JSON.parse(
    readFileSync(join(root, 'tests/golden/kapiti-30-deals-tie.json'), 'utf8'),
  ) as { deals: Record<string, unknown>[] };
  const read = validateMatch({ ...golden, deals });
  if (!read.ok || read.value.game !== 'kapiti') throw new Error('the Kapiti match does not read');
  return read.value as FourPlayerMatch;
}

/** The first rubber's page as pdftotext lays its text out. */
async function firstRubberText(match: FourPlayerMatch): Promise<string> {
  const pdf = await sheetPdf({ title: 'rubber', subject: 'rubber' }, (surface) =>
    drawRubberPage(surface, match, scoreKapiti(match), 0),
  );
  const path = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, new Uint8Array(await pdf.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

const NOTE =
  /\* changed after agreement: both devices had agreed on this deal, and it was changed since\./;

describe('the rubber pages of the PDF', () => {
  it('star a deal changed after agreement beside its points, and say what the star means', async () => {
    const text = await firstRubberText(
      kapiti([
        // Agreed as one down, then corrected to made: 120 below to N/S, starred.
        { contract: '4S', declarer: 'N', tricks: 10, agreed: '4S N 9' },
        // Agreed as it stands: no star.
        { contract: '2H', declarer: 'E', tricks: 9, agreed: '2H E 9' },
      ]),
    );
    expect(text).toMatch(/120\*/);
    expect(text).toMatch(/(^|\s)60(\s|$)/m);
    expect(text.match(/\d\*/g)).toHaveLength(1);
    expect(text).toMatch(NOTE);
  });

  it('say nothing of agreement where no deal was changed after it', async () => {
    const text = await firstRubberText(
      kapiti([
        { contract: '4S', declarer: 'N', tricks: 10, agreed: '4S N 10' },
        { contract: '2H', declarer: 'E', tricks: 9 },
      ]),
    );
    expect(text).toMatch(/(^|\s)120(\s|$)/m);
    expect(text).not.toMatch(/\*/);
  });
});
