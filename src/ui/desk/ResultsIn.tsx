import { useEffect, useId, useRef, useState } from 'react';
import type { Desk } from '../../db/desk.ts';
import { takeBack, takeChosenResult, takeResult } from '../../db/deskResults.ts';
import { listMatches } from '../../db/allMatches.ts';
import { errorText } from '../../engine/errorText.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import type { Match } from '../../engine/types.ts';
import type { Pairing } from '../../season/draw.ts';
import { traitsOf } from '../../engine/gameTraits.ts';
import type { ResultCheck, ResultRefusal } from '../../season/results.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { readChosenFile } from '../matches/readChosenFile.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { pairNames, sentence, wonText } from './deskText.ts';
import { chooseText, deskRefusalText, resultRefusalText } from './refusalText.ts';
import type { SharedFile } from './sharedFiles.ts';
import { forgetSharedFiles, sharedFiles } from './sharedFiles.ts';
import { useAttempt } from '../common/attempt.ts';
import type { ClubResult } from '../../db/deskResults.ts';
import { ClubResults } from './ClubResults.tsx';

/** What became of one match that came in: taken, refused with its reason, or a choice to make. */
interface Report {
  readonly key: number;
  readonly from: string;
  readonly match: Match | null;
  readonly check: ResultCheck | { readonly kind: 'unread'; readonly message: string };
}

let nextKey = 0;
/** Where a match that reached this device from the club came from, on its line and its kept file. */
const FROM_CLUB = 'From the club';
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
type Candidate = { readonly round: number; readonly pairing: Pairing };

function takenText(desk: Desk, check: Extract<ResultCheck, { kind: 'taken' }>): string {
  const round = desk.rounds[check.round]?.name ?? '';
  return `Taken: ${round}, ${wonText(desk, check.outcome, check.pairing)}.`;
}

const candidateText = (desk: Desk, { round, pairing }: Candidate) =>
  `${desk.rounds[round]?.name ?? ''}: ${pairNames(desk, pairing.a)} v ${pairing.b === null ? 'bye' : pairNames(desk, pairing.b)}`;

const refusedAs = (check: Report['check'], reason: ResultRefusal['reason']) =>
  check.kind === 'refused' && check.refusal.reason === reason;

/** The results a batch took in, to take back together as one step (Undo). */
const takenIn = (reports: readonly Report[]) =>
  reports.flatMap((r) => (r.check.kind === 'taken' ? [r.check] : []));

/**
 * Results in from match files: many files at once (each may be a backup of many matches), files
 * shared with bridgepad from mail or messaging, or the competition matches already on this device
 * (a match joined by its QR code, say). Each match is scored again and matched to its pairing by
 * the pairs' names; each file gets its own line, and a file refused changes nothing. What one tap
 * takes in is one step: Undo takes it all back.
 */
