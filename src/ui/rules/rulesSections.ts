import type { Deck, Game } from '../../engine/types.ts';

/**
 * Which parts of docs/rules.md apply to each game: its own section and the sections it builds
 * on. The headings are docs/rules.md's own.
 */
const SECTIONS: Readonly<Record<Game, readonly string[]>> = {
  rubber: ['Contracts and results', 'Rubber bridge'],
  kapiti: ['Contracts and results', 'Rubber bridge', 'The Kapiti 30-deal match'],
  chicago: ['Contracts and results', 'Rubber bridge', 'Chicago (four-deal bridge)'],
  duplicate: ['Contracts and results', 'Rubber bridge', 'Duplicate'],
  bridgette: ['Contracts and results', 'Rubber bridge', 'Bridgette (two players)'],
  sixdeal: ['Bridgette (two players)'],
  rummy: ['GorbyX Rummy (2 to 6 players)'],
};

/** Splits the rules document at its `## ` headings. */
export function splitSections(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = markdown.split(/^## /m).slice(1);
  for (const part of parts) {
    const heading = part.slice(0, part.indexOf('\n')).trim();
    sections.set(heading, `## ${part}`);
  }
  return sections;
}

/** The markdown to show for a game (null: every section), GorbyX notes kept only for GorbyX decks. */
export function rulesFor(markdown: string, game: Game | null, deck: Deck): string {
  // The page has its own title: the document's first heading is left out.
  const intro = markdown.slice(0, markdown.search(/^## /m)).replace(/^# .*\n/, '');
  const sections = splitSections(markdown);
  const wanted = game === null ? [...sections.keys()] : (SECTIONS[game] ?? []);
  const body = wanted
    .map((heading) => sections.get(heading) ?? '')
    .map((text) =>
      deck === 'standard' && game !== null
        ? text.replace(/### GorbyX decks[\s\S]*?(?=^##|$(?![\s\S]))/m, '')
        : text,
    )
    .join('\n');
  return `${intro}\n${body}`;
}
