import type { KapitiSummary } from '../../engine/kapitiSummary.ts';
import { sideNames } from '../../engine/players.ts';
import type { Competition, FourPlayerMatch } from '../../engine/types.ts';
import { playedDay } from '../common/fileNames.ts';
import { formatDueDate } from '../common/matchText.ts';
import { APP_NAME } from '../../engine/appName.ts';

/**
 * What a pair sends the organiser with the summary sheet: the e-mail's subject and body, and the
 * line the official form prints above the names. Written once here, read by the Summary screen,
 * the PDF, the PNG, the CSV and the Send result step alike.
 */

/** "Kapiti Round 3: Ian & Bob beat Dave & Alan 1460–1320" (a level or unfinished match says so). */
export function sendSubject(match: FourPlayerMatch, summary: KapitiSummary): string {
  const round = match.competition?.round;
  const head = round === undefined ? 'Kapiti' : `Kapiti ${round}`;
  const names = sideNames(match);
  const [ns, ew] = summary.totals;
  if (summary.status === 'complete' && summary.winner !== null) {
    const won = summary.winner;
    const lost = won === 0 ? 1 : 0;
    return `${head}: ${names[won]} beat ${names[lost]} ${summary.totals[won]}–${summary.totals[lost]}`;
  }
  const state = summary.status === 'tied' ? 'level' : `after deal ${match.deals.length}`;
  return `${head}: ${names[0]} v ${names[1]}, ${state} ${ns}–${ew}`;
}

/** The day the match was played, as a person writes it: "22 November 2026". */
export function playedOn(match: FourPlayerMatch): string {
  const when = new Date(`${playedDay(match.createdAt)}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-NZ', { dateStyle: 'long', timeZone: 'UTC' }).format(when);
}

/** The e-mail's body: the result line, the date, and how the attached match file is checked. */
export function sendBody(result: string, match: FourPlayerMatch, matchFile: string): string {
  return [
    `${result}.`,
    `Played on ${playedOn(match)}.`,
    '',
    `The summary sheet is attached as a PDF, with the match file ${matchFile}: it can be checked with ${APP_NAME}, by importing it or with ${APP_NAME}'s command line (validate and score).`,
  ].join('\r\n');
}

/** A mailto: address with the subject and body filled in; the address is left empty if unknown. */
export function mailtoUrl(to: string | undefined, subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${to === undefined ? '' : encodeURIComponent(to).replace('%40', '@')}?${query}`;
}

/**
 * Who the official form says the sheet goes to, and by when: "Pat Lee, 12 Parata Street,
 * Waikanae or by email to pat@example.org by 1 Dec 2026"; null with no organiser to name.
 */
export function sendToWhom(competition: Competition | undefined): string | null {
  if (competition === undefined) return null;
  const { organiser, address, email, due } = competition;
  const post = [organiser, address].filter((part) => part !== undefined).join(', ');
  const mail = email === undefined ? '' : `by email to ${email}`;
  const to = post !== '' && mail !== '' ? `${post} or ${mail}` : post + mail;
  if (to === '') return null;
  return due === undefined ? to : `${to} by ${formatDueDate(due)}`;
}

/** The official form's line: "Please send this completed score sheet to: Pat Lee, ...". */
export function sendToLine(competition: Competition | undefined): string | null {
  const whom = sendToWhom(competition);
  return whom === null ? null : `Please send this completed score sheet to: ${whom}`;
}
