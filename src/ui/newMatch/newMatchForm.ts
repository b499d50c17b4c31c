import type {
  ChicagoVulnerability,
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
  kapitiDeals: number;
  sixDeals: number;
  variant: RummyVariant;
  target: string;
}

export const DEFAULT_FORM: NewMatchForm = {
  game: 'rubber',
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
  kapitiDeals: 30,
  sixDeals: 6,
  variant: 'basic',
  target: '',
};

const SEAT_DEFAULT: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

const name = (typed: string, fallback: string) => (typed.trim() === '' ? fallback : typed.trim());

/** The match file the form describes; empty names become the seat's name. */
export function formToMatchFile(form: NewMatchForm): Record<string, unknown> {
  const base = { format: 'bridgepad.match', version: 1, game: form.game, deals: [] };
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
  if (form.game === 'kapiti') rules.deals = form.kapitiDeals;
  if (form.game === 'sixdeal') rules.deals = form.sixDeals;
  if (form.game === 'bridgette' || form.game === 'sixdeal') {
    return {
      ...base,
      rules,
      players: { A: name(form.two.A, 'Player A'), B: name(form.two.B, 'Player B') },
      firstDealer: form.firstDealer2,
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
