import QRCode from 'qrcode';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { encodeMatch } from '../../src/matchCode/matchCode.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { rubberFile } from '../db/helpers.ts';

/**
 * The QR code the Show match screen draws (with uqr) is module for module the code another
 * well-kept encoder (qrcode, the reference here) makes of the same part at level M with the same
 * mask, so any reader reads it. (Each picks its mask by its own reading of the standard's
 * penalty rules; any mask reads alike.)
 */
function reference(text: string, maskPattern: number): boolean[][] {
  const { modules } = QRCode.create([{ data: text, mode: 'alphanumeric' }], {
    errorCorrectionLevel: 'M',
    maskPattern: maskPattern as QRCode.QRCodeMaskPattern,
  });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
  );
}

describe('the QR code of a match code', () => {
  const deals = Array.from({ length: 60 }, (_, i) =>
    i % 3 === 0
      ? { passed: true }
      : {
          contract: `${(i % 7) + 1}${'CDHS'[i % 4] ?? 'C'}`,
          declarer: 'NESW'[i % 4],
          tricks: 7 + (i % 6),
        },
  );
  it.each([
    ['a match with no deals', rubberFile({ deals: [] })],
    ['a rubber session of 60 deals', rubberFile({ deals })],
  ])('%s: the same modules as the reference encoder', (_, file) => {
    const read = validateMatch(file);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    for (const part of encodeMatch(read.value)) {
      for (let mask = 0; mask < 8; mask++) {
        expect(encode(part, { ecc: 'M', border: 0, maskPattern: mask }).data).toEqual(
          reference(part, mask),
        );
      }
      const drawn = encode(part, { ecc: 'M', border: 0 });
      expect(drawn.data.length).toBe(reference(part, 0).length);
    }
  });
});
