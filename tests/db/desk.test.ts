import { describe, expect, it } from 'vitest';
import { seeded } from '../fixtures/sampleMatches.ts';
import type { Desk } from '../../src/db/desk.ts';
import {
  awardDefault,
  createDesk,
  drawNextRound,
  enterRound,
  getDesk,
  setPairs,
} from '../../src/db/desk.ts';
import { takeChosenResult, takeResult } from '../../src/db/deskResults.ts';
import { parseMatch } from '../../src/engine/matchFile/parseMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import type { EnteredPair, Grade } from '../../src/season/draw.ts';
import { dump, freshIndexedDb } from './helpers.ts';

const grades: readonly [Grade, Grade] = ['junior', 'intermediate'];
const entries = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    players: [`Hēnare ${i + 1}`, `Łucja ${i + 1}`] as const,
    grades,
  }));

/** A finished Kapiti match between two pairs, the first North-South, won by the side given. */
function kapiti(ns: EnteredPair, ew: EnteredPair, nsWins: boolean, deals = 30): Match {
  const read = parseMatch(
    JSON.stringify({
      format: 'bridgepad.match',
      version: 1,
      game: 'kapiti',
      players: { N: ns.players[0], S: ns.players[1], E: ew.players[0], W: ew.players[1] },
      deals: Array.from({ length: deals }, () => ({
        contract: '3NT',
        declarer: nsWins ? 'N' : 'E',
        tricks: 9,
      })),
    }),
  );
  if (!read.ok) throw new Error(read.errors.map((e) => e.message).join('; '));
  return read.value;
}

async function deskOf(pairs: number) {
  const db = await freshIndexedDb().open();
  const created = await createDesk(db, 'Kāpiti Coast Rubber Bridge 2026');
  if (!created.ok) throw new Error(created.refusal.reason);
  const entered = await setPairs(db, created.value.id, entries(pairs));
  if (!entered.ok) throw new Error(entered.refusal.reason);
  return { db, id: created.value.id };
}

const desk = async (db: Awaited<ReturnType<typeof deskOf>>['db'], id: string) =>
  (await getDesk(db, id)) as Desk;
const pair = (d: Desk, pairId: string) => d.pairs.find((p) => p.id === pairId) as EnteredPair;

describe("the organiser's desk", () => {
  it('refuses pairs with a name missing or entered twice, naming each', async () => {
    const { db, id } = await deskOf(2);
    const result = await setPairs(db, id, [
      { players: ['Ian', ''], grades },
      { players: ['Ian ', 'Bob'], grades },
    ]);
    expect(result).toEqual({
      ok: false,
      refusal: {
        reason: 'pairs',
        problems: [
          { kind: 'name', pair: 0, player: 1 },
          { kind: 'twice', pair: 1, player: 0, name: 'Ian', first: 0 },
        ],
      },
    });
    expect((await desk(db, id)).pairs).toHaveLength(2);
  });

  it('draws, takes results from match files, and draws the next round only when one is over', async () => {
    const { db, id } = await deskOf(5);
    const first = await drawNextRound(db, id, seeded(3), '2026-12-01');
    if (!first.ok) throw new Error(first.refusal.reason);
    expect(first.value).toMatchObject({ name: 'Quarter-finals', due: '2026-12-01' });
    expect(first.value.pairings.filter((p) => p.b === null)).toHaveLength(3);
    expect(await setPairs(db, id, entries(6))).toEqual({
      ok: false,
      refusal: { reason: 'drawMade' },
    });
    expect(await drawNextRound(db, id, seeded(4), null)).toEqual({
      ok: false,
      refusal: { reason: 'roundOpen', round: 'Quarter-finals', open: 1 },
    });

    const d = await desk(db, id);
    const played = d.rounds[0]?.pairings.find((p) => p.b !== null);
    if (played === undefined || played.b === null) throw new Error('no match drawn');
    const [a, b] = [pair(d, played.a), pair(d, played.b)];
    // Unfinished: refused, and nothing stored changes.
    const before = await dump(db);
    const early = await takeResult(db, id, kapiti(a, b, true, 12), 'early.json');
    expect(early).toMatchObject({ ok: true, value: { kind: 'refused' } });
    expect(await dump(db)).toBe(before);
    // Finished, with one name spelt otherwise: a choice, then taken.
    const slip = { ...a, players: [`${a.players[0]}x`, a.players[1]] as const };
    const asked = await takeResult(db, id, kapiti(slip, b, false), 'slip.json');
    if (!asked.ok || asked.value.kind !== 'choose') throw new Error('expected a choice');
    const taken = await takeChosenResult(
      db,
      id,
      kapiti(slip, b, false),
      asked.value.candidates[0] as never,
      'slip.json',
    );
    expect(taken).toMatchObject({ ok: true, value: { kind: 'taken', outcome: { winner: b.id } } });
    // A second tap on the same choice (or the same file again) is refused and writes nothing.
    const taken1 = await dump(db);
    const again = await takeChosenResult(
      db,
      id,
      kapiti(slip, b, false),
      asked.value.candidates[0] as never,
      'slip.json',
    );
    expect(again).toMatchObject({
      ok: true,
      value: { kind: 'refused', refusal: { reason: 'noLongerOpen' } },
    });
    expect(await dump(db)).toEqual(taken1);

    const second = await drawNextRound(db, id, seeded(5), '2027-01-15');
    if (!second.ok) throw new Error(second.refusal.reason);
    expect(second.value.name).toBe('Semi-finals');
    expect(second.value.pairings.flatMap((p) => [p.a, p.b]).sort()).toEqual(
      [...(d.rounds[0]?.pairings ?? []).filter((p) => p.b === null).map((p) => p.a), b.id].sort(),
    );
  });

  it('awards an unplayed match by default, once, and plays the competition out', async () => {
    const { db, id } = await deskOf(2);
    const final = await drawNextRound(db, id, seeded(1), '2026-12-01');
    if (!final.ok) throw new Error(final.refusal.reason);
    expect(final.value.name).toBe('Final');
    const winner = final.value.pairings[0]?.a as string;
    expect(await awardDefault(db, id, winner)).toMatchObject({
      ok: true,
      value: { kind: 'default' },
    });
    expect(await awardDefault(db, id, winner)).toEqual({
      ok: false,
      refusal: { reason: 'settled' },
    });
    expect(await drawNextRound(db, id, seeded(2), null)).toEqual({
      ok: false,
      refusal: { reason: 'over' },
    });
  });

  it('takes a round entered by hand only when it has no fault', async () => {
    const { db, id } = await deskOf(4);
    const d = await desk(db, id);
    const [p1, p2, p3, p4] = d.pairs.map((p) => p.id) as [string, string, string, string];
    const wrong = await enterRound(
      db,
      id,
      [
        { a: p1, b: p2 },
        { a: p1, b: p3 },
      ],
      null,
    );
    expect(wrong).toEqual({
      ok: false,
      refusal: {
        reason: 'round',
        problems: ['Hēnare 1 & Łucja 1 is drawn twice', 'Hēnare 4 & Łucja 4 is not drawn'],
      },
    });
    const right = await enterRound(
      db,
      id,
      [
        { a: p1, b: p4 },
        { a: p2, b: p3 },
      ],
      '2026-12-01',
    );
    expect(right).toMatchObject({ ok: true, value: { name: 'Semi-finals' } });
  });
});
