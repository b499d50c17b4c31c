import { errorText } from '../errorText.ts';
import type { Match, Result } from '../types.ts';
import type { Problem } from './problems.ts';
import { validateMatch } from '../everyGame.ts';

/**
 * Reading a match file's text, as Import, the desk and the command line do: JSON first, then the
 * validator. Kept apart from the validator, which the first screen runs on what the store holds.
 */

/** What JSON.parse said, without saying "not valid JSON" twice. */
export function jsonProblem(error: unknown): string {
  const reason = errorText(error);
  return /JSON/.test(reason) ? `cannot be read: ${reason}` : `not valid JSON: ${reason}`;
}

/** Reads match file text: JSON first, then `read` (`validateMatch`, or `readMatchFile`). */
export function parseMatch(
  text: string,
  read: (raw: unknown) => Result<Match, Problem[]> = validateMatch,
): Result<Match, Problem[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [{ path: '$', message: jsonProblem(error) }] };
  }
  return read(raw);
}
