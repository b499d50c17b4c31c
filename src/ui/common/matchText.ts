import { isRummy, traitsOf } from '../../engine/gameTraits.ts';
import { sideNames } from '../../engine/players.ts';
import type { Standing } from '../../engine/standing.ts';
import type { Match } from '../../engine/types.ts';

/** The game's name in full: "Kapiti 30-deal match", "Bridgette Six-Deal". */
export function gameName(game: Match['game']): string {
  return traitsOf(game).name;
}

/** The game's name as a heading on a small screen: "Six-Deal", "Kapiti match". */
export function shortGameName(game: Match['game']): string {
  return traitsOf(game).shortName;
}

/** "Ian & Bob v Dave & Alan"; rummy: "Ann, Bob, Cy". */
export function playersLine(match: Match): string {
  if (isRummy(match)) return match.players.join(', ');
  const [a, b] = sideNames(match);
  return `${a} v ${b}`;
}

/**
 * The device's own way of writing a day and a time, made once: a list of hundreds of matches
 * writes one per row at every drawing, and making the format is most of the work.
 */
let dateFormat: Intl.DateTimeFormat | null = null;

export function formatDate(iso: string | undefined): string {
  if (iso === undefined) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat.format(date);
}

/** "Ian & Bob lead by 340", "Ian & Bob won by 1830", "Tied at 500", "No score yet". */
export function standingLine(match: Match, standing: Standing): string {
  if (isRummy(match)) {
    if (standing.deals === 0) return 'No score yet';
    const best = standing.winner === null ? null : match.players[standing.winner];
    if (best === null || best === undefined) return 'Level for the lowest total';
    return standing.status === 'complete' ? `${best} won (lowest total)` : `${best} lowest`;
  }
  const [a = 0, b = 0] = standing.totals;
  if (a === 0 && b === 0) return standing.deals === 0 ? 'No deals yet' : 'No score yet';
  const names = sideNames(match);
  if (a === b) return `Level at ${a}`;
  const leader = a > b ? names[0] : names[1];
  const margin = Math.abs(a - b);
  return standing.status === 'complete'
    ? `${leader} won by ${margin}`
    : `${leader} lead by ${margin}`;
}

export function statusLabel(standing: Pick<Standing, 'status'>): string {
  return standing.status === 'complete'
    ? 'Complete'
    : standing.status === 'tied'
      ? 'Tied'
      : 'In progress';
}

/** A due date (YYYY-MM-DD) as the reader's locale writes it: "1 Dec 2026". */
export function formatDueDate(due: string): string {
  const date = new Date(`${due}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return due;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * Whether a competition match's result has gone to the organiser: "sent", "not sent, due 1 Dec
 * 2026" once the match is over, "due 1 Dec 2026" before; null for a match with nothing to send.
 */
export function sentLine(match: Match, standing: Pick<Standing, 'status'>): string | null {
  if (!traitsOf(match.game).competition) return null;
  if (match.sent !== undefined) return 'sent';
  const due = match.competition?.due;
  const dueText = due === undefined ? null : `due ${formatDueDate(due)}`;
  if (standing.status !== 'complete') return dueText;
  return dueText === null ? 'not sent' : `not sent, ${dueText}`;
}
