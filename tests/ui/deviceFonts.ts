import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeviceFonts, DevicePicture } from '../../src/ui/export/deviceText.ts';
import { MM_PER_POINT } from '../../src/ui/export/surface.ts';

/** The sheet's font file, as the app fetches it. */
export function sheetFontBytes(): ArrayBuffer {
  const file = readFileSync(
    join(import.meta.dirname, '../../src/ui/export/fonts/DejaVuSansCondensed-sheet.ttf'),
  );
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
}

/**
 * The device's fonts as Node has none: each code point as wide as the size, each picture a block
 * of the text's colour as wide as the text. What the PDF surface asks them for is kept, so a test
 * can see which text went to the device and which to the embedded font. (In Chromium the real
 * ones draw: tests/e2e/sheetScripts.e2e.test.ts.)
 */
export function blockDeviceFonts(): DeviceFonts & {
  readonly measured: string[];
  readonly pictured: string[];
} {
  const measured: string[] = [];
  const pictured: string[] = [];
  const width = (text: string, size: number) => Array.from(text).length * size * MM_PER_POINT;
  return {
    measured,
    pictured,
    measure(text, size) {
      measured.push(text);
      return width(text, size);
    },
    picture(text, size, _bold, [r, g, b]): DevicePicture {
      pictured.push(text);
      const widthPx = Math.max(1, Math.round(width(text, size) * 4));
      const heightPx = Math.round(size * MM_PER_POINT * 4);
      const pixels = new Uint8ClampedArray(widthPx * heightPx * 4);
      for (let i = 0; i < pixels.length; i += 4) pixels.set([r, g, b, 255], i);
      return {
        pixels,
        widthPx,
        heightPx,
        left: 0,
        above: (heightPx / 4) * 0.8,
        width: widthPx / 4,
        height: heightPx / 4,
      };
    },
  };
}
