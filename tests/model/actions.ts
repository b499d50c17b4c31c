import fc from 'fast-check';
import { writeBackup } from '../../src/db/backupFile.ts';
import { recordBackup } from '../../src/db/backups.ts';
import {
  deleteAllForever,
  deleteMatch,
  listDeleted,
  restoreMatch,
} from '../../src/db/deletedMatches.ts';
import type { ConflictChoice } from '../../src/db/importExport.ts';
import { applyImport, exportMatch, offered, planImport } from '../../src/db/importExport.ts';
import { readImport } from '../../src/db/importRead.ts';
import { commitEdit, createMatch, redo, undo } from '../../src/db/matchWrites.ts';
import { renamePlayer } from '../../src/db/playerRename.ts';
import type { DealJson, Edit } from '../../src/db/records.ts';
import { isBridge, traitsOf } from '../../src/engine/gameTraits.ts';
import { dealToJson } from '../../src/engine/matchFile/serialize.ts';
import type { Rotation, TableSize } from '../../src/engine/rotation.ts';
import { TABLE_ROTATIONS } from '../../src/engine/rotation.ts';
import { scoreMatch } from '../../src/engine/everyGame.ts';
import { standingOf } from '../../src/engine/standing.ts';
import type { TableChange } from '../../src/engine/tableChange.ts';
import { groupRubberOver, readGroup } from '../../src/engine/tableGroup.ts';
import type { FourPlayerMatch, Match } from '../../src/engine/types.ts';
import { DEFAULT_FORM, formToMatchFile } from '../../src/ui/newMatch/newMatchForm.ts';
import { nextRubberFile, proposeNext, startedAfter } from '../../src/ui/table/nextRubberFile.ts';
import { passOutBlocked, playBlocked } from '../../src/ui/table/padLogic.ts';
import { dump, keptDump } from '../db/helpers.ts';
import type { World } from './world.ts';
import { matchesInOrder, nth } from './world.ts';

/**
 * What a player does, across the app's features, as plain records: each names its match, deal or
 * name by a number taken round the device's list, so that a shrunk run still means something.
 * Each is done with the functions the screens call (the table's writes, NextRubber's next rubber,
 * the ledger's rename, Export all and Import, the recently deleted).
 */

/** Names, two of them spellings of one player, to merge. */
export const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Ed', 'Flo', 'Gus', 'Zoe', 'Zoë'] as const;
/** Names the ledger may rename a player to that no evening started with. */
const NEW_NAMES = ['Hana', 'Ivo'] as const;

const STAKES = [null, '0.20', '0.10', '1'] as const;
const CURRENCIES = ['GBP', 'GBP', 'GBP', 'EUR'] as const;

export type Action =
  | {
      readonly kind: 'start';
      readonly game: 'rubber' | 'chicago';
      readonly size: TableSize;
      readonly rotation: number;
      readonly stake: number;
      readonly names: readonly string[];
      readonly dealer: 'N' | 'E' | 'S' | 'W';
    }
  | { readonly kind: 'deal'; readonly match: number; readonly deal: DealJson }
  | {
      readonly kind: 'correct';
      readonly match: number;
      readonly index: number;
      readonly deal: DealJson;
    }
  | { readonly kind: 'deleteDeal'; readonly match: number; readonly index: number }
  | { readonly kind: 'undo' | 'redo' | 'endOfPlay'; readonly match: number }
  | { readonly kind: 'rename'; readonly from: number; readonly to: string }
  | { readonly kind: 'undoRename' }
  | { readonly kind: 'backUpAndImport' }
  | { readonly kind: 'restoreOnFresh'; readonly goOn: boolean }
  | { readonly kind: 'exportMatch'; readonly match: number }
  | { readonly kind: 'importFile'; readonly file: number; readonly choices: readonly number[] }
  | { readonly kind: 'delete'; readonly match: number }
  | { readonly kind: 'restore'; readonly which: number }
  | { readonly kind: 'emptyBin' }
  | {
      readonly kind: 'nextRubber';
      readonly match: number;
      readonly change: 'none' | 'join' | 'leave';
      readonly who: number;
      readonly joiner: string;
      readonly cut: readonly [number, number];
    };

const seat = fc.constantFrom('N', 'E', 'S', 'W');
const pick = fc.nat({ max: 30 });

