import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { compareMatches } from '../../engine/agreement/compare.ts';
import { decodeMatch } from '../../engine/agreement/matchCodeRead.ts';
import type { Problem } from '../../engine/matchFile/problems.ts';
import type { Match } from '../../engine/types.ts';
import { BackToTable, OneMatch } from '../common/OneMatch.tsx';
import { problemWords } from './compareWords.ts';
import { Settle } from './Settle.tsx';

/**
 * Comparing this match with the same match kept on another device (docs/format.md, "agreed"
 * and "The match code"): the other device's match code comes in as a pasted link or code, or a
 * match code file. A code that cannot be read, or is of another match, says why and changes
 * nothing; the match itself changes only by the choices made in `Settle`.
 */
function Compare({ match, id }: { match: Match; id: string }) {
  const [text, setText] = useState('');
  const [theirs, setTheirs] = useState<Match | null>(null);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const fileId = useId();
  const textId = useId();

  const read = (texts: readonly string[]) => {
    const refuse = (errors: readonly Problem[]) => {
      setProblems(errors.map(problemWords));
      setTheirs(null);
    };
    const decoded = decodeMatch(texts);
    if (!decoded.ok) return refuse(decoded.errors);
    // Another match altogether: each field that shows it, and nothing to settle.
    const compared = compareMatches(match, decoded.value);
    if (!compared.ok) return refuse(compared.errors);
    setProblems([]);
    setTheirs(decoded.value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    read([text]);
  };

  return (
    <section className="compare-screen" aria-labelledby="compare-title">
      <BackToTable id={id} />
      <h1 id="compare-title">Compare with another device</h1>
      <p>
        Read the same match from the other device: every deal is set beside yours, and you choose
        which to keep where they differ.
      </p>
      {/* Scanning the other device's screen with the camera goes here, before pasting. */}
      <form className="compare-input" onSubmit={onSubmit}>
        <label htmlFor={textId}>Paste the other device&apos;s match code or link</label>
        <textarea
          id={textId}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="primary" disabled={text.trim() === ''}>
          Compare
        </button>
      </form>
      <div className="compare-file">
        <label htmlFor={fileId}>Or choose a match code file</label>
        <input
          id={fileId}
          type="file"
          accept=".txt,.bpm.txt"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen !== undefined) void chosen.text().then((content) => read([content]));
          }}
        />
      </div>
      {problems.length > 0 && (
        <div className="compare-problems" role="alert">
          <p>This code cannot be compared with this match. Nothing was changed.</p>
          <ul>
            {problems.map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {theirs !== null && <Settle match={match} theirs={theirs} id={id} />}
    </section>
  );
}

export default function CompareScreen({ id }: { id: string }) {
  return <OneMatch id={id}>{(match) => <Compare match={match} id={id} />}</OneMatch>;
}
