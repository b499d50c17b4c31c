import { APP_NAME } from '../../engine/appName.ts';
import { isBridge, traitsOf } from '../../engine/gameTraits.ts';
import { rulesLine } from '../../engine/rulesSaid.ts';
import { stakeText } from '../../engine/moneyText.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense } from 'react';
import { getRecord } from '../../db/matchRows.ts';
import { readRecord, readyToRead } from '../../db/matchStore.ts';
import { gameName } from '../common/matchText.ts';
import { ScoringTable } from '../kapiti/ScoringTable.tsx';
import { routeHref } from '../router.ts';
import { useDb } from '../storage/StorageProvider.tsx';

const RulesText = lazy(() => import('./RulesText.tsx'));

/** The rules page: the scoring for a match's game (or every game), with the app's readings. */
export default function RulesScreen({ id }: { id: string | null }) {
  const db = useDb();
  const record = useLiveQuery(async () => {
    if (id === null) return null;
    const found = (await getRecord(db, id)) ?? null;
    // Read with its game's scoring here (a tied Kapiti's reading needs it).
    await readyToRead([found ?? undefined]);
    return found;
  }, [db, id]);
  const read = record ? readRecord(record) : null;
  const game = read?.ok ? read.value.game : null;
  // A match's rules wait for the match: every game's rules would flash by first.
  const opening = id !== null && record === undefined;
  return (
    <section className="rules" aria-labelledby="rules-title">
      <div className="screen-head">
        <h1 id="rules-title">{game === null ? 'Scoring rules' : `Rules: ${gameName(game)}`}</h1>
        {id !== null && (
          <a className="button" href={routeHref({ name: 'match', id })}>
            Back to the table
          </a>
        )}
      </div>
      <p className="rules-played">
        <a href={routeHref({ name: 'access' })}>Using {APP_NAME} with a screen reader</a>: what is
        said at the table, the keys, and the table&rsquo;s voice.
      </p>
      {game !== null && traitsOf(game).competition && (
        <div className="rules-kapiti">
          <h2>The competition's scoring table</h2>
          <ScoringTable
            {...(read?.ok && isBridge(read.value) ? { rules: read.value.rules } : {})}
          />
        </div>
      )}
      {read?.ok && rulesLine(read.value, 'all') !== null && (
        <p className="rules-played">This match plays: {rulesLine(read.value, 'all')}.</p>
      )}
      {/* Said here and beneath the back score, not in the rules line the table carries. */}
      {read?.ok && isBridge(read.value) && read.value.rules.stake !== undefined && (
        <p className="rules-played">
          This match is played for {stakeText(read.value.rules.stake)}: see Stakes and settling up.
        </p>
      )}
      {opening ? (
        <p>Loading the rules…</p>
      ) : (
        <Suspense fallback={<p>Loading the rules…</p>}>
          <RulesText
            game={game}
            deck={read?.ok && isBridge(read.value) ? read.value.rules.deck : 'standard'}
          />
        </Suspense>
      )}
    </section>
  );
}
