import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBase45 } from '../../src/matchCode/base45.ts';
import { MATCH_CODE_DICTIONARY } from '../../src/matchCode/matchCodeDictionary.ts';
import { decodeMatch } from '../../src/matchCode/matchCodeRead.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { parseMatch } from '../../src/engine/matchFile/parseMatch.ts';
import { pbnToMatch } from '../../src/engine/pbn/importPbn.ts';

/**
 * What a file says is read by its own keys only: a key named `__proto__` or `constructor` is a
 * key of the file like any other, never a way into the reader's own objects.
 */

const problems = (
  result: { ok: true } | { ok: false; errors: { path: string; message: string }[] },
) => (result.ok ? [] : result.errors.map(formatProblem));

/** A rubber's match file whose `rules` are given as text, so that `__proto__` is a real key. */
const withRules = (rules: string) =>
  `{"format":"bridgepad.match","version":1,"game":"rubber","players":{"N":"Ian","E":"Dave","S":"Bob","W":"Alan"},"rules":${rules},"deals":[]}`;

describe('rules keys named after what every object has', () => {
  it.each([
    ['__proto__', '{"__proto__":{"deals":30}}'],
    ['constructor', '{"constructor":"x"}'],
    ['toString', '{"toString":1}'],
    ['hasOwnProperty', '{"hasOwnProperty":true}'],
  ])('rules.%s is refused, naming the key', (key, rules) => {
    expect(problems(parseMatch(withRules(rules)))).toEqual([`rules.${key}: unknown field`]);
  });

  it('a key that belongs to another game still says which', () => {
    expect(problems(parseMatch(withRules('{"variant":"gin"}')))).toEqual([
      'rules.variant: only for rummy',
    ]);
  });
});

describe('a match code whose match file has such keys', () => {
  it('is refused as Import refuses the file, naming the key', () => {
    const bytes = deflateRawSync(Buffer.from(withRules('{"constructor":1}')), {
      dictionary: Buffer.from(MATCH_CODE_DICTIONARY, 'ascii'),
    });
    const key = crc32(bytes).toString(16).toUpperCase().padStart(8, '0');
    expect(problems(decodeMatch([`BP1:1/1:${key}:${encodeBase45(bytes)}`]))).toEqual([
      'rules.constructor: unknown field',
    ]);
  });
});

describe('a PBN deal note holding __proto__', () => {
  const pbn = (note: string) =>
    [
      '% PBN 2.1',
      '% bridgepad match {"format":"bridgepad.match","version":1,"game":"rubber","rules":{"honors":true}}',
      '',
      '[Board "1"]',
      '[West "Alan"]',
      '[North "Ian"]',
      '[East "Dave"]',
      '[South "Bob"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[Scoring "Rubber"]',
      '[Declarer "S"]',
      '[Contract "2H"]',
      '[Result "9"]',
      '[Application "bridgepad"]',
      `; bridgepad deal ${note}`,
    ].join('\r\n');

  it('is refused at the note, naming the field, and lends the deal no honors', () => {
    const read = pbnToMatch(pbn('{"__proto__":{"honors":{"side":"NS","points":100}}}'));
    expect(problems(read)).toEqual(['line 16: deals[0].__proto__: unknown field']);
  });

  it('a deal note named constructor is refused at the note too', () => {
    expect(problems(pbnToMatch(pbn('{"constructor":1}')))).toEqual([
      'line 16: deals[0].constructor: unknown field',
    ]);
  });

  it('the same note with honors as its own field reads them', () => {
    const read = pbnToMatch(pbn('{"honors":{"side":"NS","points":100}}'));
    expect(read.ok && read.value.deals[0]).toMatchObject({ honors: { side: 'NS', points: 100 } });
  });
});
