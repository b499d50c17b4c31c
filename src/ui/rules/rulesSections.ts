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
 * with where its GorbyX notes are. Rendered when the app is built (scripts/rulesHtml.ts), so the
 * page carries no markdown renderer.
 */
export interface RulesDoc {
  readonly intro: string;
  readonly sections: readonly RulesSection[];
}

/**
 * A section of the rules: its heading, its text, and the start and end of its GorbyX notes in that
 * text (null where it has none).
 */
export interface RulesSection {
  readonly heading: string;
  readonly whole: string;
  readonly gorbyx: readonly [number, number] | null;
}

/** A section's text, without its GorbyX notes when they are not wanted. */
function sectionText(section: RulesSection, notes: boolean): string {
  if (notes || section.gorbyx === null) return section.whole;
  const [start, end] = section.gorbyx;
  return section.whole.slice(0, start) + section.whole.slice(end);
}

/** The rules to show for a game (null: every section), GorbyX notes kept only for GorbyX decks. */
export function rulesFor(doc: RulesDoc, game: Game | null, deck: Deck): string {
  const wanted = game === null ? doc.sections.map((s) => s.heading) : (SECTIONS[game] ?? []);
  const body = wanted
    .map((heading) => doc.sections.find((section) => section.heading === heading))
    .map((section) =>
      section === undefined ? '' : sectionText(section, deck !== 'standard' || game === null),
    )
    .join('\n');
  return `${doc.intro}\n${body}`;
}
