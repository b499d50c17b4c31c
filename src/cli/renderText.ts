import { isFourPlayer, isRummy, traitsOf } from '../engine/gameTraits.ts';
import { rulesSaid } from '../engine/rulesSaid.ts';
import { sideNames } from '../engine/players.ts';
import { SEAT_NAME, isSeat } from '../engine/seats.ts';
import type { BridgeSheet, RummySheet, SheetEntry } from '../engine/sheet.ts';
import { backScoreByPlayer, sideLabels } from '../engine/summary.ts';
import { moneyText, paymentText, resultText } from '../engine/moneyText.ts';
import { centsPer100, reckon } from '../engine/settleUp.ts';
import type {
  BridgeMatch,
  Declarer,
  Match,
  PerSide,
  RummyMatch,
  SideIndex,
} from '../engine/types.ts';
import { scoreMatch } from '../engine/everyGame.ts';

/**
 * The score sheet as text a person can read at a terminal: WE/THEY columns with entries above
 * the line stacked upward from it, trick scores below in order, game lines, totals; then the
 * deals one per line. Drawn from the same sheet model as the app.
 */

const COL = 12;
const pad = (text: string | number, width = COL) => String(text).padStart(width);
const rule = (char: string) => `  ${char.repeat(COL * 2 + 2)}`;

/** Column order on the sheet: WE first. Index 0 of the pair is the WE column's side. */
function columns(match: BridgeMatch): PerSide<SideIndex> {
  return 'we' in match && match.we === 'EW' ? [1, 0] : [0, 1];
}

function headings(match: BridgeMatch): PerSide<string> {
  if ('we' in match) {
    const names = sideNames(match);
    const [we, they] = columns(match);
    return [
      `WE (${sideLabels(match)[we]}: ${names[we]})`,
      `THEY (${sideLabels(match)[they]}: ${names[they]})`,
    ];
  }
  return [match.players.A, match.players.B];
}

function twoColumns(left: readonly (number | undefined)[], right: readonly (number | undefined)[]) {
  const lines: string[] = [];
  const rows = Math.max(left.length, right.length);
  for (let i = 0; i < rows; i++) lines.push(`${pad(left[i] ?? '')}  ${pad(right[i] ?? '')}`);
  return lines;
}

/** One rubber (or chukker): above the line newest on top, the line, below grouped by game. */
function rubberBlock(sheet: BridgeSheet, rubber: number, cols: PerSide<SideIndex>): string[] {
  const entries = sheet.entries.filter((e) => e.rubber === rubber);
  const above = (side: SideIndex) =>
    entries
      .filter((e) => e.where === 'above' && e.side === side)
      .map((e) => e.points)
      .reverse();
  const [a0, a1] = [above(cols[0]), above(cols[1])];
  const height = Math.max(a0.length, a1.length);
  const lift = (list: number[]) => [
    ...new Array<undefined>(height - list.length).fill(undefined),
    ...list,
  ];
  const lines = twoColumns(lift(a0), lift(a1));
  lines.push(rule('-'));
  const games = new Set(entries.filter((e) => e.where === 'below').map((e) => e.game));
  const lastGame = Math.max(-1, ...games);
  const linesDrawn = sheet.gameLines.filter((line) => line.rubber === rubber).length;
  for (let game = 0; game <= lastGame; game++) {
    const below = (side: SideIndex) =>
      entries
        .filter((e: SheetEntry) => e.where === 'below' && e.game === game && e.side === side)
        .map((e) => e.points);
    lines.push(...twoColumns(below(cols[0]), below(cols[1])));
    if (game < linesDrawn) lines.push(rule('='));
  }
  const result = sheet.rubbers[rubber];
  if (result !== undefined) {
    lines.push(rule('-'));
    lines.push(`${pad(result.totals[cols[0]])}  ${pad(result.totals[cols[1]])}   total`);
  }
  return lines;
}

function dealLines(sheet: BridgeSheet, match: BridgeMatch, cols: PerSide<SideIndex>): string[] {
  // Two players are named by their names; four by their sides, NS and EW.
  const labels = isFourPlayer(match) ? sideLabels(match) : headings(match);
  const w = Math.max(8, ...labels.map((label) => label.length + 6));
  // The dealer by seat, or in Bridgette by the player's own name.
  const dealerName = (dealer: Declarer) =>
    isSeat(dealer)
      ? SEAT_NAME[dealer]
      : ((match.players as Record<string, string>)[dealer] ?? dealer);
  const width = Math.max(7, ...sheet.deals.map((row) => dealerName(row.before.dealer).length + 1));
  const lines = [
    `  ${'#'.padStart(3)}  ${'dealer'.padEnd(width)}${pad(labels[cols[0]], w)}${pad(labels[cols[1]], w)}  ${pad(`${labels[cols[0]]} sum`, w)}${pad(`${labels[cols[1]]} sum`, w)}  deal`,
  ];
  for (const row of sheet.deals) {
    const dealer = dealerName(row.before.dealer);
    lines.push(
      `  ${String(row.number).padStart(3)}  ${dealer.padEnd(width)}${pad(row.points[cols[0]], w)}${pad(row.points[cols[1]], w)}  ${pad(row.cumulative[cols[0]], w)}${pad(row.cumulative[cols[1]], w)}  ${row.summary}`,
    );
  }
  const endBonus = sheet.entries.filter((e) => e.deal === null);
  for (const entry of endBonus) {
    const points: [number, number] = [0, 0];
    points[entry.side === cols[0] ? 0 : 1] = entry.points;
    lines.push(
      `  ${''.padStart(3)}  ${''.padEnd(width)}${pad(points[0] || '', w)}${pad(points[1] || '', w)}  ${pad('', 2 * w)}  ${entry.explain}`,
    );
  }
  return lines;
}

