import { DEFAULT_CHICAGO_FORM } from '../../engine/chukker.ts';
import type { GameTraits, RuleKey, RuleVariant } from '../../engine/gameTraits.ts';
import { DEFAULT_GAME, traitsOf } from '../../engine/gameTraits.ts';
import { MAX_PLANNED_DEALS } from '../../engine/matchFile/validateMatch.ts';
import type { Rotation, TableSize } from '../../engine/rotation.ts';
import { TABLE_ROTATIONS, UNNAMED_ROTATION, seatingFor } from '../../engine/rotation.ts';
import { randomUuid } from '../../db/randomId.ts';
import { TABLE_KEY } from '../../engine/tableGroup.ts';
import type { StakeInput } from './stakeForm.ts';
import { COMMON_CURRENCIES, readStakeInput } from './stakeForm.ts';
import type {
  ChicagoVulnerability,
  Competition,
  Deck,
  Game,
  Player2,
  RummyVariant,
  Seat,
  Side,
} from '../../engine/types.ts';

/** What the new-match form holds, with defaults that start a rubber in two taps. */
export interface NewMatchForm {
  game: Game;
  /** Rubber bridge and Chicago: players at the table; five or six take turns to sit out. */
  tableSize: TableSize;
  /** How partners change from rubber to rubber, chosen for each size of table; else its first. */
  rotations: Partial<Record<TableSize, Rotation>>;
  /** Five or six players, in the order of the cards they drew, highest first. */
  draw: string[];
  seats: Record<Seat, string>;
  two: Record<Player2, string>;
  /** Rummy: names as typed for up to six players, of whom the first `rummyCount` play. */
  rummyPlayers: string[];
  rummyCount: number;
  we: Side;
  firstDealer: Seat;
  firstDealer2: Player2;
  firstDealerRummy: number;
  honors: boolean;
  deck: Deck;
  vulnerability: ChicagoVulnerability;
  /**
   * A match of planned deals: the deals as typed for each such game, checked by `dealsProblem`
   * and never changed behind the player's back; a game not typed for has its usual number.
   */
  plannedDeals: Partial<Record<Game, string>>;
  variant: RummyVariant;
  /**
   * Rules played differently in different places (src/engine/gameTraits.ts, `variants`): the
   * preset chosen for each, by its `rules` key; a key not chosen plays the default.
   */
  variants: Partial<Record<RuleKey, string | number>>;
  target: string;
  /**
   * Kapiti: the competition profile chosen, '' for none; undefined until the player chooses,
   * when the default profile applies (see CompetitionChoice).
   */
  competitionId?: string;
  /** Games with a back score: the stake per 100 as typed, and its currency (stakeForm.ts). */
  stake: StakeInput;
}

/** The deals typed for the form's game, or its usual number; null for a game without planned deals. */
export function plannedDealsOf(form: NewMatchForm): string | null {
  const planned = traitsOf(form.game).planned;
  return planned === null ? null : (form.plannedDeals[form.game] ?? String(planned.deals));
}

/**
 * What is wrong with the deals typed for a match of planned deals, or null: a whole number from 1
 * to MAX_PLANNED_DEALS. The field is never corrected silently; the player is told and fixes it.
 */
export function dealsProblem(typed: string, usual = 30): string | null {
  const text = typed.trim();
  const range = `a whole number from 1 to ${MAX_PLANNED_DEALS}`;
  if (text === '') return `Deals in the match is empty: type ${range} (${usual} is usual).`;
  const deals = Number(text);
  if (!Number.isFinite(deals)) return `Deals in the match must be ${range}, not "${text}".`;
  if (!Number.isInteger(deals))
    return `Deals in the match must be a whole number: ${text} deals cannot be played.`;
  if (deals < 1) return `Deals in the match must be at least 1, not ${text}.`;
  if (deals > MAX_PLANNED_DEALS)
    return `Deals in the match can be at most ${MAX_PLANNED_DEALS}, not ${text}.`;
  return null;
}

/**
 * What is wrong with the stake typed, and in which field, or null: only a game played for a stake
 * (its traits' `ruleKeys`) reads it.
 */
export function stakeProblem(form: NewMatchForm) {
  if (!traitsOf(form.game).ruleKeys.includes('stake')) return null;
  const read = readStakeInput(form.stake);
  return read.ok ? null : read;
}

export const DEFAULT_FORM: NewMatchForm = {
  game: DEFAULT_GAME,
  tableSize: 4,
  rotations: {},
  draw: ['', '', '', '', '', ''],
  seats: { N: '', E: '', S: '', W: '' },
  two: { A: '', B: '' },
  rummyPlayers: ['', '', '', '', '', ''],
  rummyCount: 3,
  we: 'NS',
  firstDealer: 'N',
  firstDealer2: 'A',
  firstDealerRummy: 0,
  honors: true,
  deck: 'standard',
  vulnerability: DEFAULT_CHICAGO_FORM,
  plannedDeals: {},
  variant: 'basic',
  variants: {},
  target: '',
  // The screen puts the device's own currency first, where it can tell it (stakeForm.ts).
  stake: { amount: '', currency: COMMON_CURRENCIES[0], otherCode: '' },
};

const SEAT_DEFAULT: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

const name = (typed: string, fallback: string) => (typed.trim() === '' ? fallback : typed.trim());

