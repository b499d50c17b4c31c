import { useScrollEdges } from '../common/scrollEdges.ts';
import type { BridgeRules } from '../../engine/types.ts';
import { kapitiScoringTable } from './scoringTable.ts';

/** The most value columns any section has (undertricks: four). */
const WIDEST = Math.max(...kapitiScoringTable().map((section) => section.columns.length), 1);

/** The competition's scoring table, as printed beside the official summary sheet. */
export function ScoringTable({ rules }: { rules?: BridgeRules }) {
  useScrollEdges();
  return (
    // With large text the table may be wider than a phone: it scrolls in its own box.
    <div className="table-scroll">
      <table className="scoring-table">
        <caption>Scoring table</caption>
        {kapitiScoringTable(rules).map((section) => (
          <tbody key={section.title}>
            <tr>
              <th scope="rowgroup" colSpan={1 + WIDEST}>
                {section.title}
              </th>
            </tr>
            {section.columns.length > 0 && (
              <tr className="scoring-columns">
                <td colSpan={1 + WIDEST - section.columns.length} />
                {section.columns.map((c) => (
                  <td key={c}>{c}</td>
                ))}
              </tr>
            )}
            {section.rows.map(([label, ...values]) => (
              <tr key={label}>
                <td>{label}</td>
                {values.map((v, i) => (
                  <td
                    key={i}
                    className="num"
                    colSpan={i === 0 ? 1 + WIDEST - values.length : undefined}
                  >
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
