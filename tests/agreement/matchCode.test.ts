import { crc32 as zlibCrc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBase45 } from '../../src/matchCode/base45.ts';
import {
  encodeMatch,
  matchCodeFile,
  matchCodeFragment,
  matchCodeJson,
} from '../../src/matchCode/matchCode.ts';
import { MATCH_CODE_DICTIONARY } from '../../src/matchCode/matchCodeDictionary.ts';
import { decodeMatch, readMatchCodePart } from '../../src/matchCode/matchCodeRead.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { toMatchFile } from '../../src/engine/matchFile/serialize.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import { arbitraryMatchFileOf, GAME_NAMES } from '../arbitraries.ts';

/**
 * The match code (docs/format.md, "The match code"): a round trip for random matches of every
 * game in any order of parts, then what a reader says about everything that is not a whole code.
 */

function valid(file: unknown): Match {
  const result = validateMatch(file);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

/** What the match code promises to bring back: the match as import reads it, less its x- keys. */
function expected(match: Match): Match {
  return { ...valid(toMatchFile(match)), extras: {} };
}

/** A whole code made with Node's zlib rather than the app's deflate: another program's code. */
function codeOf(json: string): string {
  const bytes = deflateRawSync(Buffer.from(json, 'utf8'), {
    level: 9,
    dictionary: Buffer.from(MATCH_CODE_DICTIONARY, 'ascii'),
  });
  const key = zlibCrc32(bytes).toString(16).toUpperCase().padStart(8, '0');
  return `BP1:1/1:${key}:${encodeBase45(bytes)}`;
}

describe.each(GAME_NAMES)('the match code of a %s match', (game) => {
  it('reads back as the same match, its parts in any order, some read twice', () => {
    fc.assert(
      fc.property(
        arbitraryMatchFileOf(game),
        fc.oneof(fc.integer({ min: 40, max: 1200 }), fc.constant(Infinity)),
        fc.array(fc.double({ noNaN: true }), { minLength: 60, maxLength: 60 }),
        (file, maxPartChars, order) => {
          const match = valid(file);
          const parts = encodeMatch(match, { maxPartChars });
          for (const part of parts) expect(part.length).toBeLessThanOrEqual(maxPartChars);
          const read = [...parts, ...parts.slice(0, 2)]
            .map((part, i) => ({ part, key: order[i % order.length] as number }))
            .sort((a, b) => a.key - b.key)
            .map(({ part }) => part);
          expect(decodeMatch(read)).toStrictEqual({ ok: true, value: expected(match) });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is text a QR code holds in alphanumeric mode, and a file and a link read it back', () => {
    fc.assert(
      fc.property(arbitraryMatchFileOf(game), (file) => {
        const match = valid(file);
        for (const part of encodeMatch(match)) expect(part).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
        const link = `https://pad.example/bridgepad/${matchCodeFragment(match)}`;
        expect(link).not.toMatch(/ /);
        expect(decodeMatch([link])).toStrictEqual({ ok: true, value: expected(match) });
        expect(decodeMatch([matchCodeFile(match)])).toStrictEqual({
          ok: true,
          value: expected(match),
        });
      }),
      { numRuns: 30 },
    );
  });

  it('carries a deflate stream that zlib reads with the documented dictionary', () => {
    fc.assert(
      fc.property(arbitraryMatchFileOf(game), (file) => {
        const match = valid(file);
        const parts = encodeMatch(match, { maxPartChars: 200 }).map((part) => {
          const read = readMatchCodePart(part);
          if (!read.ok) throw new Error(read.errors.map(formatProblem).join('\n'));
          return read.value;
        });
        const bytes = Buffer.concat(parts.map((part) => part.bytes));
        expect(zlibCrc32(bytes).toString(16).toUpperCase().padStart(8, '0')).toBe(parts[0]?.key);
        const json = inflateRawSync(bytes, {
          dictionary: Buffer.from(MATCH_CODE_DICTIONARY, 'ascii'),
        }).toString('utf8');
        expect(json).toBe(matchCodeJson(match));
        expect(decodeMatch([codeOf(json)])).toStrictEqual({ ok: true, value: expected(match) });
      }),
      { numRuns: 30 },
    );
  });
});
