import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type * as MatchCode from '../../matchCode/matchCode.ts';
import type { Match } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { canShareFiles, downloadText } from '../common/download.ts';
import { matchFileName } from '../common/fileNames.ts';
import { shareOrDownload } from '../common/shareFile.ts';
import { useAttempt } from '../common/attempt.ts';
import { saidHere } from '../common/saidHere.ts';
import { ToastBar } from '../common/ToastBar.tsx';
import { APP_NAME } from '../../engine/appName.ts';

// The QR code and its library load when Show match is tapped, not with the Export screen.
const MatchCodeQr = lazy(() => import('./MatchCodeQr.tsx'));

type MatchCodeModule = typeof MatchCode;
const loadMatchCode = () => import('../../matchCode/matchCode.ts');

/**
 * The match code's writer, fetched as this section appears rather than with the Export screen
 * itself, so the first screen's list of what each screen needs stays as it was. Null for the
 * moment it takes to arrive.
 */
function useMatchCode(): MatchCodeModule | null {
  const [module, setModule] = useState<MatchCodeModule | null>(null);
  useEffect(() => {
    let live = true;
    loadMatchCode().then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      // Not loaded (offline before it was kept): Copy link and the rest load it when tapped.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return module;
}

/** Copies text; false when this browser gives no clipboard or refuses it. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator.clipboard?.writeText !== 'function') return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The link in a field, selected, for a browser that would not copy it. */
function LinkField({ link }: { link: string }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [link]);
  return (
    <label className="match-link">
      Link to this match, to copy
      <input ref={field} type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
    </label>
  );
}

/**
 * Show this match to another device: the whole match as a match code, drawn as a QR code (or a
 * few, in turn) for the other phone to read off the screen, or sent as a link or a file. The three
 * carry the same text (docs/format.md, "Two devices: the check code and the match code").
 */
export function ShowMatch({
  match,
  initiallyShowing = false,
  messagesHere = false,
}: {
  match: Match;
  /** Draw the code at once (Show match from the table) rather than on a tap. */
  initiallyShowing?: boolean;
  /** Say messages under the buttons, in the screen's flow (saidHere.ts), not floating. */
  messagesHere?: boolean;
}) {
  const showToast = useShowToast();
  const act = useAttempt();
  const loaded = useMatchCode();
  const [showing, setShowing] = useState(initiallyShowing);
  const [unCopied, setUnCopied] = useState<string | null>(null);
  // The share sheet, where it takes files: to send the code by mail or messaging.
  const [canShare] = useState(() =>
    canShareFiles([new File([''], 'match.bpm.txt', { type: 'text/plain' })]),
  );
  const parts = useMemo(
    () => (showing && loaded !== null ? loaded.encodeMatch(match) : null),
    [showing, loaded, match],
  );

  // Once the writer is here (a moment after the screen opens) the link is copied within the tap
  // itself, which is when browsers allow the clipboard.
  const copyLink = async () => {
    const { matchCodeFragment } = loaded ?? (await loadMatchCode());
    // The app's own address, the match code after `#m=` (docs/format.md, "The match code").
    const link = `${window.location.origin}/${matchCodeFragment(match)}`;
    if (await copyText(link)) {
      setUnCopied(null);
      showToast('Link copied: open it on the other device.');
    } else {
      setUnCopied(link);
    }
  };
  const codeFile = async () => {
    const { matchCodeFile } = loaded ?? (await loadMatchCode());
    const name = matchFileName(match, 'bpm.txt');
    return new File([matchCodeFile(match)], name, { type: 'text/plain' });
  };
  const shareCode = async () => {
    const file = await codeFile();
    const outcome = await shareOrDownload(file, file.name, `${APP_NAME} match code`);
    if (outcome === 'downloaded') showToast(`${file.name} saved.`);
  };
  const saveCode = async () => {
    const { matchCodeFile } = loaded ?? (await loadMatchCode());
    const name = matchFileName(match, 'bpm.txt');
    downloadText(name, matchCodeFile(match), 'text/plain');
    showToast(`${name} saved.`);
  };

  return (
    <section className="show-match" aria-labelledby="show-match-title">
      <h2 id="show-match-title">Show this match to another device</h2>
      <p>
        On the other device: to join this match, tap Join a match on the matches list; to check it,
        open the match there and tap ⋯ → Compare. Then scan this code, or open the link or the saved
        match code.
      </p>
      <div className="show-match-actions">
        <button
          type="button"
          className="primary"
          aria-expanded={showing}
          onClick={() => setShowing(!showing)}
        >
          {showing ? 'Hide match' : 'Show match'}
        </button>
        <button type="button" onClick={() => act(copyLink(), 'Not copied')}>
          Copy link
        </button>
        {canShare && (
          <button type="button" onClick={() => act(shareCode(), 'Not shared')}>
            Share match code
          </button>
        )}
        <button type="button" onClick={() => act(saveCode(), 'Not saved')}>
          Save match code
        </button>
      </div>
      {messagesHere && <ToastBar inline holds={saidHere} />}
      {unCopied !== null && <LinkField link={unCopied} />}
      {showing &&
        (parts === null ? (
          <p className="muted">Drawing the match code…</p>
        ) : (
          <Suspense fallback={<p className="muted">Drawing the match code…</p>}>
            <MatchCodeQr parts={parts} />
          </Suspense>
        ))}
    </section>
  );
}
