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

/**
 * docs/rules.md as the rules page shows it: its introduction, and each `## ` section as HTML,
 * whole and without its GorbyX notes. Rendered when the app is built (scripts/rulesHtml.ts), so
 * the page carries no markdown renderer.
 */
export interface RulesDoc {
  readonly intro: string;
  readonly sections: readonly RulesSection<string>[];
}

/** A section of the rules: its heading, its text, and its text without the GorbyX notes. */
export interface RulesSection<T> {
  readonly heading: string;
  readonly whole: T;
  readonly standard: T;
}

/** The rules to show for a game (null: every section), GorbyX notes kept only for GorbyX decks. */
export function rulesFor(doc: RulesDoc, game: Game | null, deck: Deck): string {
  const wanted = game === null ? doc.sections.map((s) => s.heading) : (SECTIONS[game] ?? []);
  const body = wanted
    .map((heading) => doc.sections.find((section) => section.heading === heading))
    .map((section) =>
      section === undefined
        ? ''
        : deck === 'standard' && game !== null
          ? section.standard
          : section.whole,
    )
    .join('\n');
  return `${doc.intro}\n${body}`;
}
