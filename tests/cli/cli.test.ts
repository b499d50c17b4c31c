import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { longer } from '../../scripts/limits.ts';
import { runCli } from '../../src/cli/main.ts';

const root = join(import.meta.dirname, '../..');
const golden = join(root, 'tests/golden');
const examples = join(root, 'tests/fixtures/examples');
let dir = '';

const valid = {
  format: 'bridgepad.match',
  version: 1,
  game: 'rubber',
  players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
  firstDealer: 'S',
  deals: [{ contract: '2H', declarer: 'S', tricks: 9 }],
};

function write(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = runCli(args, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readFile: (path) => readFileSync(path, 'utf8'),
  });
  return { status, out, err };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bridgepad-cli-'));
});

describe('a stake (rules.stake)', () => {
  const staked = {
    ...valid,
    players: { N: 'Pat', E: 'Kim', S: 'Lee', W: 'Sam' },
    rules: { stake: { per100: 0.2, currency: 'GBP' } },
    // A rubber to NS in two games: 4S, 4S, not vulnerable then vulnerable.
    deals: [
      { contract: '4S', declarer: 'N', tricks: 10 },
      { contract: '4S', declarer: 'S', tricks: 11 },
    ],
    finished: true,
  };

  it("score --json adds each player's money and the fewest payments that settle up", () => {
    const result = run(['score', write('staked.json', staked), '--json']);
    expect(result.err).toEqual([]);
    const summary = JSON.parse(result.out[0] ?? '{}') as Record<string, unknown>;
    // 120 + 150 (one overtrick 30) + 700 rubber = 970: a 10 rubber, £2 each at 20p a hundred.
    expect(summary.backScore).toEqual({ Pat: 10, Lee: 10, Kim: -10, Sam: -10 });
    expect(summary.money).toEqual({ Pat: 2, Lee: 2, Kim: -2, Sam: -2 });
    expect(summary.settlement).toEqual([
      { from: 'Kim', to: 'Pat', amount: 2 },
      { from: 'Sam', to: 'Lee', amount: 2 },
    ]);
  });

  it('score says the money and the payments in words', () => {
    const result = run(['score', write('staked.json', staked)]);
    const text = result.out.join('\n');
    expect(text).toContain('At £0.20 per 100:');
    expect(text).toContain('  Kim: loses £2.00');
    expect(text).toContain('Settling up: Kim pays Pat £2.00; Sam pays Lee £2.00.');
  });

  it("Chicago: a chukker's back score is played for as a rubber's is", () => {
    const chukker = write('chukker.json', {
      ...valid,
      game: 'chicago',
      firstDealer: 'N',
      players: { N: 'Pat', E: 'Kim', S: 'Lee', W: 'Sam' },
      rules: { stake: { per100: 1, currency: 'NZD' } },
      deals: [
        // Deal 1, nobody vulnerable: 4S made, 120 + 300 to NS.
        { contract: '4S', declarer: 'N', tricks: 10 },
        // Deal 2, East deals, East-West vulnerable: 3NT made, 100 + 500 to EW.
        { contract: '3NT', declarer: 'E', tricks: 9 },
        // Deal 3, South deals, North-South vulnerable: 2H made, a 60 part score to NS.
        { contract: '2H', declarer: 'S', tricks: 8 },
        // Deal 4, both vulnerable: 1C made, 20 and the fourth deal's 100 to EW.
        { contract: '1C', declarer: 'W', tricks: 7 },
      ],
    });
    const result = run(['score', chukker, '--json']);
    expect(result.err).toEqual([]);
    const summary = JSON.parse(result.out[0] ?? '{}') as Record<string, unknown>;
    // NS 480, EW 720: 240 to EW, a 2 chukker, NZ$2 each.
    expect(summary.totals).toEqual({ NS: 480, EW: 720 });
    expect(summary.money).toEqual({ Pat: -2, Lee: -2, Kim: 2, Sam: 2 });
    expect(summary.settlement).toHaveLength(2);
  });

  it('a file without a stake has no money', () => {
    const result = run(['score', write('plain.json', { ...staked, rules: {} }), '--json']);
    const summary = JSON.parse(result.out[0] ?? '{}') as Record<string, unknown>;
    expect(summary).not.toHaveProperty('money');
    expect(summary).not.toHaveProperty('settlement');
  });

  it('names what is wrong with a stake, and where', () => {
    const bad = write('bad-stake.json', {
      ...staked,
      rules: { stake: { per100: 0.125, currency: 'pounds', tip: 1 } },
    });
    const result = run(['validate', bad]);
    expect(result.status).toBe(1);
    expect(result.err).toEqual([
      `${bad}: rules.stake.tip: unknown field`,
      `${bad}: rules.stake.per100: must be a positive amount to the cent (for example 0.5 or 2.25)`,
      `${bad}: rules.stake.currency: must be an ISO 4217 currency code (GBP, NZD)`,
    ]);
    const kapiti = write('kapiti-stake.json', {
      ...staked,
      game: 'kapiti',
      finished: undefined,
    });
    expect(run(['validate', kapiti]).err).toEqual([
      `${kapiti}: rules.stake: only for rubber, chicago and bridgette`,
    ]);
  });
});

