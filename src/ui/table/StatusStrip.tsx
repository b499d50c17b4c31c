import { partScoreText } from '../../engine/describeState.ts';
import type { BridgeSheet } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import type { Columns } from './columns.ts';
import { seatLabel } from './columns.ts';

function dealLine(match: BridgeMatch, sheet: BridgeSheet): string {
  const next = sheet.deals.length + 1;
  const position = sheet.next.position;
  switch (match.game) {
    case 'chicago':
      return `Chukker ${sheet.next.rubber + 1}, deal ${(position % 4) + 1} of 4`;
    case 'kapiti':
      return `Deal ${next} of ${sheet.plannedDeals ?? 30}${next > (sheet.plannedDeals ?? 30) ? ' (tie-break)' : ''}`;
    case 'sixdeal':
      return `Deal ${next} of ${sheet.plannedDeals ?? 6}${next > (sheet.plannedDeals ?? 6) ? ' (tie-break)' : ''}`;
    case 'duplicate':
      return `Board ${next}`;
    default:
      return `Deal ${next}, rubber ${sheet.next.rubber + 1}`;
  }
}

/**
 * What a player needs before bidding, always in view: the next deal and its dealer, each side's
 * vulnerability, and each side's part score with what it needs for game.
 */
export function StatusStrip({
  match,
  sheet,
  cols,
}: {
  match: BridgeMatch;
  sheet: BridgeSheet;
  cols: Columns;
}) {
  const state = sheet.next;
  const dealer = seatLabel(match, state.dealer);
  const lined = match.game !== 'duplicate' && match.game !== 'sixdeal';
  return (
    <section className="status-strip" aria-label="Before the next deal">
      <p className="next-deal">
        <strong>{dealLine(match, sheet)}</strong> · Dealer: <strong>{dealer}</strong>
      </p>
      <ul className="sides">
        {cols.sides.map((side, i) => (
          <li key={side} className={state.vulnerable[side] ? 'vul' : 'not-vul'}>
            <span className="side-name">{cols.heads[i]}</span>{' '}
            <span className="vul-badge">
              {state.vulnerable[side] ? 'vulnerable' : 'not vulnerable'}
            </span>
            {lined && <span className="needs"> · {partScoreText(state, side)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
