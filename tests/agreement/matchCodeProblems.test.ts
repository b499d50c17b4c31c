import { crc32 as zlibCrc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeBase45 } from '../../src/matchCode/base45.ts';
import { encodeMatch, matchCodeJson } from '../../src/matchCode/matchCode.ts';
import { MATCH_CODE_DICTIONARY } from '../../src/matchCode/matchCodeDictionary.ts';
import {
  decodeMatch,
  MATCH_CODE_MAX_BYTES,
  readMatchCodePart,
} from '../../src/matchCode/matchCodeRead.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';

/**
 * What reading a match code says when it is given anything but one whole code (docs/format.md,
 * "The match code", "When a code cannot be read"): one table of inputs and their exact messages.
 */

function valid(file: unknown): Match {
  const result = validateMatch(file);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

const RUBBER = valid({
  format: 'bridgepad.match',
  version: 1,
  game: 'rubber',
  players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
  firstDealer: 'S',
  deals: [
    { contract: '2H', declarer: 'S', tricks: 9 },
    { passed: true },
    { contract: '4SX', declarer: 'W', tricks: 10, honors: { side: 'EW', points: 100 } },
  ],
});
const KAPITI = valid(JSON.parse(readFileSync('tests/golden/kapiti-30-deals-tie.json', 'utf8')));

const [WHOLE = ''] = encodeMatch(RUBBER);
/** The rubber in three parts, and the Kapiti match in three and in four. */
const [R1 = '', R2 = '', R3 = ''] = encodeMatch(RUBBER, { maxPartChars: 60 });
const [K1 = '', K2 = ''] = encodeMatch(KAPITI, { maxPartChars: 90 });
const FOUR = encodeMatch(KAPITI, { maxPartChars: 75 });
const [F1 = '', , F3 = ''] = FOUR;

/** A whole code around any bytes, with the right key: what a faulty writer could make. */
function codeAround(bytes: Uint8Array): string {
  const key = zlibCrc32(bytes).toString(16).toUpperCase().padStart(8, '0');
  return `BP1:1/1:${key}:${encodeBase45(bytes)}`;
}
function codeOf(text: string): string {
  return codeAround(
    deflateRawSync(Buffer.from(text, 'utf8'), {
      dictionary: Buffer.from(MATCH_CODE_DICTIONARY, 'ascii'),
    }),
  );
}
const RUBBER_FILE = JSON.parse(matchCodeJson(RUBBER)) as Record<string, unknown>;

const NOTHING = 'no match code was read';
const NOT_CODE = '$: not a WeThey match code';
const NEWER = '$: made by a newer WeThey: version 2';
const DAMAGED = '$: the match code is damaged or cut short: read it again';
const PART_2_DAMAGED = '$: part 2 of 3 is damaged or cut short: read it again';
const DIFFERENT =
  '$: these parts come from different match codes: read the parts of one match only';

/** The text with the character at `at` changed for another of the alphabet. */
function changeAt(text: string, at: number): string {
  return `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
}

describe('reading a match code', () => {
  it('knows how the parts of the examples below were cut', () => {
    expect([R1, R2, R3].map((part) => part.slice(0, 8))).toEqual([
      'BP1:1/3:',
      'BP1:2/3:',
      'BP1:3/3:',
    ]);
    expect([K1, K2].map((part) => part.slice(0, 8))).toEqual(['BP1:1/3:', 'BP1:2/3:']);
    expect(FOUR.length).toBe(4);
    expect(WHOLE.startsWith('BP1:1/1:')).toBe(true);
  });

  /** Each row: what was read, and every problem as formatProblem prints it. */
  it.each<[string, string[], string[]]>([
    ['nothing', [], [`$: ${NOTHING}`]],
    ['blank lines', ['', '  \n\r\n'], [`$: ${NOTHING}`]],
    ['other text', ['Check code K7QF'], [NOT_CODE]],
    ['a web address', ['https://example.org/'], [NOT_CODE]],
    ['a match file', [matchCodeJson(RUBBER)], [NOT_CODE]],
    ['lower case', [WHOLE.toLowerCase()], [NOT_CODE]],
    ['a newer version', ['BP2:1/1:0123ABCD:XYZ'], [NEWER]],
    ['a much newer version', ['BP12'], ['$: made by a newer WeThey: version 12']],
    ['a newer part among ours', [R1, 'BP2:2/3:0123ABCD:XYZ'], [NEWER]],
    ['the prefix alone', ['BP1'], [DAMAGED]],
    ['no data', [WHOLE.slice(0, 17)], [DAMAGED]],
    ['a part number past the count', [WHOLE.replace('BP1:1/1:', 'BP1:2/1:')], [DAMAGED]],
    ['a lone last character', [WHOLE.slice(0, -2)], [DAMAGED]],
    ['cut short by a group', [WHOLE.slice(0, -3)], [DAMAGED]],
    ['a character changed', [changeAt(WHOLE, 30)], [DAMAGED]],
    ['a part with a character outside Base45', [R1, `${R2.slice(0, -1)}a`, R3], [PART_2_DAMAGED]],
    ['a part read twice, differently', [R1, R2, R3, R2.slice(0, -3)], [PART_2_DAMAGED]],
    ['the middle part missing', [R3, R1], ['$: 2 of 3 parts read; part 2 is missing']],
    ['one part of four', [F1], ['$: 1 of 4 parts read; parts 2 to 4 are missing']],
    ['two parts of four', [F3, F1], ['$: 2 of 4 parts read; parts 2 and 4 are missing']],
    [
      'a code claiming 999999 parts',
      [WHOLE.replace('BP1:1/1:', 'BP1:1/999999:')],
      ['$: 1 of 999999 parts read; parts 2 to 999999 are missing'],
    ],
    [
      'every other part of 999999',
      [1, 3, 5, 7, 9, 11, 13].map((i) => WHOLE.replace('BP1:1/1:', `BP1:${i}/999999:`)),
      ['$: 7 of 999999 parts read; parts 2, 4, 6, 8, 10 and 999987 more are missing'],
    ],
    ['parts of two matches', [R1, K2, R3], [DIFFERENT]],
    ['a whole code and a part of another', [WHOLE, K1], [DIFFERENT]],
    ['not a deflate stream', [codeAround(new Uint8Array([0xff, 0xff, 0xff]))], [DAMAGED]],
    ['not JSON inside', [codeOf('{"format":')], [DAMAGED]],
    ['a broken link', ['https://pad.example/#m=BP1%E0%A4%A'], [DAMAGED]],
    [
      'a deal import would refuse',
      [
        codeOf(
          JSON.stringify({
            ...RUBBER_FILE,
            deals: [{ contract: '2H', declarer: 'S', tricks: 14 }],
          }),
        ),
      ],
      ['deals[0].tricks: must be an integer from 0 to 13'],
    ],
    [
      'a newer match file',
      [codeOf(JSON.stringify({ ...RUBBER_FILE, version: 2 }))],
      ['version: 2 is newer than this app reads (1)'],
    ],
  ])('%s', (_, texts, problems) => {
    const read = decodeMatch(texts);
    expect(read.ok ? [] : read.errors.map(formatProblem)).toEqual(problems);
  });

  it('a stream made to inflate to 256 MB is refused once it passes 1 MB, at little cost', () => {
    const bombBytes = deflateRawSync(Buffer.alloc(256 * 1024 * 1024, 0x20), {
      level: 9,
      dictionary: Buffer.from(MATCH_CODE_DICTIONARY, 'ascii'),
    });
    const bomb = codeAround(bombBytes);
    expect(bomb.length).toBeLessThan(500_000);
    const started = performance.now();
    const read = decodeMatch([bomb]);
    const took = performance.now() - started;
    expect(read.ok ? [] : read.errors.map(formatProblem)).toEqual([
      '$: the match code holds more than 1 MB of match file: no match is that long, so it was not read',
    ]);
    // Inflating all of it takes seconds; the first MB, a few milliseconds. Against this machine's
    // own time to inflate all of it (natively, faster than the app's reader), as busy as it is
    // now, not against a clock: a reader that inflated it all would take longer.
    const inflating = performance.now();
    const whole = inflateRawSync(bombBytes, {
      dictionary: Buffer.from(MATCH_CODE_DICTIONARY, 'ascii'),
    });
    expect(whole.length).toBe(256 * 1024 * 1024);
    expect(took).toBeLessThan(performance.now() - inflating);
  });

  it('a match file of just under 1 MB is read; a byte more is refused', () => {
    const deals = Array.from({ length: 1 + 8 * 1024 }, (_, i) =>
      i % 2 === 0 ? { contract: '2H', declarer: 'S', tricks: 8 } : { passed: true },
    );
    const text = JSON.stringify({ ...RUBBER_FILE, deals, finished: false });
    const pad = (n: number) => `${text.slice(0, -1)},"x-pad":"${'0'.repeat(n)}"}`;
    const room = MATCH_CODE_MAX_BYTES - pad(0).length;
    expect(room).toBeGreaterThan(0);
    const justUnder = decodeMatch([codeOf(pad(room))]);
    expect(justUnder.ok && justUnder.value.deals.length).toBe(deals.length);
    expect(decodeMatch([codeOf(pad(room + 1))])).toMatchObject({
      ok: false,
      errors: [
        { path: '$', message: expect.stringMatching(/^the match code holds more than 1 MB/) },
      ],
    });
  });

  it('tells which part a scan is', () => {
    expect(readMatchCodePart(` ${R2}\n`)).toMatchObject({
      ok: true,
      value: { index: 2, count: 3 },
    });
    expect(readMatchCodePart('hello')).toEqual({
      ok: false,
      errors: [{ path: '$', message: 'not a WeThey match code' }],
    });
  });

  it('reads a file of parts, one a line, with CRLF line ends', () => {
    expect(decodeMatch([`${R3}\r\n${R1}\r\n${R2}\r\n`])).toStrictEqual({
      ok: true,
      value: { ...RUBBER, extras: {} },
    });
  });
});
