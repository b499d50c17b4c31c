import {
  CLUB_DOCUMENT_VERSION,
  CLUB_TYPES,
  clubDocumentId,
} from '../../src/season/clubDocument.ts';

/**
 * The trial a club's setup makes once its design document is in (docs/sync.md, "A real club"): a
 * valid match written as the server's admin must be taken (then deleted), and the same match in a
 * layout the club does not take must be refused with its reason. A server whose JavaScript engine
 * cannot run the design document answers both with an error, and the setup says so rather than
 * "installed": every member's write would fail the same way.
 */

/** The trial match's id: one id, so that setting a club up again leaves one deleted trial. */
export const TRIAL_MATCH_ID = 'club-setup-trial';

/** A rubber with no deal yet, as a device would first write it, under the admin's name. */
export function trialMatch(author: string): Record<string, unknown> {
  return {
    _id: clubDocumentId('match', TRIAL_MATCH_ID),
    type: CLUB_TYPES.match,
    v: CLUB_DOCUMENT_VERSION,
    author,
    file: {
      format: 'bridgepad.match',
      version: 1,
      id: TRIAL_MATCH_ID,
      game: 'rubber',
      rules: { honors: true, deck: 'standard' },
      players: { N: 'North', E: 'East', S: 'South', W: 'West' },
      we: 'NS',
      firstDealer: 'N',
      deals: [],
    },
    steps: [],
  };
}

/** The same match in a layout no club takes: the design document must refuse it. */
export function refusedTrialMatch(author: string): Record<string, unknown> {
  return { ...trialMatch(author), v: CLUB_DOCUMENT_VERSION + 1 };
}