export function ResultsIn({ desk }: { desk: Desk }) {
  const storage = useStorage();
  const db = useDb();
  const showToast = useShowToast();
  const act = useAttempt();
  const inputId = useId();
  const files = useRef<HTMLInputElement>(null);
  const [reports, setReports] = useState<Report[]>([]);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  // Files shared with bridgepad from another app, waiting to be taken in.
  const [shared, setShared] = useState<readonly SharedFile[]>([]);
  useEffect(() => {
    let live = true;
    sharedFiles().then(
      (files) => live && setShared(files),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  /** Takes back what one tap took in, latest first; says what could not be. */
  const undoBatch = async (taken: readonly Extract<ResultCheck, { kind: 'taken' }>[]) => {
    const refusedLines: string[] = [];
    for (const check of [...taken].reverse()) {
      try {
        const back = await storage.write((d) => takeBack(d, desk.id, check.round, check.pairing));
        if (!back.ok) refusedLines.push(deskRefusalText(back.refusal));
      } catch (error) {
        refusedLines.push(errorText(error));
      }
    }
    showToast(
      refusedLines.length === 0
        ? `${count(taken.length, 'result')} taken back.`
        : `Not every result was taken back: ${refusedLines.join('; ')}.`,
    );
  };

  /** Runs one action at a time, saying what it found, or what went wrong. */
  const run = async (work: () => Promise<Report[]>) => {
    setBusy(true);
    setSaid(null);
    try {
      const out = await work();
      setReports((before) => [...out, ...before]);
      const taken = takenIn(out);
      const others = out.filter((r) => r.check.kind !== 'taken' && r.match !== null).length;
      const line = `${count(taken.length, 'result')} taken in${others === 0 ? '.' : `; ${others} not taken, each with its reason below.`}`;
      setSaid(line);
      if (taken.length > 0)
        showToast(line, { label: 'Undo', run: () => act(undoBatch(taken), 'Not taken back') });
    } catch (error) {
      setSaid(`Nothing more was taken in: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const take = async (from: string, match: Match): Promise<Report> => {
    const done = await storage.write((d) => takeResult(d, desk.id, match, from));
    return {
      key: nextKey++,
      from,
      match,
      check: done.ok
        ? done.value
        : { kind: 'unread', message: `Not taken: ${deskRefusalText(done.refusal)}` },
    };
  };

  /** A file's lines: a backup's matches of other games are counted on one line, not listed. */
  const readFile = async (file: File): Promise<Report[]> => {
    const read = await readChosenFile(file);
    if (!read.ok) {
      const first = read.problems[0];
      const message = first === undefined ? 'cannot be read' : formatProblem(first);
      return [{ key: nextKey++, from: file.name, match: null, check: { kind: 'unread', message } }];
    }
    const out: Report[] = [];
    let others = 0;
    for (const match of read.matches) {
      const report = await take(file.name, match);
      if (refusedAs(report.check, 'otherGame') && read.matches.length > 1) others += 1;
      else out.push(report);
    }
    if (others > 0)
      out.push({
        key: nextKey++,
        from: file.name,
        match: null,
        check: {
          kind: 'unread',
          message: `${count(others, 'match', 'matches')} of other games left out`,
        },
      });
    return out;
  };

  const fromFiles = (files: readonly File[]) =>
    run(async () => (await Promise.all(files.map(readFile))).flat());

  /** The shared files: a file whose every match was taken, or was in already, is let go. */
  const fromShared = () =>
    run(async () => {
      const out: Report[] = [];
      const settled: string[] = [];
      for (const { key, file } of shared) {
        const lines = await readFile(file);
        out.push(...lines);
        if (lines.every((r) => r.check.kind === 'taken' || refusedAs(r.check, 'inAlready')))
          settled.push(key);
      }
      await forgetSharedFiles(settled);
      setShared(await sharedFiles());
      return out;
    });

  /**
   * The competition matches on this device (Kapiti matches have no end of play to wait for: a
   * match is over at its deciding deal). The ones in already are counted, not listed.
   */
  const fromDevice = () =>
    run(async () => {
      const out: Report[] = [];
      let checked = 0;
      let inAlready = 0;
      for (const { record, match } of await listMatches(db)) {
        if (!match.ok || !traitsOf(match.value.game).competition) continue;
        checked += 1;
        const report = await take(`This device (${record.id.slice(0, 8)})`, match.value);
        if (refusedAs(report.check, 'inAlready')) inAlready += 1;
        else out.push(report);
      }
      const taken = takenIn(out).length;
      const notTaken = out.length - taken;
      out.push({
        key: nextKey++,
        from: 'This device',
        match: null,
        check: {
          kind: 'unread',
          message:
            checked === 0
              ? 'No competition matches on this device'
              : `${count(checked, 'competition match', 'competition matches')} on this device: ${taken} taken, ${inAlready} in already, ${notTaken} not taken${notTaken === 0 ? '' : ' (each with its reason above)'}`,
        },
      });
      return out;
    });

  /**
   * Matches from the club: those that pass are taken as one step, and the rest each said with
   * their reason, as they stood when tapped.
   */
  const fromClub = (passing: readonly ClubResult[], rest: readonly ClubResult[]) =>
    run(async () => {
      const out: Report[] = [];
      for (const { match } of passing) out.push(await take(FROM_CLUB, match));
      for (const { match, check } of rest)
        out.push({ key: nextKey++, from: FROM_CLUB, match, check });
      return out;
    });

  const choose = async (report: Report, candidate: Candidate) => {
    const { match } = report;
    if (match === null || busy) return;
    setBusy(true);
    try {
      const done = await storage.write((d) =>
        takeChosenResult(d, desk.id, match, candidate, report.from),
      );
      const check: Report['check'] = done.ok
        ? done.value
        : { kind: 'unread', message: `Not taken: ${deskRefusalText(done.refusal)}` };
      setReports((all) => all.map((r) => (r.key === report.key ? { ...r, check } : r)));
      if (check.kind === 'taken')
        showToast(takenText(desk, check), {
          label: 'Undo',
          run: () => act(undoBatch([check]), 'Not taken back'),
        });
    } catch (error) {
      setSaid(`Not taken: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="desk-results" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Results in</h2>
      <p className="muted small">
        The match files the winners send: each is scored again, and a result goes in only when the
        match is finished and its pairs are drawn to meet.
      </p>
      <div className="toolbar">
        <button type="button" disabled={busy} onClick={() => files.current?.click()}>
          Add match files
        </button>
        <input
          ref={files}
          type="file"
          multiple
          accept=".json,.txt,application/json,text/plain"
          className="visually-hidden"
          aria-label="Add match files"
          tabIndex={-1}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            if (chosen.length > 0) act(fromFiles(chosen), 'Nothing taken in');
          }}
        />
        {shared.length > 0 && (
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => act(fromShared(), 'Nothing taken in')}
          >
            Take the {shared.length === 1 ? 'shared file' : `${shared.length} shared files`}
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => act(fromDevice(), 'Nothing taken in')}>
          From matches on this device
        </button>
      </div>
      <ClubResults
        desk={desk}
        busy={busy}
        take={(passing, rest) => act(fromClub(passing, rest), 'Nothing taken in')}
      />
      <p role="status" className="muted">
        {busy ? 'Checking…' : (said ?? '')}
      </p>
      {reports.length > 0 && (
        <ul className="desk-reports" aria-label="What came in">
          {reports.map((report) => (
            <li key={report.key} className={`desk-report-${report.check.kind}`}>
              <strong>{report.from}</strong>: <ReportText desk={desk} report={report} />
              {report.check.kind === 'choose' && (
                <div className="toolbar">
                  {report.check.candidates.map((candidate) => (
                    <button
                      key={`${candidate.round}-${candidate.pairing.a}`}
                      type="button"
                      disabled={busy}
                      onClick={() => act(choose(report, candidate), 'Not taken')}
                    >
                      Take as {candidateText(desk, candidate)}
                    </button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportText({ desk, report }: { desk: Desk; report: Report }) {
  const { check } = report;
  switch (check.kind) {
    case 'taken':
      return <>{takenText(desk, check)}</>;
    case 'choose':
      return <>{sentence(chooseText(check.sides))}</>;
    case 'refused':
      return <>Not taken: {resultRefusalText(desk, check.refusal)}.</>;
    case 'unread':
      return <>{check.message}.</>;
  }
}