/** A deal as the pad writes it: mostly near the tricks bid, now and then passed out or doubled. */
const deal: fc.Arbitrary<DealJson> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ passed: true }) },
  {
    weight: 12,
    arbitrary: fc
      .record({
        level: fc.constantFrom(1, 2, 2, 3, 3, 4, 4, 4, 5, 6, 7),
        strain: fc.constantFrom('C', 'D', 'H', 'S', 'NT'),
        doubled: fc.constantFrom('', '', '', 'X', 'XX'),
        declarer: seat,
        off: fc.integer({ min: -3, max: 2 }),
        honors: fc.oneof(
          { weight: 6, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constantFrom('NS', 'EW') },
        ),
      })
      .map(({ level, strain, doubled, declarer, off, honors }) => ({
        contract: `${level}${strain}${doubled}`,
        declarer,
        tricks: Math.max(0, Math.min(13, 6 + level + off)),
        ...(honors === null
          ? {}
          : { honors: { side: honors, points: strain === 'NT' ? 150 : 100 } }),
      })),
  },
);

/** An evening started from the new-match form: its game, size, rotation, stake and names. */
export const start = fc.record({
  kind: fc.constant('start' as const),
  game: fc.constantFrom('rubber' as const, 'rubber' as const, 'chicago' as const),
  size: fc.constantFrom(4 as const, 5 as const, 5 as const, 6 as const),
  rotation: fc.nat({ max: 2 }),
  stake: fc.nat({ max: STAKES.length - 1 }),
  names: fc.shuffledSubarray([...NAMES], { minLength: 6, maxLength: 6 }),
  dealer: seat,
});

export const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: start },
  { weight: 25, arbitrary: fc.record({ kind: fc.constant('deal' as const), match: pick, deal }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('correct' as const), match: pick, index: pick, deal }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('deleteDeal' as const), match: pick, index: pick }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('undo' as const, 'redo' as const, 'endOfPlay' as const),
      match: pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rename' as const),
      from: pick,
      to: fc.constantFrom(...NAMES, ...NEW_NAMES),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'undoRename' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'backUpAndImport' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('restoreOnFresh' as const), goOn: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('exportMatch' as const), match: pick }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('importFile' as const),
      file: pick,
      choices: fc.array(fc.nat({ max: 2 }), { maxLength: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), match: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('restore' as const), which: pick }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'emptyBin' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('nextRubber' as const),
      match: pick,
      change: fc.constantFrom('none' as const, 'none' as const, 'join' as const, 'leave' as const),
      who: pick,
      joiner: fc.constantFrom(...NAMES, ...NEW_NAMES),
      cut: fc.tuple(pick, pick),
    }),
  },
);

const CHOICES: readonly ConflictChoice[] = ['replace', 'keep-both', 'skip'];

/** Fails the run, saying what was done. */
function refuse(world: World, what: string): never {
  throw new Error(`${what}\nafter:\n${world.log.join('\n')}`);
}

/** The device's readable bridge match `pick`, with its id, or undefined when there is none. */
async function bridgeMatch(world: World, pickOf: number) {
  const listed = (await matchesInOrder(world)).flatMap((item) =>
    item.match.ok && isBridge(item.match.value)
      ? [{ id: item.record.id, match: item.match.value }]
      : [],
  );
  return nth(listed, pickOf);
}

/** Whether the table offers a new deal: not once play has ended, the match or the rubber is over. */
function dealComesNext(match: Match): boolean {
  if (!isBridge(match)) return false;
  const sheet = scoreMatch(match);
  if (groupRubberOver(match, standingOf(sheet))) return false;
  return playBlocked(match, sheet.status, null) === null;
}

/** The form the new-match screen holds for a start. */
function startFile(a: Action & { kind: 'start' }) {
  const rotations = TABLE_ROTATIONS[a.size];
  const rotation = rotations[a.rotation % rotations.length] as Rotation;
  const amount = STAKES[a.stake] ?? null;
  const [N = '', S = '', E = '', W = ''] = a.names;
  return formToMatchFile({
    ...DEFAULT_FORM,
    game: a.game,
    tableSize: a.size,
    rotations: { [a.size]: rotation },
    draw: [...a.names],
    seats: { N, E, S, W },
    firstDealer: a.dealer,
    stake: {
      amount: amount ?? '',
      currency: CURRENCIES[a.stake] ?? 'GBP',
      otherCode: '',
    },
  });
}

/** A backup of the device, as Export all makes it, the device noting it as made. */
async function backUp(world: World): Promise<string> {
  const { text, at } = await writeBackup(world.db, null);
  await recordBackup(world.db, at);
  world.files.push(text);
  return text;
}

