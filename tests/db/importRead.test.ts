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
        { path: '$', message: 'the file is 46.8 MB: bridgepad imports files of up to 10.0 MB' },
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
