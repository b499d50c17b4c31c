import { encode } from 'uqr';

/**
 * A QR code as a camera would see it: drawn as Show match draws it (uqr, level M, a four-module
 * white border), `scale` pixels a module, on a grey table around it, as RGBA pixels.
 */
export function picture(text: string, scale: number, margin = 24) {
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