/** Imports a file as the Import screen does, each match that differs chosen as `choices` say. */
async function importText(
  world: World,
  db: typeof world.db,
  text: string,
  choices: readonly number[] = [],
) {
  const read = readImport(text);
  if (!read.ok) refuse(world, `the file does not read: ${JSON.stringify(read.problems)}`);
  const plan = await planImport(db, read.matches);
  const conflicts = plan.filter(offered);
  return applyImport(
    db,
    plan,
    (item) => CHOICES[choices[conflicts.indexOf(item)] ?? 1] ?? 'keep-both',
    read.stores,
  );
}

/**
 * Does `a` on the world's device; the checks after it are the caller's. An action the screens
 * would not offer now (a deal after the rubber is won, a next rubber before it is) does nothing.
 * Returns a line saying what it did.
 */
export async function perform(world: World, a: Action): Promise<string> {
  const { db } = world;
  switch (a.kind) {
    case 'start': {
      const created = await createMatch(db, startFile(a));
      if (!created.ok) refuse(world, `the start was refused: ${JSON.stringify(created.errors)}`);
      return `start ${a.game} of ${a.size}: ${created.value.id}`;
    }
    case 'deal': {
      const found = await bridgeMatch(world, a.match);
      if (found === undefined || !dealComesNext(found.match)) return 'deal: none comes next';
      if (a.deal.passed === true && passOutBlocked(found.match) !== null) return 'deal: no pass';
      const edit: Edit = { kind: 'addDeal', index: found.match.deals.length, deal: a.deal };
      const written = await commitEdit(db, found.id, edit);
      return `deal ${JSON.stringify(a.deal)} in ${found.id}: ${written.ok ? 'written' : 'refused'}`;
    }
    case 'correct':
    case 'deleteDeal': {
      const found = await bridgeMatch(world, a.match);
      const index =
        found === undefined ? undefined : a.index % Math.max(1, found.match.deals.length);
      const before = index === undefined ? undefined : found?.match.deals[index];
      if (found === undefined || index === undefined || before === undefined)
        return `${a.kind}: no deal`;
      const edit: Edit =
        a.kind === 'correct'
          ? { kind: 'editDeal', index, before: dealToJson(before), after: a.deal }
          : { kind: 'deleteDeal', index, deal: dealToJson(before) };
      const written = await commitEdit(db, found.id, edit);
      return `${a.kind} ${index} in ${found.id}: ${written.ok ? 'written' : 'refused'}`;
    }
    case 'undo':
    case 'redo': {
      const found = await bridgeMatch(world, a.match);
      if (found === undefined) return `${a.kind}: no match`;
      const result = await (a.kind === 'undo' ? undo : redo)(db, found.id);
      return `${a.kind} in ${found.id}: ${result === false ? 'none' : result.ok ? 'done' : 'refused'}`;
    }
    case 'endOfPlay': {
      const found = await bridgeMatch(world, a.match);
      if (found === undefined) return 'end of play: no match';
      const { finished } = found.match;
      const edit: Edit = { kind: 'finish', before: finished, after: !finished };
      const written = await commitEdit(db, found.id, edit);
      return `${finished ? 'resume' : 'end'} ${found.id}: ${written.ok ? 'written' : 'refused'}`;
    }
    case 'rename': {
      const names = [...heldNames(await matchesInOrder(world))].sort();
      const from = nth(names, a.from);
      if (from === undefined) return 'rename: no name';
      const renamed = await renamePlayer(db, from, a.to);
      if (renamed.ok && renamed.value.undoIn !== null) world.renamedIn = renamed.value.undoIn;
      return `rename ${from} to ${a.to}: ${renamed.ok ? renamed.value.changed : 'refused'}`;
    }
    case 'undoRename': {
      if (world.renamedIn === null) return 'undo rename: none';
      const result = await undo(db, world.renamedIn);
      world.renamedIn = null;
      return `undo rename: ${result === false ? 'none' : result.ok ? 'done' : 'refused'}`;
    }
    case 'backUpAndImport': {
      const text = await backUp(world);
      const [before, keptBefore] = [await dump(db), await keptDump(db)];
      const counts = await importText(world, db, text);
      // Importing a device's own backup changes nothing.
      if ((await dump(db)) !== before || (await keptDump(db)) !== keptBefore)
        refuse(world, `the device's own backup changed it: ${JSON.stringify(counts)}`);
      return `own backup imported: ${counts.same} the same`;
    }
    case 'restoreOnFresh': {
      const text = await backUp(world);
      const fresh = await world.open(`device-${world.devices}`);
      world.devices += 1;
      await importText(world, fresh, text);
      // A restore onto an empty device equals the device backed up (docs/style.md, rule 23).
      const [here, there] = [await keptDump(db), await keptDump(fresh)];
      if (here !== there) refuse(world, 'the fresh device restored differs from the one backed up');
      if (a.goOn) {
        world.db = fresh;
        world.renamedIn = null;
      }
      return `restored on device-${world.devices - 1}${a.goOn ? ', and going on there' : ''}`;
    }
    case 'exportMatch': {
      const item = nth(await matchesInOrder(world), a.match);
      if (item === undefined) return 'export: no match';
      const text = exportMatch(item.record);
      if (!text.ok) refuse(world, `the match does not export: ${JSON.stringify(text.errors)}`);
      world.files.push(text.value);
      return `exported ${item.record.id}`;
    }
    case 'importFile': {
      const text = nth(world.files, a.file);
      if (text === undefined) return 'import: no file';
      const counts = await importText(world, db, text, a.choices);
      const { added, same, replaced, skipped } = counts;
      return `import file ${a.file % world.files.length}: ${JSON.stringify({ added, same, replaced, skipped })}`;
    }
    case 'delete': {
      const item = nth(await matchesInOrder(world), a.match);
      if (item === undefined) return 'delete: no match';
      await deleteMatch(db, item.record.id);
      return `delete ${item.record.id}`;
    }
    case 'restore': {
      const deleted = (await listDeleted(db)).sort((x, y) => (x.id < y.id ? -1 : 1));
      const entry = nth(deleted, a.which);
      if (entry === undefined) return 'restore: none deleted';
      const restored = await restoreMatch(db, entry.id);
      return `restore ${entry.id}: ${restored.ok ? (restored.copy ? 'as a copy ' + restored.record.id : 'back') : 'gone'}`;
    }
    case 'emptyBin':
      return `emptied the recently deleted: ${await deleteAllForever(db)}`;
    case 'nextRubber':
      return nextRubber(world, a);
  }
}

