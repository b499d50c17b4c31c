/**
 * Base45 (RFC 9285): bytes as text of the 45 characters a QR code's alphanumeric mode holds, so
 * that a match code fills as few modules as it can (docs/format.md, "The match code"). Written
 * here rather than taken from a package because the whole of it is these few lines.
 */

export const BASE45_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** Each two bytes [a, b] as n = 256a + b = c + 45d + 2025e, written c d e; a last lone byte as c d. */
export function encodeBase45(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 2) {
    const pair = i + 1 < bytes.length;
    let n = pair ? (bytes[i] as number) * 256 + (bytes[i + 1] as number) : (bytes[i] as number);
    for (let digit = 0; digit < (pair ? 3 : 2); digit++) {
      text += BASE45_ALPHABET[n % 45] as string;
      n = Math.floor(n / 45);
    }
  }
  return text;
}

/**
 * Reads Base45 text back into bytes, or null when it is not Base45: a character outside the
 * alphabet, a lone last character, or a group worth more than its bytes can hold.
 */
export function decodeBase45(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const bytes = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let at = 0;
  for (let i = 0; i < text.length; i += 3) {
    const group = text.slice(i, i + 3);
    let n = 0;
    for (let digit = group.length - 1; digit >= 0; digit--) {
      const value = BASE45_ALPHABET.indexOf(group[digit] as string);
      if (value < 0) return null;
      n = n * 45 + value;
    }
    if (group.length === 3) {
      if (n > 0xffff) return null;
      bytes[at++] = n >> 8;
    } else if (n > 0xff) return null;
    bytes[at++] = n & 0xff;
  }
  return bytes;
}
