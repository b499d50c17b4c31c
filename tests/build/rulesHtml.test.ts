import { describe, expect, it } from 'vitest';
import { notesAt } from '../../scripts/rulesHtml.ts';
import doc from '../../docs/rules.md?html';

describe('the rules page keeps each section once, with where its GorbyX notes are', () => {
  it('finds the one stretch the text without the notes leaves out', () => {
    const whole = '<h2>Rubber</h2>\n<p>Tricks.</p>\n<h3>GorbyX decks</h3>\n<p>Five suits.</p>\n';
    const standard = '<h2>Rubber</h2>\n<p>Tricks.</p>\n';
    expect(notesAt(whole, standard)).toEqual([standard.length, whole.length]);
    const middle = `${whole}<h3>Honors</h3>\n`;
    const at = notesAt(middle, `${standard}<h3>Honors</h3>\n`);
    expect(at).not.toBeNull();
    const [start, end] = at ?? [0, 0];
    expect(middle.slice(start, end)).toContain('GorbyX decks');
    expect(middle.slice(0, start) + middle.slice(end)).toBe(`${standard}<h3>Honors</h3>\n`);
    expect(notesAt(standard, standard)).toBeNull();
  });

  it('fails the build when the text without the notes is not the whole less one part', () => {
    expect(() => notesAt('<p>a</p><p>b</p><p>c</p>', '<p>a</p><p>x</p>')).toThrow(
      /not its text less one part/,
    );
  });

  it('holds docs/rules.md so: the GorbyX notes in their sections, and nothing else cut', () => {
    const withNotes = doc.sections.filter((section) => section.gorbyx !== null);
    expect(withNotes.length).toBeGreaterThan(0);
    for (const section of withNotes) {
      const [start, end] = section.gorbyx ?? [0, 0];
      expect(section.whole.slice(start, end)).toMatch(/^<h3[^>]*>GorbyX decks<\/h3>/);
    }
  });
});
