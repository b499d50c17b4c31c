import { errorText } from '../../engine/errorText.ts';
import { notSaved } from './useMatchActions.ts';

/**
 * A change the store failed to write, said in the pad: what went wrong, in a player's words with
 * the browser's own name for it, and what to do. Nothing was written, and what was entered is
 * kept. (Code a change needs that could not be loaded is said by useMatchActions.ts.)
 */

/**
 * The names an error goes by, outermost first, looking inside the store's wrappers: `inner`, a
 * bulk write's first failure, and `cause`.
 */
function namesOf(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { name, inner, failures, cause } = current as {
      name?: unknown;
      inner?: unknown;
      failures?: unknown;
      cause?: unknown;
    };
    if (typeof name === 'string') names.push(name);
    current = inner ?? (Array.isArray(failures) ? failures[0] : undefined) ?? cause;
  }
  return names;
}

const WORDS = new Map([
  ['AbortError', 'the browser stopped the write'],
  ['DatabaseClosedError', "the browser closed this device's storage"],
  ['QuotaExceededError', 'this device has no room left'],
]);

/** Why a write failed: "the browser stopped the write (AbortError)". */
export function whyNotWritten(error: unknown): string {
  // The innermost is the cause; the wrappers round it say less.
  const names = namesOf(error).reverse();
  for (const name of names) {
    const words = WORDS.get(name);
    if (words !== undefined) return `${words} (${name})`;
  }
  const [innermost] = names;
  return innermost === undefined || innermost === 'Error'
    ? errorText(error) || 'the browser gave no reason'
    : `the browser's storage refused the write (${innermost})`;
}

/** The pad's message for a write that failed: "Not saved: …. Tap again, or export the match." */
export function notSavedText(error: unknown): string {
  return notSaved(whyNotWritten(error));
}
