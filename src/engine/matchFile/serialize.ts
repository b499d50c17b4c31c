import { formatContract } from '../strains.ts';
import type { BridgeDeal, Match, RummyDeal } from '../types.ts';
import { MATCH_FORMAT, MATCH_VERSION } from './validateMatch.ts';

function bridgeDealToJson(deal: BridgeDeal): Record<string, unknown> {
  const board = {
    ...(deal.board === undefined ? {} : { board: deal.board }),
    ...(deal.vulnerable === undefined ? {} : { vulnerable: deal.vulnerable }),
    ...(deal.agreed === undefined ? {} : { agreed: deal.agreed }),
  };
  if (deal.passed === true) return { passed: true, ...board };
  return {
    contract: formatContract(deal.contract),
    declarer: deal.declarer,
    tricks: deal.tricks,
    ...(deal.honors === undefined
      ? {}
      : { honors: { side: deal.honors.side, points: deal.honors.points } }),
    ...board,
  };
}

function rummyDealToJson(deal: RummyDeal): Record<string, unknown> {
  return {
    out: deal.out,
    points: [...deal.points],
    rummy: deal.rummy,
    ...(deal.agreed === undefined ? {} : { agreed: deal.agreed }),
  };
}

/** One deal as the match file spells it (docs/format.md, "A bridge deal", "A rummy deal"). */
export function dealToJson(deal: BridgeDeal | RummyDeal): Record<string, unknown> {
  return 'out' in deal ? rummyDealToJson(deal) : bridgeDealToJson(deal);
}

/**
 * Writes a match as a version-1 match file object (docs/format.md), every default spelled out and
 * any `x-` keys it was read with kept. `validateMatch` reads it back to the same match.
 */
export function toMatchFile(match: Match): Record<string, unknown> {
  const file: Record<string, unknown> = { format: MATCH_FORMAT, version: MATCH_VERSION };
  if (match.id !== undefined) file.id = match.id;
  if (match.createdAt !== undefined) file.createdAt = match.createdAt;
  if (match.updatedAt !== undefined) file.updatedAt = match.updatedAt;
  file.game = match.game;
  file.rules = { ...match.rules };
  file.players = Array.isArray(match.players) ? [...match.players] : { ...match.players };
  if ('we' in match) file.we = match.we;
  file.firstDealer = match.firstDealer;
  file.deals =
    match.game === 'rummy' ? match.deals.map(rummyDealToJson) : match.deals.map(bridgeDealToJson);
  file.finished = match.finished;
  if (match.competition !== undefined) file.competition = { ...match.competition };
  if (match.sent !== undefined) file.sent = match.sent;
  for (const [key, value] of Object.entries(match.extras)) file[key] = value;
  return file;
}

/** A match file object as text: JSON, two-space indented, ending in a newline. */
export function matchFileText(file: Record<string, unknown>): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The match file text of a match. */
export function serializeMatch(match: Match): string {
  return matchFileText(toMatchFile(match));
}
