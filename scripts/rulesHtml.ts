import { readFile } from 'node:fs/promises';
import { marked } from 'marked';
import type { Plugin } from 'vite';

const SUFFIX = '.md?html';

/**
 * A section of the rules: its heading, its text, and where in that text its GorbyX notes are, as
 * the rules page reads it (RulesDoc in src/ui/rules/rulesSections.ts; written out here, since a
 * build script imports nothing from the app: docs/style.md, rule 1).
 */
interface RulesSection {
  readonly heading: string;
  readonly whole: string;
  readonly gorbyx: readonly [number, number] | null;
}

/**
 * Where the text without the GorbyX notes leaves out one stretch of the whole text: the notes'
 * start and end in it, so the page keeps the text once, not twice. Null when there are none.
 */
export function notesAt(whole: string, standard: string): readonly [number, number] | null {
  if (whole === standard) return null;
  let start = 0;
  while (start < standard.length && whole[start] === standard[start]) start++;
  const end = whole.length - (standard.length - start);
  if (end < start || whole.slice(0, start) + whole.slice(end) !== standard) {
    throw new Error(
      'docs/rules.md: a section without its GorbyX notes is not its text less one part',
    );
  }
  return [start, end];
}

const GORBYX_NOTES = /### GorbyX decks[\s\S]*?(?=^##|$(?![\s\S]))/m;

/**
 * Splits the rules' markdown at its `## ` headings, each whole and without its GorbyX notes; the
 * document's own title is left out.
 */
function splitRules(markdown: string): {
  intro: string;
  sections: { heading: string; whole: string; standard: string }[];
} {
  const intro = markdown.slice(0, markdown.search(/^## /m)).replace(/^# .*\n/, '');
  const sections = markdown
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const whole = `## ${part}`;
      return {
        heading: part.slice(0, part.indexOf('\n')).trim(),
        whole,
        standard: whole.replace(GORBYX_NOTES, ''),
      };
    });
  return { intro, sections };
}

/**
 * Renders a markdown file imported as `file.md?html` when the app is built, split into the
 * sections the rules page picks from (a RulesDoc): the page then carries HTML, not a markdown
 * renderer. The text is the project's own docs/rules.md.
 */
export function rulesHtml(): Plugin {
  return {
    name: 'bridgepad-rules-html',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -'?html'.length);
      this.addWatchFile(file);
      const { intro, sections } = splitRules(await readFile(file, 'utf8'));
      // Each table in a box of its own that scrolls sideways, so that with large text a table
      // wider than the phone moves in that box and never the page.
      const html = (markdown: string) =>
        marked
          .parse(markdown, { async: false })
          .replaceAll('<table>', '<div class="table-scroll"><table>')
          .replaceAll('</table>', '</table></div>');
      const doc: { intro: string; sections: RulesSection[] } = {
        intro: html(intro),
        sections: sections.map((section) => {
          const whole = html(section.whole);
          return {
            heading: section.heading,
            whole,
            gorbyx: notesAt(whole, html(section.standard)),
          };
        }),
      };
      return `export default ${JSON.stringify(doc)};`;
    },
  };
}
