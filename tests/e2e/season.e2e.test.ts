// A season at the organiser's desk, in Chromium at phone size with touch: 16 pairs entered with
// Māori and Polish names, a random draw, and four rounds driven only by the match files the
// winners would send, chosen many at a time. Among them an unfinished match, a misspelt name and a
// file whose totals were edited by hand. The updated draw is sent out as PDF (read back with
// pdftotext), PNG and CSV.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { matchFile } from '../season/matchFiles.ts';
import {
  horizontalOverflow,
  poppler,
  repoRoot,
  screenshot,
  useAppAndBrowser,
  withPage,
  controlledByServiceWorker,
} from './harness.ts';

const e2e = useAppAndBrowser();
/** PDF points in a millimetre. */
const PT_PER_MM = 72 / 25.4;
const dir = join(repoRoot, 'test-results', 'season');

const FIRST = ['Wiremu', 'Hēnare', 'Mere', 'Aroha', 'Łukasz', 'Małgorzata', 'Zoë', 'Tūī'];
const LAST = [
  'Pōtae',
  'Wiśniewska',
  'Ngata',
  'Żółkiewski',
  'Parata',
  'Kowalczyk',
  'Tākuta',
  'Nowak',
];
/** 16 pairs, 32 players: no two names alike, and none within two letters of another. */
const PAIRS: { players: readonly [string, string]; grades: readonly [string, string] }[] =
  Array.from({ length: 16 }, (_, i) => ({
    players: [
      `${FIRST[i % 8]} ${LAST[(i + 3) % 8]} ${String.fromCharCode(65 + i)}${i + 1}`,
      `${FIRST[(i + 5) % 8]} ${LAST[i % 8]} ${String.fromCharCode(81 + (i % 10))}${i + 21}`,
    ] as const,
    grades:
      i < 3
        ? (['Junior', 'Junior'] as const)
        : i < 7
          ? (['Intermediate', 'Junior'] as const)
          : (['Open', 'Intermediate'] as const),
  }));
const names = (pair: { players: readonly [string, string] }) => pair.players.join(' & ');
const byNames = (text: string) => {
  const pair = PAIRS.find((p) => text.startsWith(names(p)));
  if (pair === undefined) throw new Error(`no pair reads "${text}"`);
  return pair;
};

