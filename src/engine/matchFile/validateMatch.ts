import { traitsOf } from '../gameTraits.ts';
import { decidedAt } from '../score.ts';
import type { Stake } from '../stakes.ts';
import { stakeCents } from '../stakes.ts';
import type {
  BridgeDeal,
  BridgeGame,
  BridgeRules,
  ChicagoVulnerability,
  Deck,
  FourPlayerGame,
  Game,
  Match,
  Player2,
  Result,
  RummyDeal,
  RummyRules,
  RummyVariant,
  Seat,
  Side,
} from '../types.ts';
import { GAMES } from '../types.ts';
import type { JsonObject, Problem } from './problems.ts';
import { Problems, at, describe, isInteger, isObject } from './problems.ts';
import { readBridgeDeal, readRummyDeal } from './validateDeal.ts';
import { COMPETITION_GAMES, isCalendarDate, readCompetition } from './readCompetition.ts';

export const MATCH_FORMAT = 'bridgepad.match';
export const MATCH_VERSION = 1;
/** The most deals a Kapiti or Six-Deal match can plan (docs/format.md, `rules.deals`). */
export const MAX_PLANNED_DEALS = 200;

const TOP_KEYS = [
  'format',
  'version',
  'id',
  'createdAt',
  'updatedAt',
  'game',
  'rules',
  'players',
  'we',
  'firstDealer',
  'deals',
  'finished',
  'competition',
  'sent',
  // The totals a file states: checked against its deals by readMatchFile (readMatchFile.ts), the
  // reader of files from outside; the store never writes them.
  'totals',
];
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
/**
 * The games that read a `rules` key, for the message when another game has it: from the games'
 * traits, the one place that says which rules each game takes.
 */
function ruleOwners(key: string): string | undefined {
  const owners = GAMES.filter((game) =>
    (traitsOf(game).ruleKeys as readonly string[]).includes(key),
  );
  if (owners.length === 0) return undefined;
  if (owners.length === GAMES.length - 1 && !owners.includes('rummy')) return 'bridge games';
  const last = owners.pop();
  return owners.length === 0 ? last : `${owners.join(', ')} and ${last}`;
}
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The deepest an `x-` field may nest (docs/format.md, "x-..."): kept and written back untouched,
 * it must also fit the device's store and every copy of it, which a field of thousands of levels
 * does not.
 */
export const MAX_X_DEPTH = 100;

/** How deeply a JSON value nests (a number 0, `[0]` 1), found without recursion. */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_X_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** An ISO-8601 time with a real calendar date (no 30 February). */
function isIsoTime(value: string): boolean {
  return (
    ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)) && isCalendarDate(value.slice(0, 10))
  );
}

function nonEmptyName(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= 100;
}

function readBridgeRules(raw: JsonObject, game: BridgeGame, p: Problems): BridgeRules {
  const traits = traitsOf(game);
  // Chicago scored deal by deal, as duplicate is, has no honors (docs/rules.md, Chicago).
  const byDeal = raw.scoring === 'deal' ? ' scored deal by deal' : '';
  const honorsAllowed = traits.honors && byDeal === '';
  let honors = honorsAllowed;
  if (raw.honors !== undefined) {
    if (typeof raw.honors !== 'boolean') p.add('rules.honors', 'must be true or false');
    else if (raw.honors && !honorsAllowed)
      p.add('rules.honors', `must be false: ${game}${byDeal} has no honors`);
    else honors = raw.honors;
  }
  let deck: Deck = 'standard';
  if (raw.deck !== undefined) {
    if (traits.decks.includes(raw.deck as Deck)) deck = raw.deck as Deck;
    else p.add('rules.deck', `must be one of ${traits.decks.join(', ')}`);
  }
  const rules: {
    honors: boolean;
    deck: Deck;
    vulnerability?: ChicagoVulnerability;
    deals?: number;
    stake?: Stake;
  } = {
    honors,
    deck,
  };
  if (traits.ruleKeys.includes('vulnerability')) {
    rules.vulnerability = 'chicago';
    if (raw.vulnerability !== undefined) {
      if (raw.vulnerability === 'chicago' || raw.vulnerability === 'cavendish') {
        rules.vulnerability = raw.vulnerability;
      } else p.add('rules.vulnerability', 'must be chicago or cavendish');
    }
  }
  // Rules played differently in different places: kept only when the file gives them, so a
  // file written without them reads, and is written back, exactly as before.
  for (const variant of traits.variants) {
    const value = raw[variant.key];
    if (value === undefined) continue;
    const preset = variant.presets.find((p) => p.value === value);
    if (preset === undefined) {
      const values = variant.presets.map((p) => String(p.value));
      p.add(
        `rules.${variant.key}`,
        `must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`,
      );
    } else if (variant.unless !== undefined && raw[variant.unless.key] === variant.unless.value) {
      p.add(`rules.${variant.key}`, `is not played: ${variant.unless.why}`);
    } else (rules as Record<string, unknown>)[variant.key] = preset.value;
  }
  if (traits.ruleKeys.includes('stake') && raw.stake !== undefined) {
    const stake = readStake(raw.stake, p);
    if (stake !== null) rules.stake = stake;
  }
  if (traits.planned !== null) {
    rules.deals = traits.planned.deals;
    if (raw.deals !== undefined) {
      if (isInteger(raw.deals, 1, MAX_PLANNED_DEALS)) rules.deals = raw.deals;
      else p.add('rules.deals', `must be an integer from 1 to ${MAX_PLANNED_DEALS}`);
    }
  }
  return rules;
}

