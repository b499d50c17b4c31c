import { scoreDuplicate } from './duplicate.ts';
import { scoreBridgette, scoreRubberGame } from './rubberGame.ts';
import type { PlannedDeals } from './gameTraits.ts';
import type { BridgeSheet, RummySheet, Sheet } from './sheet.ts';
import type {
  BridgeMatch,
  FourPlayerMatch,
  Game,
  Match,
  RummyMatch,
  TwoPlayerMatch,
} from './types.ts';

/**
 * The games whose scoring comes with their first match rather than with the first screen
 * (docs/style.md, rule 15): rubber bridge, Bridgette and duplicate are scored from the start.
 */
export type LaterGame = 'chicago' | 'kapiti' | 'sixdeal' | 'rummy';

/** A game's scoring: its sheet, and where a planned match was decided before its last deal. */
export interface GameScoring<M extends Match> {
  readonly score: (match: M) => Sheet;
  /** The deal count at which the match was decided with deals still after it, or null. */
  readonly decidedAt?: (match: M) => number | null;
}

/** A game played to a plan: its scoring, and how a tie is played off, in words (tieBreakSaid.ts). */
export interface PlannedScoring<M extends Match> extends GameScoring<M> {
  readonly tieBreak: (planned: PlannedDeals) => string;
}

/** What each later game's module gives, once it is here. */
export interface LaterScoring {
  chicago: GameScoring<FourPlayerMatch>;
  kapiti: PlannedScoring<FourPlayerMatch>;
  sixdeal: PlannedScoring<TwoPlayerMatch>;
  rummy: GameScoring<RummyMatch>;
}

const here: Partial<LaterScoring> = {};

const LOADERS: { readonly [G in LaterGame]: () => Promise<LaterScoring[G]> } = {
  chicago: () => import('./chicago.ts').then((m) => ({ score: m.scoreChicago })),
  kapiti: () =>
    Promise.all([import('./kapiti.ts'), import('./tieBreakSaid.ts')]).then(([m, t]) => ({
      score: m.scoreKapiti,
      decidedAt: m.kapitiDecidedAt,
      tieBreak: t.tieBreakWords,
    })),
  sixdeal: () =>
    Promise.all([import('./sixdeal.ts'), import('./tieBreakSaid.ts')]).then(([m, t]) => ({
      score: m.scoreSixDeal,
      decidedAt: m.sixDealDecidedAt,
      tieBreak: t.tieBreakWords,
    })),
  rummy: () =>
    import('./rummy.ts').then((m) => ({ score: m.scoreRummy, decidedAt: m.rummyDecidedAt })),
};

function isLater(game: unknown): game is LaterGame {
  return typeof game === 'string' && Object.hasOwn(LOADERS, game);
}

/**
 * Brings a game's scoring, once. Nothing to do for a game scored from the start, or for a name
 * that is no game (a damaged file: its reader says what is wrong with it).
 */
export async function loadScoring(game: unknown): Promise<void> {
  if (!isLater(game) || here[game] !== undefined) return;
  const scoring = await LOADERS[game]();
  (here as Record<LaterGame, unknown>)[game] = scoring;
}

/** Whether a match of this game can be scored now, without `loadScoring` first. */
export function scoringLoaded(game: Game): boolean {
  return scoringLoadedFor(game);
}

/**
 * The same for a game as a file names it, before the file is read: a name that is no game needs
 * nothing loaded (its reader says what is wrong with it).
 */
export function scoringLoadedFor(game: unknown): boolean {
  return !isLater(game) || here[game] !== undefined;
}

/** For code that carries every game's scoring (scoreAll.ts): each is here, as if loaded. */
export function scoringHere(all: LaterScoring): void {
  Object.assign(here, all);
}

/**
 * How a tie in a match of this game is played off, in words ("two more deals are played"), or
 * null for a game with no tie-break. It comes with the game's scoring (loadScoring), as every
 * reader of such a match brings first.
 */
export function tieBreakSaid(game: Game, planned: PlannedDeals | null): string | null {
  if (planned === null || (game !== 'kapiti' && game !== 'sixdeal')) return null;
  return later(game).tieBreak(planned);
}

/** A match scored before its game's scoring came: a fault of the code, never of the match. */
export class ScoringNotLoaded extends Error {
  override readonly name = 'ScoringNotLoaded';
}

function later<G extends LaterGame>(game: G): LaterScoring[G] {
  const scoring = here[game];
  if (scoring === undefined) throw new ScoringNotLoaded(`${game} scoring is not loaded`);
  return scoring as LaterScoring[G];
}

/**
 * Scores a match: a pure function of its inputs, so editing or deleting any deal and scoring
 * again gives exactly what entering the corrected deals from scratch would.
 */
export function scoreMatch(match: RummyMatch): RummySheet;
export function scoreMatch(match: BridgeMatch): BridgeSheet;
export function scoreMatch(match: Match): Sheet;
export function scoreMatch(match: Match): Sheet {
  switch (match.game) {
    case 'rubber':
      return scoreRubberGame(match);
    case 'duplicate':
      return scoreDuplicate(match);
    case 'bridgette':
      return scoreBridgette(match);
    case 'chicago':
    case 'kapiti':
      return later(match.game).score(match);
    case 'sixdeal':
      return later(match.game).score(match);
    case 'rummy':
      return later(match.game).score(match);
  }
}

/**
 * The deal count at which a planned match (Kapiti, Six-Deal) or a rummy game to a target was
 * decided with deals still after it, or null. Only a match played past its plan, or to a target,
 * needs its game's scoring for that: the reader of any other match of those games does not.
 */
export function decidedAt(match: Match): number | null {
  switch (match.game) {
    case 'kapiti':
      if (match.deals.length <= (match.rules.deals ?? 0)) return null;
      return later(match.game).decidedAt?.(match) ?? null;
    case 'sixdeal':
      if (match.deals.length <= (match.rules.deals ?? 0)) return null;
      return later(match.game).decidedAt?.(match) ?? null;
    case 'rummy':
      if (match.rules.target === undefined || match.deals.length === 0) return null;
      return later(match.game).decidedAt?.(match) ?? null;
    default:
      return null;
  }
}
