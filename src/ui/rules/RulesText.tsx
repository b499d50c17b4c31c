import { marked } from 'marked';
import { useMemo } from 'react';
import rulesMarkdown from '../../../docs/rules.md?raw';
import type { Deck, Game } from '../../engine/types.ts';
import { rulesFor } from './rulesSections.ts';

/**
 * docs/rules.md, the rules and readings the engine applies, rendered for one game. Loaded only
 * when the rules page opens, so the first screen stays small. The text is the project's own.
 */
export default function RulesText({ game, deck }: { game: Game | null; deck: Deck }) {
  const html = useMemo(
    () => marked.parse(rulesFor(rulesMarkdown, game, deck), { async: false }),
    [game, deck],
  );
  return <div className="rules-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