describe('validate', () => {
  it('prints ok for each valid file', () => {
    const a = write('a.json', valid);
    const b = write('b.json', { ...valid, deals: [] });
    expect(run(['validate', a, b])).toEqual({ status: 0, out: ['ok', 'ok'], err: [] });
  });

  it('names the file and JSON path of every problem, and exits 1', () => {
    const bad = write('bad.json', {
      ...valid,
      deals: [
        { contract: '2H', declarer: 'S', tricks: 9 },
        { contract: '4Q', declarer: 'X', tricks: 14 },
      ],
    });
    const good = write('good.json', valid);
    const result = run(['validate', bad, good]);
    expect(result.status).toBe(1);
    expect(result.err).toEqual([
      `${bad}: deals[1].contract: "4Q" is not a contract like "4S", "3NTX" or "2HXX"`,
      `${bad}: deals[1].declarer: must be one of N, E, S, W`,
      `${bad}: deals[1].tricks: must be an integer from 0 to 13`,
    ]);
    expect(result.out).toEqual(['ok']);
  });

  it('reports a file that is not JSON or cannot be read', () => {
    const broken = write('broken.json', '{ "format": ');
    const missing = join(dir, 'missing.json');
    const result = run(['validate', broken, missing]);
    expect(result.status).toBe(1);
    expect(result.err[0]).toMatch(
      new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\$: cannot be read: `),
    );
    expect(result.err).toHaveLength(2);
  });
});

describe('score', () => {
  it('prints one JSON object per line, one per file, in order', () => {
    const a = join(examples, 'in-news-sample-rubber.json');
    const b = join(examples, 'kapiti-example.json');
    const result = run(['score', a, '--json', b]);
    expect(result.status).toBe(0);
    expect(result.out).toHaveLength(2);
    const [first, second] = result.out.map((line) => JSON.parse(line) as { totals: unknown });
    expect(first?.totals).toEqual({ NS: 2380, EW: 550 });
    expect(second?.totals).toEqual({ NS: 90, EW: 920 });
  });

  it('scores no invalid file and prints no JSON line for it', () => {
    const bad = write('bad2.json', { ...valid, version: 2 });
    const good = join(examples, 'kapiti-example.json');
    const result = run(['score', '--json', bad, good]);
    expect(result.status).toBe(1);
    expect(result.err).toEqual([`${bad}: version: 2 is newer than this app reads (1)`]);
    expect(result.out).toHaveLength(1);
  });

  it('prints the WE/THEY sheet as text', () => {
    const result = run(['score', join(examples, 'in-news-sample-rubber.json')]);
    expect(result.status).toBe(0);
    const text = result.out.join('\n');
    expect(text).toContain('WE (NS: Mr. Smith & Mr. Jones)');
    expect(text).toMatch(/WE\s+THEY/);
    expect(text).toMatch(/2380\s+550\s+total/);
    expect(text).toContain('6♣ by South, +1: 120 below, 1370 above, rubber');
    expect(text).toContain('back score 18');
  });

  it('says play stopped for a finished rubber that is level, and play goes on only at a level Kapiti stop', () => {
    const level = write('level.json', {
      ...valid,
      deals: [
        { contract: '2H', declarer: 'S', tricks: 8 },
        { contract: '2H', declarer: 'E', tricks: 8 },
      ],
      finished: true,
    });
    expect(run(['score', level]).out.join('\n')).toContain('Rubber 1 (unfinished, play stopped)');
    const tied = JSON.parse(readFileSync(join(golden, 'kapiti-30-deals-tie.json'), 'utf8')) as {
      deals: unknown[];
    };
    const atThirty = write('tied.json', { ...tied, deals: tied.deals.slice(0, 30) });
    expect(run(['score', atThirty]).out.join('\n')).toContain(
      '(unfinished, level with its bonus: play goes on and the bonus is withdrawn)',
    );
  });

  it('puts the WE column first when WE is East-West', () => {
    const path = write('ew.json', {
      ...valid,
      we: 'EW',
      deals: [{ contract: '3NT', declarer: 'E', tricks: 9 }],
    });
    const text = run(['score', path]).out.join('\n');
    expect(text).toContain('WE (EW: Dave & Alan)');
    expect(text).toMatch(/\n\s+100\s+\n/);
  });

  it('prints text for every game', () => {
    const rummy = write('rummy.json', {
      format: 'bridgepad.match',
      version: 1,
      game: 'rummy',
      players: ['Ann', 'Bob', 'Cy'],
      deals: [{ out: 1, points: [12, 0, 30], rummy: true }],
    });
    const text = run(['score', rummy]).out.join('\n');
    expect(text).toContain('GorbyX Rummy');
    expect(text).toMatch(/37\s+0\s+55/);
    for (const path of [
      join(golden, 'in-news-quiz-chicago.json'),
      join(golden, 'in-news-quiz-duplicate.json'),
      join(examples, 'sixdeal-examples.json'),
    ]) {
      const result = run(['score', path]);
      expect(result.status).toBe(0);
      expect(result.out.join('\n')).toContain('Deals');
    }
  });
});

describe('usage', () => {
  it.each([
    [[]],
    [['frobnicate', 'a.json']],
    [['score']],
    [['score', '--pdf', 'a.json']],
    [['validate', '--json', 'a.json']],
  ])('rejects %j with the usage and status 2', (args) => {
    const result = run(args);
    expect(result.status).toBe(2);
    expect(result.err.join('\n')).toContain('usage:');
    expect(result.out).toEqual([]);
  });
});

/**
 * Starting npm, then tsx, takes seconds on a busy machine: the child gets a minute (scaled like
 * every limit), and the test waits as long as the child may run and a little more, never a
 * default of its own.
 */
const CHILD_MS = longer(60_000);

describe('npm run cli', () => {
  it(
    'runs from npm with no other step, and never prints a stack trace',
    { timeout: CHILD_MS + 5_000 },
    () => {
      const bad = write('bad3.json', '[1, 2]');
      const good = join(examples, 'in-news-quiz-rubber.json');
      const result = spawnSync(
        'npm',
        ['run', '--silent', 'cli', '--', 'score', good, bad, '--json'],
        { cwd: root, encoding: 'utf8', timeout: CHILD_MS },
      );
      expect(result.error).toBeUndefined();
      expect(result.status).toBe(1);
      expect(JSON.parse(result.stdout.trim()).totals).toEqual({ NS: 1990, EW: 1440 });
      const errors = result.stderr
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('npm warn'));
      expect(errors).toEqual([`${bad}: $: must be a JSON object, not an array`]);
    },
  );
});
