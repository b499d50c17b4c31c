// Every name prints as typed on the Kapiti sheet a pair sends the organiser, whatever its script.
// The golden 32-deal match is imported with players named in Greek, Cyrillic, Chinese, Korean,
// Devanagari, Arabic and with emoji, and its PDF (read back with Debian's poppler-utils) and PNG
// are checked in Chromium: Greek and Cyrillic are text in the embedded font; what that font has no
// letter for is drawn from the device's own fonts, with its words in the PDF's text, never "�".
// (This machine's Chromium has no Chinese, Korean, Devanagari or emoji font, so it draws those as
// its own boxes: there is ink where each name is, as on a phone there are its letters.)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Word } from './harness.ts';
import {
  inkIn,
  poppler,
  repoRoot,
  screenshotDir,
  useAppAndBrowser,
  withPage,
  wordsByPage,
} from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const exportsDir = join(repoRoot, 'test-results', 'exports');

type Players = Record<'N' | 'E' | 'S' | 'W', string>;

/** The golden match with other players, as a match file to import. */
function matchFile(name: string, players: Players): string {
  const golden = JSON.parse(
    readFileSync(join(repoRoot, 'tests/golden/kapiti-30-deals-tie.json'), 'utf8'),
  ) as Record<string, unknown>;
  mkdirSync(exportsDir, { recursive: true });
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(exportsDir, `${name}.json`);
  writeFileSync(path, JSON.stringify({ ...golden, players }));
  return path;
}

interface Exported {
  readonly pdf: string;
  readonly pdfName: string;
  readonly png: Buffer;
}

/** Imports the match, opens its Summary, and saves its PDF and PNG. */
async function exportSheets(page: Page, name: string, players: Players): Promise<Exported> {
  await page.goto(e2e.app().url);
  await page.getByLabel('Import a match file or backup').setInputFiles(matchFile(name, players));
  await page.getByRole('link', { name: /^Open Kapiti 30-deal match/ }).click();
  await page.getByText('⋯', { exact: true }).click();
  await page.getByRole('link', { name: 'Summary', exact: true }).click();
  await page.getByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' }).waitFor();
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share or save PDF' }).click();
  const download = await pdfDownload;
  const pdf = join(exportsDir, `${name}.pdf`);
  await download.saveAs(pdf);
  const pngDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save image (PNG)' }).click();
  const pngPath = join(screenshotDir, `${name}-export.png`);
  await (await pngDownload).saveAs(pngPath);
  poppler('pdftoppm', ['-r', '80', '-png', pdf, join(screenshotDir, `${name}-pdf`)]);
  return { pdf, pdfName: download.suggestedFilename(), png: readFileSync(pngPath) };
}

/** The images a PDF holds, one line each, from `pdfimages -list`. */
const images = (pdf: string) => poppler('pdfimages', ['-list', pdf]).trim().split('\n').slice(2);

/**
 * The PDF's text as pdftotext reads it, without the unseen marks of direction (U+200E, U+200F,
 * U+202A to U+202E) it and the sheet put round a stretch written right to left.
 */
const readAsTyped = (pdf: string) =>
  poppler('pdftotext', ['-layout', pdf, '-']).replace(/[\u200E\u200F\u202A-\u202E]/g, '');

/** The words of the first page whose text holds `name`. */
function wordsWith(pdf: string, name: string): Word[] {
  return (wordsByPage(pdf)[0] ?? []).filter((word) => word.text.includes(name));
}

/** The share of a box of the PNG (in the PDF's points: the same layout) that is ink. */
function inkInPng(page: Page, png: Buffer, box: Word): Promise<number> {
  return page.evaluate(
    async ({ data, box }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no canvas');
      context.drawImage(bitmap, 0, 0);
      const scale = 150 / 72; // the PNG is A4 at 150 dots per inch
      const x = Math.floor(box.xMin * scale);
      const y = Math.floor(box.yMin * scale);
      const width = Math.max(1, Math.ceil(box.xMax * scale) - x);
      const height = Math.max(1, Math.ceil(box.yMax * scale) - y);
      const pixels = context.getImageData(x, y, width, height).data;
      let ink = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const luma = 0.3 * (pixels[i] ?? 255) + 0.59 * (pixels[i + 1] ?? 255);
        if (luma + 0.11 * (pixels[i + 2] ?? 255) < 128) ink += 1;
      }
      return ink / (width * height);
    },
    { data: png.toString('base64'), box },
  );
}

