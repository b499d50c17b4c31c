import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Weight } from '../../scripts/measure/budgets.ts';
import { BUDGETS, checkBudgets, precached } from '../../scripts/measure/budgets.ts';

/**
 * The size budgets as `npm test` checks them (tests/e2e/budgets.e2e.test.ts measures the real
 * build): a measure over either budget fails with what is over, by how much, and where the weight
 * is; a build whose precache list holds too much is measured as over.
 */

const weight = (...files: [string, number][]): Weight => ({
  gzip: files.reduce((sum, [, gzip]) => sum + gzip, 0),
  raw: files.reduce((sum, [, gzip]) => sum + 3 * gzip, 0),
  files: files.map(([path, gzip]) => ({ path, gzip, raw: 3 * gzip })),
});

describe('the size budgets', () => {
  it('passes a first screen and an offline copy each at its budget', () => {
    expect(
      checkBudgets({
        firstScreen: weight(['/assets/app.js', 100_000], ['/assets/MatchScreen.js', 25_000]),
        offline: weight(['assets/app.js', 100_000], ['assets/rest.js', 321_000]),
      }),
    ).toEqual({ ok: true });
  });

  it("refuses a first screen's JavaScript a byte over 125 kB, naming its heaviest scripts", () => {
    const check = checkBudgets({
      firstScreen: weight(['/assets/app.js', 100_000], ['/assets/MatchScreen.js', 25_001]),
      offline: weight(['assets/app.js', 200_000]),
    });
    expect(check).toEqual({
      ok: false,
      errors: [
        "The first screen's JavaScript is 125.0 kB gzip (125,001 bytes), 1 byte over its budget " +
          'of 125 kB; the heaviest: /assets/app.js 100.0 kB, /assets/MatchScreen.js 25.0 kB',
      ],
    });
  });

  it('refuses an offline copy over 421 kB, and says both when both are over', () => {
    const check = checkBudgets({
      firstScreen: weight(['/assets/app.js', 150_000]),
      offline: weight(['assets/a.js', 50_000], ['assets/b.js', 250_000], ['font.ttf', 150_000]),
    });
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.errors).toEqual([
      "The first screen's JavaScript is 150.0 kB gzip (150,000 bytes), 25.0 kB over its budget " +
        'of 125 kB; the heaviest: /assets/app.js 150.0 kB',
      'The offline copy (everything precached) is 450.0 kB gzip (450,000 bytes), 29.0 kB over ' +
        'its budget of 421 kB; the heaviest: assets/b.js 250.0 kB, font.ttf 150.0 kB, ' +
        'assets/a.js 50.0 kB',
    ]);
  });
});

describe('the offline copy, measured from a build', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  /** A build in a folder of its own: sw.js precaching `files` (name and body). */
  function build(files: [string, Buffer | string][], worker?: string): string {
    dist = mkdtempSync(join(tmpdir(), 'bridgepad-budget-'));
    mkdirSync(join(dist, 'assets'));
    for (const [name, body] of files) writeFileSync(join(dist, name), body);
    const list = files.map(([name], i) => `{url:"${name}",revision:${i === 0 ? '"1"' : 'null'}}`);
    writeFileSync(
      join(dist, 'sw.js'),
      worker ?? `precacheAndRoute([${[...list, ...list].join(',')}],{});`,
    );
    return dist;
  }

  it('counts each precached file once, gzipped, largest first', () => {
    const cache = precached(
      build([
        ['index.html', '<!doctype html>'.repeat(100)],
        ['assets/app.js', randomBytes(20_000)],
      ]),
    );
    expect(cache.files.map((file) => file.path)).toEqual(['assets/app.js', 'index.html']);
    expect(cache.raw).toBe(21_500);
    expect(cache.gzip).toBeGreaterThan(20_000);
    expect(checkBudgets({ firstScreen: weight(), offline: cache })).toEqual({ ok: true });
  });

  it('finds a build that precaches more than its budget over it', () => {
    const cache = precached(
      build([
        ['index.html', '<!doctype html>'],
        ['assets/heavy.js', randomBytes(BUDGETS.offline + 10_000)],
      ]),
    );
    const check = checkBudgets({ firstScreen: weight(), offline: cache });
    expect(check.ok ? [] : check.errors).toEqual([
      expect.stringMatching(
        /^The offline copy \(everything precached\) is 4\d\d\.\d kB gzip .* over its budget of 421 kB; the heaviest: assets\/heavy\.js 4\d\d\.\d kB/,
      ),
    ]);
  });

  it('says which service worker has no precache list', () => {
    const folder = build([['index.html', '']], 'self.addEventListener("fetch", () => {});');
    expect(() => precached(folder)).toThrow(`no precache list found in ${join(folder, 'sw.js')}`);
  });
});
