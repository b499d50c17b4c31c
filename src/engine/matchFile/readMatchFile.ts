import { isBridgeSheet } from '../gameTraits.ts';
import type { Match, Result } from '../types.ts';
import { scoreMatch, validateMatch } from '../everyGame.ts';
import type { Problem } from './problems.ts';
import { isInteger, isObject } from './problems.ts';
import { COMPETITION_GAMES } from './readCompetition.ts';
import { parseMatch } from './parseMatch.ts';
import { APP_NAME } from '../appName.ts';

/**
 * A match file's stated totals (docs/format.md, "Stated totals"): the score as the device that
 * wrote the file made it, `{ "NS": 2380, "EW": 1960 }`, written with a competition match sent to
 * the organiser. Whoever reads the file scores its deals again: a file whose stated totals differ
 * was changed by hand after it was written, and is refused with both scores. The totals are never
 * stored: they are derived from the deals, and written afresh with each file.
 */

const MAX_TOTAL = 1_000_000;

/** What is wrong with a file's `totals`, given the match its deals make; empty when nothing is. */
function statedTotalsProblems(stated: unknown, match: Match): Problem[] {
  const problem = (message: string) => [{ path: 'totals', message }];
  if (!COMPETITION_GAMES.includes(match.game))
    return problem(`only for ${COMPETITION_GAMES.join(', ')}`);
  if (
    !isObject(stated) ||
    Object.keys(stated).sort().join() !== 'EW,NS' ||
    !isInteger(stated.NS, 0, MAX_TOTAL) ||
    !isInteger(stated.EW, 0, MAX_TOTAL)
  )
    return problem('must be { "NS": points, "EW": points }, each a whole number from 0');
  const sheet = scoreMatch(match);
  if (!isBridgeSheet(sheet)) return problem('cannot be checked for this game');
  const [ns, ew] = sheet.totals;
  if (stated.NS === ns && stated.EW === ew) return [];
  return problem(
    `say N/S ${stated.NS}, E/W ${stated.EW}, but the deals score N/S ${ns}, E/W ${ew}: the file was changed after it was written, or by another version of ${APP_NAME}`,
  );
}

/**
 * Reads a match file from outside the store (an import, a result sent to the organiser, the
 * command line): `validateMatch`, then its stated totals where it has them.
 */
export function readMatchFile(raw: unknown): Result<Match, Problem[]> {
  const read = validateMatch(raw);
  if (!read.ok || !isObject(raw) || raw.totals === undefined) return read;
  const problems = statedTotalsProblems(raw.totals, read.value);
  return problems.length === 0 ? read : { ok: false, errors: problems };
}

/** Reads match file text: JSON first, then `readMatchFile`. */
export function parseMatchFile(text: string): Result<Match, Problem[]> {
  return parseMatch(text, readMatchFile);
}

/** A match file object with its totals stated, for a competition match; others as they are. */
export function withStatedTotals(
  file: Record<string, unknown>,
  match: Match,
): Record<string, unknown> {
  if (!COMPETITION_GAMES.includes(match.game)) return file;
  const sheet = scoreMatch(match);
  if (!isBridgeSheet(sheet)) return file;
  return { ...file, totals: { NS: sheet.totals[0], EW: sheet.totals[1] } };
}
