import { useEffect, useRef, useState } from 'react';
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
import { winnersLine } from '../export/summaryDrawing.ts';
import { useMatchActions } from '../table/useMatchActions.ts';
import { mailtoUrl, sendBody, sendSubject } from './sendText.ts';
import { useAttempt } from '../common/attempt.ts';

type Nav = Navigator & { canShare?: (data: ShareData) => boolean };

/** What Send result sends, made before the tap: a share sheet opens only straight from a tap. */
interface Prepared {
  readonly files: readonly File[];
  readonly subject: string;
  readonly body: string;
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

/** The official PDF and the match file, made again whenever the match changes. */
function usePrepared(match: FourPlayerMatch, record: MatchRecord): Prepared | Error | null {
  // Kept with the record it was made from: a newer record means it is being made again.
  const [made, setMade] = useState<{ from: MatchRecord; value: Prepared | Error } | null>(null);
  useEffect(() => {
    let live = true;
    const make = async (): Promise<Prepared> => {
      const text = exportMatch(record);
      if (!text.ok) throw new Error('the match no longer reads as a valid match');
      const { summaryPdf } = await import('../export/kapitiExports.ts');
      const summary = kapitiSummary(match);
      const jsonName = matchFileName(match);
      const files = [
        new File([await summaryPdf(match)], sheetFileName(match, 'pdf'), {
          type: 'application/pdf',
        }),
        new File([text.value], jsonName, { type: 'application/json' }),
      ];
      const body = sendBody(winnersLine(match, summary), match, jsonName);
      return { files, subject: sendSubject(match, summary), body };
    };
    make().then(
      (value) => live && setMade({ from: record, value }),
      (error: unknown) => live && setMade({ from: record, value: new Error(errorText(error)) }),
    );
    return () => {
      live = false;
    };
  }, [match, record]);
  return made?.from === record ? made.value : null;
}

/**
 * Send result: the official PDF and the match file together, in one tap. Where the device can
 * share files (Web Share), its share sheet takes both to mail or messaging and the match records
 * that it was sent; elsewhere, or when the share sheet is refused, both files are downloaded and
 * an e-mail to the organiser, subject and body filled in, is one tap away, with a button to record
 * that it went.
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
  const act = useAttempt();
  const prepared = usePrepared(match, record);
  const [mail, setMail] = useState<string | null>(null);
  const state = useRef<HTMLParagraphElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  const markSent = async (sent: boolean) => {
    const after = sent ? now() : null;
    const written = await commit({
      kind: 'detail',
      field: 'sent',
      before: match.sent ?? null,
      after,
    });
    if (!written.ok) return false;
    setMail(null);
    // The button pressed goes away with the change: focus goes where the change is said.
    (sent ? state.current : sendButton.current)?.focus();
    return true;
  };

  const offerMail = (ready: Prepared) => {
    for (const file of ready.files) downloadBlob(file.name, file);
    setMail(mailtoUrl(match.competition?.email, ready.subject, ready.body));
  };

  const send = () => {
    if (prepared === null || prepared instanceof Error) return;
    const nav = navigator as Nav;
    const data = { files: [...prepared.files], title: prepared.subject, text: prepared.body };
    if (typeof nav.share !== 'function' || nav.canShare?.({ files: data.files }) !== true) {
      offerMail(prepared);
      return;
    }
    // Called in the tap itself, with nothing awaited first, so every browser lets it open.
    nav.share(data).then(
      async () => {
        if (await markSent(true)) showToast(`Result sent: ${prepared.subject}.`);
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        offerMail(prepared);
      },
    );
  };

  const organiser = match.competition?.organiser ?? match.competition?.email;
  const names =
    prepared === null || prepared instanceof Error ? [] : prepared.files.map((f) => f.name);
  return (
    <div className="send-result">
      <p className="sent-state" role="status" tabIndex={-1} ref={state}>
        {sentText(match)}
      </p>
      <button
        type="button"
        className="primary"
        ref={sendButton}
        disabled={prepared === null || prepared instanceof Error}
        onClick={send}
      >
        {prepared === null ? 'Preparing the result…' : 'Send result'}
      </button>
      {prepared instanceof Error && (
        <p role="alert">The result could not be prepared: {prepared.message}</p>
      )}
      {match.sent !== undefined && (
        <button type="button" onClick={() => act(markSent(false), 'Not saved')}>
          Mark as not sent
        </button>
      )}
      {mail !== null && (
        <div className="send-mail">
          <p>
            This device cannot share files, so both are saved to your downloads:{' '}
            {names.join(' and ')}. Attach them to the e-mail.
          </p>
          {match.competition?.email === undefined && (
            <p>
              No organiser e-mail is set for this match: choose a competition in Settings, or type
              the address in the e-mail.
            </p>
          )}
          <a className="button primary" href={mail}>
            {organiser === undefined ? 'Write the e-mail' : `Write the e-mail to ${organiser}`}
          </a>
          <button type="button" onClick={() => act(markSent(true), 'Not saved')}>
            Mark as sent
          </button>
        </div>
      )}
    </div>
  );
}
