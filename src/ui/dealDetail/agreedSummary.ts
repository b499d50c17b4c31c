import { isRummy } from '../../engine/gameTraits.ts';
import { splitForm } from '../../engine/agreement/compareForm.ts';
import { toMatchFile } from '../../engine/matchFile/serialize.ts';
import { scoreMatch, validateMatch } from '../../engine/everyGame.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import type { Columns } from '../table/columns.ts';
import { rowSummary } from '../table/columns.ts';

/**
 * The deal both devices agreed on (docs/format.md, "agreed"), said as the table says a deal:
 * "3NT by West, -1: 50 above to WE", scored in its place in the match as it stands now. Null when
 * the deal was never agreed, or what was agreed no longer reads as a deal of this match.
 */
export function agreedSummary(match: BridgeMatch, index: number, cols: Columns): string | null {
  const agreed = match.deals[index]?.agreed;
  if (agreed === undefined) return null;
  const fields = splitForm(agreed, false);
  if (fields === null) return null;
  const file = toMatchFile(match);
  const deals = (file.deals as Record<string, unknown>[]).map((deal, i) =>
    i === index ? { ...fields, agreed } : deal,
  );
  const read = validateMatch({ ...file, deals });
  if (!read.ok || isRummy(read.value)) return null;
  const row = scoreMatch(read.value).deals[index];
  return row === undefined ? null : rowSummary(row, cols);
}
