import { useScrollEdges } from '../common/scrollEdges.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { BridgepadDb } from '../../db/database.ts';
import {
  bringUpToDate,
  ledgerAfresh,
  playerEvenings,
  readKeptLedger,
} from '../../db/ledgerKept.ts';
import { errorText } from '../../engine/errorText.ts';
import { overallText } from '../../engine/moneyText.ts';
import { useClubJoined } from '../../state/clubStore.ts';
import type { Account, Evening, Ledger, Money, PairRecord } from '../../season/ledger.ts';
import { ledgerOf } from '../../season/ledger.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { routeHref } from '../router.ts';
import { useDb } from '../storage/StorageProvider.tsx';
import { BackScoreChart, MatchRunChart } from './BackScoreChart.tsx';
import { ledgerCsv } from './ledgerCsv.ts';
import { RenamePlayer } from './RenamePlayer.tsx';
import { useAttempt } from '../common/attempt.ts';
import { today } from '../common/fileNames.ts';
import { FILE_PREFIX } from '../../engine/appName.ts';
import { Select } from '../common/Select.tsx';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const count = (n: number) => n.toLocaleString();

/**
 * Whose matches the ledger counts on a device that has joined a club: every match of the club on
 * the device, or those scored on this device, the ones that did not reach it from the club
 * (begun, imported or joined here: src/db/syncRecords.ts, arrivedMatches).
 */
type Scope = 'device' | 'club';

/** The ledger as shown: its sums, or how far working them out has come. */
type Shown =
  | { readonly state: 'ready'; readonly ledger: Ledger }
  | { readonly state: 'working'; readonly done: number; readonly of: number }
  | {
      readonly state: 'refused';
      readonly ledger: WorkedOut | undefined;
      readonly why: string;
    };

/** The ledger worked out from every match, with each player's evenings. */
type WorkedOut = Awaited<ReturnType<typeof ledgerAfresh>>;

/**
 * Every match on the device that reads, as the ledger takes it, or this device's alone: read from
 * the ledger kept worked out (src/db/ledgerKept.ts), which is brought up to date first with every
 * match written since. While a change is being taken in, the ledger shown stays as it was. Where
 * the device refuses to keep it (full, say), it is worked out from every match instead, and said.
 */
function useLedger(scope: Scope): Shown | undefined {
  const db = useDb();
  const kept = useLiveQuery(() => readKeptLedger(db), [db]);
  // Refused by this database: a database the app moves to (in memory, when the device is full)
  // is asked again.
  const [refusal, setRefusal] = useState<{ db: BridgepadDb; why: string } | null>(null);
  const refused = refusal?.db === db ? refusal.why : null;
  const working = kept !== undefined && kept.state === 'working';
  useEffect(() => {
    if (!working || refused !== null) return;
    bringUpToDate(db).catch((error: unknown) => setRefusal({ db, why: errorText(error) }));
  }, [db, kept, working, refused]);
  // Live as the ledger kept is: worked out again whenever a match is written.
  const worked = useLiveQuery(
    () => (refused === null ? undefined : ledgerAfresh(db, scope === 'device')),
    [db, scope, refused],
  );
  const ready = useMemo(
    () =>
      kept?.state === 'ready' ? ledgerOf(scope === 'device' ? kept.device : kept.all) : undefined,
    [kept, scope],
  );
  // The ledger last shown, kept while a change is taken in (React's "information from previous
  // renders").
  const [last, setLast] = useState<{ scope: Scope; ledger: Ledger } | null>(null);
  if (ready !== undefined && (last?.ledger !== ready || last.scope !== scope))
    setLast({ scope, ledger: ready });
  if (refused !== null)
    return {
      state: 'refused',
      ledger: worked,
      why: refused,
    };
  if (ready !== undefined) return { state: 'ready', ledger: ready };
  if (last?.scope === scope) return { state: 'ready', ledger: last.ledger };
  return kept?.state === 'working' ? kept : undefined;
}

/**
 * A player's evenings, over the matches the ledger counts: from the ledger worked out from every
 * match where there is one, or read from the ledger kept.
 */
function useEvenings(
  name: string,
  scope: Scope,
  worked: WorkedOut | undefined,
): readonly Evening[] | undefined {
  const db = useDb();
  const kept = useLiveQuery(
    () => (worked === undefined ? playerEvenings(db, name, scope === 'device') : undefined),
    [db, name, scope, worked],
  );
  return worked === undefined ? kept : (worked.evenings.get(name) ?? []);
}

