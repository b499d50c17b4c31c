import type { BridgeSheet, RubberResult, SheetEntry } from '../../engine/sheet.ts';
import type { PerSide, SideIndex } from '../../engine/types.ts';

export interface PlacedEntry {
  readonly entry: SheetEntry;
  readonly index: number;
}

type Cell = PlacedEntry | undefined;

/**
 * One rubber laid out as on paper, for the screen and the PDF alike: above the line, rows from
 * the top with each column's entries bottom-aligned (the first nearest the line, the newest on
 * top); below the line, each game's trick scores in order with whether a line closes it.
 */
export interface RubberLayout {
  readonly above: readonly (readonly [Cell, Cell])[];
  readonly games: readonly {
    readonly rows: readonly (readonly [Cell, Cell])[];
    readonly closed: boolean;
  }[];
  readonly totals: PerSide<number>;
}

export function layoutRubber(
  sheet: BridgeSheet,
  rubber: RubberResult,
  sides: PerSide<SideIndex>,
): RubberLayout {
  const placed = sheet.entries
    .map((entry, index) => ({ entry, index }))
    .filter((p) => p.entry.rubber === rubber.index);
  const column = (side: SideIndex, where: 'above' | 'below', game?: number) =>
    placed.filter(
      (p) =>
        p.entry.side === side &&
        p.entry.where === where &&
        (game === undefined || p.entry.game === game),
    );
  const [left, right] = sides;
  const aboveLeft = column(left, 'above');
  const aboveRight = column(right, 'above');
  const height = Math.max(aboveLeft.length, aboveRight.length);
  const above = Array.from({ length: height }, (_, row) => {
    const fromLine = height - 1 - row;
    return [aboveLeft[fromLine], aboveRight[fromLine]] as const;
  });
  const lines = sheet.gameLines.filter((l) => l.rubber === rubber.index).length;
  const count = Math.max(
    0,
    ...placed.filter((p) => p.entry.where === 'below').map((p) => p.entry.game + 1),
  );
  const games = Array.from({ length: count }, (_, game) => {
    const a = column(left, 'below', game);
    const b = column(right, 'below', game);
    const rows = Array.from(
      { length: Math.max(a.length, b.length, 1) },
      (_, row) => [a[row], b[row]] as const,
    );
    return { rows, closed: game < lines };
  });
  return { above, games, totals: [rubber.totals[left], rubber.totals[right]] };
}
