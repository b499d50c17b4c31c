import { useState } from 'react';
import { exportMatch } from '../../db/importExport.ts';
import { now } from '../../db/matchStore.ts';
import type { MatchRecord } from '../../db/records.ts';
import { errorText } from '../../engine/errorText.ts';
import { kapitiSummary } from '../../engine/kapitiSummary.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { downloadBlob } from '../common/download.ts';
import { matchFileName, sheetFileName } from '../common/fileNames.ts';
import { formatDueDate } from '../common/matchText.ts';
import { useMatchActions } from '../table/useMatchActions.ts';
import { winnersLine } from '../export/summaryDrawing.ts';
import { mailtoUrl, sendBody, sendSubject } from './sendText.ts';

type Nav = Navigator & { canShare?: (data: ShareData) => boolean };

/** After the device could not share: the files are downloaded, and the e-mail is to write. */
interface MailStep {
  readonly href: string;
  readonly files: readonly string[];
}

/** "Sent 23 Nov 2026, 10:14", or "Not sent yet, due 1 Dec 2026". */
export function sentText(match: FourPlayerMatch): string {
  if (match.sent !== undefined) {
    const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    return `Sent ${when.format(new Date(match.sent))}`;
  }
  const due = match.competition?.due;
  return due === undefined ? 'Not sent yet' : `Not sent yet, due ${formatDueDate(due)}`;
}

/**
 * Send result: the official PDF and the match file together, in one tap. Where the device can
 * share files (Web Share), its share sheet takes both to mail or messaging and the match records
 * that it was sent; elsewhere both files are downloaded and an e-mail to the organiser, subject
 * and body filled in, is one tap away, with a button to record that it went.
 */
export function SendResult({
  match,
  id,
  record,
}: {
  match: FourPlayerMatch;
  id: string;
  record: MatchRecord;
}) {
  const { commit } = useMatchActions(id);
  const showToast = useShowToast();
  const [busy, setBusy] = useState(false);
  const [mail, setMail] = useState<MailStep | null>(null);

  const markSent = async (sent: boolean) => {
    const after = sent ? now() : null;
    const saved = await commit({
      kind: 'detail',
      field: 'sent',
      before: match.sent ?? null,
      after,
    });
    if (saved && sent) setMail(null);
    return saved;
  };

  const send = async () => {
    setBusy(true);
    try {
      const text = exportMatch(record);
      if (!text.ok) throw new Error('the match no longer reads as a valid match');
      const { summaryPdf } = await import('../export/kapitiExports.ts');
      const summary = kapitiSummary(match);
      const subject = sendSubject(match, summary);
      const jsonName = matchFileName(match);
      const body = sendBody(winnersLine(match, summary), match, jsonName);
      const pdfName = sheetFileName(match, 'pdf');
      const pdf = await summaryPdf(match);
      const files = [
        new File([pdf], pdfName, { type: 'application/pdf' }),
        new File([text.value], jsonName, { type: 'application/json' }),
      ];
      const nav = navigator as Nav;
      if (typeof nav.share === 'function' && nav.canShare?.({ files }) === true) {
        try {
          await nav.share({ files, title: subject, text: body });
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          throw error;
        }
        if (await markSent(true)) showToast(`Result sent: ${subject}.`);
        return;
      }
      for (const file of files) downloadBlob(file.name, file);
      setMail({
        href: mailtoUrl(match.competition?.email, subject, body),
        files: [pdfName, jsonName],
      });
    } catch (error) {
      showToast(`Could not send the result: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const organiser = match.competition?.organiser ?? match.competition?.email;
  return (
    <div className="send-result">
      <p className="sent-state">{sentText(match)}</p>
      <button type="button" className="primary" disabled={busy} onClick={() => void send()}>
        {busy ? 'Preparing the result…' : 'Send result'}
      </button>
      {match.sent !== undefined && (
        <button type="button" onClick={() => void markSent(false)}>
          Mark as not sent
        </button>
      )}
      {mail !== null && (
        <div className="send-mail" role="status">
          <p>
            This device cannot share files, so both are saved to your downloads:{' '}
            {mail.files.join(' and ')}. Attach them to the e-mail.
          </p>
          {match.competition?.email === undefined && (
            <p>
              No organiser e-mail is set for this match: choose a competition in Settings, or type
              the address in the e-mail.
            </p>
          )}
          <a className="button primary" href={mail.href}>
            {organiser === undefined ? 'Write the e-mail' : `Write the e-mail to ${organiser}`}
          </a>
          <button type="button" onClick={() => void markSent(true)}>
            Mark as sent
          </button>
        </div>
      )}
    </div>
  );
}
