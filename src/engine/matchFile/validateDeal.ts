import type { AnyDeal } from '../agreement/compareForm.ts';
import { dealForm, splitForm } from '../agreement/compareForm.ts';
import type { ContractProblem } from '../strains.ts';
import { DECK_STRAINS, parseContract } from '../strains.ts';
import type {
  BridgeDeal,
  BridgeGame,
  Declarer,
  Deck,
  HonorsClaim,
  RummyDeal,
  RummyVariant,
  Tricks,
  Vulnerability,
} from '../types.ts';
import { traitsOf } from '../gameTraits.ts';
import type { JsonObject } from './problems.ts';
import { Problems, at, describe, isInteger, isObject } from './problems.ts';

/** What a bridge deal is read against: the match's game and agreements. */
export interface DealContext {
  readonly game: BridgeGame;
  readonly deck: Deck;
  readonly honors: boolean;
}

const VULNERABILITIES: readonly Vulnerability[] = ['none', 'NS', 'EW', 'both'];
const PLAYED_KEYS = ['contract', 'declarer', 'tricks', 'honors', 'board', 'vulnerable'] as const;

function declarers(game: BridgeGame): readonly Declarer[] {
  return traitsOf(game).seating === 'two' ? ['A', 'B'] : ['N', 'E', 'S', 'W'];
}

/** Duplicate's board number and vulnerability override, allowed on any duplicate deal. */
function readBoard(
  raw: JsonObject,
  path: string,
  ctx: DealContext,
  problems: Problems,
): { board?: number; vulnerable?: Vulnerability } {
  const out: { board?: number; vulnerable?: Vulnerability } = {};
  for (const key of ['board', 'vulnerable'] as const) {
    if (raw[key] !== undefined && !traitsOf(ctx.game).boards) {
      problems.add(at(path, key), 'only for duplicate');
    }
  }
  if (!traitsOf(ctx.game).boards) return out;
  if (raw.board !== undefined) {
    if (isInteger(raw.board, 1, 9999)) out.board = raw.board;
    else problems.add(at(path, 'board'), 'must be a board number from 1 to 9999');
  }
  if (raw.vulnerable !== undefined) {
    if (VULNERABILITIES.includes(raw.vulnerable as Vulnerability)) {
      out.vulnerable = raw.vulnerable as Vulnerability;
    } else {
      problems.add(at(path, 'vulnerable'), 'must be one of none, NS, EW, both');
    }
  }
  return out;
}

function readHonors(
  raw: unknown,
  path: string,
  ctx: DealContext,
  notrump: boolean,
  problems: Problems,
): HonorsClaim | undefined {
  if (!traitsOf(ctx.game).honors) {
    problems.add(path, `${ctx.game} has no honors`);
    return undefined;
  }
  if (!ctx.honors) {
    problems.add(path, 'honors are not scored in this match (rules.honors is false)');
    return undefined;
  }
  if (!isObject(raw)) {
    problems.add(path, 'must be an object like { "side": "NS", "points": 100 }');
    return undefined;
  }
  const before = problems.count;
  problems.unknownKeys(raw, path, ['side', 'points']);
  if (raw.side !== 'NS' && raw.side !== 'EW') problems.add(at(path, 'side'), 'must be NS or EW');
  if (raw.points !== 100 && raw.points !== 150) {
    problems.add(at(path, 'points'), 'must be 100 or 150');
  } else if (notrump && raw.points !== 150) {
    problems.add(at(path, 'points'), 'at notrump only 150 (four aces)');
  }
  if (problems.count > before) return undefined;
  return { side: raw.side as HonorsClaim['side'], points: raw.points as HonorsClaim['points'] };
}

/**
 * A deal's `agreed` (docs/format.md, "agreed"): the one-line form of the deal as agreed, read as a
 * deal of this match by `read` and written back in its own spelling. Its problems are reported at
 * `agreed`, each naming the part of the form it is about.
 */
function readAgreed(
  raw: unknown,
  path: string,
  rummy: boolean,
  read: (fields: JsonObject, problems: Problems) => AnyDeal | undefined,
  problems: Problems,
): { agreed?: string } {
  if (raw === undefined) return {};
  const here = at(path, 'agreed');
  const fields = typeof raw === 'string' ? splitForm(raw, rummy) : null;
  if (fields === null) {
    const like = rummy
      ? '"out 0 points 0 17 42"'
      : '"4S N 10", "3NTX S 8 honors NS 150" or "passed"';
    problems.add(here, `must be the deal as agreed, written like ${like}`);
    return {};
  }
  const inner = new Problems();
  const deal = read(fields, inner);
  for (const p of inner.list)
    problems.add(here, p.path === '$' ? p.message : `${p.path}: ${p.message}`);
  return deal === undefined ? {} : { agreed: dealForm(deal) };
}

function contractMessage(text: string, problem: ContractProblem, ctx: DealContext): string {
  const quoted = `"${text}"`;
  const zero = traitsOf(ctx.game).zeroNotrump;
  switch (problem) {
    case 'syntax':
      return `${quoted} is not a contract like "4S", "3NTX" or "2HXX"`;
    case 'strain':
      return `${quoted}: not a strain of the ${ctx.deck} deck (${DECK_STRAINS[ctx.deck].join(' ')})`;
    case 'level':
      return `${quoted}: the level must be ${zero ? '0 to 7' : '1 to 7'}`;
    case 'zero':
      return zero
        ? `${quoted}: level 0 is only Zero Notrump ("0NT")`
        : `${quoted}: 0NT is bid only in bridgette and sixdeal; here levels are 1 to 7`;
  }
}

