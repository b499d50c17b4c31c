import { presetOf, traitsOf } from '../gameTraits.ts';
import { undoubledOvertricksCount } from '../stakes.ts';
import type { Match } from '../types.ts';
import type { AnyDeal } from './compareForm.ts';
import { enteredForm } from './compareForm.ts';
import { crc32 } from './crc32.ts';

/**
 * The check code two devices keeping the same match compare aloud (docs/format.md, "Two devices:
 * the check code and the match code", "The canonical deals" and "The check code").
 *
 * LOUD: the canonical form and the code are part of the match file contract. Another program
 * computes them from docs/format.md alone, and two versions of bridgepad must agree on them:
 * change nothing here without changing the header line's version and the documentation. The
 * deal lines are the deal form of compareForm.ts (`enteredForm`): a change there changes them too.
 */

/** The 30 characters of a check code: no 0, 1, I, L, O (look-alikes), nor U (read as V). */
export const CHECK_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The first line of the canonical form: its name and version. */
export const CANONICAL_HEADER = 'bridgepad check 1';

/**
 * The rules a game reads, every default filled in, keys in alphabetical order. A rule played
 * differently in different places (docs/format.md, `rules.unfinishedPartScore`, `fourthDealBonus`)
 * is written only when the match plays it otherwise than its default, so a match that leaves it
 * alone keeps the code it had before such rules existed.
 */
function rulesLine(match: Match): string {
  const { planned } = traitsOf(match.game);
  const rules: [string, string | number | boolean | undefined][] =
    match.game === 'rummy'
      ? [
          ['target', match.rules.target],
          ['variant', match.rules.variant],
        ]
      : [
          // Kapiti and Six-Deal: the planned deals, from the games' traits.
          ['deals', planned === null ? undefined : (match.rules.deals ?? planned.deals)],
          ['deck', match.rules.deck],
          ['honors', match.rules.honors],
          // A club's rule above a stake scores no undoubled overtricks: only doubled ones count.
          ['overtricks', undoubledOvertricksCount(match.rules.stake) ? undefined : 'doubled'],
          [
            'vulnerability',
            match.game === 'chicago' ? (match.rules.vulnerability ?? 'chicago') : undefined,
          ],
        ];
  for (const variant of traitsOf(match.game).variants) {
    const preset = presetOf(variant, match.rules);
    if (preset !== variant.presets[0]) rules.push([variant.key, preset.value]);
  }
  return [...rules]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .reduce(
      (line, [key, value]) => (value === undefined ? line : `${line} ${key}=${value}`),
      'rules',
    );
}

/**
 * The deals as entered, in the canonical text of docs/format.md ("The canonical deals"): game,
 * rules, number of players, first dealer and one line per deal, its number and its one-line form
 * ("agreed") with the board and vulnerability in force, the very form the comparison of two
 * devices compares; never names, ids, times, the WE side, the end of play or anything else. ASCII
 * only, every line ending in a line feed.
 */
export function canonicalDeals(match: Match): string {
  const duplicate = match.game === 'duplicate';
  const deals: readonly AnyDeal[] = match.deals;
  const lines = [
    CANONICAL_HEADER,
    `game ${match.game}`,
    rulesLine(match),
    `players ${Object.keys(match.players).length}`,
    `first ${match.firstDealer}`,
    ...deals.map((deal, i) => `${i + 1} ${enteredForm(deal, i, duplicate)}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Each match read is never changed (a change is a new match), so its code is kept with it. */
const codes = new WeakMap<Match, string>();

/**
 * The four-character check code of docs/format.md ("The check code"): the CRC-32 of the canonical
 * deals, modulo 30^4, written as four base-30 digits of CHECK_CODE_ALPHABET, most significant
 * first. Same deals, same code; different deals give the same code about once in 810,000.
 */
export function checkCode(match: Match): string {
  const known = codes.get(match);
  if (known !== undefined) return known;
  // The canonical text is ASCII, so its UTF-8 bytes are its characters.
  let value = crc32(new TextEncoder().encode(canonicalDeals(match))) % 810000;
  let code = '';
  for (let digit = 0; digit < 4; digit++) {
    code = `${CHECK_CODE_ALPHABET[value % 30] as string}${code}`;
    value = Math.floor(value / 30);
  }
  codes.set(match, code);
  return code;
}
