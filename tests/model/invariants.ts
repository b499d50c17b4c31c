import { expect } from 'vitest';
import type { ListedMatch } from '../../src/db/allMatches.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { bringUpToDate, ledgerAfresh, readKeptLedger } from '../../src/db/ledgerKept.ts';
import { knownPlayers } from '../../src/db/players.ts';
import { listRows } from '../../src/db/standings.ts';
import { eveningBackScore } from '../../src/engine/eveningBackScore.ts';
import { scoreMatch } from '../../src/engine/everyGame.ts';
import { isBridge, isBridgeSheet, traitsOf } from '../../src/engine/gameTraits.ts';
import { centsPer100, eveningStake, reckon } from '../../src/engine/settleUp.ts';
import type { Stake } from '../../src/engine/stakes.ts';
import { standingOf } from '../../src/engine/standing.ts';
import type { TableGroup } from '../../src/engine/tableGroup.ts';
import { readGroup } from '../../src/engine/tableGroup.ts';
import type { BridgeMatch, Match } from '../../src/engine/types.ts';
import { ledgerOf } from '../../src/season/ledger.ts';
import { nameKey } from '../../src/season/names.ts';
import { heldNames } from './actions.ts';

/**
 * What must hold after every step of the model, whatever was done before: each worked out afresh
 * from the deals the device holds, by the engine alone, and compared with what the screens show
 * and the store keeps worked out (the matches list's standings, the players' ledger).
 */

/** Each player's back score in a match, from its sheet's rubbers that are over: North-South win +. */
function matchBackScore(match: BridgeMatch): Map<string, number> {
  const scores = new Map<string, number>();
  const sheet = scoreMatch(match);
  if (!isBridgeSheet(sheet) || !('N' in match.players)) return scores;
  const { N, E, S, W } = match.players;
  for (const name of [N, E, S, W]) scores.set(name, 0);
  for (const rubber of sheet.rubbers) {
    if (!rubber.over) continue;
    for (const name of [N, S]) scores.set(name, (scores.get(name) ?? 0) + rubber.backScore);
    for (const name of [E, W]) scores.set(name, (scores.get(name) ?? 0) - rubber.backScore);
  }
  return scores;
}

const rubbersOver = (match: Match) => {
  const sheet = scoreMatch(match);
  return isBridgeSheet(sheet) ? sheet.rubbers.filter((r) => r.over).length : 0;
};

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** The evenings among the matches: each session's rubbers. */
function evenings(matches: readonly Match[]) {
  const bySession = new Map<string, { group: TableGroup; rubbers: Match[] }>();
  for (const match of matches) {
    const group = readGroup(match);
    if (group === null) continue;
    const evening = bySession.get(group.session) ?? { group, rubbers: [] };
    evening.rubbers.push(match);
    bySession.set(group.session, evening);
  }
  return [...bySession.values()];
}

/**
 * Each evening's back score sums to zero, each rubber's too, and equals the one worked out afresh
 * from its rubbers' deals; its money and the payments that settle it come to the same. No rubber
 * of an evening is counted twice.
 */
function checkEvenings(matches: readonly Match[], say: string) {
  for (const { group, rubbers } of evenings(matches)) {
    const shown = eveningBackScore(group, matches);
    const where = `${say}: the evening ${group.session}`;
    const numbers = rubbers.map((m) => readGroup(m)?.rubber);
    expect(new Set(numbers).size, `${where}'s rubbers ${JSON.stringify(numbers)}`).toBe(
      numbers.length,
    );
    expect(sum(Object.values(shown.totals)), `${where} sums to zero`).toBe(0);
    for (const rubber of shown.rubbers)
      expect(sum(Object.values(rubber.scores)), `${where}, rubber ${rubber.rubber}`).toBe(0);
    const afresh = new Map<string, number>();
    const stakes: (Stake | undefined)[] = [];
    for (const match of rubbers) {
      if (!isBridge(match)) continue;
      for (const [name, score] of matchBackScore(match))
        afresh.set(name, (afresh.get(name) ?? 0) + score);
      if (rubbersOver(match) > 0) stakes.push(match.rules.stake);
    }
    const players = [...new Set(rubbers.flatMap((m) => readGroup(m)?.draw ?? []))];
    expect([...shown.players].sort(), `${where}'s players`).toEqual(players.sort());
    for (const name of players)
      expect(shown.totals[name] ?? 0, `${where}: ${name}'s back score`).toBe(afresh.get(name) ?? 0);
    const stake = eveningStake(stakes);
    expect(shown.stake, `${where}'s stake`).toEqual(stake);
    if (stake.kind !== 'one') continue;
    const { money, payments } = reckon(shown.totals, stake.stake);
    const cents = centsPer100(stake.stake);
    const owed = new Map(players.map((name) => [name, (afresh.get(name) ?? 0) * cents]));
    for (const name of players)
      expect(money[name] ?? 0, `${where}: ${name}'s money`).toBe(owed.get(name));
    // The payments bring everyone to nothing, each paid by a loser to a winner.
    for (const { from, to, amount } of payments) {
      expect(amount, `${where}: a payment`).toBeGreaterThan(0);
      expect(owed.get(from) ?? 0, `${where}: ${from} pays`).toBeLessThan(0);
      expect(owed.get(to) ?? 0, `${where}: ${to} is paid`).toBeGreaterThan(0);
      owed.set(from, (owed.get(from) ?? 0) + amount);
      owed.set(to, (owed.get(to) ?? 0) - amount);
    }
    expect(
      [...owed.values()].every((left) => left === 0),
      `${where} settles up`,
    ).toBe(true);
    const winners = players.filter((name) => (money[name] ?? 0) !== 0).length;
    expect(payments.length, `${where}'s payments`).toBeLessThanOrEqual(Math.max(0, winners - 1));
  }
}

