import { decodeQR } from '@paulmillr/qr/decode.js';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { encodeMatch } from '../../src/engine/agreement/matchCode.ts';
import { decodeMatch } from '../../src/engine/agreement/matchCodeRead.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import { arbitraryMatchFileOf, GAME_NAMES } from '../arbitraries.ts';

/**
 * The QR decoder the camera falls back on where the browser has no BarcodeDetector reads back
 * every code Show match draws: each part drawn as Show match draws it (uqr, level M, a four-module
 * white border), turned into a camera-like picture of pixels, and decoded.
 */

function valid(file: unknown): Match {
  const read = validateMatch(file);
  if (!read.ok) throw new Error(read.errors.map(formatProblem).join('\n'));
  return read.value;
}

/** RGBA pixels of a QR code, `scale` pixels a module, on a grey page around the white border. */
function picture(text: string, scale: number, margin = 24) {
  const { data: modules } = encode(text, { ecc: 'M', border: 4 });
  const side = modules.length * scale + 2 * margin;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor((y - margin) / scale);
      const col = Math.floor((x - margin) / scale);
      const inCode = row >= 0 && col >= 0 && row < modules.length && col < modules.length;
      const value = inCode ? (modules[row]?.[col] === true ? 20 : 235) : 128;
      data.fill(value, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { width: side, height: side, data };
}

const readBack = (parts: readonly string[], scale: number) =>
  parts.map((part) => decodeQR(picture(part, scale)));

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
      { numRuns: 8 },
    );
  });
});
