import { listMatches } from '../../db/allMatches.ts';
import type { BridgepadDb } from '../../db/database.ts';
import { eveningBackScore } from '../../engine/eveningBackScore.ts';
import type { TableGroup } from '../../engine/tableGroup.ts';
import { eveningFileName, playedDay } from '../common/fileNames.ts';
import { shareOrDownload } from '../common/shareFile.ts';
import { eveningCsv } from './eveningCsv.ts';
import { drawEveningPage } from './eveningDrawing.ts';
import { eveningSheet } from './eveningSheet.ts';
import { sheetPdf } from './sheetPdf.ts';

/** An evening as its entry on the matches list knows it. */
export interface Evening {
  readonly group: TableGroup;
  /** Its players as the list names them, and its file. */
  readonly players: readonly string[];
  /** "Rubber bridge evening, 5 players". */
  readonly title: string;
  /** Its game, for the file's name; undefined when none of its rubbers reads. */
  readonly game: string | undefined;
  /** When its first rubber started. */
  readonly startedAt: string;
}

/**
 * The evening's back score, money and payments for the host to print or pass round: one A4 page
 * as PDF, in the sheet's own font, or the same as CSV, named as the evening's file is
 * (eveningFileName) and shared or saved. Worked out from every stored rubber of the evening, as
 * the screen's back score is. Loaded only when one is made. Resolves to what to say (short: the
 * file's name runs long, and a message bar at a large text size would cover the screen), or null
 * when the person cancelled the share.
 */
export async function saveEveningSheet(
  db: BridgepadDb,
  evening: Evening,
  format: 'pdf' | 'csv',
): Promise<string | null> {
  const matches = (await listMatches(db)).flatMap(({ match }) => (match.ok ? [match.value] : []));
  const sheet = eveningSheet(
    eveningBackScore(evening.group, matches),
    evening.title,
    playedDay(evening.startedAt),
  );
  const title = `${sheet.title}: the back score`;
  const blob =
    format === 'pdf'
      ? await sheetPdf({ title, subject: 'The back score' }, (s) => drawEveningPage(s, sheet))
      : new Blob([eveningCsv(sheet)], { type: 'text/csv;charset=utf-8' });
  const name = eveningFileName(evening.game, evening.players, evening.startedAt, format);
  const how = await shareOrDownload(blob, name, title);
  return how === 'cancelled'
    ? null
    : `The back score ${how === 'shared' ? 'shared' : 'saved'} as ${format.toUpperCase()}.`;
}