function statusLine(sheet: BridgeSheet, match: BridgeMatch, cols: PerSide<SideIndex>): string {
  const names = headings(match);
  const totals = `${names[0]} ${sheet.totals[cols[0]]}, ${names[1]} ${sheet.totals[cols[1]]}`;
  const leader = sheet.winner === null ? null : names[cols.indexOf(sheet.winner)];
  if (sheet.status === 'tied') return `Tied: ${totals}`;
  if (sheet.status === 'complete') return `Winner: ${leader ?? ''} (${totals})`;
  return `In progress: ${totals}`;
}

function renderBridge(match: BridgeMatch, sheet: BridgeSheet): string {
  const cols = columns(match);
  const names = headings(match);
  const traits = traitsOf(match.game);
  const played = rulesSaid(match, 'changed');
  const title = played.length === 0 ? traits.name : `${traits.name} (${played.join(', ')})`;
  const lines = [title, `  ${names[0]}`, `  ${names[1]}`, ''];
  if (traits.lined) {
    const label = traits.unit ?? 'Rubber';
    sheet.rubbers.forEach((rubber) => {
      const state =
        rubber.wonBy !== null
          ? ''
          : !rubber.over
            ? ' (in progress)'
            : !traits.rubbers
              ? ' (complete)'
              : sheet.stop !== null && sheet.status === 'tied'
                ? ' (unfinished, level with its bonus: play goes on and the bonus is withdrawn)'
                : ' (unfinished, play stopped)';
      lines.push(`${label} ${rubber.index + 1}${state}`);
      const [left, right] = isFourPlayer(match) ? ['WE', 'THEY'] : headings(match);
      lines.push(`${pad(left)}  ${pad(right)}`);
      lines.push(...rubberBlock(sheet, rubber.index, cols), '');
    });
  }
  lines.push('Deals', ...dealLines(sheet, match, cols), '');
  if (sheet.rubbers.length > 0 && traits.backScore) {
    for (const rubber of sheet.rubbers.filter((r) => r.over)) {
      lines.push(
        `${traits.unit ?? 'Rubber'} ${rubber.index + 1}: net ${Math.abs(rubber.net)} to ${rubber.winner === null ? 'nobody' : names[cols.indexOf(rubber.winner)]}, back score ${Math.abs(rubber.backScore)}`,
      );
    }
  }
  lines.push(...stakeLines(match, sheet));
  lines.push(statusLine(sheet, match, cols));
  return lines.join('\n');
}

/** With a stake: each player's money, and the payments that settle up (docs/rules.md). */
function stakeLines(match: BridgeMatch, sheet: BridgeSheet): string[] {
  const stake = match.rules.stake;
  if (stake === undefined || !traitsOf(match.game).backScore) return [];
  const { money, payments } = reckon(backScoreByPlayer(match, sheet.rubbers), stake);
  return [
    `At ${moneyText(centsPer100(stake), stake.currency)} per 100:`,
    ...Object.entries(money).map(
      ([name, cents]) => `  ${name}: ${resultText(cents, stake.currency)}`,
    ),
    payments.length === 0
      ? 'Nobody pays.'
      : `Settling up: ${payments.map((p) => paymentText(p, stake.currency)).join('; ')}.`,
    '',
  ];
}

function renderRummy(match: RummyMatch, sheet: RummySheet): string {
  const width = Math.max(8, ...match.players.map((p) => p.length + 2));
  const head = `  ${'#'.padStart(3)}  ${match.players.map((p) => p.padStart(width)).join('')}`;
  const lines = [traitsOf(match.game).name, '', head];
  for (const row of sheet.deals) {
    lines.push(
      `  ${String(row.index + 1).padStart(3)}  ${row.cumulative.map((t) => String(t).padStart(width)).join('')}   ${match.players[row.out] ?? ''} went out${row.rummy ? ', rummy' : ''}`,
    );
  }
  const winner = sheet.winner === null ? null : match.players[sheet.winner];
  const state =
    sheet.status === 'in-progress'
      ? 'In progress'
      : sheet.status === 'tied'
        ? 'Tied'
        : `Winner: ${winner ?? ''}`;
  lines.push('', `${state} (lowest total wins)`);
  return lines.join('\n');
}

export function renderText(match: Match): string {
  if (isRummy(match)) return renderRummy(match, scoreMatch(match));
  return renderBridge(match, scoreMatch(match));
}
