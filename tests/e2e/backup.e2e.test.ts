// An organiser's phone lost in mid-season: in Chromium at phone size, a device holding a season (20
// pairs at the desk with results in, 40 matches with their history, competition profiles, a
// deleted match, settings and the device's choices) is backed up with Export all, and the backup
// is restored onto a new device. A full dump of every store of both devices' IndexedDB, read
// in the page itself, must be equal: nothing kept is left behind.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEVICE_ONLY_STORES, writeBackup } from '../../src/db/backupFile.ts';
import { saveCompetition } from '../../src/db/competitions.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { drawNextRound, setPairs, createDesk } from '../../src/db/desk.ts';
import { takeResult } from '../../src/db/deskResults.ts';
import { commitEdit, createMatch, undo } from '../../src/db/matchWrites.ts';
import { parseMatch } from '../../src/engine/matchFile/parseMatch.ts';
import { KAPITI_COAST, freshIndexedDb, rubberFile } from '../db/helpers.ts';
import { matchFile } from '../season/matchFiles.ts';
import { repoRoot, screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const dir = join(repoRoot, 'test-results', 'backup');

const FIRST = ['Ana', 'Hēnare', 'Μαρία', 'Сергей', '王芳', 'Sione', 'Łukasz', 'Zoë', 'Tūī', 'Mele'];
const LAST = ['Ngata', 'Pōtae', 'Παπαδοπούλου', 'Иванов', '李', 'Fifitaʻ', 'Nowak', 'Parata'];
const PAIRS = Array.from({ length: 20 }, (_, i) => ({
  players: [
    `${FIRST[i % 10]} ${LAST[i % 8]} ${i + 1}`,
    `${FIRST[(i + 3) % 10]} ${LAST[(i + 5) % 8]} ${i + 41}`,
  ] as const,
  grades: [i % 3 === 0 ? 'junior' : 'open', 'intermediate'] as const,
}));

/** A season on the organiser's device, written with the app's own store code in Node. */
async function seasonBackup(): Promise<string> {
  const db: BridgepadDb = await freshIndexedDb().open();
  await saveCompetition(db, KAPITI_COAST);
  await saveCompetition(db, { name: 'Club Championship', organiser: 'Pat Lee' });
  for (let m = 0; m < 40; m++) {
    const players = { N: `Player ${m}A`, E: `Player ${m}B`, S: `Player ${m}C`, W: `Player ${m}D` };
    const made = await createMatch(db, rubberFile({ players }));
    if (!made.ok) throw new Error('not made');
    const deals = [
      { contract: '4S', declarer: 'N', tricks: 10 },
      { contract: '3NT', declarer: 'E', tricks: 9 },
      { contract: '2H', declarer: 'S', tricks: 7 },
    ];
    for (const [index, deal] of deals.slice(0, 1 + (m % 3)).entries())
      await commitEdit(db, made.value.id, { kind: 'addDeal', index, deal });
    if (m % 4 === 0) await undo(db, made.value.id);
  }
  const desk = await createDesk(db, 'Kāpiti Coast Rubber Bridge 2026');
  if (!desk.ok) throw new Error('no desk');
  const pairs = await setPairs(db, desk.value.id, PAIRS);
  if (!pairs.ok) throw new Error('no pairs');
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const round = await drawNextRound(db, desk.value.id, random, '2026-12-01');
  if (!round.ok) throw new Error('no draw');
  const byId = new Map(pairs.value.map((p) => [p.id, p]));
  for (const pairing of round.value.pairings.filter((p) => p.b !== null).slice(0, 3)) {
    const [a, b] = [byId.get(pairing.a), byId.get(pairing.b as string)];
    if (a === undefined || b === undefined) continue;
    const read = parseMatch(matchFile(a, b, true));
    if (read.ok) await takeResult(db, desk.value.id, read.value, `${a.players[0]}.json`);
  }
  return (await writeBackup(db)).text;
}

/**
 * Every store of the page's IndexedDB, read in the page with IndexedDB itself, as text: all but
 * a match row's write count, when it was written and the standing it caches (the store's own
 * bookkeeping), the browser's answer about persistent storage (each device asks its own), and the
 * stores never in a backup (DEVICE_ONLY_STORES: the device's part in a club's sync, and the
 * players' ledger kept worked out, which the restored device works out again from its matches);
 * and the choices the device keeps.
 */
function fullDump(page: Page): Promise<string> {
  return page.evaluate(async (deviceOnly: readonly string[]) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('bridgepad');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stores: Record<string, unknown[]> = {};
    for (const name of [...db.objectStoreNames].sort()) {
      if (deviceOnly.includes(name)) continue;
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error);
      });
      stores[name] = rows.flatMap((row) => {
        const {
          rev: _rev,
          standing: _standing,
          writtenAt: _writtenAt,
          ...rest
        } = row as Record<string, unknown>;
        if (name === 'settings' && ['persistence', 'keepNoteSeen'].includes(String(rest.key)))
          return [];
        return [name === 'matches' ? rest : row];
      });
    }
    db.close();
    const choices = JSON.parse(localStorage.getItem('bridgepad-ui') ?? 'null') as unknown;
    return JSON.stringify({ stores, choices }, null, 1);
  }, DEVICE_ONLY_STORES);
}

