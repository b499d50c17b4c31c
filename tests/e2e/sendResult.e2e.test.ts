// Sending the result of a Kapiti match to the organiser, in Chromium at phone size: the table says
// the match is over, and Send result takes the official PDF and the match file together, through
// the share sheet where the device has one (stubbed here: headless Chromium has no Web Share with
// files) and otherwise as two downloads and an e-mail ready to write. The CSV is parsed as a
// spreadsheet would read it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { horizontalOverflow, repoRoot, screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const exportsDir = join(repoRoot, 'test-results', 'exports');

const PLAYERS = {
  N: 'Zoë Ngāti Māori',
  E: 'Łukasz Wiśniewski',
  S: 'Hēnare Pōtae-Ngātai Tūho',
  W: "Zoë O'Brien-Smythe",
};
const COMPETITION = {
  name: 'Kāpiti Coast Rubber Bridge 2026',
  round: 'Round 3',
  organiser: 'Mere Tūhoe',
  email: 'mere@example.org',
  address: '12 Parata Street, Waikanae',
  due: '2026-12-01',
};

/** The golden tied-then-decided 32-deal match, with the names and the competition above. */
function matchFile(): string {
  mkdirSync(exportsDir, { recursive: true });
  const golden = JSON.parse(
    readFileSync(join(repoRoot, 'tests/golden/kapiti-30-deals-tie.json'), 'utf8'),
  ) as Record<string, unknown>;
  const path = join(exportsDir, 'send-result-match.json');
  writeFileSync(
    path,
    JSON.stringify({
      ...golden,
      players: PLAYERS,
      competition: COMPETITION,
      createdAt: '2026-11-22T07:30:00Z',
    }),
  );
  return path;
}

async function openImported(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('Import a match file or backup').setInputFiles(matchFile());
  await page.getByRole('link', { name: /^Open Kapiti 30-deal match/ }).click();
}

// Every name cut to the same length, so that no file name is longer than 80 characters.
const PDF = "kapiti-2026-11-22-Zoë-Ngāti-Māo-Hēnare-Pōtae-vs-Łukasz-Wiśnie-Zoë-O'Brien-S.pdf";
const JSON_FILE =
  "WeThey-kapiti-2026-11-22-Zoë-Ngāti-M-Hēnare-Pōta-vs-Łukasz-Wiśn-Zoë-O'Brien.json";

