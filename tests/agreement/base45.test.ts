import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase45, encodeBase45 } from '../../src/matchCode/base45.ts';

/** Base45 (RFC 9285), against the RFC's own examples (section 4.3), then a round trip. */

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('Base45', () => {
  it.each([
    ['AB', 'BB8'],
    ['Hello!!', '%69 VD92EX0'],
    ['base-45', 'UJCLQE7W581'],
    ['ietf!', 'QED8WEX0'],
    ['', ''],
  ])('writes %j as %j and reads it back', (text, base45) => {
    expect(encodeBase45(bytes(text))).toBe(base45);
    expect(decodeBase45(base45)).toEqual(bytes(text));
  });

  it.each([
    ['GGW', 'a group worth 65536, more than two bytes hold'],
    ['ZZ', 'a last pair worth 1610, more than a byte holds'],
    ['BB8A', 'a lone last character'],
    ['bb8', 'lower case, outside the alphabet'],
    ['BB#', 'a character outside the alphabet'],
  ])('refuses %j: %s', (text) => {
    expect(decodeBase45(text)).toBeNull();
  });

  it('reads back whatever it writes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        expect(decodeBase45(encodeBase45(data))).toEqual(data);
      }),
    );
  });
});
