import fc from 'fast-check';
import { matchFileName } from '../../src/ui/common/fileNames.ts';
import { matchCodeFile, matchCodeFragment } from '../../src/matchCode/matchCode.ts';
import { describe, expect, it } from 'vitest';
import {
  applyImport,
  backupFileName,
  exportMatch,
  parseImport,
  parseImportContents,
  planImport,
} from '../../src/db/importExport.ts';
import { historyOf, undoState } from '../../src/db/matchStore.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { commitEdit, createMatch, undo } from '../../src/db/matchWrites.ts';
import { arbitraryMatchFile } from '../arbitraries.ts';
import { cases } from '../file/badInputCases.ts';
import { dump, freshIndexedDb, rubberFile } from './helpers.ts';
import { writeBackup } from '../../src/db/backupFile.ts';
import { NOTHING_RESTORED } from '../../src/db/restoreStores.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { getRecord } from '../../src/db/matchRows.ts';

async function importText(
  db: Awaited<ReturnType<ReturnType<typeof freshIndexedDb>['open']>>,
  text: string,
) {
  const parsed = parseImportContents(text);
  if (!parsed.ok) return parsed;
  const plan = await planImport(db, parsed.value.matches);
  return { ok: true as const, value: await applyImport(db, plan, undefined, parsed.value.stores) };
}

describe('importing bad files', () => {
  it.each(cases)(
    '$name: lists the problems and leaves the database exactly as it was',
    async (c) => {
      const { open } = freshIndexedDb();
      const db = await open();
      await createMatch(db, rubberFile({ deals: [{ contract: '4S', declarer: 'N', tricks: 10 }] }));
      const before = await dump(db);
      const text = c.text ?? JSON.stringify(c.input);
      const result = await importText(db, text);
      expect(result.ok).toBe(false);
      // An import also reads backups, so a wrong format names both it accepts.
      const expected =
        c.name === 'format wrong'
          ? ['format: must be "bridgepad.match" or "bridgepad.backup"']
          : c.expected;
      if (!result.ok) {
        expect(result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual(expected);
      }
      expect(await dump(db)).toBe(before);
    },
  );

  it('a backup with one bad match imports nothing, naming the match and field', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const backup = {
      format: 'bridgepad.backup',
      version: 1,
      matches: [
        rubberFile(),
        rubberFile({ deals: [{ contract: '4S', declarer: 'N', tricks: 14 }] }),
      ],
    };
    const before = await dump(db);
    const result = await importText(db, JSON.stringify(backup));
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'matches[1].deals[0].tricks', message: 'must be an integer from 0 to 13' }],
    });
    expect(await dump(db)).toBe(before);
  });

  it('says what a file is when it is neither a match nor a backup', () => {
    expect(parseImport(JSON.stringify({ format: 'spreadsheet' }))).toEqual({
      ok: false,
      errors: [{ path: 'format', message: 'must be "bridgepad.match" or "bridgepad.backup"' }],
    });
  });
});

describe('importing the same match twice', () => {
  it('finds it, and replaces it, keeps both, or skips it as chosen', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const created = await createMatch(db, rubberFile());
    if (!created.ok) throw new Error('fixture invalid');
    const exported = exportMatch(created.value);
    if (!exported.ok) throw new Error('export failed');
    const edited = exported.value.replace('"Ian"', '"Iain"');

    const parsed = parseImport(edited);
    if (!parsed.ok) throw new Error('re-import failed');
    const plan = await planImport(db, parsed.value);
    expect(plan[0]?.existing?.id).toBe(created.value.id);

    expect(await applyImport(db, plan, () => 'skip')).toEqual({
      added: 0,
      same: 0,
      replaced: 0,
      skipped: 1,
      stores: NOTHING_RESTORED,
    });
    expect(await listMatches(db)).toHaveLength(1);
    expect(await applyImport(db, plan, () => 'replace')).toEqual({
      added: 0,
      same: 0,
      replaced: 1,
      skipped: 0,
      stores: NOTHING_RESTORED,
    });
    const listed = await listMatches(db);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.record.file.players).toMatchObject({ N: 'Iain' });
    expect(await applyImport(db, plan, () => 'keep-both')).toEqual({
      added: 1,
      same: 0,
      replaced: 0,
      skipped: 0,
      stores: NOTHING_RESTORED,
    });
    const both = await listMatches(db);
    expect(both).toHaveLength(2);
    expect(new Set(both.map((m) => m.record.id)).size).toBe(2);
  });
});

describe('a match written over by an import', () => {
  it('has nothing to undo: the old steps were made on other deals', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const created = await createMatch(db, rubberFile());
    if (!created.ok) throw new Error('fixture invalid');
    const id = created.value.id;
    await commitEdit(db, id, {
      kind: 'addDeal',
      index: 0,
      deal: { contract: '2H', declarer: 'N', tricks: 8 },
    });
    await commitEdit(db, id, {
      kind: 'addDeal',
      index: 1,
      deal: { contract: '3NT', declarer: 'E', tricks: 9 },
    });
    const incoming = rubberFile({
      id,
      deals: [
        { contract: '1C', declarer: 'S', tricks: 7 },
        { contract: '4S', declarer: 'W', tricks: 10 },
        { passed: true },
      ],
    });
    const parsed = parseImport(JSON.stringify(incoming));
    if (!parsed.ok) throw new Error('import unreadable');
    await applyImport(db, await planImport(db, parsed.value), () => 'replace');
    expect(await undoState(db, id)).toEqual({ undoEdit: null, redoEdit: null });
    expect(await undo(db, id)).toBe(false);
    expect((await getRecord(db, id))?.file.deals).toHaveLength(3);
    expect((await historyOf(db, id)).map((h) => h.state)).toEqual(['retired', 'retired']);
  });
});