async function importFile(page: Page, path: string) {
  await page.getByLabel('Import a match file or backup').setInputFiles(path);
  await page.getByText(/^Import done: /).waitFor();
}

describe('the backup: a lost phone costs nothing', () => {
  test('a season backed up with Export all, restored onto a new device, gives back an equal database', async () => {
    mkdirSync(dir, { recursive: true });
    const seeded = join(dir, 'season-seed.json');
    writeFileSync(seeded, await seasonBackup());
    const app = e2e.app();
    const backupPath = join(dir, 'exported.json');
    let before = '';

    await withPage(
      e2e.browser(),
      app,
      { viewport: 'phone', shotName: 'backup/old-phone' },
      async (page, problems) => {
        await page.goto(app.url);
        await importFile(page, seeded);
        // The season goes on at the table: a deal typed, and one undone.
        await page.getByRole('link', { name: /^Open Rubber bridge: Player 39A/ }).tap();
        const field = page.getByRole('textbox', { name: 'Type a deal' });
        await field.fill('4H W +1');
        await field.press('Enter');
        await page.getByText(/^Deal \d+ saved/).waitFor();
        await page.goto(`${app.url}#/settings`);
        await page.getByRole('checkbox', { name: 'Larger type' }).tap();
        // A match deleted: it waits among the recently deleted, and is in the backup too.
        await page.goto(app.url);
        await page.getByRole('button', { name: /^Delete Rubber bridge: Player 0A/ }).tap();
        await page
          .getByRole('dialog', { name: 'Delete this match?' })
          .getByRole('button', { name: 'Delete' })
          .tap();
        await page.getByText('Match deleted.').waitFor();

        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export all' }).tap();
        await (await download).saveAs(backupPath);
        await page.getByText('Backup saved.').waitFor();
        before = await fullDump(page);
        expect(problems.consoleErrors).toEqual([]);
      },
    );

    await withPage(
      e2e.browser(),
      app,
      { viewport: 'phone', shotName: 'backup/new-phone' },
      async (page, problems) => {
        await page.goto(app.url);
        await importFile(page, backupPath);
        // 39 matches: the 40th waits among the recently deleted, with its history.
        await page
          .getByText(
            "Import done: 39 added; 1 competition, 2 competition profiles, 1 recently deleted match restored; the backup's display and table settings taken.",
          )
          .waitFor();
        const after = await fullDump(page);
        writeFileSync(join(dir, 'dump-before.json'), before);
        writeFileSync(join(dir, 'dump-after.json'), after);
        expect(after).toEqual(before);
        // What a person sees: the competition with its results, and the larger type.
        await page.getByRole('link', { name: 'Organiser' }).tap();
        await page.getByRole('link', { name: 'Kāpiti Coast Rubber Bridge 2026' }).tap();
        await page
          .getByRole('heading', { level: 1, name: 'Kāpiti Coast Rubber Bridge 2026' })
          .waitFor();
        await expect.poll(() => page.getByRole('link', { name: 'Open the match' }).count()).toBe(3);
        expect(await page.evaluate(() => document.documentElement.dataset.type)).toBe('large');
        await screenshot(page, 'backup/new-phone-desk');
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});
