import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import type { ClubRefusal } from '../../src/season/clubDocument.ts';
import { CLUB_DOCUMENT_VERSION, CLUB_TYPES } from '../../src/season/clubDocument.ts';
import { APP_NAME } from '../../src/engine/appName.ts';

/** The most problems a refusal lists: enough to mend a document, short enough to read. */
const MAX_PROBLEMS = 5;

const shown = (value: unknown): string =>
  value === undefined ? 'none' : typeof value === 'string' ? `"${value}"` : JSON.stringify(value);

/** Characters of JSON as megabytes, to one decimal place. */
const megabytes = (chars: number): string => (chars / 1_000_000).toFixed(1);

/**
 * The sentence a club's server answers a refused write with (docs/sync.md, "The design
 * document"), made from the refusal's reason where it is said (docs/style.md, rule 24).
 */
export function refusalText(club: string, refusal: ClubRefusal): string {
  switch (refusal.reason) {
    case 'signedOut':
      return `Sign in as a member of club ${club} to write to it.`;
    case 'notMember':
      return `${refusal.user} is not a member of club ${club}.`;
    case 'designByMember':
      return `Only the organiser changes club ${club}'s design documents; ${refusal.user} is a member.`;
    case 'author':
      return `The document's author is ${shown(refusal.author)}, but ${refusal.user} is signed in: a member writes under their own name.`;
    case 'deleteByOther':
      return `${shown(refusal.author)} wrote this document last: only they or the organiser may delete it, not ${refusal.user}.`;
    case 'size':
      return `The document is ${megabytes(refusal.size)} MB; club ${club} takes documents of up to ${megabytes(refusal.max)} MB, twice the largest real match.`;
    case 'type':
      return `Not a ${APP_NAME} document: its type is ${shown(refusal.type)}, not one of ${Object.values(CLUB_TYPES).join(', ')}.`;
    case 'idPrefix': {
      const wanted =
        refusal.kind === undefined
          ? `one of ${Object.keys(CLUB_TYPES).join(': ')}:`
          : `${refusal.kind}: for a ${CLUB_TYPES[refusal.kind]}`;
      return `The _id ${shown(refusal.id)} does not start with ${wanted}.`;
    }
    case 'version':
      return `The document's layout v is ${shown(refusal.v)}; this club takes v ${CLUB_DOCUMENT_VERSION}.`;
    case 'content': {
      const listed = refusal.problems.slice(0, MAX_PROBLEMS).map(formatProblem);
      const more = refusal.problems.length - listed.length;
      return `Not a ${APP_NAME} document of its kind: ${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
    }
  }
}
