import type { JsonObject, Problem } from '../matchFile/problems.ts';
import { scoreMatch, validateMatch } from '../everyGame.ts';
import { sideOf } from '../seats.ts';
import type { FourPlayerMatch, Seat } from '../types.ts';
import { SCORE_TAGS } from './pbnDeals.ts';
import type { DealFacts } from './pbnScores.ts';
import { dealFacts, honorsShown } from './pbnScores.ts';
import { formatRubberScore, isUnknown, readRubberScore, readScore } from './pbnTags.ts';
import type { ResolvedGame, TagValue } from './pbnText.ts';

/**
 * A deal whose Result says nothing (as files from some converters have it) can still be read
 * where its score tags fix the number of tricks (docs/pbn.md, Reading PBN): the tricks are the one
 * number from 0 to 13 that scores what the Score or ScoreRubber tag says, in the match as it
 * stands around the deal.
 */

/** The tricks read, and the note that says where from; or why they cannot be read. */
export type TricksRead =
  | { readonly ok: true; readonly tricks: number; readonly note: Problem }
  | { readonly ok: false; readonly problem: Problem };

/** Whether a game's score tags say what the engine scores for the deal (`fact`). */
function scoresAgree(
  game: ResolvedGame,
  fact: DealFacts,
  declarer: Seat,
  notrump: boolean,
): boolean {
  const side = sideOf(declarer);
  return SCORE_TAGS.every((name) => {
    const tag = game.tags.get(name);
    if (tag === undefined || isUnknown(tag.value)) return true;
    if (name === 'Score') return readScore(tag.value, side) === fact.net;
    const read = readRubberScore(tag.value, side);
    if (read === undefined) return false;
    // Honors the file's ScoreRubber shows are claimed afterwards (settlePbn.ts).
    const same = formatRubberScore(read) === formatRubberScore(fact.rubberScore);
    return same || honorsShown(read, fact.rubberScore, notrump) !== null;
  });
}

/** "Score "NS 420"": the first score tag the game has, as the file writes it. */
function scoreSaid(game: ResolvedGame): TagValue & { name: string } {
  for (const name of SCORE_TAGS) {
    const tag = game.tags.get(name);
    if (tag !== undefined && !isUnknown(tag.value)) return { ...tag, name };
  }
  return { name: 'Score', value: '', line: game.line };
}

/**
 * The tricks of deal `index` of `file`, which has every deal but leaves this one's tricks out,
 * read from the deal's score tags; the deals after it stand as they are in `file`.
 */
export function tricksFromScores(file: JsonObject, index: number, game: ResolvedGame): TricksRead {
  const deals = file.deals as JsonObject[];
  const deal = deals[index] ?? {};
  const declarer = deal.declarer as Seat;
  const notrump = /NT/.test(String(deal.contract));
  const fits: number[] = [];
  for (let tricks = 0; tricks <= 13; tricks++) {
    const tried = deals.map((d, i) => (i === index ? { ...d, tricks } : d));
    const checked = validateMatch({ ...file, deals: tried });
    if (!checked.ok) continue;
    const fact = dealFacts(scoreMatch(checked.value as FourPlayerMatch))[index];
    if (fact !== undefined && scoresAgree(game, fact, declarer, notrump)) fits.push(tricks);
  }
  const result = game.tags.get('Result');
  const none = result === undefined ? 'no Result tag' : `Result "${result.value}"`;
  const score = scoreSaid(game);
  const said = `${score.name} "${score.value}"`;
  const at = `line ${score.line}`;
  const [only, second] = fits;
  if (only !== undefined && second === undefined) {
    return {
      ok: true,
      tricks: only,
      note: {
        path: at,
        message: `${none}: ${only} ${only === 1 ? 'trick' : 'tricks'} read from ${said}`,
      },
    };
  }
  const message =
    only === undefined
      ? `${none}, and no number of tricks scores ${said}`
      : `${none}, and ${said} fits ${fits.slice(0, -1).join(', ')} or ${fits.at(-1)} tricks: it does not say which`;
  return { ok: false, problem: { path: at, message } };
}
