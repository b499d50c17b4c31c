// The Kapiti summary sheet a pair sends the organiser: a 30-deal match with tie-break deals is
// imported, and its PDF, PNG and printout are checked in Chromium. The PDF's text (pdftotext, from
// Debian's poppler-utils) must hold every row and the totals; its pages are rendered to PNG with
// pdftoppm for a person to look at.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { kapitiSummary } from '../../src/engine/kapitiSummary.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { summaryRowLabel } from '../../src/ui/kapiti/rowLabel.ts';
import {
  newPage,
  poppler,
  repoRoot,
  screenshot,
  screenshotDir,
  useAppAndBrowser,
  watchPage,
} from './harness.ts';

const e2e = useAppAndBrowser();
const exportsDir = join(repoRoot, 'test-results', 'exports');
const goldenPath = join(repoRoot, 'tests/golden/kapiti-30-deals-tie.json');

describe('the Kapiti summary sheet export', () => {
  test('PDF, PNG and print hold every row and the totals', async () => {
    mkdirSync(exportsDir, { recursive: true });
    const app = e2e.app();
    const page = await newPage(e2e.browser(), { viewport: 'tablet' });
    try {
      const problems = watchPage(page, app.origin);
      await page.goto(app.url);
      await page.getByLabel('Import a match file or backup').setInputFiles(goldenPath);
      await page.getByRole('link', { name: /^Open Kapiti 30-deal match/ }).click();
      // Summary is behind More, in the header.
      await page.getByText('⋯', { exact: true }).click();
      await page.getByRole('link', { name: 'Summary', exact: true }).click();
      await page.getByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' }).waitFor();
      await screenshot(page, 'kapiti-summary-tablet');

      const pdfDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Share or save PDF' }).click();
      const pdf = await pdfDownload;
      expect(pdf.suggestedFilename()).toMatch(
        /^kapiti-\d{4}-\d{2}-\d{2}-Ian-Bob-vs-Dave-Alan\.pdf$/,
      );
      const pdfPath = join(exportsDir, 'kapiti-summary.pdf');
      await pdf.saveAs(pdfPath);

      const text = poppler('pdftotext', ['-layout', pdfPath, '-']);
      const pages = text.split('\f').filter((p) => p.trim() !== '');
      expect(pages).toHaveLength(3); // the summary, then rubbers 1 and 2
      const first = pages[0] ?? '';
      expect(first).toContain('Rubber Bridge Summary Score Sheet');
      expect(first).toContain('Ian & Bob');
      expect(first).toContain('Dave & Alan');
      expect(first).toContain('N/S (Ian & Bob) won 1460 to 1320');
      const read = validateMatch(JSON.parse(readFileSync(goldenPath, 'utf8')));
      if (!read.ok || read.value.game !== 'kapiti') throw new Error('fixture invalid');
      const lines = first.split('\n');
      const squeeze = (text: string) => text.replace(/\s/g, '');
      for (const row of kapitiSummary(read.value).rows) {
        // The scoring table stands to the right, so a row's line may go on after its totals.
        const cumulative = new RegExp(`\\s${row.cumulative[0]}\\s+${row.cumulative[1]}(\\s|$)`);
        const start = new RegExp(`^\\s*${row.deal}\\s+${row.dealer ?? ''} `);
        // A bonus row's label (as on the screen) may wrap onto two lines about its totals.
        const found =
          row.kind === 'deal'
            ? lines.some((line) => start.test(line) && cumulative.test(line))
            : lines.some(
                (line, n) =>
                  cumulative.test(line) &&
                  squeeze(lines.slice(n - 1, n + 2).join(' ')).includes(
                    squeeze(summaryRowLabel(row)),
                  ),
              );
        expect(found, `row for deal ${row.deal}`).toBe(true);
      }
      expect(first).toContain('Two game rubber won');
      poppler('pdftoppm', ['-r', '70', '-png', pdfPath, join(screenshotDir, 'kapiti-summary-pdf')]);

      const pngDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Save image (PNG)' }).click();
      const png = await pngDownload;
      expect(png.suggestedFilename()).toMatch(/^kapiti-.*\.png$/);
      const pngPath = join(screenshotDir, 'kapiti-summary-export.png');
      await png.saveAs(pngPath);
      const bytes = readFileSync(pngPath);
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1240, 1754]);
      expect(statSync(pngPath).size).toBeGreaterThan(20_000);

      // Printing: the summary fits one A4 portrait page, with no app chrome.
      await page.emulateMedia({ media: 'print' });
      const printed = join(exportsDir, 'kapiti-summary-print.pdf');
      await page.pdf({
        path: printed,
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
      });
      expect(poppler('pdfinfo', [printed])).toMatch(/^Pages:\s+1$/m);
      const printedText = poppler('pdftotext', ['-layout', printed, '-']);
      expect(printedText).toContain('1460');
      expect(printedText).not.toContain('Share or save PDF');
      poppler('pdftoppm', [
        '-r',
        '60',
        '-png',
        printed,
        join(screenshotDir, 'kapiti-summary-print'),
      ]);

      expect(problems.consoleErrors).toEqual([]);
      expect(problems.foreignRequests).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
