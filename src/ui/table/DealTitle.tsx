import { CHUKKER } from '../../engine/chukker.ts';
import { traitsOf } from '../../engine/gameTraits.ts';
import type { BridgeSheet } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import { seatLabel } from './columns.ts';
import { readGroup } from '../../engine/tableGroup.ts';

/** Where the next deal stands: "Deal 31, tie-break 1 of 2", "Chukker 2, deal 1 of 4", "Board 5". */
export function dealLine(match: BridgeMatch, sheet: BridgeSheet): string {
  const next = sheet.deals.length + 1;
  const traits = traitsOf(match.game);
  if (traits.unit === 'Chukker') {
    const earlier = readGroup(match)?.rubber ?? 0;
    return `Chukker ${earlier + sheet.next.rubber + 1}, deal ${(sheet.next.position % CHUKKER) + 1} of ${CHUKKER}`;
  }
  if (traits.planned !== null) {
    const of = sheet.plannedDeals ?? traits.planned.deals;
    if (next <= of) return `Deal ${next} of ${of}`;
    // Past the planned deals a tie is being played off: say so, never "Deal 8 of 6".
    const step = traits.planned.tieBreakDeals;
    const within = ((next - of - 1) % step) + 1;
    return step === 1 ? `Deal ${next}, tie-break` : `Deal ${next}, tie-break ${within} of ${step}`;
  }
  return traits.boards ? `Board ${sheet.next.board ?? next}` : `Deal ${next}`;
}

/**
 * The rubber being played, where the game has rubbers: at a table of five or six each rubber is
 * a match of its own, so the table's earlier rubbers are counted in.
 */
export function rubberLine(match: BridgeMatch, sheet: BridgeSheet): string | null {
  const traits = traitsOf(match.game);
  if (!traits.rubbers || traits.planned !== null) return null;
  const earlier = readGroup(match)?.rubber ?? 0;
  return `Rubber ${earlier + sheet.next.rubber + 1}`;
}

/**
 * The match's heading at the table: the next deal and its dealer, always in view: "Deal 3 · Dealer
 * South (Bob)"; once no deal comes next, why (`stopped`, padLogic.ts's tableStopped).
 */
export function DealTitle({
  match,
  sheet,
  stopped,
}: {
  match: BridgeMatch;
  sheet: BridgeSheet;
  stopped: string | null;
}) {
  if (stopped !== null) return <span className="deal-title">{stopped}</span>;
  return (
    <span className="deal-title">
      {dealLine(match, sheet)} · Dealer <strong>{seatLabel(match, sheet.next.dealer)}</strong>
    </span>
  );
}
