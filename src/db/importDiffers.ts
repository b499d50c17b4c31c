import { compareMatches } from '../engine/agreement/compare.ts';
import type { DealComparison } from '../engine/agreement/compare.ts';
import { toMatchFile } from '../engine/matchFile/serialize.ts';
import { TABLE_KEY } from '../engine/tableGroup.ts';
import type { Match } from '../engine/types.ts';

/**
 * How a match in an import file stands to the match of the same id already here: the same (an
 * empty list: a device's own backup brought back), or what differs, in words, for the player to
 * choose what to keep. Which side a device shows as WE is its own choice, and when the match was
 * last written is not its content: neither makes two copies differ.
 */

/** The match file's keys a player knows by name; any other is named as it is written. */
const KEY_WORDS: Readonly<Record<string, string>> = {
  game: 'the game',
  rules: 'the rules',
  players: 'the players',
  firstDealer: 'the first dealer',
  createdAt: 'when it was started',
  competition: 'the competition',
  sent: 'whether it was sent to the organiser',
  [TABLE_KEY]: 'the evening it belongs to',
};

/** Keys that never make two copies differ. */
const NOT_CONTENT = new Set(['updatedAt', 'we', 'deals', 'finished', 'format', 'version']);

/** 1-based deal numbers as a short list: "deal 3", "deals 3 and 5", "deals 3, 5 and 8". */
function dealList(indices: readonly number[]): string {
  const numbers = indices.map((index) => String(index + 1));
  if (numbers.length === 1) return `deal ${numbers[0]}`;
  return `deals ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

function dealWords(deals: readonly DealComparison[]): string[] {
  const of = (kind: DealComparison['kind']) =>
    deals.filter((deal) => deal.kind === kind).map((deal) => deal.index);
  const words: string[] = [];
  const [differ, mine, theirs] = [of('differ'), of('onlyMine'), of('onlyTheirs')];
  if (differ.length > 0)
    words.push(`${dealList(differ)} ${differ.length === 1 ? 'differs' : 'differ'}`);
  if (mine.length > 0) words.push(`${dealList(mine)} only here`);
  if (theirs.length > 0) words.push(`${dealList(theirs)} only in the file`);
  return words;
}

/** What differs between the match here (`stored`) and the file's copy (`imported`); [] if nothing. */
export function importDifferences(stored: Match, imported: Match): string[] {
  const here = toMatchFile(stored);
  const there = toMatchFile(imported);
  // A file that does not say when its match was started says nothing that differs.
  const unsaid = (key: string) => key === 'createdAt' && there[key] === undefined;
  const keys = [...new Set([...Object.keys(here), ...Object.keys(there)])].filter(
    (key) =>
      !NOT_CONTENT.has(key) &&
      !unsaid(key) &&
      JSON.stringify(here[key]) !== JSON.stringify(there[key]),
  );
  const words = keys.map((key) => KEY_WORDS[key] ?? key);
  const compared = compareMatches(stored, imported);
  const dealsDiffer = JSON.stringify(here.deals) !== JSON.stringify(there.deals);
  if (compared.ok) {
    const deals = dealWords(compared.value.deals);
    // Deals alike as entered whose marks differ: which of them the two devices agreed.
    words.push(...(deals.length === 0 && dealsDiffer ? ['which deals were agreed'] : deals));
    const { finished } = compared.value;
    if (finished !== null)
      words.push(finished.mine ? 'ended here, not in the file' : 'ended in the file, not here');
  } else if (dealsDiffer) words.push('the deals');
  return words;
}
