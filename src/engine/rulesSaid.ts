import { DEFAULT_CHICAGO_FORM } from './chukker.ts';
import { presetOf, traitsOf } from './gameTraits.ts';
import type { Stake } from './stakes.ts';
import { undoubledOvertricksCount } from './stakes.ts';
import { DECK_NAME } from './strains.ts';
import type { ChicagoVulnerability, Deck, Match } from './types.ts';

const FORM_WORDS: Readonly<Record<ChicagoVulnerability, string>> = {
  chicago: 'Chicago form',
  cavendish: 'Cavendish form',
};

/**
 * What a match is played by, beyond its game, in the words its sheets, the table and the command
 * line print: Chicago's form, the
 * cards when they are not the standard deck, no honors where they could be scored, and the rules
 * competitions and clubs play differently (src/engine/gameTraits.ts, `variants`). At the table a
 * variant is named when it is not the default (`changed`); on a sheet for an organiser, always.
 */
export function rulesSaid(match: Match, variants: 'changed' | 'all'): string[] {
  const traits = traitsOf(match.game);
  const rules: Readonly<Record<string, unknown>> = { ...match.rules };
  const said: string[] = [];
  if (traits.ruleKeys.includes('vulnerability')) {
    const form = (rules.vulnerability as ChicagoVulnerability | undefined) ?? DEFAULT_CHICAGO_FORM;
    said.push(FORM_WORDS[form]);
  }
  const deck = rules.deck as Deck | undefined;
  if (deck !== undefined && deck !== 'standard') said.push(DECK_NAME[deck]);
  if (traits.honors && rules.honors === false) said.push('no honors');
  if (!undoubledOvertricksCount(rules.stake as Stake | undefined))
    said.push('undoubled overtricks not scored');
  if (traits.pointTarget && rules.variant === 'gin') said.push('Gin');
  for (const variant of traits.variants) {
    if (variant.unless !== undefined && rules[variant.unless.key] === variant.unless.value)
      continue;
    const preset = presetOf(variant, match.rules);
    if (variants === 'all' || preset !== variant.presets[0]) {
      said.push(`${variant.label}: ${preset.name}`);
    }
  }
  return said;
}

/** The same as one line, "Cavendish form · Fourth deal: no bonus"; null when there is nothing. */
export function rulesLine(match: Match, variants: 'changed' | 'all'): string | null {
  const said = rulesSaid(match, variants);
  return said.length === 0 ? null : said.join(' · ');
}