describe('sending the result', () => {
  test('the table says the match is over; without Web Share both files are saved and the e-mail is ready', async () => {
    const app = e2e.app();
    await withPage(
      e2e.browser(),
      app,
      { viewport: 'phone', shotName: 'send/phone-no-share' },
      async (page, problems) => {
        await openImported(page, app.url);
        const result = page.getByRole('region', { name: 'Result' });
        await result.getByRole('heading', { name: 'The match is over' }).waitFor();
        await result
          .getByText('WE (Zoë Ngāti Māori & Hēnare Pōtae-Ngātai Tūho) won 1460 to 1320')
          .waitFor();
        // No next deal is offered; only the deal list sets the tie-break after deal 30 apart.
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Match over/);
        expect(await page.getByText(/tie-break/).allInnerTexts()).toEqual([
          'Level after deal 30: tie-break',
        ]);
        expect(await page.getByRole('region', { name: 'Before the next deal' }).count()).toBe(0);
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'send/phone-match-over', { fullPage: false });

        await result.getByRole('link', { name: 'Summary sheet' }).click();
        await page.getByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' }).waitFor();
        await page
          .getByText(
            /^Please send this completed score sheet to: Mere Tūhoe, 12 Parata Street, Waikanae or by email to mere@example\.org by /,
          )
          .waitFor();
        expect(await horizontalOverflow(page)).toBe(0);

        const saved: { name: string; path: string }[] = [];
        page.on('download', (download) => {
          const path = join(exportsDir, `sent-${download.suggestedFilename()}`);
          saved.push({ name: download.suggestedFilename(), path });
          void download.saveAs(path);
        });
        await page.getByRole('button', { name: 'Send result' }).click();
        const note = page.getByText(/^This device cannot share files/);
        await note.waitFor();
        await expect.poll(() => saved.length).toBe(2);
        expect(saved.map((s) => s.name)).toEqual([PDF, JSON_FILE]);
        for (const { name } of saved) expect(name.length).toBeLessThanOrEqual(80);
        const mail = page.getByRole('link', { name: 'Write the e-mail to Mere Tūhoe' });
        const href = new URL((await mail.getAttribute('href')) ?? '');
        expect(href.protocol).toBe('mailto:');
        expect(href.pathname).toBe('mere@example.org');
        expect(href.searchParams.get('subject')).toBe(
          "Kapiti Round 3: Zoë Ngāti Māori & Hēnare Pōtae-Ngātai Tūho beat Łukasz Wiśniewski & Zoë O'Brien-Smythe 1460–1320",
        );
        await screenshot(page, 'send/phone-no-share', { fullPage: false });

        // The files are what they say: the official PDF with the names, the match file itself.
        await expect.poll(() => saved.every((s) => readable(s.path))).toBe(true);
        const pdfText = execFileSync('pdftotext', [saved[0]?.path ?? '', '-'], {
          encoding: 'utf8',
        });
        for (const name of Object.values(PLAYERS)) expect(pdfText).toContain(name);
        const read = validateMatch(JSON.parse(readFileSync(saved[1]?.path ?? '', 'utf8')));
        expect(read.ok && read.value.game === 'kapiti' && read.value.competition).toEqual(
          COMPETITION,
        );

        await page.getByRole('button', { name: 'Mark as sent' }).click();
        await page.getByText(/^Sent /).waitFor();
        await page.getByRole('link', { name: 'Back to the table' }).click();
        await page.getByRole('link', { name: 'All matches' }).click();
        await page.getByText('· sent').waitFor();
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
      },
    );
  });

  test('with Web Share, one tap shares the PDF and the match file and records it', async () => {
    const app = e2e.app();
    await withPage(
      e2e.browser(),
      app,
      { viewport: 'phone', shotName: 'send/phone-share' },
      async (page, problems) => {
        // Headless Chromium has no Web Share with files: a stand-in records what was shared.
        await page.addInitScript(() => {
          const shared: { title?: string; text?: string; files: [string, string, number][] }[] = [];
          Object.assign(window, { sharedForTest: shared });
          Object.assign(navigator, {
            canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
            share: (data: ShareData) => {
              shared.push({
                title: data.title,
                text: data.text,
                files: (data.files ?? []).map((f) => [f.name, f.type, f.size]),
              });
              return Promise.resolve();
            },
          });
        });
        await openImported(page, app.url);
        const result = page.getByRole('region', { name: 'Result' });
        await result.getByRole('button', { name: 'Send result' }).click();
        await result.getByText(/^Sent /).waitFor();
        const shared = (await page.evaluate(
          () => (window as unknown as { sharedForTest: unknown }).sharedForTest,
        )) as { title: string; text: string; files: [string, string, number][] }[];
        expect(shared).toHaveLength(1);
        expect(shared[0]?.title).toBe(
          "Kapiti Round 3: Zoë Ngāti Māori & Hēnare Pōtae-Ngātai Tūho beat Łukasz Wiśniewski & Zoë O'Brien-Smythe 1460–1320",
        );
        expect(shared[0]?.text).toMatch(
          /^N\/S \(Zoë Ngāti Māori & Hēnare Pōtae-Ngātai Tūho\) won 1460 to 1320\.\r\nPlayed on 22 November 2026\./,
        );
        expect(shared[0]?.files.map(([name, type]) => [name, type])).toEqual([
          [PDF, 'application/pdf'],
          [JSON_FILE, 'application/json'],
        ]);
        for (const [, , size] of shared[0]?.files ?? []) expect(size).toBeGreaterThan(1000);
        await screenshot(page, 'send/phone-shared', { fullPage: false });
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });

  test('the CSV reads in a spreadsheet: UTF-8 mark, the names, the winners, every row and the totals', async () => {
    const app = e2e.app();
    await withPage(
      e2e.browser(),
      app,
      { viewport: 'tablet', shotName: 'send/tablet-csv' },
      async (page) => {
        await openImported(page, app.url);
        await page.getByRole('link', { name: 'Summary sheet' }).click();
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Save CSV' }).click();
        const csv = await download;
        const path = join(exportsDir, 'send-result.csv');
        await csv.saveAs(path);
        const bytes = readFileSync(path);
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const parsed = Papa.parse<string[]>(bytes.toString('utf8').slice(1), {
          skipEmptyLines: true,
        });
        expect(parsed.errors).toEqual([]);
        const rows = parsed.data;
        expect(rows[1]).toEqual(['Names N/S', 'Zoë Ngāti Māori & Hēnare Pōtae-Ngātai Tūho']);
        expect(rows[2]).toEqual(['Names E/W', "Łukasz Wiśniewski & Zoë O'Brien-Smythe"]);
        expect(rows[3]).toEqual([
          'Winners',
          'N/S (Zoë Ngāti Māori & Hēnare Pōtae-Ngātai Tūho) won 1460 to 1320',
        ]);
        expect(rows[4]).toEqual(['Rules', 'Unfinished rubber: 300 / 100']);
        expect(rows.at(-1)).toEqual(['Totals', '', '1460', '1320', '1460', '1320', '', '']);
        // 32 deals, two stopping-point bonuses and the bonus withdrawn at the level stop.
        const header = rows.findIndex((r) => r[0] === 'row');
        expect(rows.length - header - 2).toBe(35);

        // Printed, the sheet with its organiser's line and individual scores is one A4 page.
        await page.emulateMedia({ media: 'print' });
        const printed = join(exportsDir, 'send-result-print.pdf');
        await page.pdf({
          path: printed,
          format: 'A4',
          printBackground: true,
          preferCSSPageSize: true,
        });
        expect(execFileSync('pdfinfo', [printed], { encoding: 'utf8' })).toMatch(/^Pages:\s+1$/m);
        const text = execFileSync('pdftotext', [printed, '-'], { encoding: 'utf8' });
        expect(text).toContain('Please send this completed score sheet to: Mere Tūhoe');
        expect(text).toContain('Individual scores');
        for (const name of Object.values(PLAYERS)) expect(text).toContain(name);
        expect(text).not.toContain('Send result');
        mkdirSync(join(repoRoot, 'test-results', 'screenshots', 'send'), { recursive: true });
        execFileSync('pdftoppm', [
          '-r',
          '60',
          '-png',
          printed,
          join(repoRoot, 'test-results', 'screenshots', 'send', 'summary-print'),
        ]);
      },
    );
  });
});

function readable(path: string): boolean {
  try {
    return readFileSync(path).length > 0;
  } catch {
    return false;
  }
}
