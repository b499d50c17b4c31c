import type { BridgeRules } from '../../engine/types.ts';
import { kapitiScoringTable } from '../kapiti/scoringTable.ts';
import type { Surface } from './surface.ts';

/** The label column of the scoring table, in millimetres; the numbers share the rest. */
const LABEL_WIDTH = 30;

/** The Kapiti scoring table printed beside the deals, as on the organiser's form. */
export function drawScoringTable(
  s: Surface,
  x: number,
  top: number,
  width: number,
  rules: BridgeRules,
): void {
  let y = top;
  s.text(x, y, 'Scoring Table', { size: 10, bold: true });
  y += 5;
  for (const section of kapitiScoringTable(rules)) {
    s.text(x, y, section.title, { size: 7.5, bold: true });
    if (section.columns.length > 0) {
      const step = (width - LABEL_WIDTH) / section.columns.length;
      section.columns.forEach((c, i) =>
        s.text(x + LABEL_WIDTH + step * (i + 1), y, c, {
          size: 6.5,
          align: 'right',
          color: 'gray',
        }),
      );
    }
    y += 3.6;
    for (const [label, ...values] of section.rows) {
      const step = values.length > 1 ? (width - LABEL_WIDTH) / values.length : 0;
      s.text(x + 1, y, label, { size: 7 });
      values.forEach((v, i) =>
        s.text(values.length > 1 ? x + LABEL_WIDTH + step * (i + 1) : x + width, y, v, {
          size: 7,
          align: 'right',
        }),
      );
      y += 3.4;
    }
    y += 1.6;
  }
}