/** How the table's partners change, as chosen for its size, or the size's first way. */
export function chosenRotation(form: NewMatchForm): Rotation {
  const offered = TABLE_ROTATIONS[form.tableSize];
  const chosen = form.rotations[form.tableSize];
  return chosen !== undefined && offered.includes(chosen) ? chosen : (offered[0] ?? 'fixed');
}

/**
 * The table's field of a table that changes partners (docs/format.md, "A table that changes
 * partners"): its rotation is named only where it is not the one a table of its size played
 * before rotations had names, so such a table's file reads as before.
 */
function tableField(form: NewMatchForm, draw: readonly string[]): Record<string, unknown> {
  const rotation = chosenRotation(form);
  return {
    session: randomUuid(),
    draw,
    rubber: 0,
    ...(rotation === UNNAMED_ROTATION[form.tableSize] ? {} : { rotation }),
  };
}

/** Every player's name as the match will have it: what was typed, or the seat or number. */
export function playerNames(form: NewMatchForm): string[] {
  const traits = traitsOf(form.game);
  if (traits.seating === 'circle') {
    return form.rummyPlayers.slice(0, form.rummyCount).map((p, i) => name(p, `Player ${i + 1}`));
  }
  if (traits.seating === 'two') {
    return [name(form.two.A, 'Player A'), name(form.two.B, 'Player B')];
  }
  if (traits.sitOut && form.tableSize > 4) {
    return form.draw.slice(0, form.tableSize).map((p, i) => name(p, `Player ${i + 1}`));
  }
  return (Object.keys(SEAT_DEFAULT) as Seat[]).map((seat) =>
    name(form.seats[seat], SEAT_DEFAULT[seat]),
  );
}

/** Two players with the same name, however it is spelt in capitals or spaces, or null. */
export function sameNameProblem(form: NewMatchForm): string | null {
  const seen = new Map<string, string>();
  for (const player of playerNames(form)) {
    const key = player.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ');
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return `Two players are called "${earlier}": give each player a name of their own, so the sheet can tell them apart.`;
    }
    seen.set(key, player);
  }
  return null;
}

/**
 * The match file the form describes; empty names become the seat's name. A game played in a
 * competition takes its own copy of the chosen competition's fields.
 */
export function formToMatchFile(
  form: NewMatchForm,
  competition?: Competition,
): Record<string, unknown> {
  const traits = traitsOf(form.game);
  const base = {
    format: 'bridgepad.match',
    version: 1,
    game: form.game,
    deals: [],
    ...(competition !== undefined && traits.competition ? { competition: { ...competition } } : {}),
  };
  if (traits.seating === 'circle') {
    const target = Number(form.target);
    return {
      ...base,
      rules: {
        variant: form.variant,
        ...(form.target.trim() !== '' && target > 0 ? { target } : {}),
      },
      players: playerNames(form),
      firstDealer: form.firstDealerRummy,
    };
  }
  const rules: Record<string, unknown> = {
    honors: honorsPlayed(traits, form) ? form.honors : false,
    deck: form.deck,
  };
  if (traits.ruleKeys.includes('vulnerability')) rules.vulnerability = form.vulnerability;
  // A variant is written only when it is not the default, so the file reads as before otherwise.
  for (const variant of traits.variants) {
    if (!variantPlayed(variant, form)) continue;
    const chosen = form.variants[variant.key];
    if (chosen !== undefined && chosen !== variant.presets[0].value) rules[variant.key] = chosen;
  }
  const planned = plannedDealsOf(form);
  if (planned !== null) rules.deals = Number(planned);
  if (traits.ruleKeys.includes('stake')) {
    // The screen starts nothing while the stake has a problem (stakeProblem).
    const stake = readStakeInput(form.stake);
    if (stake.ok && stake.stake !== null) rules.stake = stake.stake;
  }
  if (traits.seating === 'two') {
    return {
      ...base,
      rules,
      players: { A: name(form.two.A, 'Player A'), B: name(form.two.B, 'Player B') },
      firstDealer: form.firstDealer2,
    };
  }
  if (traits.sitOut && form.tableSize > 4) {
    const draw = form.draw.slice(0, form.tableSize).map((p, i) => name(p, `Player ${i + 1}`));
    const seating = seatingFor(draw, 0);
    return {
      ...base,
      rules,
      players: seating.seats,
      we: form.we,
      firstDealer: form.firstDealer,
      [TABLE_KEY]: tableField(form, draw),
    };
  }
  const seats = Object.fromEntries(
    (Object.keys(SEAT_DEFAULT) as Seat[]).map((seat) => [
      seat,
      name(form.seats[seat], SEAT_DEFAULT[seat]),
    ]),
  ) as Record<Seat, string>;
  const four = { ...base, rules, players: seats, we: form.we, firstDealer: form.firstDealer };
  // Four fixed partners play one match, as always; four who change partners are a table of their
  // own, drawn in the order that seats them as entered (src/engine/rotation.ts, first seating).
  if (!traits.sitOut || chosenRotation(form) === 'fixed') return four;
  return { ...four, [TABLE_KEY]: tableField(form, [seats.N, seats.S, seats.E, seats.W]) };
}

/** Whether a rule played differently is played at all under the form's other choices. */
export function variantPlayed(variant: RuleVariant, form: NewMatchForm): boolean {
  return variant.unless === undefined || form.variants[variant.unless.key] !== variant.unless.value;
}

/** Whether honors are scored: the game has them, and Chicago is not scored deal by deal. */
export function honorsPlayed(traits: GameTraits, form: NewMatchForm): boolean {
  return traits.honors && form.variants.scoring !== 'deal';
}
