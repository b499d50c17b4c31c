/**
 * CRC-32 as zlib, PNG and ZIP compute it (ISO-HDLC: reflected polynomial 0xEDB88320, initial value
 * and final XOR 0xFFFFFFFF), bit by bit rather than from a table: it runs on the first screen,
 * where a few bytes of code matter more than speed (docs/format.md, "Two devices: the check code
 * and the match code"). Both the check code and the match code's key use it.
 */
export function crc32(bytes: ArrayLike<number>): number {
  let crc = -1;
  for (let i = 0; i < bytes.length; i++) {
    crc ^= bytes[i] as number;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}