describe('names in every script on the official sheet', () => {
  test('Greek and Cyrillic names print as text in the embedded font, and name the files', async () => {
    const players: Players = {
      N: 'Ξένια Παπαδοπούλου',
      S: 'Νίκος Ξηρός',
      E: 'Иван Петров',
      W: 'Ґанна Шевченко',
    };
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'tablet', shotName: 'sheet-greek-cyrillic' },
      async (page, problems) => {
        const { pdf, pdfName } = await exportSheets(page, 'sheet-greek-cyrillic', players);
        // Every player, each name cut alike to keep the file name to 80 characters.
        expect(pdfName).toMatch(
          /^kapiti-\d{4}-\d\d-\d\d-Ξένια-Παπα\p{L}*-Νίκος-Ξηρός-vs-Иван-Петров-Ґанна-Шевч\p{L}*\.pdf$/u,
        );
        const text = poppler('pdftotext', ['-layout', pdf, '-']);
        const pages = text.split('\f').filter((p) => p.trim() !== '');
        expect(pages).toHaveLength(3);
        for (const sheet of pages) {
          expect(sheet).toContain('Ξένια Παπαδοπούλου & Νίκος Ξηρός');
          expect(sheet).toContain('Иван Петров & Ґанна Шевченко');
        }
        expect(pages[0]).toMatch(/\b1\s+S Νίκος Ξηρός\s/);
        expect(text).not.toContain('\uFFFD');
        // Text, not pictures: the file holds no image, and the one font.
        expect(images(pdf)).toEqual([]);
        const fonts = poppler('pdffonts', [pdf]).trim().split('\n').slice(2);
        expect(fonts).toHaveLength(1);
        expect(fonts[0]).toMatch(/^[A-Z]{6}\+DejaVuSansCondensed\s+CID TrueType\s+Identity-H/);
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });

  test.each<[string, Players, readonly string[], readonly string[]]>([
    [
      'Chinese, Korean, Devanagari and Arabic',
      { N: '李雷', S: '김민준', E: 'अनन्या शर्मा', W: 'محمد علي' },
      ['李雷 & 김민준', 'अनन्या शर्मा & محمد علي'],
      ['李雷', '김민준', 'अनन्या शर्मा', 'محمد علي'],
    ],
    [
      'Hebrew and Arabic, and Hebrew with Latin',
      { N: 'דוד כהן', S: 'محمد الأحمد', E: 'דוד Cohen', W: 'Sarah Levi' },
      ['דוד כהן & محمد الأحمد', 'דוד Cohen & Sarah Levi'],
      ['محمد', 'כהן', 'דוד'],
    ],
    [
      'emoji, and a name in two scripts',
      { N: 'Ana 🦊', S: 'Wang 王芳', E: 'Ξένια', W: 'Иван 🐻' },
      ['Ana 🦊 & Wang 王芳', 'Ξένια & Иван 🐻'],
      ['🦊', '王芳', '🐻'],
    ],
  ])(
    'names in %s are drawn from the device fonts, their words in the PDF, never �',
    async (label, players, sides, pictured) => {
      const name = `sheet-${label.replace(/\W+/g, '-')}`;
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport: 'tablet', shotName: name },
        async (page, problems) => {
          const { pdf, pdfName, png } = await exportSheets(page, name, players);
          for (const player of Object.values(players)) {
            for (const word of player.split(' ')) expect(pdfName).toContain(word.normalize('NFC'));
          }
          expect(poppler('pdftotext', ['-raw', pdf, '-'])).not.toContain('\uFFFD');
          // The page's text as typed, right to left too (without the unseen marks of direction
          // pdftotext puts round a stretch written right to left).
          const pages = readAsTyped(pdf)
            .split('\f')
            .filter((p) => p.trim() !== '');
          expect(pages).toHaveLength(3);
          // The sheet and each rubber's page name both sides, every name whole.
          for (const sheet of pages) for (const side of sides) expect(sheet).toContain(side);
          // So do its words with their boxes, each line's put in the order typed (pdfWords.ts).
          const boxed = wordsByPage(pdf).map((words) => words.map((word) => word.text).join(' '));
          for (const sheet of boxed) for (const side of sides) expect(sheet).toContain(side);
          expect(images(pdf).length).toBeGreaterThan(0);
          for (const drawn of pictured) {
            // What the device drew is a word of the PDF's text, on the head's line and down the
            // dealer column; where it stands there is ink, in the PDF and in the PNG.
            const words = wordsWith(pdf, drawn);
            expect(words.length, drawn).toBeGreaterThan(8);
            const [head] = words;
            if (head === undefined) continue;
            expect(inkIn(pdf, 1, head), `${drawn} in the PDF`).toBeGreaterThan(0.03);
            expect(await inkInPng(page, png, head), `${drawn} in the PNG`).toBeGreaterThan(0.03);
          }
          expect(problems.consoleErrors).toEqual([]);
        },
      );
    },
  );
});