/** `rules.stake`: { per100: a positive amount to the cent, currency: an ISO 4217 code }. */
function readStake(raw: unknown, p: Problems): Stake | null {
  if (!isObject(raw)) {
    p.add('rules.stake', `must be an object with per100 and currency, not ${describe(raw)}`);
    return null;
  }
  const before = p.count;
  p.unknownKeys(raw, 'rules.stake', ['per100', 'currency', 'noOvertricksAbove']);
  const amount = 'must be a positive amount to the cent (for example 0.5 or 2.25)';
  if (stakeCents(raw.per100) === null) p.add('rules.stake.per100', amount);
  if (raw.noOvertricksAbove !== undefined && stakeCents(raw.noOvertricksAbove) === null)
    p.add('rules.stake.noOvertricksAbove', amount);
  // ISO 4217's form: three capital letters.
  if (typeof raw.currency !== 'string' || !/^[A-Z]{3}$/.test(raw.currency))
    p.add('rules.stake.currency', 'must be an ISO 4217 currency code (GBP, NZD)');
  return p.count === before ? (raw as unknown as Stake) : null;
}

function readRummyRules(raw: JsonObject, p: Problems): RummyRules {
  let variant: RummyVariant = 'basic';
  if (raw.variant !== undefined) {
    if (raw.variant === 'basic' || raw.variant === 'gin') variant = raw.variant;
    else p.add('rules.variant', 'must be basic or gin');
  }
  if (raw.target === undefined) return { variant };
  if (!isInteger(raw.target, 1, 100000)) {
    p.add('rules.target', 'must be an integer from 1 to 100000');
    return { variant };
  }
  return { variant, target: raw.target };
}

function readRules(raw: unknown, game: Game, p: Problems): BridgeRules | RummyRules {
  const obj = raw === undefined ? {} : raw;
  if (!isObject(obj)) {
    p.add('rules', `must be an object, not ${describe(raw)}`);
    return game === 'rummy' ? readRummyRules({}, p) : readBridgeRules({}, game, p);
  }
  for (const key of Object.keys(obj)) {
    if ((traitsOf(game).ruleKeys as readonly string[]).includes(key)) continue;
    const owner = ruleOwners(key);
    p.add(at('rules', key), owner === undefined ? 'unknown field' : `only for ${owner}`);
  }
  return game === 'rummy' ? readRummyRules(obj, p) : readBridgeRules(obj, game, p);
}

function readPlayers(raw: unknown, game: Game, p: Problems): Record<string, string> | string[] {
  const names = "a player's name (1 to 100 characters)";
  const traits = traitsOf(game);
  if (traits.seating === 'circle') {
    const { min, max } = traits.players;
    if (!Array.isArray(raw) || raw.length < min || raw.length > max) {
      p.add('players', `must be an array of ${min} to ${max} names`);
      return [];
    }
    raw.forEach((name, i) => {
      if (!nonEmptyName(name)) p.add(at('players', i), `must be ${names}`);
    });
    return [...(raw as string[])];
  }
  const keys: readonly string[] = traits.seating === 'four' ? SEATS : ['A', 'B'];
  if (!isObject(raw)) {
    p.add('players', `must be an object with names by ${keys.join(', ')}`);
    return {};
  }
  p.unknownKeys(raw, 'players', keys);
  for (const key of keys) {
    if (raw[key] === undefined) p.add(at('players', key), 'is missing');
    else if (!nonEmptyName(raw[key])) p.add(at('players', key), `must be ${names}`);
  }
  return Object.fromEntries(keys.map((key) => [key, raw[key] as string]));
}

