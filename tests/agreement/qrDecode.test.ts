import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { readQr } from '../../src/ui/scan/qrDecode.ts';
import { describe, expect, it } from 'vitest';
import { encodeMatch } from '../../src/matchCode/matchCode.ts';
import { decodeMatch } from '../../src/matchCode/matchCodeRead.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import { arbitraryMatchFileOf, GAME_NAMES } from '../arbitraries.ts';
import { picture } from './qrPicture.ts';

/**
 * The QR decoder the camera falls back on (src/ui/scan/qrDecode.ts) where the browser has no BarcodeDetector reads back
 * every code Show match draws: each part drawn as Show match draws it (uqr, level M, a four-module
 * white border), turned into a camera-like picture of pixels, and decoded.
 */

function valid(file: unknown): Match {
  const read = validateMatch(file);
  if (!read.ok) throw new Error(read.errors.map(formatProblem).join('\n'));
  return read.value;
}

const readBack = (parts: readonly string[], scale: number) =>
  parts.map((part) => readQr(picture(part, scale)) ?? '');

describe('the camera’s QR decoder reads the codes Show match draws', () => {
  it('a 30-deal Kapiti match, in one code', () => {
    const kapiti = valid(
      JSON.parse(readFileSync('tests/golden/kapiti-30-deals-tie.json', 'utf8')) as unknown,
    );
    const parts = encodeMatch(kapiti);
    expect(parts).toHaveLength(1);
    expect(readBack(parts, 4)).toEqual(parts);
  });

  it.each(GAME_NAMES)('random %s matches, every part of their codes', (game) => {
    fc.assert(
      fc.property(arbitraryMatchFileOf(game), (file) => {
        const match = valid(file);
        const parts = encodeMatch(match, { maxPartChars: 400 });
        const read = readBack(parts, 3);
        expect(read).toEqual(parts);
        const back = decodeMatch([...read].reverse());
        expect(back.ok && back.value.deals).toEqual(match.deals);
      }),
      { numRuns: 25 },
    );
  });

  it('a large code whose data lenient looking takes for corner squares, by strict looking', () => {
    // Drawn by random Chicago matches (seed -2131199096, path 5:130): at 3 pixels a module,
    // lenient looking tried only wrong places in this version-11 code (qrDecode.ts).
    const part = readFileSync('tests/fixtures/qr-lenient-misses.txt', 'utf8').trim();
    expect(part).toMatch(/^BP1:1\/1:/);
    expect(readBack([part], 3)).toEqual([part]);
    expect(decodeMatch([part]).ok).toBe(true);
  });

  it('a picture with no code in it reads as nothing', () => {
    const data = new Uint8ClampedArray(200 * 150 * 4).fill(180);
    expect(readQr({ width: 200, height: 150, data })).toBeNull();
  });
});
