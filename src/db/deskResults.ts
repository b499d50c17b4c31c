import { toMatchFile } from '../engine/matchFile/serialize.ts';
import { validateMatch } from '../engine/everyGame.ts';
import type { Match } from '../engine/types.ts';
import type { Desk } from '../season/deskRecord.ts';
import { deskRecord } from '../season/deskRecord.ts';
import type { DeskResult } from '../season/deskRefusals.ts';
import { refused } from '../season/deskRefusals.ts';
import type { Outcome, Pairing } from '../season/draw.ts';
import { resultOf } from '../season/draw.ts';
import type { KeptCopy, ResultCheck } from '../season/results.ts';
import { checkResult, takeChosen } from '../season/results.ts';
import { traitsOf } from '../engine/gameTraits.ts';
import type { BridgepadDb } from './database.ts';
import { getRecord } from './matchRows.ts';
import { arrivedMatches } from './syncRecords.ts';
import { changeDesk, getDesk } from './desk.ts';
import { sameJson } from './edits.ts';
import { newId, now } from './matchStore.ts';
import type { ResultFileRecord } from './records.ts';

/**
 * Results into the organiser's desk, and back out (docs/rules.md, "The competition"). A result
 * taken keeps the match file it came in (`resultFiles`), linked from its outcome, so a disputed
 * result can be opened again; a result, a default or a choice taken by mistake can be taken back,
 * and a taking back undone. Each is one transaction over the desk and its files.
 */

/** The match a kept file holds, read through the validator; undefined when it will not read. */
export function readResultFile(record: ResultFileRecord): Match | undefined {
  const read = validateMatch(record.file);
  return read.ok ? read.value : undefined;
}

/** A desk's kept match files, by id, to compare a second copy of a result with (KeptCopy). */
async function keptCopies(db: BridgepadDb, deskId: string): Promise<KeptCopy> {
  const files = await db.resultFiles.where('deskId').equals(deskId).toArray();
  const byId = new Map(files.map((file) => [file.id, file]));
  return (outcome) => {
    const file = outcome.fileId === undefined ? undefined : byId.get(outcome.fileId);
    return file === undefined ? undefined : readResultFile(file);
  };
}

/** Where a match came from, for the desk's lines and its kept file: a file name, or this device. */
export type ResultSource = string;

/**
 * Checks a match against the desk as it stands and, when it is taken, writes its outcome and keeps
 * its match file, all in one transaction; a refusal or a choice writes nothing.
 */
function taking(
  db: BridgepadDb,
  deskId: string,
  match: Match,
  from: ResultSource,
  check: (desk: Desk, kept: KeptCopy) => ResultCheck,
): Promise<DeskResult<ResultCheck>> {
  return db.transaction('rw', db.desks, db.resultFiles, async () => {
    const desk = await getDesk(db, deskId);
    if (desk === undefined) return refused({ reason: 'gone' });
    const result = check(desk, await keptCopies(db, deskId));
    if (result.kind !== 'taken') return { ok: true, value: result };
    const at = now();
    const fileId = newId();
    const outcome: Outcome = { ...result.outcome, fileId, at };
    await db.resultFiles.add({
      id: fileId,
      deskId,
      receivedAt: at,
      from,
      file: toMatchFile(match),
    });
    await db.desks.put(deskRecord({ ...desk, outcomes: [...desk.outcomes, outcome] }));
    return { ok: true, value: { ...result, outcome } };
  });
}

/**
 * Takes a result in from a match file's match: checked against the desk as it stands now, and
 * written only when it is taken. A file whose names are spelt differently comes back as a choice
 * (`takeChosenResult`); a refused one changes nothing.
 */
export function takeResult(
  db: BridgepadDb,
  deskId: string,
  match: Match,
  from: ResultSource,
): Promise<DeskResult<ResultCheck>> {
  return taking(db, deskId, match, from, (desk, kept) => checkResult(match, desk, match.id, kept));
}

/** Takes the match the organiser chose for a file whose names were spelt differently. */
export function takeChosenResult(
  db: BridgepadDb,
  deskId: string,
  match: Match,
  chosen: { readonly round: number; readonly pairing: Pairing },
  from: ResultSource,
): Promise<DeskResult<ResultCheck>> {
  return taking(db, deskId, match, from, (desk, kept) =>
    takeChosen(match, chosen, desk, match.id, kept),
  );
}

/** A result taken back: the outcome, and the match file it was taken from, to put back on undo. */
export interface TakenBack {
  readonly outcome: Outcome;
  readonly file: ResultFileRecord | null;
}

/**
 * Takes back the result of a match of the draw (played, by default, or a choice), asking nothing:
 * the screen asks first. Refused while its winner is drawn in a later round, which must be
 * withdrawn first; its kept match file goes with it, returned so that an undo can put both back.
 */