function readFirstDealer(
  raw: unknown,
  game: Game,
  players: number,
  p: Problems,
): Seat | Player2 | number {
  if (game === 'rummy') {
    if (raw === undefined) return 0;
    if (isInteger(raw, 0, Math.max(0, players - 1))) return raw;
    p.add('firstDealer', `must be a player index from 0 to ${Math.max(0, players - 1)}`);
    return 0;
  }
  const allowed: readonly string[] = traitsOf(game).seating === 'four' ? SEATS : ['A', 'B'];
  if (raw === undefined) return allowed[0] as Seat | Player2;
  if (allowed.includes(raw as string)) return raw as Seat | Player2;
  p.add('firstDealer', `must be one of ${allowed.join(', ')}`);
  return allowed[0] as Seat | Player2;
}

type Meta = { id?: string; createdAt?: string; updatedAt?: string; sent?: string };

function readMeta(obj: JsonObject, p: Problems): Meta {
  const meta: Meta = {};
  if (obj.id !== undefined) {
    if (typeof obj.id === 'string' && obj.id.length > 0 && obj.id.length <= 100) meta.id = obj.id;
    else p.add('id', 'must be a string of 1 to 100 characters');
  }
  for (const key of ['createdAt', 'updatedAt', 'sent'] as const) {
    const value = obj[key];
    if (value === undefined) continue;
    if (typeof value === 'string' && isIsoTime(value)) {
      meta[key] = value;
    } else p.add(key, 'must be an ISO-8601 time like 2026-11-22T10:30:00Z');
  }
  return meta;
}

function readHeader(obj: JsonObject, p: Problems): Game | undefined {
  if (obj.format === undefined) p.add('format', `is missing: must be "${MATCH_FORMAT}"`);
  else if (obj.format !== MATCH_FORMAT) p.add('format', `must be "${MATCH_FORMAT}"`);
  if (obj.version === undefined) p.add('version', `is missing: must be ${MATCH_VERSION}`);
  else if (isInteger(obj.version, MATCH_VERSION + 1, Number.MAX_SAFE_INTEGER)) {
    p.add('version', `${obj.version} is newer than this app reads (${MATCH_VERSION})`);
  } else if (obj.version !== MATCH_VERSION) {
    const not = typeof obj.version === 'string' ? `, not the text "${obj.version}"` : '';
    p.add('version', `must be the number ${MATCH_VERSION}${not}`);
  }
  for (const key of Object.keys(obj)) {
    if (TOP_KEYS.includes(key) || key.startsWith('x-')) continue;
    p.add(key, 'unknown field (fields of your own must start with "x-")');
  }
  if (obj.game === undefined) p.add('game', `is missing: must be one of ${GAMES.join(', ')}`);
  else if (!GAMES.includes(obj.game as Game)) p.add('game', `must be one of ${GAMES.join(', ')}`);
  else return obj.game as Game;
  return undefined;
}

/** Deals played after the match was decided: reported at the first such deal. */
function checkDecided(match: Match, p: Problems): void {
  const decided = decidedAt(match);
  if (decided === null) return;
  const why = match.game === 'rummy' ? 'the point target was reached' : 'the match was decided';
  p.add(at('deals', decided), `${why} after deal ${decided}: no further deal is played`);
}

/**
 * A file read before and the match it read to. A deal given as the very same object, at the same
 * place, in a match of the same game and rules, reads as it did then; the rest is read afresh.
 */
export interface ReadBefore {
  readonly file: Record<string, unknown>;
  readonly match: Match;
}