/** The choice of whose matches, on a device that has joined a club. */
function ScopeChoice({ scope, onChange }: { scope: Scope; onChange: (scope: Scope) => void }) {
  const options: readonly [Scope, string][] = [
    ['device', 'this device'],
    ['club', 'the club'],
  ];
  return (
    <fieldset className="ledger-scope">
      <legend>Matches of</legend>
      {options.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name="ledger-scope"
            checked={scope === value}
            onChange={() => onChange(value)}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** A player's rubbers and back score with (or against) each other player. */
function PairTable({
  caption,
  who,
  rows,
}: {
  caption: string;
  who: string;
  rows: readonly { name: string; record: PairRecord }[];
}) {
  if (rows.length === 0) return null;
  return (
    <div className="table-scroll">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{who}</th>
            <th scope="col">Rubbers</th>
            <th scope="col">Back score</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, record }) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{record.rubbers}</td>
              <td>{signed(record.backScore)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A player's money at the stakes played for (docs/rules.md, "Stakes and settling up"): each
 * currency on a line of its own, never added together.
 */
function MoneyCell({ money }: { money: readonly Money[] }) {
  return (
    <td className="money">
      {money.length === 0 ? (
        <span className="muted">no stake</span>
      ) : (
        money.map((m) => (
          <span key={m.currency} className="money-line">
            {overallText(m.cents, m.currency)}
          </span>
        ))
      )}
    </td>
  );
}

/** The day a match was played, as the chart names it. */
const dayOf = (at: string | null) =>
  at === null
    ? 'an unknown day'
    : new Date(at).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** A match in the choice: its day, and its time where two were played on one day. */
const whenOf = (at: string | null, sameDay: boolean) =>
  at === null || !sameDay
    ? dayOf(at)
    : new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The player's running total across one match, chosen among theirs (the latest first). */
function OneMatchRun({ name, all }: { name: string; all: readonly Evening[] }) {
  const evenings = [...all].reverse();
  const [chosen, setChosen] = useState(evenings[0]?.matchId ?? '');
  const evening = evenings.find((e) => e.matchId === chosen) ?? evenings[0];
  if (evening === undefined) return null;
  const sameDay = (at: string | null) =>
    evenings.filter((o) => dayOf(o.at) === dayOf(at)).length > 1;
  return (
    <div className="ledger-match-run">
      <label>
        Across one match{' '}
        <Select value={evening.matchId} onChange={(e) => setChosen(e.target.value)}>
          {evenings.map((e) => (
            <option key={e.matchId} value={e.matchId}>
              {whenOf(e.at, sameDay(e.at))}
            </option>
          ))}
        </Select>
      </label>
      <MatchRunChart
        name={name}
        day={whenOf(evening.at, sameDay(evening.at))}
        rubbers={evening.rubbers}
      />
    </div>
  );
}

function PlayerRecord({
  ledger,
  account,
  scope,
  worked,
  onRenamed,
}: {
  ledger: Ledger;
  account: Account;
  scope: Scope;
  worked: WorkedOut | undefined;
  onRenamed: (name: string) => void;
}) {
  const evenings = useEvenings(account.name, scope, worked);
  const partners = ledger.partnerships.filter((p) => p.players.includes(account.name));
  const against = ledger.headToHead.filter((p) => p.players[0] === account.name);
  return (
    <section className="ledger-player" aria-labelledby="ledger-player">
      <h2 id="ledger-player">{account.name}</h2>
      <RenamePlayer
        key={account.name}
        name={account.name}
        others={ledger.accounts.map((a) => a.name).filter((n) => n !== account.name)}
        onDone={onRenamed}
      />
      {evenings !== undefined && evenings.length > 0 && (
        <>
          <BackScoreChart name={account.name} evenings={evenings} />
          <OneMatchRun key={`run-${account.name}`} name={account.name} all={evenings} />
        </>
      )}
      <PairTable
        caption="With each partner"
        who="Partner"
        rows={partners.map((p) => ({
          name: p.players[0] === account.name ? p.players[1] : p.players[0],
          record: p,
        }))}
      />
      <PairTable
        caption="Against each opponent"
        who="Opponent"
        rows={against.map((p) => ({ name: p.players[1], record: p }))}
      />
    </section>
  );
}

/**
 * The players' ledger (docs/rules.md, "The players' ledger"): each player's account over every
 * match on the device, worked out from the deals whenever it is shown, so a corrected deal
 * changes it at once. Loaded only here.
 */
export default function LedgerScreen() {
  useScrollEdges();
  const joined = useClubJoined();
  const [chosenScope, setScope] = useState<Scope>('club');
  const scope = joined ? chosenScope : 'club';
  const shown = useLedger(scope);
  const ledger = shown?.state === 'working' ? undefined : shown?.ledger;
  const worked = shown?.state === 'refused' ? shown.ledger : undefined;
  const showToast = useShowToast();
  const act = useAttempt();
  const [chosen, setChosen] = useState<string | null>(null);
  const account = ledger?.accounts.find((a) => a.name === chosen);
  // Money is shown once any match was played for a stake.
  const withMoney = ledger?.accounts.some((a) => a.money.length > 0) ?? false;
  const saveCsv = async () => {
    if (ledger === undefined) return;
    const { downloadText } = await import('../common/download.ts');
    downloadText(`${FILE_PREFIX}-ledger-${today()}.csv`, ledgerCsv(ledger), 'text/csv');
    showToast('Ledger saved as CSV.');
  };
  return (
    <section className="ledger" aria-labelledby="ledger-title">
      <div className="screen-head">
        <h1 id="ledger-title">Players' ledger</h1>
        <a className="button" href={routeHref({ name: 'matches' })}>
          Matches
        </a>
      </div>
      {joined && <ScopeChoice scope={scope} onChange={setScope} />}
      <p className="muted small">
        {!joined
          ? 'Every match on this device'
          : scope === 'club'
            ? 'Every match of the club on this device'
            : 'Every match scored on this device'}
        , worked out from its deals: a corrected deal changes it at once. Back scores are in
        hundreds.
        {withMoney &&
          ' Money is what each player won or lost at the stakes their matches were played for, each currency apart; a match played for nothing adds none.'}
      </p>
      {shown?.state === 'refused' && (
        <p className="notice" role="alert">
          This device would not keep the ledger worked out ({shown.why}): it is worked out from
          every match each time it opens, which takes longer.
        </p>
      )}
      {ledger === undefined ? (
        <p role="status">
          {shown?.state === 'working' && shown.of > 0
            ? `Working out the ledger: ${count(shown.done)} of ${count(shown.of)} ${shown.of === 1 ? 'match' : 'matches'}…`
            : 'Loading…'}
        </p>
      ) : ledger.accounts.length === 0 ? (
        <p className="empty">No players yet: the ledger fills in as matches are played.</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="ledger-table">
              <caption>Each player, the highest back score first</caption>
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col">Back score</th>
                  {withMoney && <th scope="col">Money</th>}
                  <th scope="col">Matches</th>
                  <th scope="col">
                    Rubbers won <small>2–0 · 2–1</small>
                  </th>
                  <th scope="col">
                    Rubbers lost <small>0–2 · 1–2</small>
                  </th>
                  <th scope="col">
                    Slams <small>bid · made</small>
                  </th>
                  <th scope="col">
                    Declared <small>· made</small>
                  </th>
                  <th scope="col">
                    Doubled <small>made · set</small>
                  </th>
                </tr>
              </thead>
              <tbody>
                {ledger.accounts.map((a) => (
                  <tr key={a.name}>
                    <th scope="row">
                      <button
                        type="button"
                        className="player-name"
                        aria-pressed={a.name === chosen}
                        onClick={() => setChosen(a.name === chosen ? null : a.name)}
                      >
                        {a.name}
                      </button>
                    </th>
                    <td className="points">
                      <strong>{signed(a.backScore)}</strong>
                    </td>
                    {withMoney && <MoneyCell money={a.money} />}
                    <td>{a.matches}</td>
                    <td>
                      {a.rubbersWon.twoNil} · {a.rubbersWon.twoOne}
                    </td>
                    <td>
                      {a.rubbersLost.twoNil} · {a.rubbersLost.twoOne}
                    </td>
                    <td>
                      {a.slamsBid} · {a.slamsMade}
                    </td>
                    <td>
                      {a.declared} · {a.made}
                    </td>
                    <td>
                      {a.doubledMade} · {a.doubledSet}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" onClick={() => act(saveCsv(), 'Not saved')}>
            Save as CSV
          </button>
          {account !== undefined && (
            <PlayerRecord
              ledger={ledger}
              account={account}
              scope={scope}
              worked={worked}
              onRenamed={setChosen}
            />
          )}
        </>
      )}
    </section>
  );
}
