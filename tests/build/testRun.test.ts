// How the test run is ordered and summed up (vitest.config.ts): the longest browser files start
// first, and the run ends with each engine's share.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineOf, engineShareLines } from '../setup/engineShares.ts';
import { BROWSER_SECONDS, FIRST_PROJECT, UNIT_SECONDS, runOrder } from '../setup/longestFirst.ts';
import { couchdbLine } from '../../scripts/test.mjs';
import { couchdbStartEnv, givenCouch } from '../../scripts/club/couchdbGiven.ts';
import { slowestLines } from '../setup/slowestFiles.ts';
import { limits, slower } from '../../scripts/limits.ts';
import { MEASURED, factorOf, factorOfLoad, REFERENCE_MS } from '../../scripts/machineSpeed.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe("the browser tests' order", () => {
  it('names only browser files that are there, longest first', () => {
    const files = Object.keys(BROWSER_SECONDS);
    expect(files.filter((file) => !existsSync(join(root, file)))).toEqual([]);
    expect(files.every((file) => engineOf(file) !== null)).toBe(true);
    const seconds = Object.values(BROWSER_SECONDS);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
  });
});

describe('the order the files start in', () => {
  it('names only unit-servers files that are there, longest first', () => {
    const files = Object.keys(UNIT_SECONDS);
    expect(files.filter((file) => !existsSync(join(root, file)))).toEqual([]);
    const seconds = Object.values(UNIT_SECONDS);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
  });

  it('starts the files that wait on servers before the other unit files, the browser files last', () => {
    const vitestOrder = [
      { project: 'e2e', group: 1, file: 'tests/e2e/uncaught.e2e.test.ts' },
      { project: 'e2e', group: 1, file: 'tests/e2e/layoutCheck.e2e.test.ts' },
      { project: 'unit', group: 0, file: 'tests/engine/contract.test.ts' },
      { project: 'unit', group: 0, file: 'tests/engine/games.test.ts' },
      { project: FIRST_PROJECT, group: 0, file: 'tests/club/https.test.ts' },
      { project: FIRST_PROJECT, group: 0, file: 'tests/sync/realClubConflicts.test.ts' },
      { project: FIRST_PROJECT, group: 0, file: 'tests/sync/realClub.test.ts' },
    ]
      // Vitest's own: projects by group, then by name.
      .sort((a, b) => a.group - b.group || (a.project < b.project ? -1 : 1))
      .map((f, place) => ({ ...f, place }));
    expect(runOrder(vitestOrder).map((f) => f.file)).toEqual([
      'tests/sync/realClubConflicts.test.ts',
      'tests/sync/realClub.test.ts',
      'tests/club/https.test.ts',
      'tests/engine/contract.test.ts',
      'tests/engine/games.test.ts',
      'tests/e2e/layoutCheck.e2e.test.ts',
      'tests/e2e/uncaught.e2e.test.ts',
    ]);
  });
});

describe("each engine's share of the run", () => {
  it('knows the engine by the file that drives it', () => {
    expect(engineOf('tests/e2e/games.e2e.test.ts')).toBe('Chromium');
    expect(engineOf('tests/engines/firefox.engine.test.ts')).toBe('Firefox');
    expect(engineOf('tests/engines/webkit.engine.test.ts')).toBe('WebKitGTK');
    expect(engineOf('tests/engines/wpe.engine.test.ts')).toBe('WPE WebKit');
    expect(engineOf('tests/engines/webkitPrivateClub.engine.test.ts')).toBe('WebKitGTK');
    expect(engineOf('tests/engines/wpeOld.engine.test.ts')).toBe('WPE WebKit');
    expect(engineOf('tests/engines/webkitish.engine.test.ts')).toBe('webkitish');
    expect(engineOf('/home/x/bp/tests/engines/servo.engine.test.ts')).toBe('servo');
    expect(engineOf('tests/engine/contract.test.ts')).toBeNull();
    expect(engineOf('tests/e2e/harness.ts')).toBeNull();
  });

  it('adds up tests and time per engine, Chromium first, and says the wall time', () => {
    const lines = engineShareLines(
      [
        { file: 'tests/engines/wpe.engine.test.ts', passed: 7, failed: 0, ms: 40_400 },
        { file: 'tests/e2e/games.e2e.test.ts', passed: 9, failed: 0, ms: 62_000 },
        { file: 'tests/engines/firefox.engine.test.ts', passed: 11, failed: 1, ms: 101_000 },
        { file: 'tests/e2e/pwa.e2e.test.ts', passed: 4, failed: 1, ms: 20_600 },
        { file: 'tests/engine/contract.test.ts', passed: 3100, failed: 0, ms: 310 },
      ],
      125_000,
    );
    expect(lines).toEqual([
      'Browser tests by engine (each file from its start to its end):',
      '  Chromium    13 passed, 1 failed, 2 files, 83 s',
      '  Firefox     11 passed, 1 failed, 1 file, 101 s',
      '  WPE WebKit  7 passed, 0 failed, 1 file, 40 s',
      "  All browser tests, run side by side: 2 min 5 s from the first file's start to the last one's end.",
    ]);
  });

  it('says nothing when no browser file ran', () => {
    expect(
      engineShareLines([{ file: 'tests/cli/score.test.ts', passed: 5, failed: 0, ms: 900 }], 0),
    ).toEqual([]);
  });
});

