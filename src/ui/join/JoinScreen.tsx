import { useEffect, useState } from 'react';
import { applyImport, planImport } from '../../db/importExport.ts';
import { hasRecord } from '../../db/matchRows.ts';
import { newId } from '../../db/matchStore.ts';
import { markAgreed } from '../../engine/agreement/compareForm.ts';
import { traitsOf } from '../../engine/gameTraits.ts';
import { sideNames } from '../../engine/players.ts';
import type { FourPlayerMatch, Match, Side } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { Compare } from '../compare/CompareScreen.tsx';
import { problemWords } from '../common/problemWords.ts';
import { OneMatch } from '../common/OneMatch.tsx';
import { gameName, playersLine } from '../common/matchText.ts';
import { readMatchCodeText } from '../matches/readChosenFile.ts';
import { navigate, routeHref } from '../router.ts';
import { ReadMatchCode } from '../scan/ReadMatchCode.tsx';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { askForPersistence } from '../storage/persist.ts';
import { useAttempt } from '../common/attempt.ts';

/**
 * What was read: a match new to this device, to join; one it has, to compare; or one that waits
 * among the recently deleted, which is restored there first so that neither copy is lost.
 */
type Received =
  | { readonly kind: 'new'; readonly match: Match }
  | { readonly kind: 'here'; readonly match: Match; readonly id: string }
  | { readonly kind: 'deleted'; readonly match: Match };

const dealsWord = (n: number) => (n === 1 ? '1 deal' : `${n} deals`);

const SIDE_WORDS: Readonly<Record<Side, string>> = { NS: 'North–South', EW: 'East–West' };

/**
 * Which pair is WE on this device, where the game has WE and THEY (docs/format.md, `we`: each
 * device keeps its own). The pair at the other device is usually the other side, so its THEY is
 * offered first.
 */
function WeChoice({
  match,
  we,
  choose,
}: {
  match: FourPlayerMatch;
  we: Side;
  choose: (side: Side) => void;
}) {
  const names = sideNames(match);
  return (
    <fieldset className="join-we">
      <legend id="join-we-title">WE on this device</legend>
      <div role="radiogroup" aria-labelledby="join-we-title">
        {(['NS', 'EW'] as const).map((side, i) => (
          <label key={side} className="choice">
            <input
              type="radio"
              name="join-we"
              checked={we === side}
              onChange={() => choose(side)}
            />
            <span>{`${SIDE_WORDS[side]}: ${names[i] ?? ''}`}</span>
          </label>
        ))}
      </div>
      <p className="muted">The other device keeps {SIDE_WORDS[match.we]} as WE.</p>
    </fieldset>
  );
}

/** The match about to be joined, as the player checks it against the other device. */
function JoinOffer({
  match,
  onJoin,
}: {
  match: Match;
  /** Resolves once joined; rejects when not, and the button can be tapped again. */
  onJoin: (match: Match) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const hasWe = 'we' in match && traitsOf(match.game).sides === 'we-they';
  const [we, setWe] = useState<Side>(() => ('we' in match && match.we === 'NS' ? 'EW' : 'NS'));
  return (
    <section className="join-offer" aria-labelledby="join-offer-title">
      <h2 id="join-offer-title">{gameName(match.game)}</h2>
      <p className="join-players">{playersLine(match)}</p>
      <p>
        {match.deals.length === 0
          ? 'No deal played yet.'
          : `${dealsWord(match.deals.length)} entered on the other device.`}{' '}
        From now on each device records the deals itself; the check codes show when they agree.
      </p>
      {hasWe && <WeChoice match={match} we={we} choose={setWe} />}
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          onJoin(hasWe ? { ...match, we } : match).catch(() => setBusy(false));
        }}
      >
        Join this match
      </button>
    </section>
  );
}

/**
 * Joining a match another device shows (docs/format.md, "The match code"): its code scanned off
 * the other screen, pasted, chosen as a file, or opened as a `#m=` link. A match new here is
 * joined with the same id, names, game, rules, first dealer and deals, once the player says so; a
 * match already here is compared deal by deal instead, never overwritten.
 */
export default function JoinScreen({ code }: { code: string | null }) {
  const storage = useStorage();
  const db = useDb();
  const showToast = useShowToast();
  const act = useAttempt();
  const [received, setReceived] = useState<Received | null>(null);

  const classify = async (match: Match): Promise<Received> => {
    const id = match.id;
    if (id === undefined) return { kind: 'new', match };
    if (await hasRecord(db, id)) return { kind: 'here', match, id };
    if ((await db.deleted.get(id)) !== undefined) return { kind: 'deleted', match };
    return { kind: 'new', match };
  };
  const take = async (match: Match) => {
    setReceived(await classify(match));
    return [];
  };

  // A link opens the app here with its code: it is read as if pasted, away from the page.
  const [refusedLink, setRefusedLink] = useState<{ code: string; problems: string[] } | null>(null);
  const linkProblems =
    refusedLink !== null && refusedLink.code === code ? refusedLink.problems : [];
  useEffect(() => {
    if (code === null) return;
    let live = true;
    const reading = readMatchCodeText(code).then(async (read) => {
      const [match] = read.ok ? read.matches : [];
      if (!read.ok) {
        if (live) setRefusedLink({ code, problems: read.problems.map(problemWords) });
      } else if (match !== undefined) {
        const found = await classify(match);
        if (live) setReceived(found);
      }
    });
    act(reading, 'This match code could not be read');
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const join = async (joined: Match) => {
    // Every deal is the other device's as it stands: agreed on both once joined. The other device
    // marks its own with one tap when both show the same check code (ShowScreen.tsx). A code with
    // no id (made elsewhere: the id is optional, docs/format.md) is kept under a new one, and
    // opens like any other.
    const match = {
      ...joined,
      id: joined.id ?? newId(),
      deals: joined.deals.map(markAgreed),
    } as Match & { id: string };
    const plan = await planImport(db, [match]);
    await storage.write((db) => applyImport(db, plan, () => 'skip'));
    showToast(`Joined: ${playersLine(match)}.`);
    askForPersistence(db);
    navigate({ name: 'match', id: match.id });
  };

  if (received?.kind === 'here') {
    return (
      <OneMatch id={received.id}>
        {(mine) => <Compare match={mine} id={received.id} received={received.match} />}
      </OneMatch>
    );
  }
  return (
    <section className="join-screen" aria-labelledby="join-title">
      <h1 id="join-title">Join a match</h1>
      {received === null && (
        <>
          <p>
            On the device that started the match, open it and tap ⋯ → Show match. Scan its code
            here, or open the link or the match code file it sends.
          </p>
          {linkProblems.length > 0 && (
            <div className="compare-problems" role="alert">
              <p>This link does not hold a match that can be joined. Nothing was changed.</p>
              <ul>
                {linkProblems.map((problem, i) => (
                  <li key={i}>{problem}</li>
                ))}
              </ul>
            </div>
          )}
          <ReadMatchCode
            take={take}
            submitLabel="Read"
            refusal="This code does not hold a match that can be joined. Nothing was changed."
          />
        </>
      )}
      {received?.kind === 'new' && (
        <JoinOffer
          match={received.match}
          onJoin={(match) => {
            const joining = join(match);
            act(joining, 'Not joined');
            return joining;
          }}
        />
      )}
      {received?.kind === 'deleted' && (
        <div role="alert">
          <p>
            This match waits under Recently deleted on this device. Restore it there, then compare
            it with the other device. Nothing was changed.
          </p>
          <a className="button" href={routeHref({ name: 'matches' })}>
            All matches
          </a>
        </div>
      )}
    </section>
  );
}