describe('export then import', () => {
  it('keeps two matches that share an id in one file, side by side', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const backup = {
      format: 'bridgepad.backup',
      version: 1,
      matches: [rubberFile({ id }), rubberFile({ id })],
    };
    expect(await importText(db, JSON.stringify(backup))).toEqual({
      ok: true,
      value: { added: 2, same: 0, replaced: 0, skipped: 0, stores: NOTHING_RESTORED },
    });
    expect(await listMatches(db)).toHaveLength(2);
  });

  it('is the identity for 500 random matches', async () => {
    const matches = fc.sample(arbitraryMatchFile, { numRuns: 500, seed: 20261122 });
    const { open } = freshIndexedDb();
    const source = await open('source');
    const first = await importText(
      source,
      JSON.stringify({ format: 'bridgepad.backup', version: 1, matches }),
    );
    expect(first.ok).toBe(true);
    const backup = await writeBackup(source);
    expect(backup.unreadable).toBe(0);

    const target = await open('target');
    const second = await importText(target, backup.text);
    expect(second).toEqual({
      ok: true,
      value: { added: 500, same: 0, replaced: 0, skipped: 0, stores: NOTHING_RESTORED },
    });
    const read = async (db: typeof source) =>
      (await listMatches(db)).map((m) => m.record).sort((a, b) => a.id.localeCompare(b.id));
    expect(await read(target)).toEqual(await read(source));

    // The device's own backup brought back onto it: every match already here, the same.
    const before = await read(source);
    const again = await importText(source, backup.text);
    expect(again).toEqual({
      ok: true,
      value: { added: 0, same: 500, replaced: 0, skipped: 0, stores: NOTHING_RESTORED },
    });
    expect(await read(source)).toEqual(before);
  });
});

describe('file names', () => {
  it('say what the file holds', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const created = await createMatch(
      db,
      rubberFile({
        createdAt: '2026-11-22T19:30:00Z',
        players: { N: 'Ian', E: 'Dave', S: 'Bób', W: 'Alan' },
      }),
    );
    const [listed] = await listMatches(db);
    expect(created.ok).toBe(true);
    if (listed === undefined || !listed.match.ok) throw new Error('no match');
    expect(matchFileName(listed.match.value)).toBe(
      'WeThey-rubber-2026-11-22-Ian-Bób-vs-Dave-Alan.json',
    );
    expect(backupFileName('2026-11-22')).toBe('WeThey-backup-2026-11-22.json');
  });
});

describe('importing PBN', () => {
  const pbn = (opening: string) =>
    [
      opening,
      '[Event "Club night"]',
      '[Site "?"]',
      '[Date "2026.11.22"]',
      '[Board "1"]',
      '[West "Alan"]',
      '[North "Ian"]',
      '[East "Dave"]',
      '[South "Bob"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[Deal "?"]',
      '[Scoring "Rubber"]',
      '[Declarer "S"]',
      '[Contract "4S"]',
      '[Result "10"]',
      '',
    ].join('\r\n');

  it.each(['% PBN 2.1', '; a comment first', '{ a comment first }'])(
    'reads a PBN file that opens with %j as PBN',
    (opening) => {
      const read = parseImport(pbn(opening));
      expect(read.ok && read.value.map((m) => m.deals)).toEqual([
        [{ contract: { level: 4, strain: 'S', doubling: 0 }, declarer: 'S', tricks: 10 }],
      ]);
    },
  );

  it('still reads a JSON array as JSON, and refuses it as a match', () => {
    const read = parseImport('[1, 2]');
    expect(!read.ok && read.errors.map((e) => e.path)).toEqual(['$']);
  });
});

describe('importing another device’s match code', () => {
  it('joins the match: the same id, names, rules and deals, from the file or a link', async () => {
    const read = validateMatch(
      rubberFile({ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', createdAt: '2026-11-22T07:30:00Z' }),
    );
    if (!read.ok) throw new Error('fixture invalid');
    for (const text of [
      matchCodeFile(read.value),
      `https://bridgepad.example/${matchCodeFragment(read.value)}`,
    ]) {
      const parsed = parseImport(text);
      expect(parsed.ok && parsed.value).toEqual([read.value]);
    }
    const { open } = freshIndexedDb();
    const db = await open();
    const plan = await planImport(db, [read.value]);
    await applyImport(db, plan, () => 'keep-both');
    expect((await getRecord(db, '7c9e6679-7425-40de-944b-e07fc1f90ae7'))?.file.players).toEqual(
      read.value.players,
    );
  });

  it('names what is wrong with a damaged code, and imports nothing', () => {
    const parsed = parseImport('BP1:1/1:00000000:NOT-A-MATCH');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors[0]?.path).toBe('$');
  });
});
