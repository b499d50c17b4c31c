import { useClubStore } from '../../state/clubStore.ts';
import { statusWords } from './clubWords.ts';
import { inviteHash } from './invite.ts';

/**
 * The club's sync in one line (docs/sync.md, "On the device"): "Club kapiti-coast: up to date",
 * "3 matches to send", "offline since 14:02", or "signed out: sign in again", a link to Settings →
 * Club. Shown on the matches list of a device that has joined a club.
 */
export default function ClubLine() {
  const membership = useClubStore((state) => state.membership);
  const status = useClubStore((state) => state.status);
  if (membership === null) return null;
  const words = statusWords(status, new Date());
  return (
    <p className="club-line small" role={words.trouble ? 'alert' : 'status'}>
      Club <strong>{membership.club}</strong>:{' '}
      {words.signIn ? <a href={inviteHash(membership)}>{words.text}</a> : <span>{words.text}</span>}
    </p>
  );
}
