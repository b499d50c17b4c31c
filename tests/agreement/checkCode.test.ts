import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { canonicalDeals, checkCode } from '../../src/engine/agreement/checkCode.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import type { MatchFileJson } from '../arbitraries.ts';

/**
 * The check code (docs/format.md, "The canonical deals" and "The check code"): examples whose
 * canonical text is written out by hand and whose code an independent implementation works out
 * (zlib's CRC-32, JavaScript's base-30 digits), then properties over random matches of every game.
 */

/** docs/format.md, "The check code": written again from the text, not from the engine. */
function independentCode(canonical: string): string {
  const value = zlibCrc32(Buffer.from(canonical, 'utf8')) % 810000;
  const digits = '0123456789abcdefghijklmnopqrst';
  const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  return Array.from(value.toString(30).padStart(4, '0'), (d) => alphabet[digits.indexOf(d)]).join(
    '',
  );
}

function valid(file: unknown): Match {
  const result = validateMatch(file);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

const HEAD = { format: 'bridgepad.match', version: 1 };
const FOUR = { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' };

interface Example {
  readonly name: string;
  readonly file: MatchFileJson;
  readonly canonical: string;
  readonly code: string;
}

const EXAMPLES: readonly Example[] = [
  {
    name: 'the rubber of docs/format.md',
    file: {
      ...HEAD,
      game: 'rubber',
      rules: { honors: true, deck: 'standard' },
      players: FOUR,
      we: 'NS',
      firstDealer: 'S',
      deals: [
        { contract: '2H', declarer: 'S', tricks: 9 },
        { passed: true },
        { contract: '4SX', declarer: 'W', tricks: 10, honors: { side: 'EW', points: 100 } },
      ],
      finished: false,
    },
    canonical:
      'bridgepad check 1\ngame rubber\nrules deck=standard honors=true\nplayers 4\nfirst S\n' +
      '1 2H S 9\n2 passed\n3 4SX W 10 honors EW 100\n',
    code: 'HF4T',
  },
  {
    name: 'a rubber not started',
    file: { ...HEAD, game: 'rubber', players: FOUR, deals: [] },
    canonical:
      'bridgepad check 1\ngame rubber\nrules deck=standard honors=true\nplayers 4\nfirst N\n',
    code: '6JXH',
  },
  {
    name: 'Kapiti with every default left out, notrump spelled N',
    file: {
      ...HEAD,
      game: 'kapiti',
      players: FOUR,
      deals: [{ contract: '3N', declarer: 'E', tricks: 9, honors: { side: 'NS', points: 150 } }],
    },
    canonical:
      'bridgepad check 1\ngame kapiti\nrules deals=30 deck=standard honors=true\nplayers 4\n' +
      'first N\n1 3NT E 9 honors NS 150\n',
    code: 'NERH',
  },
  {
    name: 'Chicago, Cavendish vulnerability, a GorbyX deck, no honors; a leading zero digit',
    file: {
      ...HEAD,
      game: 'chicago',
      rules: { honors: false, deck: 'gorbyx4', vulnerability: 'cavendish' },
      players: FOUR,
      we: 'EW',
      firstDealer: 'W',
      deals: [
        { contract: '4GXX', declarer: 'N', tricks: 11 },
        { contract: '2Y', declarer: 'W', tricks: 6 },
      ],
    },
    canonical:
      'bridgepad check 1\ngame chicago\nrules deck=gorbyx4 honors=false vulnerability=cavendish\n' +
      'players 4\nfirst W\n1 4GXX N 11\n2 2Y W 6\n',
    code: '24ZF',
  },
  {
    name: 'duplicate: the board by position, from the file, and a vulnerability overridden',
    file: {
      ...HEAD,
      game: 'duplicate',
      players: FOUR,
      deals: [
        { contract: '3NT', declarer: 'E', tricks: 9 },
        { passed: true, board: 7 },
        { contract: '1C', declarer: 'N', tricks: 7, board: 5, vulnerable: 'none' },
      ],
    },
    canonical:
      'bridgepad check 1\ngame duplicate\nrules deck=standard honors=false\nplayers 4\nfirst N\n' +
      '1 3NT E 9 board 1 vulnerable none\n2 passed board 7 vulnerable both\n' +
      '3 1C N 7 board 5 vulnerable none\n',
    code: 'F724',
  },
  {
    name: 'Bridgette: Zero Notrump',
    file: {
      ...HEAD,
      game: 'bridgette',
      players: { A: 'Ann', B: 'Bob' },
      firstDealer: 'B',
      deals: [{ contract: '0NT', declarer: 'B', tricks: 6 }],
      finished: true,
    },
    canonical:
      'bridgepad check 1\ngame bridgette\nrules deck=standard honors=false\nplayers 2\nfirst B\n' +
      '1 0NT B 6\n',
    code: '45XJ',
  },
  {
    name: 'Six-Deal with eight deals planned and the five-suit deck',
    file: {
      ...HEAD,
      game: 'sixdeal',
      rules: { deals: 8, deck: 'gorbyx5' },
      players: { A: 'Ann', B: 'Bob' },
      deals: [{ contract: '5B', declarer: 'A', tricks: 11 }],
    },
    canonical:
      'bridgepad check 1\ngame sixdeal\nrules deals=8 deck=gorbyx5 honors=false\nplayers 2\n' +
      'first A\n1 5B A 11\n',
    code: 'EJ3Q',
  },
  {
    name: 'gin rummy to 100 for three',
    file: {
      ...HEAD,
      game: 'rummy',
      rules: { variant: 'gin', target: 100 },
      players: ['Ann', 'Bob', 'Cy'],
      firstDealer: 2,
      deals: [
        { out: 1, points: [12, 0, 30] },
        { out: 0, points: [0, 7, 41], rummy: false },
      ],
    },
    canonical:
      'bridgepad check 1\ngame rummy\nrules target=100 variant=gin\nplayers 3\nfirst 2\n' +
      '1 out 1 points 12 0 30\n2 out 0 points 0 7 41\n',
    code: 'WWFM',
  },
  {
    name: 'basic rummy with a rummy',
    file: {
      ...HEAD,
      game: 'rummy',
      players: ['Ann', 'Bob'],
      deals: [{ out: 1, points: [25, 0], rummy: true }],
    },
    canonical:
      'bridgepad check 1\ngame rummy\nrules variant=basic\nplayers 2\nfirst 0\n' +
      '1 out 1 points 25 0 rummy\n',
    code: 'ACCW',
  },
];

describe('the check code: examples', () => {
  it.each(EXAMPLES)('$name', ({ file, canonical, code }) => {
    const match = valid(file);
    expect(canonicalDeals(match)).toBe(canonical);
    expect(independentCode(canonical)).toBe(code);
    expect(checkCode(match)).toBe(code);
  });

  it('is four characters of the alphabet, never a look-alike', () => {
    for (const { code } of EXAMPLES) expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}$/);
  });
});
