import { describe, expect, it } from 'vitest';
import { applyImport, exportMatch, parseImport, planImport } from '../../src/db/importExport.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { listRows } from '../../src/db/standings.ts';
import { freshIndexedDb } from './helpers.ts';

/**
 * A field of a player's own (docs/format.md, "The file": `x-...`) comes back exactly as it went in,
 * whatever its keys are called: `__proto__` and `constructor` are keys like any other, through
 * the import, the store, the matches list keeping each match's standing, and the export.
 */

// Written as text: in an object literal `__proto__` would set the prototype, not make a key.
const OWN = '{"__proto__":{"honors":true,"b":[1,{"__proto__":2}]},"constructor":"c","toString":0}';
const FILE = `{"format":"bridgepad.match","version":1,"id":"own-keys","game":"rubber","players":{"N":"Ian","E":"Dave","S":"Bob","W":"Alan"},"deals":[{"contract":"4S","declarer":"N","tricks":10}],"x-own":${OWN}}`;

describe('an x- field holding __proto__', () => {
  it('is kept exactly through import, the matches list and export', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const parsed = parseImport(FILE);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    await applyImport(db, await planImport(db, parsed.value));
    // The list works out the match's standing and keeps it in the match's row, after the read.
    expect((await listRows(db, 50)).map((row) => row.id)).toEqual(['own-keys']);
    await expect.poll(async () => (await db.matches.get('own-keys'))?.standing).toBeDefined();

    const record = await getRecord(db, 'own-keys');
    if (record === undefined) throw new Error('not stored');
    const exported = exportMatch(record);
    if (!exported.ok) throw new Error(JSON.stringify(exported.errors));
    const written = JSON.stringify(
      (JSON.parse(exported.value) as Record<string, unknown>)['x-own'],
    );
    expect(written).toBe(OWN);
  });
});