/** The matches list's standing, kept in each row, is the match's as worked out afresh. */
async function checkStandings(db: BridgepadDb, listed: readonly ListedMatch[], say: string) {
  const rows = await listRows(db, listed.length + 1);
  const byId = new Map(listed.map((item) => [item.record.id, item.match]));
  for (const row of rows) {
    const match = byId.get(row.id);
    if (match === undefined || !match.ok) continue;
    expect(row.standing, `${say}: the standing of ${row.id}`).toEqual(
      standingOf(scoreMatch(match.value)),
    );
  }
}

/**
 * The ledger kept equals the ledger worked out afresh from every match, and its back scores and
 * money are the sums over the matches.
 */
async function checkLedger(db: BridgepadDb, matches: readonly Match[], say: string) {
  await bringUpToDate(db);
  const read = await readKeptLedger(db);
  if (read.state !== 'ready') throw new Error(`${say}: the ledger is not up to date`);
  const kept = ledgerOf(read.all);
  const { evenings: _evenings, ...afresh } = await ledgerAfresh(db, false);
  expect(kept, `${say}: the ledger kept`).toEqual(afresh);
  const backScore = new Map<string, number>();
  const money = new Map<string, number>();
  for (const match of matches) {
    if (!isBridge(match) || !traitsOf(match.game).backScore) continue;
    const stake = match.rules.stake;
    for (const [name, score] of matchBackScore(match)) {
      backScore.set(name, (backScore.get(name) ?? 0) + score);
      if (stake !== undefined) {
        const key = `${name} ${stake.currency}`;
        money.set(key, (money.get(key) ?? 0) + score * centsPer100(stake));
      }
    }
  }
  for (const account of kept.accounts) {
    expect(account.backScore, `${say}: ${account.name}'s back score`).toBe(
      backScore.get(account.name) ?? 0,
    );
    for (const { currency, cents } of account.money)
      expect(cents, `${say}: ${account.name}'s ${currency}`).toBe(
        money.get(`${account.name} ${currency}`) ?? 0,
      );
  }
  return read;
}

/** No name is kept anywhere (the ledger, the names offered, an evening) that no match holds. */
async function checkNames(
  db: BridgepadDb,
  listed: readonly ListedMatch[],
  read: Awaited<ReturnType<typeof readKeptLedger>>,
  say: string,
) {
  const held = new Set([...heldNames(listed)].map(nameKey));
  const kept = new Set<string>();
  if (read.state === 'ready')
    for (const totals of [read.all, read.device]) {
      for (const [name] of totals.accounts) kept.add(name);
      for (const [a, b] of [...totals.partners, ...totals.opponents]) kept.add(a).add(b);
      for (const [name] of totals.money) kept.add(name);
    }
  for (const share of await db.ledgerShares.toArray())
    for (const name of share.names) kept.add(name);
  for (const name of await knownPlayers(db)) kept.add(name);
  const strays = [...kept].filter((name) => !held.has(name));
  expect(strays, `${say}: names kept that no match holds`).toEqual([]);
}

/** Every check, on the device as it is now. */
export async function checkAll(db: BridgepadDb, listed: readonly ListedMatch[], say: string) {
  const matches = listed.flatMap((item) => (item.match.ok ? [item.match.value] : []));
  expect(matches.length, `${say}: every match reads`).toBe(listed.length);
  checkEvenings(matches, say);
  await checkStandings(db, listed, say);
  const read = await checkLedger(db, matches, say);
  await checkNames(db, listed, read, say);
}
