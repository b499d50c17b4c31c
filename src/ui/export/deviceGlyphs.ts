import type { DeviceDraws } from './undrawable.ts';

/**
 * The device's own fonts, as the sheet draws with them (deviceText.ts, DEVICE_FAMILIES: written
 * again here, so that the Summary does not load the sheet's code; tests/ui/undrawable.test.ts
 * holds the two alike).
 */
export const DEVICE_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Large enough that two different letters never draw the same pixels. */
const SIZE_PX = 40;
/**
 * Code points no font has a letter for (unassigned in Unicode): a browser draws each as its
 * missing-letter box, the "empty box" of a sheet. Two, so that a font that happens to draw one
 * of them does not pass for the box.
 */
const NO_LETTER = ['\u0378', '\u05FF'] as const;

/**
 * Whether the device's own fonts, as the sheet draws with them (deviceText.ts), draw a code point
 * as a letter rather than as the missing-letter box: it is drawn on a canvas and compared, pixel
 * by pixel, with what a code point no font has draws. Null where the browser has no canvas to
 * draw on off the page (then nothing can be told, and nothing is said).
 */
export function canvasDeviceDraws(): DeviceDraws | null {
  if (typeof OffscreenCanvas !== 'function') return null;
  const canvas = new OffscreenCanvas(SIZE_PX * 2, SIZE_PX * 2);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) return null;
  const draw = (text: string) => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.font = `400 ${SIZE_PX}px ${DEVICE_FONTS}`;
    context.textBaseline = 'alphabetic';
    context.fillStyle = '#000';
    context.fillText(text, SIZE_PX / 2, SIZE_PX * 1.4);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    // The picture's alpha, as a string to compare, with the pen's advance.
    let alpha = '';
    for (let i = 3; i < pixels.length; i += 4) alpha += String.fromCharCode(pixels[i] ?? 0);
    return `${context.measureText(text).width} ${alpha}`;
  };
  const boxes = new Set(NO_LETTER.map(draw));
  const known = new Map<string, boolean>();
  return (codePoint) => {
    let draws = known.get(codePoint);
    if (draws === undefined) {
      draws = !boxes.has(draw(codePoint));
      known.set(codePoint, draws);
    }
    return draws;
  };
}