/** NextRubber's Start, from the match `a` names, when its rubber is over. */
async function nextRubber(world: World, a: Action & { kind: 'nextRubber' }): Promise<string> {
  const evenings = (await matchesInOrder(world)).flatMap((item) => {
    if (!item.match.ok) return [];
    const group = readGroup(item.match.value);
    return group === null ? [] : [{ id: item.record.id, match: item.match.value, group }];
  });
  const found = nth(evenings, a.match);
  if (found === undefined) return 'next rubber: no evening';
  const { match, group } = found;
  if (!isBridge(match) || !('N' in match.players)) return 'next rubber: no table';
  const four = match as FourPlayerMatch;
  if (!groupRubberOver(match, standingOf(scoreMatch(match)))) return 'next rubber: not over';
  // An earlier rubber of an evening gone on leads to the latest: nothing is started.
  if ((await startedAfter(world.db, group)) !== null) return 'next rubber: gone on already';
  const change: TableChange | null =
    a.change === 'none'
      ? null
      : a.change === 'join'
        ? { kind: 'join', name: a.joiner }
        : { kind: 'leave', name: nth(group.draw, a.who) ?? '' };
  const [highest, second] = cutOf(group.draw, a.cut);
  const proposed = proposeNext(four, group, change, { highest, second });
  // A change the table refuses is said; the host changes it before Start.
  if (proposed.changed?.ok === false) return `next rubber: ${proposed.changed.problem}`;
  if (proposed.next === null) return 'next rubber: no seating';
  const created = await createMatch(
    world.db,
    nextRubberFile(four, group, proposed.changed, proposed.next),
  );
  if (!created.ok) refuse(world, `the next rubber was refused: ${JSON.stringify(created.errors)}`);
  const unit = traitsOf(match.game).unit ?? 'Rubber';
  return `${unit} ${group.rubber + 2} after ${found.id}${change === null ? '' : ` (${change.name} ${change.kind}s)`}: ${created.value.id}`;
}

/** Who cut highest and second among a table of four (the first four of the draw). */
function cutOf(draw: readonly string[], [a, b]: readonly [number, number]): [string, string] {
  const four = draw.slice(0, 4);
  const highest = nth(four, a) ?? '';
  const second = nth(
    four.filter((name) => name !== highest),
    b,
  );
  return [highest, second ?? ''];
}

/** Every name the device's matches hold: their players, and their evenings' draws. */
export function heldNames(listed: readonly { readonly match: { ok: boolean } }[]): Set<string> {
  const names = new Set<string>();
  for (const item of listed) {
    const match = (item.match as { ok: true; value: Match }).value;
    if (!item.match.ok) continue;
    const players: unknown = match.players;
    for (const name of Array.isArray(players) ? players : Object.values(players as object))
      if (typeof name === 'string') names.add(name);
    for (const name of readGroup(match)?.draw ?? []) names.add(name);
  }
  return names;
}
