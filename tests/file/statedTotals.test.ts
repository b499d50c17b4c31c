import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { exportMatch, parseImport } from '../../src/db/importExport.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { parseMatchFile, readMatchFile } from '../../src/engine/matchFile/readMatchFile.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import { freshIndexedDb } from '../db/helpers.ts';
import { matchFile } from '../season/matchFiles.ts';

const ns = { players: ['Hēnare Pōtae', 'Łucja Wiśniewska'] as const };
const ew = { players: ['Zoë Ngata', 'Piotr Nowak'] as const };

/** The totals the deals of the usual file make, N/S winning. */
function trueTotals() {
  const read = parseMatchFile(matchFile(ns, ew, true));
  if (!read.ok) throw new Error('the file does not read');
  const [NS, EW] = (scoreMatch(read.value) as unknown as { totals: [number, number] }).totals;
  return { NS, EW };
}

describe('stated totals (docs/format.md, "Stated totals")', () => {
  it('reads a file whose stated totals are what its deals score', () => {
    const read = parseMatchFile(matchFile(ns, ew, true, 30, { totals: trueTotals() }));
    expect(read.ok).toBe(true);
  });

  it('refuses a file whose totals were edited by hand, with both scores', () => {
    const { NS, EW } = trueTotals();
    const read = parseMatchFile(matchFile(ns, ew, true, 30, { totals: { NS: EW, EW: NS } }));
    expect(read).toEqual({
      ok: false,
      errors: [
        {
          path: 'totals',
          message: `say N/S ${EW}, E/W ${NS}, but the deals score N/S ${NS}, E/W ${EW}: the file was changed after it was written, or by another version of WeThey`,
        },
      ],
    });
  });

  it('refuses a file whose deals were edited under its totals', () => {
    // The totals of a match N/S won, over deals E/W won.
    const read = parseMatchFile(matchFile(ns, ew, false, 30, { totals: trueTotals() }));
    expect(read.ok).toBe(false);
  });

  it('refuses totals of the wrong shape, or on a game with no organiser to send them to', () => {
    for (const totals of [
      { NS: 1 },
      { NS: -1, EW: 0 },
      { NS: 1.5, EW: 0 },
      [1, 2],
      { NS: 1, EW: 2, X: 3 },
    ]) {
      const read = parseMatchFile(matchFile(ns, ew, true, 30, { totals }));
      expect(read.ok ? [] : read.errors).toEqual([
        {
          path: 'totals',
          message: 'must be { "NS": points, "EW": points }, each a whole number from 0',
        },
      ]);
    }
    const rubber = readMatchFile({
      format: 'bridgepad.match',
      version: 1,
      game: 'rubber',
      players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
      deals: [],
      totals: { NS: 0, EW: 0 },
    });
    expect(rubber.ok ? [] : rubber.errors).toEqual([
      { path: 'totals', message: 'only for kapiti' },
    ]);
  });

  it('is written by Export into a Kapiti match file, read back by Import, and never stored', async () => {
    const db = await freshIndexedDb().open();
    const created = await createMatch(db, JSON.parse(matchFile(ns, ew, true)) as never);
    if (!created.ok) throw new Error('not created');
    expect(JSON.stringify(created.value)).not.toContain('"totals"');
    const text = exportMatch(created.value);
    if (!text.ok) throw new Error('not exported');
    expect(JSON.parse(text.value).totals).toEqual(trueTotals());
    expect(parseImport(text.value).ok).toBe(true);
    const edited = text.value.replace(/"NS": \d+/, '"NS": 99999');
    expect(parseImport(edited)).toMatchObject({ ok: false, errors: [{ path: 'totals' }] });
  });

  it('is checked by the command line as by Import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bridgepad-totals-'));
    const path = join(dir, 'edited.json');
    writeFileSync(path, matchFile(ns, ew, true, 30, { totals: { NS: 0, EW: 99999 } }));
    const err: string[] = [];
    const status = runCli(['validate', path], {
      out: () => undefined,
      err: (line) => err.push(line),
      readFile: (p) => readFileSync(p, 'utf8'),
    });
    expect(status).toBe(1);
    expect(err[0]).toMatch(/edited\.json: totals: say N\/S 0, E\/W 99999, but the deals score/);
  });
});