describe('Apache CouchDB for the club tests', () => {
  it("starts with Erlang's schedulers not spinning between requests, unless ERL_FLAGS says", () => {
    expect(couchdbStartEnv({ PATH: '/usr/bin' })).toEqual({
      PATH: '/usr/bin',
      ERL_FLAGS: '+sbwt none +sbwtdcpu none +sbwtdio none',
    });
    expect(couchdbStartEnv({ ERL_FLAGS: '+S 1' })).toEqual({ ERL_FLAGS: '+S 1' });
  });

  it('is taken from an address with its admin, or a script that starts one, or said to be missing', () => {
    expect(givenCouch({})).toEqual({ kind: 'none' });
    expect(couchdbLine({})).toMatch(/^The club's tests on Apache CouchDB did not run: /);
    expect(givenCouch({ BRIDGEPAD_COUCHDB_START: '/opt/couchdb-start' })).toEqual({
      kind: 'start',
      script: '/opt/couchdb-start',
    });
    expect(couchdbLine({ BRIDGEPAD_COUCHDB_START: '/opt/couchdb-start' })).toBeNull();
    expect(givenCouch({ BRIDGEPAD_COUCHDB_URL: 'http://admin:s%40cret@127.0.0.1:5984/' })).toEqual({
      kind: 'url',
      couch: { url: 'http://127.0.0.1:5984', admin: { name: 'admin', password: 's@cret' } },
    });
    expect(() => givenCouch({ BRIDGEPAD_COUCHDB_URL: 'http://127.0.0.1:5984' })).toThrow(
      /names no admin/,
    );
  });
});

describe('the slowest files', () => {
  it('lists the ten slowest, slowest first, with their seconds', () => {
    const files = Array.from({ length: 12 }, (_, i) => ({
      file: `tests/f${String(i).padStart(2, '0')}.test.ts`,
      ms: (i + 1) * 1_000 + 100,
    }));
    const lines = slowestLines(files);
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('The 10 slowest files (each from its start to its end):');
    expect(lines[1]).toBe('  12.1 s  tests/f11.test.ts');
    expect(lines[10]).toBe('   3.1 s  tests/f02.test.ts');
    expect(lines.join('\n')).not.toMatch(/f0[01]\.test/);
  });

  it('says so when one file ran, and nothing when none did', () => {
    expect(slowestLines([{ file: 'tests/a.test.ts', ms: 900 }])).toEqual([
      'The slowest file (each from its start to its end):',
      '  0.9 s  tests/a.test.ts',
    ]);
    expect(slowestLines([])).toEqual([]);
  });
});

describe("the limits and the machine's speed", () => {
  it('scales by the measured factor, never below 1 nor above 4', () => {
    expect(factorOf(REFERENCE_MS / 2)).toBe(1);
    expect(factorOf(REFERENCE_MS)).toBe(1);
    expect(factorOf(REFERENCE_MS * 1.5)).toBe(1.5);
    expect(factorOf(REFERENCE_MS * 9)).toBe(4);
  });

  it('takes the factor from BRIDGEPAD_SLOWER, and 1 when it is missing or wrong', () => {
    expect(slower({ BRIDGEPAD_SLOWER: '2.5' })).toBe(2.5);
    expect(slower({})).toBe(1);
    expect(slower({ BRIDGEPAD_SLOWER: 'fast' })).toBe(1);
    expect(slower({ BRIDGEPAD_SLOWER: '0.2' })).toBe(1);
  });

  it("reads the machine's load as two processes a core allowed for, never below 1 nor above 4", () => {
    expect(factorOfLoad(0, 2)).toBe(1);
    expect(factorOfLoad(4, 2)).toBe(1);
    expect(factorOfLoad(6, 2)).toBe(1.5);
    expect(factorOfLoad(12, 8)).toBe(1);
    expect(factorOfLoad(16, 2)).toBe(4);
    expect(factorOfLoad(100, 2)).toBe(4);
  });

  it('a measured factor follows the load when the machine is busier later; one set by hand is kept', () => {
    const busy = () => 3;
    const quiet = () => 1;
    expect(slower({ BRIDGEPAD_SLOWER: '1.2', [MEASURED]: '1' }, busy)).toBe(3);
    expect(slower({ BRIDGEPAD_SLOWER: '1.2', [MEASURED]: '1' }, quiet)).toBe(1.2);
    expect(slower({ BRIDGEPAD_SLOWER: '1.2' }, busy)).toBe(1.2);
    expect(slower({}, busy)).toBe(1);
  });

  describe('each limit, as it is read', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('is scaled by the factor then, in a process that runs file after file', () => {
      vi.stubEnv(MEASURED, '');
      vi.stubEnv('BRIDGEPAD_SLOWER', '1');
      expect(limits.answer).toBe(20_000);
      vi.stubEnv('BRIDGEPAD_SLOWER', '2.5');
      expect(limits.answer).toBe(50_000);
      expect(limits.clubSync).toBe(100_000);
      expect(Object.keys(limits)).toContain('screenWait');
    });
  });
});
