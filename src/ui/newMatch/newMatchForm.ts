import { COMPETITION_GAMES } from '../../engine/matchFile/readCompetition.ts';
import { MAX_PLANNED_DEALS } from '../../engine/matchFile/validateMatch.ts';
import { seatingFor } from '../../engine/rotation.ts';
import { TABLE_KEY } from '../table/tableGroup.ts';
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
  /** Rubber bridge: players at the table; five or six take turns to sit out. */
  tableSize: 4 | 5 | 6;
  /** Five or six players, in the order of the cards they drew, highest first. */
  draw: string[];
  seats: Record<Seat, string>;
  two: Record<Player2, string>;
  rummyPlayers: string[];
  we: Side;
  firstDealer: Seat;
  firstDealer2: Player2;
  firstDealerRummy: number;
  honors: boolean;
  deck: Deck;
  vulnerability: ChicagoVulnerability;
  /** As typed: checked by `dealsProblem`, never changed behind the player's back. */
  kapitiDeals: string;
  sixDeals: number;
  variant: RummyVariant;
  target: string;
  /**
   * Kapiti: the competition profile chosen, '' for none; undefined until the player chooses,
   * when the default profile applies (see CompetitionChoice).
   */
  competitionId?: string;
}

/**
 * What is wrong with the deals typed for a Kapiti match, or null: a whole number from 1 to
 * MAX_PLANNED_DEALS. The field is never corrected silently; the player is told and fixes it.
 */
export function dealsProblem(typed: string): string | null {
  const text = typed.trim();
  const range = `a whole number from 1 to ${MAX_PLANNED_DEALS}`;
  if (text === '') return `Deals in the match is empty: type ${range} (30 is usual).`;
  const deals = Number(text);
  if (!Number.isFinite(deals)) return `Deals in the match must be ${range}, not "${text}".`;
  if (!Number.isInteger(deals))
    return `Deals in the match must be a whole number: ${text} deals cannot be played.`;
  if (deals < 1) return `Deals in the match must be at least 1, not ${text}.`;
  if (deals > MAX_PLANNED_DEALS)
    return `Deals in the match can be at most ${MAX_PLANNED_DEALS}, not ${text}.`;
  return null;
}

export const DEFAULT_FORM: NewMatchForm = {
  game: 'rubber',
  tableSize: 4,
  draw: ['', '', '', '', '', ''],
  seats: { N: '', E: '', S: '', W: '' },
  two: { A: '', B: '' },
  rummyPlayers: ['', '', ''],
  we: 'NS',
  firstDealer: 'N',
  firstDealer2: 'A',
  firstDealerRummy: 0,
  honors: true,
  deck: 'standard',
  vulnerability: 'chicago',
  kapitiDeals: '30',
  sixDeals: 6,
  variant: 'basic',
  target: '',
};

function newSessionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `session-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const SEAT_DEFAULT: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

const name = (typed: string, fallback: string) => (typed.trim() === '' ? fallback : typed.trim());

/**
 * The match file the form describes; empty names become the seat's name. A game played in a
 * competition takes its own copy of the chosen competition's fields.
 */
export function formToMatchFile(
  form: NewMatchForm,
  competition?: Competition,
): Record<string, unknown> {
  const base = {
    format: 'bridgepad.match',
    version: 1,
    game: form.game,
    deals: [],
    ...(competition !== undefined && COMPETITION_GAMES.includes(form.game)
      ? { competition: { ...competition } }
      : {}),
  };
  if (form.game === 'rummy') {
    const target = Number(form.target);
    return {
      ...base,
      rules: {
        variant: form.variant,
        ...(form.target.trim() !== '' && target > 0 ? { target } : {}),
      },
      players: form.rummyPlayers.map((p, i) => name(p, `Player ${i + 1}`)),
      firstDealer: form.firstDealerRummy,
    };
  }
  const noHonors =
    form.game === 'duplicate' || form.game === 'bridgette' || form.game === 'sixdeal';
  const rules: Record<string, unknown> = {
    honors: noHonors ? false : form.honors,
    deck: form.deck,
  };
  if (form.game === 'chicago') rules.vulnerability = form.vulnerability;
  if (form.game === 'kapiti') rules.deals = Number(form.kapitiDeals);
  if (form.game === 'sixdeal') rules.deals = form.sixDeals;
  if (form.game === 'bridgette' || form.game === 'sixdeal') {
    return {
      ...base,
      rules,
      players: { A: name(form.two.A, 'Player A'), B: name(form.two.B, 'Player B') },
      firstDealer: form.firstDealer2,
    };
  }
  if (form.game === 'rubber' && form.tableSize > 4) {
    const draw = form.draw.slice(0, form.tableSize).map((p, i) => name(p, `Player ${i + 1}`));
    const seating = seatingFor(draw, 0);
    return {
      ...base,
      rules,
      players: seating.seats,
      we: form.we,
      firstDealer: form.firstDealer,
      [TABLE_KEY]: { session: newSessionId(), draw, rubber: 0 },
    };
  }
  const seats = Object.fromEntries(
    (Object.keys(SEAT_DEFAULT) as Seat[]).map((seat) => [
      seat,
      name(form.seats[seat], SEAT_DEFAULT[seat]),
    ]),
  );
  return { ...base, rules, players: seats, we: form.we, firstDealer: form.firstDealer };
}
