import { readFile } from 'node:fs/promises';
import { marked } from 'marked';
import type { Plugin } from 'vite';
import type { RulesDoc } from '../src/ui/rules/rulesSections.ts';
import { splitRules } from '../src/ui/rules/rulesSections.ts';

const SUFFIX = '.md?html';

/**
 * Renders a markdown file imported as `file.md?html` when the app is built, split into the
 * sections the rules page picks from (RulesDoc): the page then carries HTML, not a markdown
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
      const html = (markdown: string) => marked.parse(markdown, { async: false });
      const doc: RulesDoc = {
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
