import { describe, expect, it } from 'vitest';
import {
  IMPORT_LIMIT_BYTES,
  PROBLEMS_LISTED,
  readImport,
  readImportFile,
  sizeText,
  tooLarge,
} from '../../src/db/importRead.ts';
import { readChosenFile } from '../../src/ui/matches/readChosenFile.ts';
import { rubberFile } from './helpers.ts';

/**
 * Reading an import file whatever it holds (docs/format.md, "Importing"): too large is refused
 * before it is read, and a file with thousands of problems lists the first hundred and counts
 * the rest, so neither the page nor the person drowns in it.
 */

const badDeals = (n: number) =>
  JSON.stringify(
    rubberFile({ deals: Array.from({ length: n }, () => ({ contract: '9Q', declarer: 'X' })) }),
  );

describe('an import file', () => {
  it('with thousands of problems lists the first hundred and counts the rest', () => {
    const read = readImport(badDeals(1000));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toHaveLength(PROBLEMS_LISTED);
    // Each bad deal has three problems: the contract, the declarer and the missing tricks.
    expect(read.problems.length + read.more).toBe(3000);
    expect(read.problems[0]).toEqual({
      path: 'deals[0].contract',
      message: '"9Q" is not a contract like "4S", "3NTX" or "2HXX"',
    });
  });

  it('over the limit is refused before it is read, saying its size and the limit', async () => {
    expect(sizeText(IMPORT_LIMIT_BYTES)).toBe('10.0 MB');
    expect(tooLarge(IMPORT_LIMIT_BYTES)).toBeNull();
    const big = { size: 46.8 * 1024 * 1024, text: () => Promise.reject(new Error('read')) };
    const read = await readImportFile(big as unknown as Blob);
    expect(read).toEqual({
      ok: false,
      problems: [
        { path: '$', message: 'the file is 46.8 MB: WeThey imports files of up to 10.0 MB' },
      ],
      more: 0,
    });
    expect(await readChosenFile(big as unknown as Blob)).toEqual(read);
  });

  it('that is fine comes back as its matches, read where no worker can start', async () => {
    const read = await readChosenFile(new Blob([JSON.stringify(rubberFile())]));
    expect(read.ok && read.matches.map((m) => m.game)).toEqual(['rubber']);
  });

  it('that is not a file at all is a problem, never an exception', () => {
    expect(readImport('{"format": "bridgepad.match", "version": 1,')).toMatchObject({
      ok: false,
      more: 0,
    });
  });
});

describe('a file that is no match file at all', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  const PDF = new TextEncoder().encode(
    '%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Length 3 >>\nstream\n\0\0\0',
  );

  it.each([
    ['a note', 'notes.txt', new TextEncoder().encode('Hello, here is the result')],
    ['a picture', 'photo.png', PNG],
    ['a PDF, though it opens with a PBN comment mark', 'summary.pdf', PDF],
    ['a JSON value that is not an object', 'numbers.json', new TextEncoder().encode('42')],
  ])('%s is refused as not a match file, naming the file', async (_, name, bytes) => {
    const file = new File([bytes], name);
    const expected = {
      ok: false,
      problems: [
        {
          path: '$',
          message: `This is not a match file: ${name} holds no match file, backup, PBN or match code`,
        },
      ],
      more: 0,
    };
    expect(await readImportFile(file)).toEqual(expected);
    expect(await readChosenFile(file)).toEqual(expected);
  });

  it('every kind Import reads is still read', async () => {
    const kinds = [
      ['match.json', `\uFEFF ${JSON.stringify(rubberFile())}`],
      ['backup.json', JSON.stringify({ format: 'bridgepad.backup', version: 1, matches: [] })],
      ['rubber.pbn', '% PBN 2.1\n\n[Contract "2H"]\n[Declarer "S"]\n[Result "9"]'],
      ['commented.pbn', '{ a comment }\n[Contract "2H"]\n[Declarer "S"]\n[Result "9"]'],
    ] as const;
    for (const [name, text] of kinds) {
      const read = await readImportFile(new File([text], name));
      expect(read.ok, name).toBe(true);
    }
  });

  it('a match file cut short is still told where its JSON breaks', async () => {
    const read = await readImportFile(new File(['{"format": "bridgepad.match",'], 'cut.json'));
    expect(read.ok ? '' : read.problems[0]?.message).toMatch(/^cannot be read: /);
  });
});
