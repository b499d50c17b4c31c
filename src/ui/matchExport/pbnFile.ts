import { isLatin1 } from '../../engine/pbn/pbnText.ts';

/**
 * The bytes of a PBN file (docs/pbn.md, "The character set"): ISO 8859-1, PBN 2.1's own, one
 * byte to a character, where every character is in it; UTF-8 otherwise, as the file's third
 * line says (matchToPbn).
 */
export function pbnFileBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!isLatin1(text)) return new TextEncoder().encode(text);
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** The media type of those bytes, with their character set. */
export function pbnFileType(text: string): string {
  return `application/x-pbn;charset=${isLatin1(text) ? 'iso-8859-1' : 'utf-8'}`;
}
