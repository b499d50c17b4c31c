import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  canonicalDeals,
  checkCode,
  CHECK_CODE_ALPHABET,
} from '../../src/engine/agreement/checkCode.ts';
import { MATCH_CODE_DICTIONARY } from '../../src/matchCode/matchCodeDictionary.ts';
import { decodeMatch } from '../../src/matchCode/matchCodeRead.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';

/**
 * docs/format.md, "Two devices: the check code and the match code", is what another program
 * implements: its examples, alphabet and dictionary are read from the document itself and must be
 * what the app does, byte for byte.
 */

const DOC = readFileSync('docs/format.md', 'utf8');
const SECTION = DOC.slice(DOC.indexOf('## Two devices: the check code and the match code'));
/** The fenced blocks of a text, without their fences. */
function blocks(text: string): string[] {
  return [...text.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((m) => m[1] as string);
}
const [CANONICAL = '', FORM = '', DICTIONARY = '', EXAMPLE = ''] = blocks(SECTION);
const FIRST_EXAMPLE = validateMatch(JSON.parse(blocks(DOC)[0] ?? ''));

describe('docs/format.md, the two devices section', () => {
  it('works its example from the file at the top of the document', () => {
    expect(FIRST_EXAMPLE.ok).toBe(true);
    if (!FIRST_EXAMPLE.ok) return;
    expect(CANONICAL).toBe(canonicalDeals(FIRST_EXAMPLE.value));
    expect(SECTION).toContain(`${CANONICAL.length} bytes`);
    expect(SECTION).toContain(`the check code is \`${checkCode(FIRST_EXAMPLE.value)}\``);
    // Another deflate may write other bytes: the example must read back, not be these bytes.
    expect(EXAMPLE.trim()).toMatch(/^BP1:1\/1:[0-9A-F]{8}:[0-9A-Z $%*+\-./:]+$/);
    expect(decodeMatch([EXAMPLE])).toStrictEqual({
      ok: true,
      value: { ...FIRST_EXAMPLE.value, extras: {} },
    });
  });

  it('gives the alphabet and the dictionary byte for byte', () => {
    expect(SECTION).toContain(`of this alphabet of 30 characters: \`${CHECK_CODE_ALPHABET}\``);
    expect(FORM.trim()).toBe('BP1:<part>/<parts>:<key>:<data>');
    expect(DICTIONARY).toBe(`${MATCH_CODE_DICTIONARY}\n`);
    expect(SECTION).toContain(`the ${MATCH_CODE_DICTIONARY.length} ASCII bytes below`);
  });
});
