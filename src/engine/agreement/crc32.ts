/**
 * CRC-32 as zlib, PNG and ZIP compute it (ISO-HDLC: reflected polynomial 0xEDB88320, initial value
 * and final XOR 0xFFFFFFFF), a byte at a time from a table built on first use: a 5,000-deal match's
 * canonical text is about 100 kB, and the check code is worked out again after every deal (docs/
 * format.md, "Two devices: the check code and the match code"). Both the check code and the
 * match code's key use it.
 */
let table: Uint32Array | null = null;

function crcTable(): Uint32Array {
  const built = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let bit = 0; bit < 8; bit++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    built[n] = c >>> 0;
  }
  return built;
}

export function crc32(bytes: ArrayLike<number>): number {
  const t = (table ??= crcTable());
  let crc = -1;
  for (let i = 0; i < bytes.length; i++) {
    crc = (crc >>> 8) ^ (t[(crc ^ (bytes[i] as number)) & 0xff] as number);
  }
  return (crc ^ -1) >>> 0;
}