/** Reads one bridge deal (docs/format.md): `{ "passed": true }` or a played contract. */
export function readBridgeDeal(
  raw: unknown,
  path: string,
  ctx: DealContext,
  problems: Problems,
): BridgeDeal | undefined {
  if (!isObject(raw)) {
    problems.add(path, `must be an object, not ${describe(raw)}`);
    return undefined;
  }
  const before = problems.count;
  if (raw.passed !== undefined) {
    if (raw.passed !== true) {
      problems.add(at(path, 'passed'), 'must be true (leave it out for a played deal)');
      return undefined;
    }
    for (const key of Object.keys(raw)) {
      if (key === 'passed' || key === 'board' || key === 'vulnerable' || key === 'agreed') continue;
      const played = (PLAYED_KEYS as readonly string[]).includes(key);
      problems.add(
        at(path, key),
        played
          ? `a passed-out deal has no ${key} (leave out "passed" for a played deal)`
          : 'unknown field',
      );
    }
    if (traitsOf(ctx.game).passedOut === null) {
      problems.add(
        at(path, 'passed'),
        `the dealer must open in ${ctx.game}: no deal is passed out`,
      );
    }
    const board = readBoard(raw, path, ctx, problems);
    const agreed = readAgreedBridge(raw.agreed, path, ctx, problems);
    return problems.count > before ? undefined : { passed: true, ...board, ...agreed };
  }
  problems.unknownKeys(raw, path, [...PLAYED_KEYS, 'agreed']);

  const allowZero = traitsOf(ctx.game).zeroNotrump;
  let contract;
  if (raw.contract === undefined) {
    problems.add(at(path, 'contract'), 'is missing (or give "passed": true)');
  } else if (typeof raw.contract !== 'string') {
    problems.add(at(path, 'contract'), 'must be a contract like "4S", "3NTX" or "2HXX"');
  } else {
    const parsed = parseContract(raw.contract, ctx.deck, allowZero);
    if (parsed.ok) contract = parsed.value;
    else problems.add(at(path, 'contract'), contractMessage(raw.contract, parsed.problem, ctx));
  }

  const seats = declarers(ctx.game);
  if (!seats.includes(raw.declarer as Declarer)) {
    problems.add(at(path, 'declarer'), `must be one of ${seats.join(', ')}`);
  }
  if (!isInteger(raw.tricks, 0, 13)) {
    problems.add(at(path, 'tricks'), 'must be an integer from 0 to 13');
  }
  const honors =
    raw.honors === undefined
      ? undefined
      : readHonors(raw.honors, at(path, 'honors'), ctx, contract?.strain === 'NT', problems);
  const board = readBoard(raw, path, ctx, problems);
  const agreed = readAgreedBridge(raw.agreed, path, ctx, problems);
  if (problems.count > before || contract === undefined) return undefined;
  return {
    contract,
    declarer: raw.declarer as Declarer,
    tricks: raw.tricks as Tricks,
    ...(honors === undefined ? {} : { honors }),
    ...board,
    ...agreed,
  };
}

function readAgreedBridge(raw: unknown, path: string, ctx: DealContext, problems: Problems) {
  return readAgreed(raw, path, false, (fields, p) => readBridgeDeal(fields, '$', ctx, p), problems);
}

/** Reads one rummy deal: `{ "out": 0, "points": [0, 17, 42], "rummy": false }`. */
export function readRummyDeal(
  raw: unknown,
  path: string,
  /** How many players the match has; null when its player list is itself invalid. */
  players: number | null,
  variant: RummyVariant,
  problems: Problems,
): RummyDeal | undefined {
  if (!isObject(raw)) {
    problems.add(path, `must be an object, not ${describe(raw)}`);
    return undefined;
  }
  const before = problems.count;
  problems.unknownKeys(raw, path, ['out', 'points', 'rummy', 'agreed']);
  const outOk = players === null ? isInteger(raw.out, 0, 5) : isInteger(raw.out, 0, players - 1);
  if (!outOk) {
    problems.add(at(path, 'out'), `must be a player index from 0 to ${(players ?? 6) - 1}`);
  }
  const points = raw.points;
  if (!Array.isArray(points)) {
    problems.add(at(path, 'points'), `must be an array of numbers, one per player`);
  } else if (players !== null && points.length !== players) {
    problems.add(at(path, 'points'), `must be an array of ${players} numbers, one per player`);
  } else {
    points.forEach((p, i) => {
      if (!isInteger(p, 0, 9999)) {
        problems.add(at(at(path, 'points'), i), 'must be an integer from 0 to 9999');
      } else if (outOk && i === raw.out && p !== 0) {
        problems.add(at(at(path, 'points'), i), 'must be 0: this player went out');
      }
    });
  }
  if (raw.rummy !== undefined && typeof raw.rummy !== 'boolean') {
    problems.add(at(path, 'rummy'), 'must be true or false');
  } else if (raw.rummy === true && variant === 'gin') {
    problems.add(at(path, 'rummy'), 'gin has no rummy penalty: must be false');
  }
  const agreed = readAgreed(
    raw.agreed,
    path,
    true,
    (fields, p) => readRummyDeal(fields, '$', players, variant, p),
    problems,
  );
  if (problems.count > before) return undefined;
  return {
    out: raw.out as number,
    points: [...(points as number[])],
    rummy: raw.rummy === true,
    ...agreed,
  };
}
