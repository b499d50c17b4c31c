import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longer } from '../../scripts/limits.ts';
import type { AnyDeal } from '../../src/engine/agreement/compareForm.ts';
import { enteredForm } from '../../src/engine/agreement/compareForm.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { commitEdit, createMatch, undo } from '../../src/db/matchWrites.ts';
import type { DealJson } from '../../src/db/records.ts';
import type { MatchBody } from '../../src/sync/clubDocs.ts';
import { docId, readMatchBody } from '../../src/sync/clubDocs.ts';
import { mergeMatch } from '../../src/sync/mergeMatch.ts';
import type { LocalPouch, PouchDoc } from '../../src/sync/pouch.ts';
import { rubberFile } from '../db/helpers.ts';
import type { Device } from './devices.ts';
import { device, memoryPouch } from './devices.ts';

/**
 * The mirror, whatever happens on two or three devices (docs/format.md, "The club's documents"):
 * deals entered, corrected, deleted and undone on each, and syncs in any order. Once every device
 * has synced until nothing more changes, each holds the same deals as the others, or each says the
 * match differs, and the difference names each deal that differs; no step taken anywhere is lost.
 */

const arbitraryDeal = fc.record({
  contract: fc.constantFrom('1C', '2H', '3NT', '4S', '5D', '6NT'),
  declarer: fc.constantFrom('N', 'E', 'S', 'W'),
  tricks: fc.integer({ min: 5, max: 13 }),
});

type Op =
  | { readonly kind: 'add'; readonly on: number; readonly deal: DealJson }
  | { readonly kind: 'edit'; readonly on: number; readonly at: number; readonly deal: DealJson }
  | { readonly kind: 'delete'; readonly on: number; readonly at: number }
  | { readonly kind: 'undo'; readonly on: number }
  | { readonly kind: 'sync'; readonly on: number };

const arbitraryOp = (devices: number): fc.Arbitrary<Op> => {
  const on = fc.nat({ max: devices - 1 });
  const at = fc.nat({ max: 9 });
  return fc.oneof(
    {
      arbitrary: fc.record({ kind: fc.constant('add' as const), on, deal: arbitraryDeal }),
      weight: 3,
    },
    {
      arbitrary: fc.record({ kind: fc.constant('edit' as const), on, at, deal: arbitraryDeal }),
      weight: 1,
    },
    { arbitrary: fc.record({ kind: fc.constant('delete' as const), on, at }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('undo' as const), on }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('sync' as const), on }), weight: 3 },
  );
};

async function apply(devices: readonly Device[], server: LocalPouch, id: string, op: Op) {
  const on = devices[op.on] as Device;
  if (op.kind === 'sync') return on.mirror.syncOnce(server);
  if (op.kind === 'undo') return undo(on.db, id);
  const deals = ((await getRecord(on.db, id))?.file.deals ?? []) as DealJson[];
  if (op.kind === 'add')
    return commitEdit(on.db, id, { kind: 'addDeal', index: deals.length, deal: op.deal });
  if (deals.length === 0) return undefined;
  const index = op.at % deals.length;
  const here = deals[index] as DealJson;
  return op.kind === 'edit'
    ? commitEdit(on.db, id, { kind: 'editDeal', index, before: here, after: op.deal })
    : commitEdit(on.db, id, { kind: 'deleteDeal', index, deal: here });
}

async function liveLeaves(pouch: LocalPouch, id: string): Promise<PouchDoc[]> {
  const leaves = await pouch.get(id, { open_revs: 'all', revs: true });
  return leaves.flatMap((l) => ('ok' in l && l.ok._deleted !== true ? [l.ok] : []));
}

/** Syncs every device in turn until a whole round changes nothing anywhere. */
async function settleDown(devices: readonly Device[], server: LocalPouch): Promise<void> {
  const seqs = async () =>
    JSON.stringify(
      await Promise.all([server, ...devices.map((d) => d.local)].map((p) => p.info())),
    );
  for (let round = 0; round < 8; round++) {
    const before = await seqs();
    for (const d of devices) await d.mirror.syncOnce(server);
    if ((await seqs()) === before) return;
  }
  throw new Error('the devices never came to rest');
}

/** The deals as the engine compares them: same as entered, and marked agreed the same. */
function forms(body: MatchBody): string[] {
  const read = validateMatch(body.file);
  if (!read.ok) throw new Error('unreadable');
  const deals: readonly AnyDeal[] = read.value.deals;
  return deals.map((d, i) => `${enteredForm(d, i, false)} / ${d.agreed ?? ''}`);
}

function positionsDiffering(a: MatchBody, b: MatchBody): number[] {
  const [fa, fb] = [forms(a), forms(b)];
  return Array.from({ length: Math.max(fa.length, fb.length) }, (_, i) => i).filter(
    (i) => fa[i] !== fb[i],
  );
}

const body = (leaf: PouchDoc): MatchBody => {
  const read = readMatchBody(leaf);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.value.body;
};

describe('the mirror on two or three devices, whatever they do (property)', () => {
  it(
    'ends with the same deals everywhere, or a difference on every device naming each deal',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc
            .integer({ min: 2, max: 3 })
            .chain((n) => fc.tuple(fc.constant(n), fc.array(arbitraryOp(n), { maxLength: 14 }))),
          async ([count, ops]) => {
            const server = memoryPouch('server');
            const devices: Device[] = [];
            for (let i = 0; i < count; i++)
              devices.push(await device(['ana', 'ben', 'cat'][i] ?? ''));
            const first = devices[0] as Device;
            const created = await createMatch(first.db, rubberFile({ deals: [{ passed: true }] }));
            if (!created.ok) throw new Error('refused');
            const id = created.value.id;
            for (const d of devices) await d.mirror.syncOnce(server);
            for (const op of ops) await apply(devices, server, id, op);
            await settleDown(devices, server);

            const doc = docId('match', id);
            const leaves = await liveLeaves(server, doc);
            const steps = new Set(leaves.flatMap((l) => body(l).steps.map((s) => s.id)));
            for (const d of devices) {
              expect(d.mirror.status().failure).toBeNull();
              // No step taken on any device is lost.
              for (const s of await historyOf(d.db, id))
                expect(steps.has(s.stepId ?? '')).toBe(true);
            }
            if (leaves.length === 1) {
              const deals = body(leaves[0] as PouchDoc).file.deals;
              for (const d of devices) {
                expect(await d.mirror.differing()).toEqual([]);
                expect((await getRecord(d.db, id))?.file.deals).toEqual(deals);
              }
              return;
            }
            for (const d of devices) {
              const [differs] = await d.mirror.differing();
              expect(differs?.docId).toBe(doc);
              const mine = leaves.find((l) => l._rev === differs?.mine) as PouchDoc;
              expect(mine).toBeDefined();
              expect((await getRecord(d.db, id))?.file.deals).toEqual(body(mine).file.deals);
              const verdicts = leaves
                .filter((l) => l !== mine)
                .map((other) => [other, mergeMatch(body(mine), body(other))] as const);
              expect(verdicts.some(([, v]) => v.kind === 'differ')).toBe(true);
              for (const [other, verdict] of verdicts) {
                if (verdict.kind !== 'differ') continue;
                const named = verdict.differences.flatMap((x) =>
                  x.kind === 'deal' ? [x.deal.index] : x.kind === 'agreedMark' ? [x.index] : [],
                );
                expect(named).toEqual(positionsDiffering(body(mine), body(other)));
              }
            }
          },
        ),
        { numRuns: 40 },
      );
    },
    longer(120_000),
  );
});
