import type { SignInFailure } from '../../sync/signIn.ts';
import type { SyncStatus } from '../../sync/syncStatus.ts';

/**
 * The club's sync in words (docs/style.md, rule 24: the sync says its state and its refusals as
 * types, and the words are made here): why a sign-in failed, and the one line the matches list
 * and Settings → Club show.
 */

/** Why joining failed, as a plain sentence naming what to check. */
export function signInWords(
  reason: SignInFailure,
  form: { readonly server: string; readonly club: string; readonly member: string },
  origin: string,
): string {
  switch (reason) {
    case 'wrongPassword':
      return "Wrong name or password: the club's server did not accept them.";
    case 'notMember':
      return `${form.member} is not a member of ${form.club}: ask the club's organiser to add you.`;
    case 'noClub':
      return `There is no club ${form.club} on that server: check the Club.`;
    case 'unreachable':
      return "The club's server could not be reached: check the network and try again.";
    case 'notClubServer':
      return `No club's server answers at ${form.server}: check the Server.`;
    case 'otherOrigin':
      return `The Server must be on this app's own site, ${origin}: ${form.server} is not.`;
    case 'badServer':
      return `The Server is not an address: ${form.server === '' ? 'it is empty' : form.server}.`;
    case 'badClub':
      return `The Club is not a club's name (lower-case letters, digits and _$()+-/, a letter first): ${form.club === '' ? 'it is empty' : form.club}.`;
  }
}

/** A time of the device's clock, HH:MM, with the day when it is not today. */
export function clockText(at: string, now: Date): string {
  const time = new Date(at);
  const hhmm = `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
  if (time.toDateString() === now.toDateString()) return hhmm;
  return `${time.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })} ${hhmm}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a document of the club is, by its id's kind (docs/format.md, "The club's documents"), a
 * match by its title where the device keeps it.
 */
function docWords(docId: string, title: string | undefined): string {
  const kind = docId.slice(0, docId.indexOf(':'));
  return kind === 'match'
    ? title === undefined
      ? 'a match'
      : `the match ${title}`
    : kind === 'desk'
      ? "an organiser's competition"
      : kind === 'result'
        ? "a result's match file"
        : kind === 'profile'
          ? 'a competition profile'
          : `the document ${docId}`;
}

export interface StatusWords {
  readonly text: string;
  /** Signed out: the words lead to Settings → Club, to sign in again. */
  readonly signIn: boolean;
  /** A failure or a refusal: said as an alert, not as news. */
  readonly trouble: boolean;
}

/**
 * The sync's state in one line: the most pressing thing first. `refusedTitle` names the first
 * refused match as the player knows it, where the device keeps it.
 */
export function statusWords(
  status: SyncStatus | null,
  now: Date,
  refusedTitle?: string,
): StatusWords {
  const plain = (text: string, trouble = false) => ({ text, signIn: false, trouble });
  if (status === null) return plain('connecting…');
  if (status.signedOut) return { text: 'signed out: sign in again', signIn: true, trouble: true };
  if (status.notMember)
    return plain(
      "no longer a member of this club: ask the club's organiser to add you again; this device keeps its matches",
      true,
    );
  if (status.failure !== null) return plain(`not syncing: ${status.failure}`, true);
  if (status.lostByClub.length > 0) {
    const lost = status.lostByClub;
    const others = status.refused.length - lost.length;
    const what = lost.every((id) => id.startsWith('match:'))
      ? count(lost.length, 'match', 'matches')
      : count(lost.length, 'document', 'documents');
    return plain(
      `the club's server no longer holds ${what} it had sent this device: the club has lost its data, and the organiser's device can put it back${others > 0 ? ` (and ${count(others, 'more refused', 'more refused')})` : ''}`,
      true,
    );
  }
  const [refused, ...more] = status.refused;
  if (refused !== undefined)
    return plain(
      `the club's server refused ${docWords(refused.docId, refusedTitle)}: ${refused.reason}${more.length > 0 ? ` (and ${count(more.length, 'more', 'more')})` : ''}`,
      true,
    );
  const toSend = count(status.waiting, 'match to send', 'matches to send');
  if (status.offlineSince !== null)
    return plain(
      `offline since ${clockText(status.offlineSince, now)}${status.waiting > 0 ? `, ${toSend}` : ''}`,
    );
  if (status.unreadable.length > 0)
    return plain(
      `${count(status.unreadable.length, 'document', 'documents')} from the club could not be read`,
      true,
    );
  if (status.receiving !== null) {
    const { taken, of } = status.receiving;
    const matches = (of ?? taken) === 1 ? 'match' : 'matches';
    return plain(
      `receiving ${of === null ? taken : `${taken} of ${of}`} ${matches} from the club${status.waiting > 0 ? `, ${toSend}` : ''}`,
    );
  }
  if (status.waiting > 0) return plain(toSend);
  if (status.inStepAt === null) return plain('connecting…');
  return plain('up to date');
}

/**
 * What the club brought to a device that joined with no match: its matches, and, where the device
 * had been in the club before (its browser still signed in), that its browser had cleared them.
 */
export function refilledWords(
  matches: number,
  clearedBy: 'Safari' | 'This browser' | null,
): string {
  if (clearedBy === null)
    return `${count(matches, 'match', 'matches')} came to this device from the club.`;
  return `${clearedBy} had cleared this device's matches; ${count(matches, 'match was', 'matches were')} brought back from the club.`;
}
