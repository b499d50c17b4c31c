import type { Agreement, AnyDeal } from '../../engine/agreement/compareForm.ts';
import { agreementOf } from '../../engine/agreement/compareForm.ts';

/**
 * How every screen and export says where a deal stands with what two devices agreed on
 * (docs/format.md, "agreed"): the words, and the sign beside a deal's points and number.
 */
export const AGREEMENT_WORDS: Readonly<Record<Agreement, string>> = {
  agreed: 'agreed on both devices',
  changed: 'changed after agreement',
};

/** A tick for a deal as agreed, a star for one changed since (the star the exports print too). */
export const AGREEMENT_SIGN: Readonly<Record<Agreement, string>> = {
  agreed: '✓',
  changed: '*',
};

/** What a deal's label adds for a screen reader: ", agreed on both devices", or nothing. */
export function agreementSaid(mark: Agreement | null): string {
  return mark === null ? '' : `, ${AGREEMENT_WORDS[mark]}`;
}

/** Each deal's agreement, in order: null for a deal never agreed. */
export function agreementMarks(deals: readonly AnyDeal[]): (Agreement | null)[] {
  return deals.map(agreementOf);
}

function dealNumbers(numbers: readonly number[]): string {
  const words = numbers.map(String);
  const last = words.pop() ?? '';
  return words.length === 0 ? `Deal ${last}` : `Deals ${words.join(', ')} and ${last}`;
}

/**
 * The sheet's lines about agreement, beside the check code: "12 of 14 deals agreed", and the
 * deals changed after agreement by number ("Deals 3 and 7 changed after agreement"), so no player or organiser misses one. Null while no
 * deal has been agreed: a match kept on one device says nothing about it.
 */
export function agreementLine(
  marks: readonly (Agreement | null)[],
): { agreed: string | null; changed: string | null } | null {
  const agreed = marks.filter((mark) => mark === 'agreed').length;
  const changed = marks.flatMap((mark, index) => (mark === 'changed' ? [index + 1] : []));
  if (agreed === 0 && changed.length === 0) return null;
  const all = agreed === marks.length;
  return {
    agreed:
      agreed === 0
        ? null
        : all
          ? `${agreed === 1 ? 'The deal' : `All ${agreed} deals`} agreed`
          : `${agreed} of ${marks.length} deals agreed`,
    changed: changed.length === 0 ? null : `${dealNumbers(changed)} ${AGREEMENT_WORDS.changed}`,
  };
}
