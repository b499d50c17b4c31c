import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { serializeMatch, toMatchFile } from '../../src/engine/matchFile/serialize.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { parseMatch } from '../../src/engine/matchFile/parseMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import {
  A_1NT,
  B_1NT,
  KAPITI_DECIDED_AT_30,
  PASSED,
  passes,
  PLAYED,
  RUBBER,
  cases,
  fourPlayer,
  rubber,
  rubberDeal,
  rummy,
  twoPlayer,
} from './badInputCases.ts';
import type { BadCase, Json } from './badInputCases.ts';

function problemsOf(c: BadCase): string[] {
  const result = c.text === undefined ? validateMatch(c.input) : parseMatch(c.text);
  return result.ok ? [] : result.errors.map(formatProblem);
}

/** Follows a problem's JSON path (`deals[3].tricks`) into the file, as far as it goes. */
function parentExists(file: unknown, path: string): boolean {
  if (path === '$') return true;
  const steps = [...path.matchAll(/[^.[\]]+/g)].map((m) => m[0]);
  let node: unknown = file;
  for (const step of steps.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[step];
  }
  return typeof node === 'object' && node !== null;
}

describe('invalid match files', () => {
  it('the files they start from are valid', () => {
    for (const file of [
      RUBBER,
      rubberDeal(PLAYED),
      fourPlayer('duplicate', [PLAYED]),
      twoPlayer('bridgette', [A_1NT]),
      rummy([{ out: 0, points: [0, 3, 2], rummy: false }]),
      fourPlayer('kapiti', KAPITI_DECIDED_AT_30),
      twoPlayer('sixdeal', [A_1NT, B_1NT, A_1NT, B_1NT, A_1NT, A_1NT]),
    ]) {
      const result = validateMatch(file);
      expect(result.ok ? [] : result.errors.map(formatProblem)).toEqual([]);
    }
  });

  it('there are at least 40 of them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)('$name', (c) => {
    expect(problemsOf(c)).toEqual(c.expected);
  });

  it.each(cases)('$name: each problem names a JSON path that leads into the file', (c) => {
    const result = c.text === undefined ? validateMatch(c.input) : parseMatch(c.text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const problem of result.errors) {
      expect(problem.path).toMatch(/^(\$|[A-Za-z][\w-]*(\[\d+\])*(\.[A-Za-z][\w-]*(\[\d+\])*)*)$/);
      expect(problem.message.length).toBeGreaterThan(5);
      expect(parentExists(c.input, problem.path)).toBe(true);
    }
  });
});

describe('what a reader accepts', () => {
  it.each([
    {
      name: 'a kapiti match tied at deal 30 goes on to 32',
      file: fourPlayer('kapiti', [...passes(30), PLAYED, PASSED]),
    },
    {
      name: 'a tied six-deal match has a seventh deal',
      file: twoPlayer('sixdeal', [A_1NT, B_1NT, A_1NT, B_1NT, A_1NT, B_1NT, A_1NT]),
    },
    {
      name: 'a rummy target reached on the last deal',
      file: rummy(
        [
          { out: 0, points: [0, 30, 40], rummy: false },
          { out: 1, points: [20, 0, 70], rummy: false },
        ],
        { target: 100 },
      ),
    },
    {
      name: '0NT in bridgette',
      file: twoPlayer('bridgette', [{ contract: '0NT', declarer: 'A', tricks: 6 }]),
    },
    {
      name: '0N in sixdeal',
      file: twoPlayer('sixdeal', [{ contract: '0N', declarer: 'B', tricks: 5 }]),
    },
    {
      name: 'honors 150 at notrump',
      file: rubberDeal({
        contract: '3NT',
        declarer: 'N',
        tricks: 9,
        honors: { side: 'EW', points: 150 },
      }),
    },
  ])('$name', ({ file }) => {
    const result = validateMatch(file);
    expect(result.ok ? [] : result.errors.map(formatProblem)).toEqual([]);
  });

  it('reads N as NT and writes NT back', () => {
    const result = validateMatch(
      rubber({
        deals: [
          { contract: '3N', declarer: 'N', tricks: 9 },
          { contract: '1NX', declarer: 'E', tricks: 7 },
          { contract: '7NXX', declarer: 'S', tricks: 13, honors: { side: 'NS', points: 150 } },
        ],
      }),
    );
    if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
    if (result.value.game === 'rummy') throw new Error('expected a rubber');
    const contracts = result.value.deals.map((d) => (d.passed === true ? null : d.contract));
    expect(contracts).toEqual([
      { level: 3, strain: 'NT', doubling: 0 },
      { level: 1, strain: 'NT', doubling: 1 },
      { level: 7, strain: 'NT', doubling: 2 },
    ]);
    const written = toMatchFile(result.value).deals as { contract: string }[];
    expect(written.map((d) => d.contract)).toEqual(['3NT', '1NTX', '7NTXX']);
    // 3N scores exactly as 3NT: 100 below the line, a game.
    const same = validateMatch(rubber({ deals: [{ contract: '3NT', declarer: 'N', tricks: 9 }] }));
    const short = validateMatch(rubber({ deals: [{ contract: '3N', declarer: 'N', tricks: 9 }] }));
    if (!same.ok || !short.ok) throw new Error('3NT / 3N should be valid');
    expect(scoreMatch(short.value)).toStrictEqual(scoreMatch(same.value));
  });

  it('keeps x- keys, ignores them, and writes them back untouched', () => {
    const extras = {
      'x-expect': { totals: { NS: 2380, EW: 550 } },
      'x-': null,
      'x-tags': ['club night', 3, true],
    };
    const result = validateMatch({ ...RUBBER, ...extras });
    if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
    expect(result.value.extras).toStrictEqual(extras);
    const plain = validateMatch(RUBBER);
    if (!plain.ok) throw new Error('the example should be valid');
    expect(scoreMatch(result.value)).toStrictEqual(scoreMatch(plain.value));
    const written = JSON.parse(serializeMatch(result.value)) as Json;
    for (const [key, value] of Object.entries(extras)) expect(written[key]).toStrictEqual(value);
  });
});