export function takeBack(
  db: BridgepadDb,
  deskId: string,
  round: number,
  pairing: Pairing,
): Promise<DeskResult<TakenBack>> {
  return db.transaction('rw', db.desks, db.resultFiles, async () => {
    const desk = await getDesk(db, deskId);
    if (desk === undefined) return refused({ reason: 'gone' });
    const outcome = resultOf(desk.outcomes, round, pairing);
    if (outcome === undefined) return refused({ reason: 'noResult' });
    const later = desk.rounds
      .slice(round + 1)
      .find((r) => r.pairings.some((p) => p.a === outcome.winner || p.b === outcome.winner));
    if (later !== undefined) return refused({ reason: 'laterRound', round: later.name });
    const file =
      outcome.fileId === undefined ? undefined : await db.resultFiles.get(outcome.fileId);
    if (file !== undefined) await db.resultFiles.delete(file.id);
    const outcomes = desk.outcomes.filter((o) => o !== outcome);
    await db.desks.put(deskRecord({ ...desk, outcomes }));
    return { ok: true, value: { outcome, file: file ?? null } };
  });
}

/** Undoes a taking back: the outcome and its match file return, while the match is still open. */
export function putBack(
  db: BridgepadDb,
  deskId: string,
  { outcome, file }: TakenBack,
): Promise<DeskResult<Outcome>> {
  return db.transaction('rw', db.desks, db.resultFiles, async () => {
    const desk = await getDesk(db, deskId);
    if (desk === undefined) return refused({ reason: 'gone' });
    const pairing = desk.rounds[outcome.round]?.pairings.find(
      (p) => p.a === outcome.winner || p.b === outcome.winner,
    );
    if (pairing === undefined || pairing.b === null) return refused({ reason: 'noMatch' });
    if (resultOf(desk.outcomes, outcome.round, pairing) !== undefined)
      return refused({ reason: 'settled' });
    if (file !== null) await db.resultFiles.put(file);
    await db.desks.put(deskRecord({ ...desk, outcomes: [...desk.outcomes, outcome] }));
    return { ok: true, value: outcome };
  });
}

/** The match file kept for a result, with the desk it belongs to, or undefined. */
export function resultFile(db: BridgepadDb, fileId: string): Promise<ResultFileRecord | undefined> {
  return db.resultFiles.get(fileId);
}

/** A competition match that reached this device from the club, checked as a result file is. */
export interface ClubResult {
  readonly id: string;
  readonly match: Match;
  /** What taking it would do now: taken, a choice, or refused with the reason. */
  readonly check: ResultCheck;
}

/**
 * The competition matches that reached this device from the club (src/db/syncRecords.ts,
 * arrivedMatches), each checked against the desk as a result file would be, nothing written: the
 * organiser takes them. Those whose result is in already, and those still being played, are left
 * out.
 */
export async function clubResults(db: BridgepadDb, deskId: string): Promise<ClubResult[]> {
  const [arrived, desk] = await Promise.all([arrivedMatches(db), getDesk(db, deskId)]);
  if (desk === undefined || arrived.size === 0) return [];
  const kept = await keptCopies(db, deskId);
  const found: ClubResult[] = [];
  for (const id of arrived) {
    const record = await getRecord(db, id);
    const read = record === undefined ? undefined : validateMatch(record.file);
    if (read === undefined || !read.ok || !traitsOf(read.value.game).competition) continue;
    const check = checkResult(read.value, desk, read.value.id, kept);
    const reason = check.kind === 'refused' ? check.refusal.reason : null;
    if (reason !== 'inAlready' && reason !== 'unfinished')
      found.push({ id, match: read.value, check });
  }
  return found;
}

/** A match of the draw whose result the desk's other copy has otherwise: mine and theirs. */
export interface ResultSwap {
  readonly mine: Outcome;
  readonly theirs: Outcome;
}

/**
 * Settling a desk whose copies differ (docs/format.md, "Two copies that differ"): for each match of
 * the draw the organiser chose the other copy's result for, theirs in place of this desk's, all in
 * one write. Refused ('noResult') where this desk's result is no longer the one compared.
 */
export function takeTheirResults(
  db: BridgepadDb,
  deskId: string,
  swaps: readonly ResultSwap[],
): Promise<DeskResult<number>> {
  return changeDesk(db, deskId, (desk) => {
    const outcomes = [...desk.outcomes];
    for (const { mine, theirs } of swaps) {
      const at = outcomes.findIndex((outcome) => sameJson(outcome, mine));
      if (at < 0) return refused({ reason: 'noResult' });
      outcomes[at] = theirs;
    }
    return { ok: true, value: { desk: { ...desk, outcomes }, value: swaps.length } };
  });
}
