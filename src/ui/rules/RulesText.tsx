import rules from '../../../docs/rules.md?html';
import type { Deck, Game } from '../../engine/types.ts';
import { rulesFor } from './rulesSections.ts';

/**
 * docs/rules.md, the rules and readings the engine applies, shown for one game. Loaded only when
 * the rules page opens, so the first screen stays small. The text is the project's own.
 */
export default function RulesText({ game, deck }: { game: Game | null; deck: Deck }) {
  return (
    <div className="rules-text" dangerouslySetInnerHTML={{ __html: rulesFor(rules, game, deck) }} />
  );
}
