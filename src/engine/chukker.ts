import { seatAfter, sideOf } from './seats.ts';
import type {
  ChicagoVulnerability,
  FourPlayerMatch,
  FourthDealBonus,
  PerSide,
  Seat,
  SideIndex,
} from './types.ts';

/**
 * Chicago's chukker as it is laid out (docs/rules.md, Chicago): its forms, its four places, who
 * deals and who is vulnerable at each. The table reads these as it draws; the chukker's scoring
 * (chicago.ts) comes with a Chicago match (score.ts, loadScoring).
 */

/** Chicago's two forms (docs/rules.md, Chicago): who is vulnerable on deals 2 and 3. */
export const CHICAGO_FORMS: readonly ChicagoVulnerability[] = ['chicago', 'cavendish'];
/** The form a match plays unless it says otherwise (docs/format.md, `rules.vulnerability`). */
export const DEFAULT_CHICAGO_FORM: ChicagoVulnerability = 'chicago';

/** Chicago's part-score bonus on the fourth deal unless a match says otherwise (docs/rules.md, Chicago). */
export const DEFAULT_FOURTH_DEAL_BONUS: FourthDealBonus = 'made';

/** Deals in a chukker, one dealt by each player. */
export const CHUKKER = 4;

/**
 * Vulnerability by position in the chukker (docs/rules.md, Chicago; seed 004): deal 1 nobody,
 * deal 4 both; deals 2 and 3 the dealer's side (Chicago form) or its opponents (Cavendish form).
 */
export function chicagoVulnerability(
  position: number,
  dealer: Seat,
  form: ChicagoVulnerability,
): PerSide<boolean> {
  if (position === 0) return [false, false];
  if (position === CHUKKER - 1) return [true, true];
  const dealerSide = sideOf(dealer);
  const vulSide: SideIndex = form === 'chicago' ? dealerSide : dealerSide === 0 ? 1 : 0;
  return [vulSide === 0, vulSide === 1];
}

/** One deal of a chukker as it is laid out before it is played: who deals, who is vulnerable. */
export interface ChukkerPlace {
  /** 0 to 3: the deal's place in the chukker. */
  readonly position: number;
  readonly dealer: Seat;
  readonly vulnerable: PerSide<boolean>;
}

/**
 * The four deals of chukker `chukker` (0 the first) of a match: each player deals one in turn,
 * round the table from the match's first dealer, at the vulnerability of its place in the form
 * played (docs/rules.md, Chicago). A passed-out deal is dealt again at the same place.
 */
export function chukkerPlaces(match: FourPlayerMatch, chukker: number): ChukkerPlace[] {
  const form = match.rules.vulnerability ?? DEFAULT_CHICAGO_FORM;
  return [0, 1, 2, 3].map((position) => {
    const dealer = seatAfter(match.firstDealer, chukker * CHUKKER + position);
    return { position, dealer, vulnerable: chicagoVulnerability(position, dealer, form) };
  });
}
