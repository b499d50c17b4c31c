import { describe, expect, it } from 'vitest';
import { textRuns } from '../../src/ui/export/fontRuns.ts';

/** A font with Latin, Greek and Cyrillic, and combining marks, as the sheet's is. */
const has = (code: number) => code < 0x0460;

describe('what the sheet font draws and what the device draws', () => {
  it('keeps a name in the font when the font has every letter', () => {
    for (const name of ['Zoë Ngāti Māori', 'Ξένια Παπαδοπούλου', 'Иван Петров', "O'Brien"]) {
      expect(textRuns(name, has)).toEqual([{ kind: 'font', text: name }]);
    }
  });

  it('gives the device the letters the font lacks, and the font the rest, in order', () => {
    expect(textRuns('Ana 李 Wang', has)).toEqual([
      { kind: 'font', text: 'Ana ' },
      { kind: 'device', text: '李' },
      { kind: 'font', text: ' Wang' },
    ]);
    expect(textRuns('Ana 🦊', has)).toEqual([
      { kind: 'font', text: 'Ana ' },
      { kind: 'device', text: '🦊' },
    ]);
  });

  it('keeps the spaces and punctuation between two device runs with them', () => {
    expect(textRuns('李雷 & 王芳', has)).toEqual([{ kind: 'device', text: '李雷 & 王芳' }]);
    expect(textRuns('محمد علي & Bob', has)).toEqual([
      { kind: 'device', text: 'محمد علي' },
      { kind: 'font', text: ' & Bob' },
    ]);
    expect(textRuns('N (김민준 & अनन्या शर्मा) won', has)).toEqual([
      { kind: 'font', text: 'N (' },
      { kind: 'device', text: '김민준 & अनन्या शर्मा' },
      { kind: 'font', text: ') won' },
    ]);
  });

  it('never splits a letter from its marks, nor an emoji of several code points', () => {
    const family = '👩‍👩‍👧';
    expect(textRuns(`${family} x`, has)).toEqual([
      { kind: 'device', text: family },
      { kind: 'font', text: ' x' },
    ]);
    // A Devanagari syllable's vowel sign stays with its letter.
    expect(textRuns('कि', has)).toEqual([{ kind: 'device', text: 'कि' }]);
    // A letter the font has no composed form of, but has its letter and mark: drawn as those.
    expect(textRuns('ẅ', has)).toEqual([{ kind: 'font', text: 'w\u0308' }]);
  });

  it('gives the device a letter whose marks the font lacks, whole', () => {
    expect(textRuns('a\u1ab0b', has)).toEqual([
      { kind: 'device', text: 'a\u1ab0' },
      { kind: 'font', text: 'b' },
    ]);
  });
});
