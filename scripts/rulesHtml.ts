import { readFile } from 'node:fs/promises';
import { marked } from 'marked';
import type { Plugin } from 'vite';

const SUFFIX = '.md?html';

/**
 * A section of the rules: its heading, its text, and its text without the GorbyX notes, as the
 * rules page reads it (RulesDoc in src/ui/rules/rulesSections.ts; written out here, since a build
 * script imports nothing from the app: docs/style.md, rule 1).
 */
interface RulesSection {
  readonly heading: string;
  readonly whole: string;
  readonly standard: string;
}

const GORBYX_NOTES = /### GorbyX decks[\s\S]*?(?=^##|$(?![\s\S]))/m;

/** Splits the rules' markdown at its `## ` headings; the document's own title is left out. */
function splitRules(markdown: string): { intro: string; sections: RulesSection[] } {
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
        sections: sections.map((section) => ({
          heading: section.heading,
          whole: html(section.whole),
          standard: html(section.standard),
        })),
      };
      return `export default ${JSON.stringify(doc)};`;
    },
  };
}