/** The deals of `before` that may stand for the same objects in a file of this game and rules. */
function dealsReadBefore(
  before: ReadBefore | undefined,
  game: Game,
  rules: BridgeRules | RummyRules,
  playerCount: number,
): { raw: readonly unknown[]; read: readonly (BridgeDeal | RummyDeal)[] } | null {
  if (before === undefined || before.match.game !== game || !Array.isArray(before.file.deals))
    return null;
  const old = before.match;
  const sameRules =
    old.game === 'rummy'
      ? (rules as RummyRules).variant === old.rules.variant &&
        (Array.isArray(old.players) ? old.players.length : 0) === playerCount
      : (rules as BridgeRules).deck === old.rules.deck &&
        (rules as BridgeRules).honors === old.rules.honors;
  return sameRules ? { raw: before.file.deals, read: old.deals } : null;
}

/**
 * The one restore/validate step (docs/style.md, rule 5): reads a parsed match file of version 1
 * (docs/format.md), fills defaults, and either returns the match or every problem with its JSON path.
 * Never throws on what it is given. `before` (a file this step read without problems, and its
 * match) spares reading again the deals a change left alone: a deal of 5,000 changed reads one.
 */
export function validateMatch(raw: unknown, before?: ReadBefore): Result<Match, Problem[]> {
  const p = new Problems();
  if (!isObject(raw)) {
    p.add('$', `must be a JSON object, not ${describe(raw)}`);
    return { ok: false, errors: p.list };
  }
  const game = readHeader(raw, p);
  const meta = readMeta(raw, p);
  const extras: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) {
    if (!key.startsWith('x-')) continue;
    if (nestingDepth(raw[key]) > MAX_X_DEPTH) {
      p.add(
        key,
        `is nested more than ${MAX_X_DEPTH} levels deep: fields of your own are kept to ${MAX_X_DEPTH}`,
      );
    } else extras[key] = raw[key];
  }
  if (raw.finished !== undefined && typeof raw.finished !== 'boolean') {
    p.add('finished', 'must be true or false');
  }
  const finished = raw.finished === true;
  if (game === undefined) return { ok: false, errors: p.list };

  const rules = readRules(raw.rules, game, p);
  const players = readPlayers(raw.players, game, p);
  const four = traitsOf(game).seating === 'four';
  let we: Side = 'NS';
  if (raw.we !== undefined) {
    if (!four) p.add('we', 'only for four-player games');
    else if (raw.we === 'NS' || raw.we === 'EW') we = raw.we;
    else p.add('we', 'must be NS or EW');
  }
  const playerCount = Array.isArray(players) ? players.length : 0;
  const firstDealer = readFirstDealer(raw.firstDealer, game, playerCount, p);

  const deals: (BridgeDeal | RummyDeal | undefined)[] = [];
  if (!Array.isArray(raw.deals)) {
    p.add(
      'deals',
      raw.deals === undefined ? 'is missing: must be an array (may be empty)' : 'must be an array',
    );
  } else {
    const known = dealsReadBefore(before, game, rules, playerCount);
    const count = playerCount >= 2 && playerCount <= 6 ? playerCount : null;
    const { variant } = rules as RummyRules;
    const { deck, honors } = rules as BridgeRules;
    const ctx = { game: game as BridgeGame, deck, honors };
    const readDeal =
      game === 'rummy'
        ? (d: unknown, i: number) => readRummyDeal(d, at('deals', i), count, variant, p)
        : (d: unknown, i: number) => readBridgeDeal(d, at('deals', i), ctx, p);
    raw.deals.forEach((d, i) =>
      deals.push(known !== null && known.raw[i] === d ? known.read[i] : readDeal(d, i)),
    );
  }
  const competition = readCompetition(raw.competition, game, p);
  if (meta.sent !== undefined && !COMPETITION_GAMES.includes(game)) {
    p.add('sent', `only for ${COMPETITION_GAMES.join(', ')}`);
  }
  if (p.count > 0) return { ok: false, errors: p.list };

  const common = {
    ...meta,
    ...(competition === undefined ? {} : { competition }),
    finished,
    extras,
  };
  const match = (
    game === 'rummy'
      ? { ...common, game, rules, players, firstDealer, deals }
      : four
        ? { ...common, game: game as FourPlayerGame, rules, players, we, firstDealer, deals }
        : { ...common, game, rules, players, firstDealer, deals }
  ) as Match;
  checkDecided(match, p);
  return p.count > 0 ? { ok: false, errors: p.list } : { ok: true, value: match };
}
