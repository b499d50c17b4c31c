import { afterEach, describe, expect, it } from 'vitest';
import { randomUuid, uuidOf } from '../../src/db/randomId.ts';

/**
 * Ids made where the page is not a secure context (a club laptop's plain HTTP address), which has
 * no crypto.randomUUID: the same UUIDs of version 4, from crypto.getRandomValues.
 */
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function withoutRandomUuid(): void {
  Object.defineProperty(globalThis.crypto, 'randomUUID', { configurable: true, value: undefined });
}
afterEach(() => {
  delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
});

describe('a random id', () => {
  it('is a UUID of version 4 from its 16 bytes, with the version and variant bits set', () => {
    expect(uuidOf(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
    expect(uuidOf(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const counting = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    expect(uuidOf(counting)).toBe('00112233-4455-4677-8899-aabbccddeeff');
    // The bytes handed in are left as they were.
    expect(counting[6]).toBe(0x66);
  });

  it('is made where crypto.randomUUID is missing, from crypto.getRandomValues', () => {
    withoutRandomUuid();
    expect(typeof globalThis.crypto.randomUUID).toBe('undefined');
    const ids = Array.from({ length: 500 }, randomUuid);
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is crypto.randomUUID’s where the page has it', () => {
    expect(randomUuid()).toMatch(V4);
  });
});
