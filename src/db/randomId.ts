/**
 * Random ids: a match's, a step's, a ledger mark's, a revision's. Each is a UUID of version 4
 * (RFC 9562, section 5.4): 122 random bits, written as 8-4-4-4-12 hexadecimal digits.
 *
 * `crypto.randomUUID` is there only where the page is a secure context (HTTPS, or localhost): the
 * app served on a club night from a laptop's plain HTTP address on the club's network has none, and
 * a start that called it failed ("crypto.randomUUID is not a function"). `crypto.getRandomValues`
 * is there in every context, so the id is made from its bytes wherever randomUUID is missing.
 *
 * Kept in src/db, the lowest layer that may read the browser's globals, so that db, sync and ui all
 * reach it. !!! The one file that may name crypto.randomUUID (eslint.config.js forbids it elsewhere,
 * and tests/lint/secureContext.test.ts proves the rule): every id is made here.
 */
export function randomUuid(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return uuidOf(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * The UUID of version 4 that 16 random bytes make: the version (4) in the high half of byte 6 and
 * the variant (binary 10) in the two high bits of byte 8, the other 122 bits as they came. Written
 * small, as it loads with the first screen.
 */
export function uuidOf(random: Uint8Array): string {
  const hex = Array.from(random.subarray(0, 16), (byte, i) =>
    (256 + (i === 6 ? (byte & 0x0f) | 0x40 : i === 8 ? (byte & 0x3f) | 0x80 : byte))
      .toString(16)
      .slice(1),
  ).join('');
  return hex.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}
