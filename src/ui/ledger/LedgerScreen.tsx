import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { listMatches } from '../../db/allMatches.ts';
import { arrivedMatches } from '../../db/syncRecords.ts';
import { useClubJoined } from '../../state/clubStore.ts';
import type { Account, Ledger, PairRecord } from '../../season/ledger.ts';
import { buildLedger } from '../../season/ledger.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { routeHref } from '../router.ts';
import { useDb } from '../storage/StorageProvider.tsx';
import { BackScoreChart, MatchRunChart } from './BackScoreChart.tsx';
import { ledgerCsv } from './ledgerCsv.ts';
import { RenamePlayer } from './RenamePlayer.tsx';
import { useAttempt } from '../common/attempt.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/**
 * Whose matches the ledger counts on a device that has joined a club: every match of the club on
 * the device, or those scored on this device, the ones that did not reach it from the club
 * (begun, imported or joined here: src/db/syncRecords.ts, arrivedMatches).
 */
type Scope = 'device' | 'club';

/** Every match on the device that reads, as the ledger takes it, or this device's alone. */
function useLedger(scope: Scope): Ledger | undefined {
  const db = useDb();
  const listed = useLiveQuery(() => listMatches(db), [db]);
  const arrived = useLiveQuery(
    () => (scope === 'device' ? arrivedMatches(db) : new Set<string>()),
    [db, scope],
  );
  return useMemo(
    () =>
      listed === undefined || arrived === undefined
        ? undefined
        : buildLedger(
            listed.flatMap(({ record, match }) =>
              match.ok && !arrived.has(record.id)
                ? [{ id: record.id, match: match.value, playedAt: record.createdAt }]
                : [],
            ),
          ),
    [listed, arrived],
  );
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
function OneMatchRun({ account }: { account: Account }) {
  const evenings = [...account.evenings].reverse();
  const [chosen, setChosen] = useState(evenings[0]?.matchId ?? '');
  const evening = evenings.find((e) => e.matchId === chosen) ?? evenings[0];
  if (evening === undefined) return null;
  const sameDay = (at: string | null) =>
    evenings.filter((o) => dayOf(o.at) === dayOf(at)).length > 1;
  return (
    <div className="ledger-match-run">
      <label>
        Across one match{' '}
        <select value={evening.matchId} onChange={(e) => setChosen(e.target.value)}>
          {evenings.map((e) => (
            <option key={e.matchId} value={e.matchId}>
              {whenOf(e.at, sameDay(e.at))}
            </option>
          ))}
        </select>
      </label>
      <MatchRunChart
        name={account.name}
        day={whenOf(evening.at, sameDay(evening.at))}
        rubbers={evening.rubbers}
      />
    </div>
  );
}

function PlayerRecord({
  ledger,
  account,
  onRenamed,
}: {
  ledger: Ledger;
  account: Account;
  onRenamed: (name: string) => void;
}) {
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
      {account.evenings.length > 0 && <BackScoreChart account={account} />}
      {account.evenings.length > 0 && <OneMatchRun key={`run-${account.name}`} account={account} />}
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
  const joined = useClubJoined();
  const [chosenScope, setScope] = useState<Scope>('club');
  const scope = joined ? chosenScope : 'club';
  const ledger = useLedger(scope);
  const showToast = useShowToast();
  const act = useAttempt();
  const [chosen, setChosen] = useState<string | null>(null);
  const account = ledger?.accounts.find((a) => a.name === chosen);
  const saveCsv = async () => {
    if (ledger === undefined) return;
    const { downloadText } = await import('../common/download.ts');
    downloadText(
      `bridgepad-ledger-${new Date().toISOString().slice(0, 10)}.csv`,
      ledgerCsv(ledger),
      'text/csv',
    );
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
      </p>
      {ledger === undefined ? (
        <p>Loading…</p>
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
            <PlayerRecord ledger={ledger} account={account} onRenamed={setChosen} />
          )}
        </>
      )}
    </section>
  );
}
