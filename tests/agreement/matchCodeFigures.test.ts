import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { readQr } from '../../src/ui/scan/qrDecode.ts';
import { picture } from './qrPicture.ts';
import {
  encodeMatch,
  matchCodeJson,
  MATCH_CODE_PART_CHARS,
} from '../../src/matchCode/matchCode.ts';
import { decodeMatch, readMatchCodePart } from '../../src/matchCode/matchCodeRead.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { toMatchFile } from '../../src/engine/matchFile/serialize.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';

/**
 * The figures behind the match code's limits (docs/format.md, "The match code"): how many bytes
 * and which QR code version (error correction M, as a QR library chooses it) a Kapiti match of 30
 * deals and a long rubber session take. The figures are printed; the test holds the promises:
 * a 30-deal Kapiti match is one code, and no part needs more than a version 20 code.
 */

function valid(file: unknown): Match {
  const result = validateMatch(file);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

/**
 * A fixed stream of numbers, so that the figures never move: a linear congruential generator
 * (glibc's constants), read from its high bits, since its low bits repeat within a few steps.
 */
function numbers(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * below);
  };
}

/** `count` deals as a table plays them: one in ten passed out, most contracts near their level. */
function deals(count: number, seed: number): unknown[] {
  const next = numbers(seed);
  const strains = ['C', 'D', 'H', 'S', 'NT'];
  return Array.from({ length: count }, () => {
    if (next(10) === 0) return { passed: true };
    const level = 1 + next(7);
    const strain = strains[next(5)] as string;
    const honors = next(6) === 0 ? { honors: { side: 'NS', points: 150 } } : {};
    return {
      contract: `${level}${strain}${['', '', '', 'X', 'XX'][next(5)]}`,
      declarer: ['N', 'E', 'S', 'W'][next(4)],
      tricks: Math.min(13, 4 + level + next(5)),
      ...honors,
    };
  });
}

const GOLDEN = JSON.parse(readFileSync('tests/golden/kapiti-30-deals-tie.json', 'utf8')) as {
  deals: unknown[];
};
/** What a club's match carries beside its deals: an id, times, full names, the competition. */
const CLUB = {
  id: '3f2b6c1e-8a4d-4f7b-9c2e-5d1a7b9e0c34',
  createdAt: '2026-11-22T10:30:00.000Z',
  updatedAt: '2026-11-22T13:05:41.512Z',
  players: { N: 'Ian Macdonald', E: 'Dave Te Whiu', S: 'Bob Ngata', W: 'Alan Kerr' },
};
const COMPETITION = {
  name: 'Kāpiti Coast Rubber Bridge 2026',
  round: 'Round 3',
  organiser: 'Pat Lee',
  email: 'pat@example.org',
  address: '12 Parata Street, Waikanae',
  due: '2026-12-01',
};
const RUBBER = { format: 'bridgepad.match', version: 1, game: 'rubber', ...CLUB, finished: true };

const MATCHES: readonly [string, Match][] = [
  ['Kapiti, golden file cut to 30 deals', valid({ ...GOLDEN, deals: GOLDEN.deals.slice(0, 30) })],
  ['Kapiti, golden file, all 32 deals', valid(GOLDEN)],
  [
    'Kapiti, 30 deals played, club details',
    valid({ ...GOLDEN, ...CLUB, competition: COMPETITION, deals: deals(30, 7) }),
  ],
  ['rubber session, 100 deals', valid({ ...RUBBER, deals: deals(100, 11) })],
  ['rubber session, 250 deals', valid({ ...RUBBER, deals: deals(250, 13) })],
];

describe('match code figures', () => {
  it.each(MATCHES)('%s', (name, match) => {
    const parts = encodeMatch(match);
    const versions = parts.map((part) => create(part, { errorCorrectionLevel: 'M' }).version);
    const json = matchCodeJson(match);
    const plain = deflateRawSync(Buffer.from(json, 'utf8'), { level: 9 }).length;
    const carried = parts
      .map(readMatchCodePart)
      .reduce((sum, read) => sum + (read.ok ? read.value.bytes.length : 0), 0);
    console.log(
      `${name}: match file ${Buffer.byteLength(json)} bytes, deflated ${carried} bytes ` +
        `(${plain} without the dictionary); ${parts.length} part(s) of ` +
        `${parts.map((part) => part.length).join(', ')} characters; QR version ${versions.join(', ')} (M)`,
    );
    expect(Math.max(...versions)).toBeLessThanOrEqual(20);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(MATCH_CODE_PART_CHARS);
    expect(decodeMatch(parts)).toStrictEqual({
      ok: true,
      value: valid(toMatchFile({ ...match, extras: {} })),
    });
    if (name.startsWith('Kapiti') && match.deals.length === 30) expect(parts).toHaveLength(1);
    // The camera's fallback decoder reads even the densest part at 4 pixels a module, about what
    // a 640 by 480 camera picture gives a version 20 code held to fill its height.
    for (const part of parts) expect(readQr(picture(part, 4))).toBe(part);
  });
});
