import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { matchDiffers } from '../../db/differsShown.ts';
import { compareMatches } from '../../engine/agreement/compare.ts';
import type { Match } from '../../engine/types.ts';
import { BackToTable, OneMatch } from '../common/OneMatch.tsx';
import { saidHere } from '../common/saidHere.ts';
import { ToastBar } from '../common/ToastBar.tsx';
import { ReadMatchCode } from '../scan/ReadMatchCode.tsx';
import { useDb } from '../storage/StorageProvider.tsx';
import { ClubCompare } from './ClubCompare.tsx';
import { Settle } from './Settle.tsx';

/**
 * Comparing this match with the same match kept on another device (docs/format.md, "agreed"
 * and "The match code"): the other device's match code comes in through the camera, a pasted
 * link or code, or a match code file (or `received`, already read from a link). A code that
 * cannot be read, or is of another match, says why and changes nothing; the match itself changes
 * only by the choices made in `Settle`.
 */
export function Compare({
  match,
  id,
  received = null,
}: {
  match: Match;
  id: string;
  received?: Match | null;
}) {
  const [theirs, setTheirs] = useState<Match | null>(received);
  // Each code read starts a fresh comparison, brought into view.
  const [reads, setReads] = useState(0);

  // Another match altogether: each field that shows it, and nothing to settle.
  const take = (decoded: Match) => {
    const compared = compareMatches(match, decoded);
    if (!compared.ok) {
      setTheirs(null);
      return compared.errors;
    }
    setTheirs(decoded);
    setReads((n) => n + 1);
    return [];
  };

  return (
    <section className="compare-screen" aria-labelledby="compare-title">
      <BackToTable id={id} />
      <h1 id="compare-title">Compare with another device</h1>
      <p>
        On the other device, open this match and tap ⋯ → Show match. Read its code here: every deal
        is set beside yours, and you choose which to keep where they differ.
      </p>
      {theirs === null && <ToastBar inline holds={saidHere} />}
      <ReadMatchCode
        take={take}
        submitLabel="Compare"
        refusal="This code cannot be compared with this match. Nothing was changed."
      />
      {theirs !== null && <Settle key={reads} match={match} theirs={theirs} id={id} />}
    </section>
  );
}

/**
 * A match whose copies in the club differ is compared with the club's copy first
 * (ClubCompare.tsx); once it no longer differs, with another device, as above.
 */
function CompareHere({ match, id }: { match: Match; id: string }) {
  const db = useDb();
  // null: not differing; undefined: still reading.
  const differs = useLiveQuery(async () => (await matchDiffers(db, id)) ?? null, [db, id]);
  const [said, setSaid] = useState<string | null>(null);
  const [differed, setDiffered] = useState(false);
  if (differs === undefined) return <p className="opening">Opening the match…</p>;
  if (differs !== null) {
    if (!differed) setDiffered(true);
    return (
      <>
        <BackToTable id={id} />
        <ClubCompare match={match} id={id} differs={differs} say={setSaid} />
      </>
    );
  }
  const settled = said ?? (differed ? 'This match no longer differs from the club’s copy.' : null);
  return (
    <>
      {settled !== null && (
        <p className="compare-settled" role="status">
          {settled}
        </p>
      )}
      <Compare match={match} id={id} />
    </>
  );
}

export default function CompareScreen({ id }: { id: string }) {
  return <OneMatch id={id}>{(match) => <CompareHere match={match} id={id} />}</OneMatch>;
}