let written = 0;
function file(text: string, name: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${(written += 1)}-${name}.json`);
  writeFileSync(path, text);
  return path;
}

/** The latest round's matches as the page shows them: each pair, and the opponents. */
async function latestRound(page: Page) {
  const table = page.getByRole('region', { name: 'The draw' }).locator('table').first();
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = row.locator('td');
      return [
        byNames(await cells.nth(1).innerText()),
        byNames(await cells.nth(2).innerText()),
      ] as const;
    }),
  );
}

describe('a season at the desk', () => {
  test('16 pairs, four rounds from match files alone, and the draw sent out', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'season' },
      async (page, problems) => {
        await page.goto(e2e.app().url);
        await page.getByRole('link', { name: 'Organiser' }).tap();
        await page.getByLabel('Competition name').fill('Kāpiti Coast Rubber Bridge 2026');
        await page.getByRole('button', { name: 'Create competition' }).tap();
        await page
          .getByRole('heading', { level: 1, name: 'Kāpiti Coast Rubber Bridge 2026' })
          .waitFor();

        for (let i = 2; i < PAIRS.length; i++)
          await page.getByRole('button', { name: 'Add a pair' }).tap();
        for (const [i, pair] of PAIRS.entries()) {
          for (const at of [0, 1] as const) {
            await page
              .getByRole('textbox', { name: `Pair ${i + 1}, player ${at + 1}`, exact: true })
              .fill(pair.players[at]);
            await page
              .getByRole('combobox', { name: `Pair ${i + 1}, player ${at + 1}'s grade` })
              .selectOption({ label: pair.grades[at] });
          }
        }
        await page.getByRole('button', { name: 'Save pairs' }).tap();
        await page.getByText('16 pairs saved.').waitFor();
        await screenshot(page, 'season/phone-pairs');

        const rounds = ['Round 1', 'Quarter-finals', 'Semi-finals', 'Final'];
        for (const [index, round] of rounds.entries()) {
          await page.getByLabel('Due date').fill(`2027-0${index + 2}-15`);
          await page.getByRole('button', { name: 'Draw at random' }).tap();
          await page.getByRole('heading', { name: new RegExp(`^${round}: due`) }).waitFor();
          const matches = await latestRound(page);
          expect(matches).toHaveLength(2 ** (3 - index));
          const files: string[] = [];
          for (const [m, [a, b]] of matches.entries()) {
            const aWins = m % 2 === 0;
            if (index === 0 && m === 0) files.push(file(matchFile(a, b, aWins, 17), 'unfinished'));
            if (index === 0 && m === 2) {
              // The totals turned round, as if the losers had edited the file.
              const text = matchFile(a, b, aWins);
              files.push(
                file(text.replace(/\}$/, ',"totals":{"NS":0,"EW":99999}}'), 'edited-totals'),
              );
            }
            if (index === 1 && m === 1) {
              // A letter of the first name left out.
              const misspelt = {
                players: [a.players[0].replace(/^(\S+)\S /, '$1 '), a.players[1]] as const,
              };
              files.push(file(matchFile(misspelt, b, aWins), 'misspelt'));
              continue;
            }
            files.push(file(matchFile(a, b, aWins), `${round}-${m + 1}`));
          }
          // A stray file of a rubber, from the same folder.
          if (index === 0)
            files.push(
              file(
                JSON.stringify({
                  format: 'bridgepad.match',
                  version: 1,
                  game: 'rubber',
                  players: { N: 'A', E: 'B', S: 'C', W: 'D' },
                  deals: [],
                }),
                'stray',
              ),
            );
          await page.getByLabel('Add match files').setInputFiles(files);
          const came = page.getByRole('list', { name: 'What came in' });
          if (index === 0) {
            await expect
              .poll(() => came.locator('li', { hasText: /: Taken: Round 1, / }).count())
              .toBe(8);
            await expect(
              came.locator('li', { hasText: 'unfinished' }).innerText(),
            ).resolves.toMatch(/Not taken: the match is unfinished: 17 of 30 deals played\./);
            await expect(
              came.locator('li', { hasText: 'edited-totals' }).innerText(),
            ).resolves.toMatch(
              /totals: say N\/S 0, E\/W 99999, but the deals score N\/S \d+, E\/W \d+: the file was changed after it was written, or by another version of WeThey/,
            );
            await expect(came.locator('li', { hasText: 'stray' }).innerText()).resolves.toMatch(
              /Not taken: this is a Rubber bridge match, not a competition match\./,
            );
            await screenshot(page, 'season/phone-results-in');
          }
          if (index === 1) {
            await came.getByRole('button', { name: /^Take as Quarter-finals:/ }).tap();
            await came
              .locator('li', { hasText: 'misspelt' })
              .getByText(/Taken: Quarter-finals/)
              .waitFor();
          }
          const heading = page.getByRole('heading', { name: new RegExp(`^${round}: due`) });
          await heading.locator('..').getByText('Every result is in.').waitFor();
        }
        await page
          .getByText(/^Won by /)
          .first()
          .waitFor();
        await page.getByText(/^Best Junior pair not in the final: /).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'season/phone-won');
        // The narrowest phone: nothing sticks out sideways either.
        await page.setViewportSize({ width: 320, height: 568 });
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'season/narrow-won');
        // And the score keeper's tablet: the draw as tables.
        await page.setViewportSize({ width: 1024, height: 768 });
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'season/tablet-won');
        await page.setViewportSize({ width: 390, height: 844 });

        const pdfDownload = page.waitForEvent('download');
        await page.getByRole('button', { name: 'PDF' }).tap();
        const pdf = await pdfDownload;
        expect(pdf.suggestedFilename()).toMatch(
          /^WeThey-draw-Kāpiti-Coast-Rubber-Bridge-2026-\d{4}-\d{2}-\d{2}\.pdf$/,
        );
        const pdfPath = join(dir, 'draw.pdf');
        await pdf.saveAs(pdfPath);
        const text = poppler('pdftotext', ['-layout', pdfPath, '-']);
        expect(text.split('\f').filter((p) => p.trim() !== '')).toHaveLength(1);
        // Headed by the competition and the round it has reached; each round's columns named.
        expect(text.trimStart()).toMatch(/^Kāpiti Coast Rubber Bridge 2026: Final\s+The draw, /);
        for (const round of rounds) expect(text).toContain(round);
        expect(text.match(/^\s*Match\s+Pair\s+Opponents\s+Result\s*$/gm)).toHaveLength(4);
        // No pair is cut short: each shows its grade.
        expect(text).not.toContain('…');
        // Each column of pairs on its own (x from and to, in mm), so a name's lines read together.
        const column = (from: number, to: number) =>
          poppler('pdftotext', [
            '-x',
            String(Math.round(from * PT_PER_MM)),
            '-y',
            '0',
            '-W',
            String(Math.round((to - from) * PT_PER_MM)),
            '-H',
            '842',
            pdfPath,
            '-',
          ]);
        const pairs = `${column(24, 81)} ${column(81, 138)}`.replace(/\s+/g, ' ');
        const grade = (pair: (typeof PAIRS)[number]) =>
          pair.grades.includes('Open')
            ? 'Open'
            : pair.grades.includes('Intermediate')
              ? 'Intermediate'
              : 'Junior';
        for (const pair of PAIRS) expect(pairs).toContain(`${names(pair)} (${grade(pair)})`);
        const flat = text.replace(/\s+/g, ' ');
        expect(flat).toMatch(/Played: .+ won \d+ to \d+/);
        expect(flat).toContain('Best Junior pair not in the final:');
        poppler('pdftoppm', ['-png', '-r', '60', '-singlefile', pdfPath, join(dir, 'draw-pdf')]);

        const pngDownload = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Image (PNG)' }).tap();
        const png = await pngDownload;
        const pngPath = join(dir, 'draw.png');
        await png.saveAs(pngPath);
        expect(readFileSync(pngPath).subarray(1, 4).toString()).toBe('PNG');
        expect(statSync(pngPath).size).toBeGreaterThan(20_000);

        const csvDownload = page.waitForEvent('download');
        await page.getByRole('button', { name: 'CSV' }).tap();
        const csv = await csvDownload;
        const csvPath = join(dir, 'draw.csv');
        await csv.saveAs(csvPath);
        const rows = readFileSync(csvPath, 'utf8')
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        expect(rows[0]).toBe('Round,Due,Match,Pair,Grade,Opponents,Grade,State,Result');
        expect(rows).toHaveLength(1 + 8 + 4 + 2 + 1);
        expect(rows.filter((row) => row.includes(',Played,'))).toHaveLength(15);

        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
      },
    );
  });

  test('match files shared from another app wait at the desk, and are taken in there', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'season-shared' },
      async (page, problems) => {
        const manifest = await (
          await page.request.get(new URL('/manifest.webmanifest', e2e.app().url).href)
        ).json();
        expect(manifest.share_target).toMatchObject({
          action: '/share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
        });
        await page.goto(e2e.app().url);
        await controlledByServiceWorker(page);

        await page.goto(new URL('/#/desk', e2e.app().url).href);
        await page.getByLabel('Competition name').fill('Club night');
        await page.getByRole('button', { name: 'Create competition' }).tap();
        const [a, b] = PAIRS;
        if (a === undefined || b === undefined) throw new Error('no pairs');
        for (const [i, pair] of [a, b].entries())
          for (const at of [0, 1] as const)
            await page
              .getByRole('textbox', { name: `Pair ${i + 1}, player ${at + 1}`, exact: true })
              .fill(pair.players[at]);
        await page.getByRole('button', { name: 'Save pairs' }).tap();
        await page.getByText('2 pairs saved.').waitFor();
        await page.getByRole('button', { name: 'Draw at random' }).tap();
        await page.getByRole('heading', { name: 'Final' }).waitFor();
        const desk = page.url();

        // What the platform does with a share: a POST of the files to the share target.
        const text = matchFile(a, b, false);
        await page.evaluate(async (body) => {
          const form = new FormData();
          form.append('files', new File([body], 'final.json', { type: 'application/json' }));
          await fetch('/share-target', { method: 'POST', body: form });
        }, text);
        await page.goto(new URL('/#/desk', e2e.app().url).href);
        await page.getByText('A file was shared with WeThey.').waitFor();
        await screenshot(page, 'season/phone-shared');
        await page.goto(desk);
        await page.getByRole('button', { name: 'Take the shared file' }).tap();
        await page
          .getByRole('list', { name: 'What came in' })
          .getByText(/final\.json/)
          .waitFor();
        await page.getByText(`Won by ${names(b)}.`).waitFor();
        await page.goto(new URL('/#/desk', e2e.app().url).href);
        await page.getByRole('link', { name: 'Club night' }).waitFor();
        expect(await page.getByText('shared with WeThey').count()).toBe(0);
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});
