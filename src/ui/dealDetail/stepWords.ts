import type { EditWords } from '../../db/edits.ts';
import { describeEdit } from '../../db/edits.ts';
import type { DealJson, Edit } from '../../db/records.ts';

/** A deal as played, to tell a deal taken in place of another from one marked as it stood. */
function played(deal: DealJson): string {
  const { agreed: _agreed, ...rest } = deal;
  return JSON.stringify(rest);
}

/**
 * A step of the history in words, as the history list says it: the step's own words
 * (describeEdit, which the Undo and Redo buttons say too), and, for a step that agreed deals with
 * the other device and took its deal in place of one (docs/format.md, "agreed"), that deal as a
 * correction is said: "deals 1, 2 and 4 agreed; deal 4 agreed: 1NT by E, 6 tricks -> 1NT by E, 7
 * tricks".
 */
export function stepWords(edit: Edit, words: EditWords): string {
  const said = describeEdit(edit, words);
  if (edit.kind !== 'agree' || edit.deals.length < 2) return said;
  const taken = edit.deals.filter((d) => played(d.before) !== played(d.after));
  return [said, ...taken.map((d) => describeEdit({ kind: 'editDeal', ...d }, words))].join('; ');
}
