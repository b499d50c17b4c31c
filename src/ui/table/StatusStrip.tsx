import { traitsOf } from '../../engine/gameTraits.ts';
import type { ReactNode } from 'react';
import { partScoreText } from '../../engine/describeState.ts';
import type { BridgeSheet } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import type { Columns } from './columns.ts';
import { readGroup } from '../../engine/tableGroup.ts';

/** Who sits this rubber out at a table of five or six, or null. */
function sittingOut(match: BridgeMatch): string | null {
  const group = readGroup(match);
  if (group === null) return null;
  const seated = new Set(Object.values(match.players as Record<string, string>));
  const out = group.draw.filter((name) => !seated.has(name));
  return out.length === 0 ? null : out.join(' and ');
}

/**
 * What a player needs before bidding, always in view under the deal and dealer: each side's
 * vulnerability and its part score with what it needs for game; at a table of five or six, who
 * sits out.
 */
export function StatusStrip({
  match,
  sheet,
  cols,
  aside,
}: {
  match: BridgeMatch;
  sheet: BridgeSheet;
  cols: Columns;
  /** At the strip's end: the button that folds the pad away. */
  aside?: ReactNode;
}) {
  const state = sheet.next;
  const { lined, vulnerability } = traitsOf(match.game);
  const noVulnerability = vulnerability === 'none';
  const out = sittingOut(match);
  return (
    <section className="status-strip" aria-label="Before the next deal">
      <ul className="sides">
        {cols.sides.map((side, i) => (
          <li key={side} className={state.vulnerable[side] ? 'vul' : 'not-vul'}>
            <span className="side-name">{cols.heads[i]}</span>{' '}
            {/* Where nobody is ever vulnerable (Six-Deal), each side's score instead. */}
            {noVulnerability ? (
              <span className="strip-total">{sheet.totals[side]}</span>
            ) : (
              <span className="vul-badge">
                {state.vulnerable[side] ? 'vulnerable' : 'not vulnerable'}
              </span>
            )}
            {lined && <span className="needs"> {partScoreText(state, side)}</span>}
          </li>
        ))}
        {out !== null && <li className="sitting-out">Sitting out: {out}</li>}
      </ul>
      {aside}
    </section>
  );
}
