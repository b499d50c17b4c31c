import type { FormEvent } from 'react';
import { lazy, Suspense, useId, useState } from 'react';
import type { PartRuns } from '../../matchCode/matchCodeRead.ts';
import { partsSentence } from '../../matchCode/matchCodeRead.ts';
import type { ScanGathered } from '../../matchCode/matchCodeScan.ts';
import { gatherScanned, NOTHING_GATHERED } from '../../matchCode/matchCodeScan.ts';
import type { Problem } from '../../engine/matchFile/problems.ts';
import type { Match } from '../../engine/types.ts';
import type { ImportRead } from '../../db/importRead.ts';
import { problemWords } from '../common/problemWords.ts';
import { readChosenFile, readMatchCodeText } from '../matches/readChosenFile.ts';
import { attempt } from '../common/attempt.ts';
import { insecureAddress, SECURE_LINK } from '../common/secureAddress.ts';

// The camera and its QR reader load when a player asks to scan.
const CameraScan = lazy(() => import('./CameraScan.tsx'));

/**
 * What a screen does with a match read from another device: the problems that keep it from being
 * used (another match altogether, say), or none once it is taken.
 */
export type TakeMatch = (match: Match) => readonly Problem[] | Promise<readonly Problem[]>;

/**
 * The camera's line: what has been read so far, or why a code read whole is refused (`refused`,
 * each problem in words; empty for a code that is no match code at all).
 */
export interface ScanStatus {
  readonly text: string;
  readonly refused: readonly string[] | null;
}

/** "Read 2 of 3 parts; part 3 is still to read." */
function partialWords(read: number, count: number, missing: PartRuns): string {
  const still = partsSentence(missing, 'still to read');
  return `Read ${read} of ${count} parts; ${still}. Keep the camera on the other device’s screen.`;
}

/**
 * The other device's match code, however it comes (docs/format.md, "The match code"): scanned off
 * its screen with the camera, the parts of a long match in any order; a link or code pasted; or a
 * file, read as Import reads one (a match code file, or a match file of one match). Every one is
 * read away from the page. A code that cannot be read, or that `take` refuses, is said in an
 * alert, and nothing changes.
 */
export function ReadMatchCode({
  take,
  submitLabel,
  refusal,
}: {
  take: TakeMatch;
  /** The paste form's button: "Compare", "Join". */
  submitLabel: string;
  /** The alert's first line when a code is refused: "… Nothing was changed." */
  refusal: string;
}) {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<readonly string[]>([]);
  // A read or a take that fails after all is said where the problems are.
  const failed = (text: string) => setProblems([text]);
  const [scanning, setScanning] = useState(false);
  const [gathered, setGathered] = useState<ScanGathered>(NOTHING_GATHERED);
  const [scanStatus, setScanStatus] = useState<ScanStatus | null>(null);
  const fileId = useId();
  const textId = useId();

  /** Why what was read is not taken, in words: none once it is taken. */
  const settle = async (read: ImportRead): Promise<string[]> => {
    const [match, ...others] = read.ok ? read.matches : [];
    const refused = !read.ok
      ? read.problems
      : match === undefined || others.length > 0
        ? [
            {
              path: '$',
              message: `this file holds ${read.matches.length} matches: join or compare one match at a time`,
            },
          ]
        : await take(match);
    const more = read.ok || read.more === 0 ? [] : [`… and ${read.more.toLocaleString('en')} more`];
    return refused.length === 0 ? [] : [...refused.map(problemWords), ...more];
  };
  // Read away from the page (readChosenFile), so that no code, however made, holds up a tap.
  const read = async (texts: readonly string[]) =>
    settle(await readMatchCodeText(texts.join('\n')));

  const onScanned = (scanned: string) => {
    const step = gatherScanned(gathered, scanned);
    setGathered(step.gathered);
    if (step.kind === 'refused') {
      setScanStatus({ text: `That code cannot be used: ${step.message}.`, refused: [] });
      return;
    }
    if (step.kind === 'partial') {
      setScanStatus({ text: partialWords(step.read, step.count, step.missing), refused: null });
      return;
    }
    setScanStatus({ text: 'Read. Checking the match…', refused: null });
    attempt(
      read(step.texts).then((refused) => {
        setGathered(NOTHING_GATHERED);
        if (refused.length === 0) {
          setProblems([]);
          setScanning(false);
          return;
        }
        // Said where the player looks, in place of the camera's line; the camera reads on.
        setScanStatus({ text: refusal, refused });
      }),
      failed,
      'Not read',
    );
  };

  const toggleCamera = () => {
    setGathered(NOTHING_GATHERED);
    setScanStatus(null);
    setScanning(!scanning);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    attempt(read([text]).then(setProblems), failed, 'Not read');
  };

  return (
    <div className="read-match-code">
      {insecureAddress() ? (
        // The browser gives no camera to a page at an address it does not count as secure (a club
        // laptop's plain HTTP one): said here, where the camera's button would be, not tried.
        <p className="scan-problem">
          No camera on this link: the browser allows it only on {SECURE_LINK}. Paste the other
          device’s link below, or choose its match code file.
        </p>
      ) : (
        <div className="scan-start">
          <button type="button" className="primary" aria-expanded={scanning} onClick={toggleCamera}>
            {scanning ? 'Stop the camera' : 'Scan the other device’s code'}
          </button>
        </div>
      )}
      {scanning && (
        <Suspense fallback={<p className="muted">Opening the camera…</p>}>
          <CameraScan onText={onScanned} status={scanStatus} />
        </Suspense>
      )}
      <form className="compare-input" onSubmit={onSubmit}>
        <label htmlFor={textId}>Or paste the other device&apos;s match code or link</label>
        <textarea
          id={textId}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" disabled={text.trim() === ''}>
          {submitLabel}
        </button>
      </form>
      <div className="compare-file">
        <label htmlFor={fileId}>Or choose a match code file</label>
        <input
          id={fileId}
          type="file"
          accept=".txt,.bpm.txt,text/plain,.json,application/json"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            // Read as Import reads a file: a match code file, or a match file.
            if (chosen !== undefined)
              attempt(readChosenFile(chosen).then(settle).then(setProblems), failed, 'Not read');
          }}
        />
      </div>
      {problems.length > 0 && (
        <div className="compare-problems" role="alert">
          <p>{refusal}</p>
          <ul>
            {problems.map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
